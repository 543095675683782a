import type { CurrentUser, QuoteMetaType } from '@keel/types';
import { access, type AccessUser } from '../auth/access';
import type {
  Menu,
  MenuDivider,
  MenuEntry,
  MenuGroup,
  MenuLink,
  MenuSection,
  MenuSectionId,
} from './menu.types';

type MenuUser = AccessUser & Pick<CurrentUser, 'settings'>;

export const ADD_CUSTOM_VIEW_LABEL = 'Add Custom View';

/** Paths where the second panel never shows (SPEC §2). */
const PANEL_HIDDEN_PREFIXES = ['/timesheet', '/planning', '/auth'];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function link(
  path: string,
  id: string,
  label: string,
  to: string,
  options: { exact?: boolean; icon?: string; customViewId?: string } = {},
): MenuLink {
  const active = options.exact ? path === to : isUnder(path, to);
  return {
    kind: 'link',
    id,
    label,
    to,
    active,
    ...(options.icon ? { icon: options.icon } : {}),
    ...(options.customViewId ? { customViewId: options.customViewId } : {}),
  };
}

function divider(id: string): MenuDivider {
  return { kind: 'divider', id };
}

function isActive(entry: MenuEntry): boolean {
  if (entry.kind === 'link') return entry.active;
  if (entry.kind === 'group') return entry.children.some(isActive);
  return false;
}

function group(
  id: string,
  label: string,
  children: (MenuEntry | false)[],
  addAction?: MenuGroup['addAction'],
): MenuGroup {
  const kept = children.filter((c): c is MenuEntry => c !== false);
  return {
    kind: 'group',
    id,
    label,
    children: kept,
    open: kept.some(isActive),
    ...(addAction ? { addAction } : {}),
  };
}

function compact(entries: (MenuEntry | false)[]): MenuEntry[] {
  // A group the user can see nothing in is left out with its heading.
  return entries.filter(
    (e): e is MenuEntry => e !== false && (e.kind !== 'group' || e.children.length > 0),
  );
}

function tasksItems(user: MenuUser, path: string): MenuEntry[] {
  const views = user.settings.tasksPageCustomViews;
  return compact([
    access.myTasks(user) &&
      group('tasks-mine', 'My Tasks', [
        link(path, 'tasks-mine-ongoing', 'Ongoing', '/tasks/mine/ongoing'),
        link(path, 'tasks-mine-completed', 'Completed', '/tasks/mine/completed'),
        link(path, 'tasks-mine-all', 'All', '/tasks/mine/all'),
      ]),
    access.teamTasks(user) &&
      group(
        'tasks-team',
        'Team Tasks',
        user.teams.map((team) =>
          link(path, `tasks-team-${team.id}`, team.name, `/tasks/team/${team.id}`),
        ),
      ),
    access.allTasks(user) &&
      group(
        'tasks-all',
        'All Tasks',
        [
          link(path, 'tasks-all-projects', 'Projects', '/tasks/all/projects'),
          link(path, 'tasks-all-assignees', 'Assignees', '/tasks/all/assignees'),
          link(path, 'tasks-all-date', 'Date', '/tasks/all/date'),
          link(path, 'tasks-all-domain', 'Domain', '/tasks/all/domain'),
          views.length > 0 && divider('tasks-all-views'),
          ...views.map((view) =>
            link(path, `tasks-view-${view.id}`, view.name, `/tasks/all/view/${view.id}`, {
              customViewId: view.id,
            }),
          ),
        ],
        { label: ADD_CUSTOM_VIEW_LABEL },
      ),
    access.taskStats(user) && link(path, 'tasks-stats', 'Stats', '/tasks/stats'),
    access.workload(user) && link(path, 'tasks-workload', 'Workload', '/tasks/workload'),
  ]);
}

function projectsItems(user: MenuUser, path: string): MenuEntry[] {
  return compact([
    access.projectDashboard(user) &&
      link(path, 'projects-dashboard', 'Dashboard', '/projects/dashboard'),
    access.projectBrowser(user) && link(path, 'projects-browser', 'Browser', '/projects/browser'),
    access.projectFinances(user) &&
      group('projects-finances', 'Finances', [
        link(path, 'projects-finances-forecast', 'Forecast', '/projects/finances/forecast'),
        link(path, 'projects-finances-history', 'History', '/projects/finances/history'),
      ]),
    access.projectStatus(user) &&
      group('projects-status', 'Status Report', [
        link(path, 'projects-status-latest', 'Latest', '/projects/status/latest'),
        link(path, 'projects-status-snapshot', 'Snapshot', '/projects/status/snapshot'),
      ]),
    access.projectRisks(user) &&
      link(path, 'projects-risks', 'Risks & Issues', '/projects/risks-issues'),
    access.projectLessons(user) && link(path, 'projects-lessons', 'Lessons', '/projects/lessons'),
    access.projectContacts(user) &&
      link(path, 'projects-contacts', 'Contacts', '/projects/contacts'),
  ]);
}

