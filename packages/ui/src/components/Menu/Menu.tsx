import type { ReactElement, ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Separator,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
  type PopoverProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon';
import * as overlay from '../../private/overlay.css';
import * as styles from './Menu.css';

export interface MenuProps {
  /** The button that opens the menu (a Button or IconButton). */
  trigger: ReactElement;
  /** `MenuItem`s and `MenuSeparator`s. */
  children: ReactNode;
  /** Called with the chosen item's id. */
  onAction?: (key: Key) => void;
  /** Accessible name of the menu. @default undefined */
  'aria-label'?: string;
  /** Preferred side. @default 'bottom start' */
  placement?: PopoverProps['placement'];
  /** Controlled open state (stories and tests). @default undefined */
  isOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A menu of actions opened by a button; arrow keys, typeahead and Escape work. */
export function Menu({
  trigger,
  children,
  onAction,
  placement = 'bottom start',
  isOpen,
  onOpenChange,
  ...props
}: MenuProps) {
  return (
    <AriaMenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover className={overlay.popover} placement={placement} offset={4}>
        <AriaMenu {...props} onAction={onAction} className={styles.menu}>
          {children}
        </AriaMenu>
      </AriaPopover>
    </AriaMenuTrigger>
  );
}

export interface MenuItemProps extends Pick<
  AriaMenuItemProps,
  'id' | 'href' | 'onAction' | 'isDisabled' | 'textValue'
> {
  /** Item text. */
  children: ReactNode;
  /** An icon before the text. @default undefined */
  icon?: IconName;
  /** Red text for destructive actions. @default false */
  isCritical?: boolean;
}

/** One action in a Menu. */
export function MenuItem({ children, icon, isCritical = false, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={isCritical ? `${styles.item} ${styles.critical}` : styles.item}
    >
      {icon && <Icon name={icon} />}
      {children}
    </AriaMenuItem>
  );
}

/** A divider between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
