import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  id: Key;
  /** Tab label. */
  title: string;
  /** Panel content. */
  content: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /** Navigate instead of switching panels (route-based tabs). @default undefined */
  href?: string;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** The tabs and their panels. */
  items: readonly TabItem[];
  /** Controlled selected tab. @default undefined */
  selectedKey?: Key;
  /** Initially selected tab. @default the first */
  defaultSelectedKey?: Key;
  /** Called with the chosen tab's id. */
  onSelectionChange?: (key: Key) => void;
}

/** Tabs with arrow-key navigation; each tab shows its panel. */
export function Tabs({ items, ...props }: TabsProps) {
  return (
    <AriaTabs
      selectedKey={props.selectedKey}
      defaultSelectedKey={props.defaultSelectedKey}
      onSelectionChange={props.onSelectionChange}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={styles.tabs}
    >
      <AriaTabList aria-label={props['aria-label']} items={items} className={styles.list}>
        {(item) => (
          <AriaTab id={item.id} href={item.href} className={styles.tab}>
            {item.title}
          </AriaTab>
        )}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
