import type { CurrentUser, QuoteMetaType } from '@keel/types';
import type { AccessUser } from '../session/access';
import type {
  Menu,
  MenuEntry,
  MenuGroup,
  MenuLink,
  MenuPanelSection,
  MenuSection,
} from './menu.types';
import {
  isDivider,
  joinPath,
  pagesOf,
  type Access,
  type Section,
  type SectionItem,
  type SectionPage,
} from './section.types';
import { SECTIONS } from './sections';

export { ADD_CUSTOM_VIEW_LABEL } from './sections';

type MenuUser = AccessUser & Pick<CurrentUser, 'settings'>;

/** Paths where the second panel never shows (SPEC §2). */
const PANEL_HIDDEN_PREFIXES = ['/timesheet', '/planning', '/auth'];

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

interface Context {
  user: MenuUser;
  quoteTypes: QuoteMetaType[];
  path: string;
}

function link(
  ctx: Context,
  id: string,
  label: string,
  to: string,
  options: { exact?: boolean; icon?: string; customViewId?: string } = {},
): MenuLink {
  return {
    kind: 'link',
    id,
    label,
    to,
    active: options.exact ? ctx.path === to : isUnder(ctx.path, to),
    ...(options.icon ? { icon: options.icon } : {}),
    ...(options.customViewId ? { customViewId: options.customViewId } : {}),
  };
}

/** The links of one page: itself, or what its expansion makes from the user's data. */
function pageLinks(ctx: Context, page: SectionPage, to: string): MenuLink[] {
  const menu = page.menu!;
  switch (menu.expand) {
    case 'teams':
      return ctx.user.teams.map((team) =>
        link(ctx, `tasks-team-${team.id}`, team.name, `/tasks/team/${team.id}`),
      );
    case 'custom-views':
      return ctx.user.settings.tasksPageCustomViews.map((view) =>
        link(ctx, `tasks-view-${view.id}`, view.name, `/tasks/all/view/${view.id}`, {
          customViewId: view.id,
        }),
      );
    case 'quote-types':
      return ctx.quoteTypes.map((type) =>
        link(ctx, `quotes-type-${type.id}`, type.pageTitle, `/quotes/type-${type.id}`, {
          icon: type.icon,
        }),
      );
    default:
      return [link(ctx, menu.id, menu.label, to, { exact: page.path === '' })];
  }
}

function hasMenuChildren(page: SectionPage): boolean {
  return pagesOf(page.children).some((child) => child.menu);
}

/** Dividers stay only between kept entries. */
function withoutStrayDividers(entries: MenuEntry[]): MenuEntry[] {
  return entries.filter((entry, i) => {
    if (entry.kind !== 'divider') return true;
    const isEntry = (e: MenuEntry) => e.kind !== 'divider';
    return entries.slice(0, i).some(isEntry) && entries.slice(i + 1).some(isEntry);
  });
}

/**
 * The menu entries of a list of pages the user may open: links, and groups
 * for pages whose children have entries. A page without its own question
 * asks its parent's.
 */
function entriesOf(
  ctx: Context,
  items: readonly SectionItem[] | undefined,
  base: string,
  inherited: Access | undefined,
  flatten: boolean,
): MenuEntry[] {
  const entries = (items ?? []).flatMap((item): MenuEntry[] => {
    if (isDivider(item)) return [{ kind: 'divider', id: item.divider }];
    if (!item.menu) return [];
    const question = item.access ?? inherited;
    const to = joinPath(base, item.path);
    if (hasMenuChildren(item)) {
      const links = entriesOf(ctx, item.children, to, question, true) as MenuLink[];
      // A group the user can open nothing in is left out.
      if (links.length === 0 || flatten) return links;
      const group: MenuGroup = {
        kind: 'group',
        id: item.menu.id,
        label: item.menu.label,
        items: links,
        open: links.some((l) => l.active),
      };
      return [group];
    }
    if (question && !question(ctx.user)) return [];
    return pageLinks(ctx, item, to);
  });
  return withoutStrayDividers(entries);
}

function panelSection(
  id: string,
  entries: MenuEntry[],
  heading?: string,
  addAction?: string,
): MenuPanelSection[] {
  if (!entries.some((e) => e.kind !== 'divider')) return [];
  return [
    {
      id,
      ...(heading ? { heading } : {}),
      ...(addAction ? { addAction: { label: addAction } } : {}),
      entries,
    },
  ];
}

/**
 * The second panel of a section: one section of links and groups, or (with
 * `headings`) a headed section per page with children and one for the rest.
 */
function panelOf(ctx: Context, section: Section): MenuPanelSection[] {
  const pages = pagesOf(section.children).filter((page) => page.menu);
  const panelId = section.panelId ?? section.id;
  if (!section.headings) {
    return panelSection(panelId, entriesOf(ctx, section.children, section.path, undefined, false));
  }
  const headed = (page: SectionPage) => hasMenuChildren(page) || page.menu!.expand !== undefined;
  const plain = pages.filter((page) => !headed(page));
  return [
    ...pages.filter(headed).flatMap((page) => {
      if (page.access && !page.access(ctx.user)) return [];
      const to = joinPath(section.path, page.path);
      const entries = hasMenuChildren(page)
        ? entriesOf(ctx, page.children, to, page.access, false)
        : pageLinks(ctx, page, to);
      return panelSection(page.menu!.id, entries, page.menu!.label, page.menu!.addAction);
    }),
    ...panelSection(panelId, entriesOf(ctx, plain, section.path, undefined, false)),
  ];
}

/** Every link of a list of entries or panel sections, depth first. */
export function menuLinks(entries: readonly (MenuEntry | MenuPanelSection)[]): MenuLink[] {
  return entries.flatMap((e): MenuLink[] => {
    if ('entries' in e) return menuLinks(e.entries);
    if (e.kind === 'link') return [e];
    if (e.kind === 'group') return e.items;
    return [];
  });
}

/**
 * The navigation menu for a user at a path (SPEC §2 entries, SPEC §6 rules),
 * from the sections' page lists (`sections/`), which the routes share.
 * Pure, so it is tested per demo account without rendering anything.
 */
export function buildMenu(user: MenuUser, quoteTypes: QuoteMetaType[], path: string): Menu {
  const ctx: Context = { user, quoteTypes, path };
  const sections = SECTIONS.filter((section) => section.access(user)).map(
    (section): MenuSection => {
      const panel = panelOf(ctx, section);
      const first = section.railToFirstLink ? menuLinks(panel)[0]?.to : undefined;
      return {
        id: section.id,
        label: section.title,
        icon: section.icon,
        to: first ?? section.path,
        active: isUnder(path, section.path),
        panel,
      };
    },
  );
  const current = sections.find((s) => s.active);
  const showPanel =
    current !== undefined &&
    current.panel.length > 0 &&
    !PANEL_HIDDEN_PREFIXES.some((prefix) => isUnder(path, prefix));
  return { sections, current, showPanel };
}
