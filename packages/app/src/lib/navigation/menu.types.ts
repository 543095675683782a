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

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  children: MenuEntry[];
  /** Open when the current path lies under one of its children. */
  open: boolean;
  /** The `All Tasks` group's add button. */
  addAction?: { label: string };
}

export type MenuEntry = MenuLink | MenuDivider | MenuGroup;

export type MenuSectionId = 'timesheet' | 'tasks' | 'projects' | 'quotes' | 'management';

/** One rail entry and the panel items shown while it is the current section. */
export interface MenuSection {
  id: MenuSectionId;
  label: string;
  icon: string;
  to: string;
  active: boolean;
  items: MenuEntry[];
}

export interface Menu {
  sections: MenuSection[];
  /** The section the current path lies in, if the user may see it. */
  current: MenuSection | undefined;
  /** The second panel shows for the current section except on /timesheet, /planning, /auth. */
  showPanel: boolean;
}
