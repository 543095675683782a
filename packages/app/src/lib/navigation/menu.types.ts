/** The navigation menu as data (SPEC §2 "Navigation menu"); the shell renders it. */

export interface MenuLink {
  kind: 'link';
  id: string;
  label: string;
  to: string;
  /** Icon name; quote meta types bring their own. */
  icon?: string;
  active: boolean;
  /** A saved custom task view: the item offers edit and delete. */
  customViewId?: string;
}

export interface MenuDivider {
  kind: 'divider';
  id: string;
}

/** A collapsible group of links. */
export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  items: MenuLink[];
  /** Open when the current path lies under one of its links. */
  open: boolean;
}

export type MenuEntry = MenuLink | MenuDivider | MenuGroup;

/** Entries under one group heading of the panel (e.g. `My Tasks`, `All Tasks`). */
export interface MenuPanelSection {
  id: string;
  heading?: string;
  /** A button beside the heading: `All Tasks` has `Add Custom View`. */
  addAction?: { label: string };
  entries: MenuEntry[];
}

export type MenuSectionId =
  'timesheet' | 'tasks' | 'projects' | 'quotes' | 'finance' | 'management';

/** One rail entry and the panel items shown while it is the current section. */
export interface MenuSection {
  id: MenuSectionId;
  label: string;
  icon: string;
  to: string;
  active: boolean;
  /** The second panel's content while this is the current section. */
  panel: MenuPanelSection[];
}

export interface Menu {
  sections: MenuSection[];
  /** The section the current path lies in, if the user may see it. */
  current: MenuSection | undefined;
  /** The second panel shows for the current section except on /timesheet, /planning, /auth. */
  showPanel: boolean;
}
