import type { AccessUser } from '../session/access';
import type { MenuSectionId } from './menu.types';

/** A permission question (`lib/auth/access`): may this user open the page? */
export type Access = (user: AccessUser) => boolean;

/** Links the menu makes from the user's data in place of one entry. */
export type MenuExpansion = 'teams' | 'custom-views' | 'quote-types';

/** How a page shows in the navigation panel. */
export interface PageMenu {
  id: string;
  label: string;
  /** A button beside the heading (`All Tasks`: `Add Custom View`). */
  addAction?: string;
  /** The links come from the user's data (teams, saved views, quote types). */
  expand?: MenuExpansion;
}

/**
 * One page of a section: its route, its place in the first-allowed-child
 * redirect and its menu entry, written once (SPEC §2 and §6).
 */
export interface SectionPage {
  /** The path under the parent; `''` is the parent's index page. */
  path: string;
  /** The page title (`{title} - Keel`). */
  title?: string;
  /** The permission the page needs; without one, the parent's. */
  access?: Access;
  /** Its menu entry; a page with menu children shows as a group (or a heading). */
  menu?: PageMenu;
  /**
   * Whether the parent's redirect may land here: `false` never, a question
   * when it differs from `access`. Pages with parameters never are.
   */
  landing?: false | Access;
  /** The children's redirect remembers the last one chosen, under this name. */
  remember?: string;
  /** The index always redirects here (no first-allowed choice). */
  redirect?: string;
  children?: SectionItem[];
}

/** A rule between menu entries, kept only with entries on both sides. */
export interface SectionDivider {
  divider: string;
}

export type SectionItem = SectionPage | SectionDivider;

/** A rail entry and the route subtree under it. */
export interface Section extends SectionPage {
  id: MenuSectionId;
  title: string;
  access: Access;
  icon: string;
  /** The route itself asks nothing: each child guards itself (the rail still asks `access`). */
  routeOpen?: true;
  /** The panel lists each page with children under a heading (tasks) instead of as a group. */
  headings?: true;
  /** The id of the panel section that holds the plain links; the section's id by default. */
  panelId?: string;
  /** The rail leads to the first link the user may open, not to the section's root. */
  railToFirstLink?: true;
}

export function isDivider(item: SectionItem): item is SectionDivider {
  return 'divider' in item;
}

/** The page's full path under its parent's. */
export function joinPath(parent: string, path: string): string {
  return path === '' ? parent : `${parent}/${path}`;
}

/** The pages of a list, dividers left out. */
export function pagesOf(items: readonly SectionItem[] | undefined): SectionPage[] {
  return (items ?? []).filter((item): item is SectionPage => !isDivider(item));
}

function landingCandidate(page: SectionPage): boolean {
  return page.path !== '' && !page.path.includes(':') && page.landing !== false;
}

/**
 * The children of a page the user may land on, in order (SPEC §2 default
 * children): what the parent's redirect chooses among.
 */
export function allowedChildren(page: SectionPage, base: string) {
  return (user: AccessUser): string[] =>
    pagesOf(page.children)
      .filter((child) => landingCandidate(child))
      .filter((child) => {
        const question = child.landing || child.access;
        return question ? question(user) : true;
      })
      .map((child) => joinPath(base, child.path));
}

/** Whether the redirect remembers the child: it is one of the candidates. */
export function remembered(parent: SectionPage, child: SectionPage): string | undefined {
  return parent.remember && landingCandidate(child) ? parent.remember : undefined;
}

/**
 * Sub-pages that each have a menu entry and nothing else of their own (the parent's access):
 * `[path, title, menu label]`, the entry's id `${idPrefix}-${path}`.
 */
export function menuTabs(
  idPrefix: string,
  tabs: readonly (readonly [path: string, title: string, label: string])[],
): SectionPage[] {
  return tabs.map(([path, title, label]) => ({
    path,
    title,
    menu: { id: `${idPrefix}-${path}`, label },
  }));
}
