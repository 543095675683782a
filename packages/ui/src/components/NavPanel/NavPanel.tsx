import { lazy, Suspense, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { NAV_PANEL_WIDTH_PX, type RagStatus } from '@keel/types';
import { Icon, type IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { StatusDot } from '../StatusDot/StatusDot';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './NavPanel.css';
import { AnchorLink, isPathUnder, type NavLinkComponent } from './navigation';

// Only items with a menu (saved custom views) need the menu's code: it loads with them.
const ItemMenu = lazy(() => import('./ItemMenu'));

/** A link of the panel. */
export interface NavPanelItem {
  kind?: 'item';
  id: string;
  label: string;
  href: string;
  /** Marks the current page; when omitted the item is current when `currentPath` equals `href`. */
  active?: boolean;
  /** A status colour dot before the label. */
  dot?: RagStatus;
  /** Edit/delete menu of the item (saved custom views, for example). */
  menu?: { onEdit?: () => void; onDelete?: () => void };
}

export interface NavPanelDivider {
  kind: 'divider';
  id: string;
}

/** A collapsible group; it opens by itself when the current path lies under one of its items. */
export interface NavPanelGroup {
  kind: 'group';
  id: string;
  label: string;
  items: readonly NavPanelItem[];
}

export type NavPanelEntry = NavPanelItem | NavPanelDivider | NavPanelGroup;

/** A heading and its entries. */
export interface NavPanelSection {
  id: string;
  heading?: string;
  /** A button beside the heading; its label is also its tooltip (e.g. `Add Custom View`). */
  action?: { label: string; icon?: IconName; onPress: () => void };
  entries: readonly NavPanelEntry[];
}

export interface NavPanelProps {
  /** Title over the panel and the name of its navigation landmark, e.g. `Tasks`. */
  title: string;
  sections: readonly NavPanelSection[];
  /** The current location's path; drives the current item and the groups that open. */
  currentPath: string;
  /** The app's router link. @default a plain anchor */
  LinkComponent?: NavLinkComponent;
}

function isCurrent(item: NavPanelItem, currentPath: string): boolean {
  return item.active ?? isPathUnder(currentPath, item.href);
}

function groupsUnderPath(sections: readonly NavPanelSection[], currentPath: string): string[] {
  return sections.flatMap((section) =>
    section.entries
      .filter(
        (entry): entry is NavPanelGroup =>
          entry.kind === 'group' &&
          entry.items.some((item) => item.active || isPathUnder(currentPath, item.href)),
      )
      .map((group) => group.id),
  );
}

function ItemLink({
  item,
  currentPath,
  Link,
}: {
  item: NavPanelItem;
  currentPath: string;
  Link: NavLinkComponent;
}) {
  return (
    <li className={styles.itemRow}>
      <Link
        href={item.href}
        className={styles.link}
        aria-current={isCurrent(item, currentPath) ? 'page' : undefined}
      >
        {item.dot ? <StatusDot status={item.dot} /> : null}
        <span className={styles.linkLabel}>{item.label}</span>
      </Link>
      {item.menu ? (
        <Suspense fallback={null}>
          <ItemMenu label={item.label} menu={item.menu} />
        </Suspense>
      ) : null}
    </li>
  );
}

function Group({
  group,
  isOpen,
  onToggle,
  currentPath,
  Link,
}: {
  group: NavPanelGroup;
  isOpen: boolean;
  onToggle: () => void;
  currentPath: string;
  Link: NavLinkComponent;
}) {
  const listId = useId();
  return (
    <li>
      <AriaButton
        className={styles.groupButton}
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onPress={onToggle}
      >
        <span className={styles.linkLabel}>{group.label}</span>
        <span className={styles.chevron}>
          <Icon name={isOpen ? 'chevronUp' : 'chevronDown'} size="small" />
        </span>
      </AriaButton>
      {isOpen ? (
        <ul id={listId} className={`${styles.list} ${styles.nested}`}>
          {group.items.map((item) => (
            <ItemLink key={item.id} item={item} currentPath={currentPath} Link={Link} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The second navigation panel, exactly NAV_PANEL_WIDTH_PX (260 px) wide: the current section's
 * pages under group headings, with dividers, collapsible groups and status dots.
 */
export function NavPanel({
  title,
  sections,
  currentPath,
  LinkComponent = AnchorLink,
}: NavPanelProps) {
  const [open, setOpen] = useState(() => new Set(groupsUnderPath(sections, currentPath)));
  const [seenPath, setSeenPath] = useState(currentPath);
  // Navigating under a closed group opens it (adjusting state during render, not in an effect).
  if (seenPath !== currentPath) {
    setSeenPath(currentPath);
    const under = groupsUnderPath(sections, currentPath);
    if (under.some((id) => !open.has(id))) setOpen(new Set([...open, ...under]));
  }
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <nav
      aria-label={title}
      className={styles.panel}
      style={{ width: NAV_PANEL_WIDTH_PX, minWidth: NAV_PANEL_WIDTH_PX }}
    >
      <h2 className={styles.title}>{title}</h2>
      {sections.map((section) => (
        <Section
          key={section.id}
          section={section}
          isGroupOpen={(id) => open.has(id)}
          onToggleGroup={toggle}
          currentPath={currentPath}
          Link={LinkComponent}
        />
      ))}
    </nav>
  );
}

function Section({
  section,
  isGroupOpen,
  onToggleGroup,
  currentPath,
  Link,
}: {
  section: NavPanelSection;
  isGroupOpen: (id: string) => boolean;
  onToggleGroup: (id: string) => void;
  currentPath: string;
  Link: NavLinkComponent;
}) {
  const headingId = useId();
  const action = section.action;
  return (
    <div className={styles.section}>
      {section.heading ? (
        <div className={styles.sectionHeader}>
          <h3 id={headingId} className={styles.heading}>
            {section.heading}
          </h3>
          {action ? (
            <Tooltip content={action.label}>
              <IconButton
                icon={action.icon ?? 'plus'}
                size="small"
                aria-label={action.label}
                onPress={action.onPress}
              />
            </Tooltip>
          ) : null}
        </div>
      ) : null}
      <ul className={styles.list} aria-labelledby={section.heading ? headingId : undefined}>
        {section.entries.map((entry) =>
          entry.kind === 'divider' ? (
            <li key={entry.id} aria-hidden="true">
              <hr className={styles.divider} />
            </li>
          ) : entry.kind === 'group' ? (
            <Group
              key={entry.id}
              group={entry}
              isOpen={isGroupOpen(entry.id)}
              onToggle={() => onToggleGroup(entry.id)}
              currentPath={currentPath}
              Link={Link}
            />
          ) : (
            <ItemLink key={entry.id} item={entry} currentPath={currentPath} Link={Link} />
          ),
        )}
      </ul>
    </div>
  );
}