function quotesItems(user: MenuUser, quoteTypes: QuoteMetaType[], path: string): MenuEntry[] {
  const list = access.quoteList(user);
  return compact([
    list && link(path, 'quotes-list', 'Quotes', '/quotes', { exact: true, icon: 'file-text' }),
    ...quoteTypes.map(
      (type) =>
        list &&
        link(path, `quotes-type-${type.id}`, type.pageTitle, `/quotes/type-${type.id}`, {
          icon: type.icon,
        }),
    ),
    list && link(path, 'quotes-mine', 'My Quotes', '/quotes/my-quotes'),
    list && link(path, 'quotes-archive', 'Archive', '/quotes/archive'),
    list && link(path, 'quotes-templates', 'Templates', '/quotes/templates'),
    (access.quoteRates(user) || access.quoteConfigs(user)) && divider('quotes-settings'),
    access.quoteRates(user) && link(path, 'quotes-rates', 'Rates', '/quotes/rates'),
    access.quoteConfigs(user) && link(path, 'quotes-configs', 'Pricing', '/quotes/configs'),
  ]);
}

function managementItems(user: MenuUser, path: string): MenuEntry[] {
  return compact([
    access.users(user) &&
      group('management-users', 'Users', [
        link(path, 'management-users-all', 'All', '/management/users/all'),
        link(path, 'management-users-standard', 'Standard', '/management/users/standard'),
        link(path, 'management-users-stakeholder', 'Stakeholder', '/management/users/stakeholder'),
      ]),
    access.teams(user) && link(path, 'management-teams', 'Teams', '/management/teams'),
    access.salaries(user) &&
      group('management-salaries', 'Salaries', [
        access.employees(user) &&
          link(path, 'management-employees', 'Employees', '/management/salaries/employees'),
        access.salaryGroups(user) &&
          link(path, 'management-salary-groups', 'Salary Groups', '/management/salaries/groups'),
      ]),
    access.timesheetRules(user) &&
      group('management-timesheet', 'Timesheet', [
        access.timesheetLocks(user) &&
          link(path, 'management-locks', 'Locking', '/management/timesheet/locks'),
        access.timesheetExport(user) &&
          link(path, 'management-export', 'Export', '/management/timesheet/export'),
        access.timesheetTasks(user) &&
          link(path, 'management-timesheet-tasks', 'Tasks', '/management/timesheet/tasks'),
        access.timeInLieu(user) &&
          link(path, 'management-til', 'Time In Lieu', '/management/timesheet/til'),
      ]),
  ]);
}

function section(
  id: MenuSectionId,
  label: string,
  icon: string,
  root: string,
  path: string,
  items: MenuEntry[],
  /** Where the rail item leads when the root itself may be out of reach. */
  to: string = root,
): MenuSection {
  return { id, label, icon, to, active: isUnder(path, root), items };
}

/**
 * The navigation menu for a user at a path (SPEC §2 entries, SPEC §6 rules).
 * Pure, so it is tested per demo account without rendering anything.
 */
export function buildMenu(user: MenuUser, quoteTypes: QuoteMetaType[], path: string): Menu {
  const sections: MenuSection[] = [];
  if (access.timesheet(user)) {
    sections.push(section('timesheet', 'Timesheet', 'clock', '/timesheet', path, []));
  }
  if (access.tasks(user)) {
    sections.push(section('tasks', 'Tasks', 'list', '/tasks', path, tasksItems(user, path)));
  }
  if (access.projects(user)) {
    sections.push(
      section('projects', 'Projects', 'folder', '/projects', path, projectsItems(user, path)),
    );
  }
  if (access.quotes(user)) {
    const items = quotesItems(user, quoteTypes, path);
    const first = menuLinks(items)[0];
    sections.push(section('quotes', 'Quotes', 'briefcase', '/quotes', path, items, first?.to));
  }
  if (access.management(user)) {
    sections.push(
      section(
        'management',
        'Management',
        'settings',
        '/management',
        path,
        managementItems(user, path),
      ),
    );
  }
  const current = sections.find((s) => s.active);
  const showPanel =
    current !== undefined &&
    current.items.length > 0 &&
    !PANEL_HIDDEN_PREFIXES.some((prefix) => isUnder(path, prefix));
  return { sections, current, showPanel };
}

/** Every link of a menu, depth first (for tests and quick lookups). */
export function menuLinks(entries: MenuEntry[]): MenuLink[] {
  return entries.flatMap((e) =>
    e.kind === 'link' ? [e] : e.kind === 'group' ? menuLinks(e.children) : [],
  );
}
