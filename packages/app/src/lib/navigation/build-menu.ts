import type { CurrentUser, QuoteMetaType } from '@keel/types';
import { access, may, type AccessUser } from '../session/access';
import type {
  Menu,
  MenuDivider,
  MenuEntry,
  MenuGroup,
  MenuLink,
  MenuPanelSection,
  MenuSection,
  MenuSectionId,
} from './menu.types';

type MenuUser = AccessUser & Pick<CurrentUser, 'settings'>;

export const ADD_CUSTOM_VIEW_LABEL = 'Add Custom View';

/** Paths where the second panel never shows (SPEC §2). */
const PANEL_HIDDEN_PREFIXES = ['/timesheet', '/planning', '/auth'];

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

type Maybe<T> = T | false;

function kept<T>(entries: Maybe<T>[]): T[] {
  return entries.filter((e): e is T => e !== false);
}

/** Builds links, groups and sections for one path. */
function builders(path: string) {
  const link = (
    id: string,
    label: string,
    to: string,
    options: { exact?: boolean; icon?: string; customViewId?: string } = {},
  ): MenuLink => ({
    kind: 'link',
    id,
    label,
    to,
    active: options.exact ? path === to : isUnder(path, to),
    ...(options.icon ? { icon: options.icon } : {}),
    ...(options.customViewId ? { customViewId: options.customViewId } : {}),
  });
  const divider = (id: string): MenuDivider => ({ kind: 'divider', id });
  const group = (id: string, label: string, items: Maybe<MenuLink>[]): Maybe<MenuGroup> => {
    const links = kept(items);
    // A group the user can open nothing in is left out.
    return (
      links.length > 0 && {
        kind: 'group',
        id,
        label,
        items: links,
        open: links.some((l) => l.active),
      }
    );
  };
  const panelSection = (
    id: string,
    heading: string | undefined,
    entries: Maybe<MenuEntry>[],
    addAction?: MenuPanelSection['addAction'],
  ): Maybe<MenuPanelSection> => {
    const list = kept(entries);
    return (
      list.some((e) => e.kind !== 'divider') && {
        id,
        ...(heading ? { heading } : {}),
        ...(addAction ? { addAction } : {}),
        entries: list,
      }
    );
  };
  return { link, divider, group, panelSection };
}

function tasksPanel(user: MenuUser, path: string): MenuPanelSection[] {
  const { link, divider, panelSection } = builders(path);
  const views = user.settings.tasksPageCustomViews;
  return kept([
    access.myTasks(user) &&
      panelSection('tasks-mine', 'My Tasks', [
        link('tasks-mine-ongoing', 'Ongoing', '/tasks/mine/ongoing'),
        link('tasks-mine-completed', 'Completed', '/tasks/mine/completed'),
        link('tasks-mine-all', 'All', '/tasks/mine/all'),
      ]),
    access.teamTasks(user) &&
      panelSection(
        'tasks-team',
        'Team Tasks',
        user.teams.map((team) =>
          link(`tasks-team-${team.id}`, team.name, `/tasks/team/${team.id}`),
        ),
      ),
    access.allTasks(user) &&
      panelSection(
        'tasks-all',
        'All Tasks',
        [
          link('tasks-all-projects', 'Projects', '/tasks/all/projects'),
          link('tasks-all-assignees', 'Assignees', '/tasks/all/assignees'),
          link('tasks-all-date', 'Date', '/tasks/all/date'),
          link('tasks-all-domain', 'Domain', '/tasks/all/domain'),
          views.length > 0 && divider('tasks-all-views'),
          ...views.map((view) =>
            link(`tasks-view-${view.id}`, view.name, `/tasks/all/view/${view.id}`, {
              customViewId: view.id,
            }),
          ),
        ],
        { label: ADD_CUSTOM_VIEW_LABEL },
      ),
    panelSection('tasks-insights', undefined, [
      access.taskStats(user) && link('tasks-stats', 'Stats', '/tasks/stats'),
      access.workload(user) && link('tasks-workload', 'Workload', '/tasks/workload'),
    ]),
  ]);
}

function projectsPanel(user: MenuUser, path: string): MenuPanelSection[] {
  const { link, group, panelSection } = builders(path);
  return kept([
    panelSection('projects', undefined, [
      access.projectDashboard(user) &&
        link('projects-dashboard', 'Dashboard', '/projects/dashboard'),
      access.projectBrowser(user) && link('projects-browser', 'Browser', '/projects/browser'),
      access.projectFinances(user) &&
        group('projects-finances', 'Finances', [
          link('projects-finances-forecast', 'Forecast', '/projects/finances/forecast'),
          link('projects-finances-history', 'History', '/projects/finances/history'),
        ]),
      access.projectStatus(user) &&
        group('projects-status', 'Status Report', [
          link('projects-status-latest', 'Latest', '/projects/status/latest'),
          link('projects-status-snapshot', 'Snapshot', '/projects/status/snapshot'),
        ]),
      // Partial path match: every risks-issues child keeps the entry current.
      access.projectRisks(user) &&
        link('projects-risks', 'Risks & Issues', '/projects/risks-issues'),
      access.projectLessons(user) && link('projects-lessons', 'Lessons', '/projects/lessons'),
      access.projectContacts(user) && link('projects-contacts', 'Contacts', '/projects/contacts'),
    ]),
  ]);
}

function quotesPanel(
  user: MenuUser,
  quoteTypes: QuoteMetaType[],
  path: string,
): MenuPanelSection[] {
  const { link, divider, panelSection } = builders(path);
  const list = access.quoteList(user);
  const settings = access.quoteRates(user) || access.quoteConfigs(user);
  return kept([
    panelSection('quotes', undefined, [
      list && link('quotes-list', 'Quotes', '/quotes', { exact: true }),
      ...quoteTypes.map(
        (type) =>
          list &&
          link(`quotes-type-${type.id}`, type.pageTitle, `/quotes/type-${type.id}`, {
            icon: type.icon,
          }),
      ),
      list && link('quotes-mine', 'My Quotes', '/quotes/my-quotes'),
      list && link('quotes-archive', 'Archive', '/quotes/archive'),
      list && link('quotes-templates', 'Templates', '/quotes/templates'),
      list && settings && divider('quotes-settings'),
      access.quoteRates(user) && link('quotes-rates', 'Rates', '/quotes/rates'),
      access.quoteConfigs(user) && link('quotes-configs', 'Pricing', '/quotes/configs'),
    ]),
  ]);
}

function managementPanel(user: MenuUser, path: string): MenuPanelSection[] {
  const { link, group, panelSection } = builders(path);
  return kept([
    panelSection('management', undefined, [
      access.users(user) &&
        group('management-users', 'Users', [
          link('management-users-all', 'All', '/management/users/all'),
          link('management-users-standard', 'Standard', '/management/users/standard'),
          link('management-users-stakeholder', 'Stakeholder', '/management/users/stakeholder'),
        ]),
      may(user, 'manageRoles') && link('management-roles', 'Roles', '/management/roles'),
      access.teams(user) && link('management-teams', 'Teams', '/management/teams'),
      group('management-salaries', 'Salaries', [
        access.employees(user) &&
          link('management-employees', 'Employees', '/management/salaries/employees'),
        access.salaryGroups(user) &&
          link('management-salary-groups', 'Salary Groups', '/management/salaries/groups'),
      ]),
      group('management-timesheet', 'Timesheet', [
        access.timesheetLocks(user) &&
          link('management-locks', 'Locking', '/management/timesheet/locks'),
        access.timesheetExport(user) &&
          link('management-export', 'Export', '/management/timesheet/export'),
        access.timesheetTasks(user) &&
          link('management-timesheet-tasks', 'Tasks', '/management/timesheet/tasks'),
        access.timeInLieu(user) &&
          link('management-til', 'Time In Lieu', '/management/timesheet/til'),
        access.holidays(user) &&
          link('management-holidays', 'Holidays', '/management/timesheet/holidays'),
      ]),
      may(user, 'manageRoles') && link('management-audit', 'Audit Log', '/management/audit'),
    ]),
  ]);
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
 * The navigation menu for a user at a path (SPEC §2 entries, SPEC §6 rules).
 * Pure, so it is tested per demo account without rendering anything.
 */
export function buildMenu(user: MenuUser, quoteTypes: QuoteMetaType[], path: string): Menu {
  const section = (
    id: MenuSectionId,
    label: string,
    icon: string,
    root: string,
    panel: MenuPanelSection[],
    /** Where the rail item leads when the root itself may be out of reach. */
    to: string = root,
  ): MenuSection => ({ id, label, icon, to, active: isUnder(path, root), panel });

  const sections: MenuSection[] = [];
  if (access.timesheet(user)) {
    sections.push(section('timesheet', 'Timesheet', 'clock', '/timesheet', []));
  }
  if (access.tasks(user)) {
    sections.push(section('tasks', 'Tasks', 'list', '/tasks', tasksPanel(user, path)));
  }
  if (access.projects(user)) {
    sections.push(
      section('projects', 'Projects', 'folder', '/projects', projectsPanel(user, path)),
    );
  }
  if (access.quotes(user)) {
    const panel = quotesPanel(user, quoteTypes, path);
    sections.push(
      section('quotes', 'Quotes', 'briefcase', '/quotes', panel, menuLinks(panel)[0]?.to),
    );
  }
  if (access.management(user)) {
    sections.push(
      section('management', 'Management', 'settings', '/management', managementPanel(user, path)),
    );
  }
  const current = sections.find((s) => s.active);
  const showPanel =
    current !== undefined &&
    current.panel.length > 0 &&
    !PANEL_HIDDEN_PREFIXES.some((prefix) => isUnder(path, prefix));
  return { sections, current, showPanel };
}
