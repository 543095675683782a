import { demoQuoteTypes, demoUsers } from '../../test/demo-users';
import { buildMenu, menuLinks } from './build-menu';
import type { MenuGroup, MenuPanelSection, MenuSection } from './menu.types';

function sectionIds(menu: ReturnType<typeof buildMenu>) {
  return menu.sections.map((s) => s.id);
}

function linkPaths(section: MenuSection | undefined) {
  return section ? menuLinks(section.panel).map((l) => l.to) : [];
}

function sectionOf(menu: ReturnType<typeof buildMenu>, id: string) {
  return menu.sections.find((s) => s.id === id);
}

describe('buildMenu for the demo accounts', () => {
  it('gives Ada Admin every section and every entry', () => {
    const menu = buildMenu(demoUsers.admin, demoQuoteTypes, '/projects/dashboard');
    expect(sectionIds(menu)).toEqual([
      'timesheet',
      'tasks',
      'projects',
      'quotes',
      'finance',
      'management',
    ]);
    expect(linkPaths(sectionOf(menu, 'finance'))).toEqual(['/invoices']);
    expect(linkPaths(sectionOf(menu, 'tasks'))).toEqual([
      '/tasks/mine/ongoing',
      '/tasks/mine/completed',
      '/tasks/mine/all',
      '/tasks/all/projects',
      '/tasks/all/assignees',
      '/tasks/all/date',
      '/tasks/all/domain',
      '/tasks/stats',
      '/tasks/workload',
    ]);
    expect(linkPaths(sectionOf(menu, 'projects'))).toEqual([
      '/projects/dashboard',
      '/projects/browser',
      '/projects/finances/forecast',
      '/projects/finances/history',
      '/projects/status/latest',
      '/projects/status/snapshot',
      '/projects/risks-issues',
      '/projects/lessons',
      '/projects/contacts',
    ]);
    expect(linkPaths(sectionOf(menu, 'quotes'))).toEqual([
      '/quotes',
      '/quotes/type-1',
      '/quotes/type-2',
      '/quotes/type-3',
      '/quotes/my-quotes',
      '/quotes/archive',
      '/quotes/templates',
      '/quotes/rates',
      '/quotes/configs',
    ]);
    expect(linkPaths(sectionOf(menu, 'management'))).toEqual([
      '/management/users/all',
      '/management/users/standard',
      '/management/users/stakeholder',
      '/management/roles',
      '/management/teams',
      '/management/salaries/employees',
      '/management/salaries/groups',
      '/management/timesheet/locks',
      '/management/timesheet/export',
      '/management/timesheet/tasks',
      '/management/timesheet/til',
      '/management/timesheet/holidays',
      '/management/billing',
      '/management/audit',
      '/management/webhooks',
      '/management/import',
    ]);
  });

  it('gives Pat Manager tasks with the Delivery team, projects, quotes without pricing, and teams', () => {
    const menu = buildMenu(demoUsers.pm, demoQuoteTypes, '/tasks/mine/ongoing');
    // Project managers read their projects' invoices (the API scopes the list).
    expect(sectionIds(menu)).toEqual([
      'timesheet',
      'tasks',
      'projects',
      'quotes',
      'finance',
      'management',
    ]);
    expect(linkPaths(sectionOf(menu, 'tasks'))).toContain('/tasks/team/1');
    expect(
      menuLinks(sectionOf(menu, 'tasks')!.panel).find((l) => l.to === '/tasks/team/1')?.label,
    ).toBe('Delivery');
    expect(linkPaths(sectionOf(menu, 'quotes'))).not.toContain('/quotes/configs');
    expect(linkPaths(sectionOf(menu, 'quotes'))).toContain('/quotes/rates');
    expect(linkPaths(sectionOf(menu, 'projects'))).toContain('/projects/dashboard');
    expect(linkPaths(sectionOf(menu, 'management'))).toEqual(['/management/teams']);
  });

  it('gives Max Member the timesheet and his own and team tasks only', () => {
    const menu = buildMenu(demoUsers.member, demoQuoteTypes, '/timesheet');
    expect(sectionIds(menu)).toEqual(['timesheet', 'tasks']);
    expect(linkPaths(sectionOf(menu, 'tasks'))).toEqual([
      '/tasks/mine/ongoing',
      '/tasks/mine/completed',
      '/tasks/mine/all',
      '/tasks/team/1',
      '/tasks/team/2',
      '/tasks/workload',
    ]);
  });

  it('gives Fin Ance projects without the dashboard, all quote pages, invoices, and salaries and timesheet rules', () => {
    const menu = buildMenu(demoUsers.finance, demoQuoteTypes, '/projects/browser');
    expect(sectionIds(menu)).toEqual(['timesheet', 'projects', 'quotes', 'finance', 'management']);
    expect(linkPaths(sectionOf(menu, 'finance'))).toEqual(['/invoices']);
    expect(linkPaths(sectionOf(menu, 'projects'))).toEqual([
      '/projects/browser',
      '/projects/finances/forecast',
      '/projects/finances/history',
      '/projects/status/latest',
      '/projects/status/snapshot',
    ]);
    expect(linkPaths(sectionOf(menu, 'quotes'))).toContain('/quotes/configs');
    expect(linkPaths(sectionOf(menu, 'management'))).toEqual([
      '/management/salaries/employees',
      '/management/salaries/groups',
      '/management/timesheet/locks',
      '/management/timesheet/export',
      '/management/timesheet/holidays',
    ]);
  });

  it('gives Sam Stakeholder the project browser and status reports only', () => {
    const menu = buildMenu(demoUsers.stakeholder, demoQuoteTypes, '/projects/browser');
    expect(sectionIds(menu)).toEqual(['projects']);
    expect(linkPaths(sectionOf(menu, 'projects'))).toEqual([
      '/projects/browser',
      '/projects/status/latest',
      '/projects/status/snapshot',
    ]);
  });
});

describe('buildMenu behaviour', () => {
  it('marks the current section and item and opens the group holding it', () => {
    const menu = buildMenu(demoUsers.admin, demoQuoteTypes, '/projects/finances/history');
    expect(menu.current?.id).toBe('projects');
    const entries = menu.current!.panel[0]!.entries;
    const finances = entries.find((e) => e.id === 'projects-finances') as MenuGroup;
    expect(finances.open).toBe(true);
    const status = entries.find((e) => e.id === 'projects-status') as MenuGroup;
    expect(status.open).toBe(false);
    expect(
      menuLinks(menu.current!.panel)
        .filter((l) => l.active)
        .map((l) => l.to),
    ).toEqual(['/projects/finances/history']);
  });

  it('matches risks and issues by partial path', () => {
    const menu = buildMenu(demoUsers.admin, demoQuoteTypes, '/projects/risks-issues/critical');
    expect(menuLinks(menu.current!.panel).find((l) => l.id === 'projects-risks')?.active).toBe(
      true,
    );
  });

  it('marks the quote list active only on /quotes itself', () => {
    const onList = buildMenu(demoUsers.admin, demoQuoteTypes, '/quotes');
    const onArchive = buildMenu(demoUsers.admin, demoQuoteTypes, '/quotes/archive');
    const listActive = (m: ReturnType<typeof buildMenu>) =>
      menuLinks(m.current!.panel).find((l) => l.id === 'quotes-list')?.active;
    expect(listActive(onList)).toBe(true);
    expect(listActive(onArchive)).toBe(false);
  });

  it('gives each quote meta type an entry with its title and icon', () => {
    const menu = buildMenu(demoUsers.admin, demoQuoteTypes, '/quotes/type-2');
    const entry = menuLinks(menu.current!.panel).find((l) => l.to === '/quotes/type-2');
    expect(entry).toMatchObject({
      label: 'Change request',
      icon: 'git-pull-request',
      active: true,
    });
  });

  it('lists saved custom views under All Tasks with its add button', () => {
    const user = {
      ...demoUsers.admin,
      settings: {
        ...demoUsers.admin.settings,
        tasksPageCustomViews: [
          {
            id: 'v1',
            name: 'Late work',
            groupBy: 'dueDate' as const,
            showProjectName: true,
            filters: [],
          },
        ],
      },
    };
    const menu = buildMenu(user, [], '/tasks/all/view/v1');
    const all = menu.current!.panel.find((s) => s.id === 'tasks-all') as MenuPanelSection;
    expect(all.heading).toBe('All Tasks');
    expect(all.addAction).toEqual({ label: 'Add Custom View' });
    expect(all.entries.map((e) => e.kind)).toContain('divider');
    expect(menuLinks(all.entries).at(-1)).toMatchObject({
      label: 'Late work',
      to: '/tasks/all/view/v1',
      customViewId: 'v1',
      active: true,
    });
  });

  it('shows the panel for a section but never on /timesheet, /planning or /auth', () => {
    expect(buildMenu(demoUsers.admin, [], '/projects/browser').showPanel).toBe(true);
    expect(buildMenu(demoUsers.admin, [], '/timesheet').showPanel).toBe(false);
    expect(buildMenu(demoUsers.admin, [], '/timesheet/calendar').showPanel).toBe(false);
    expect(buildMenu(demoUsers.admin, [], '/planning').showPanel).toBe(false);
    expect(buildMenu(demoUsers.admin, [], '/auth/login').showPanel).toBe(false);
    expect(buildMenu(demoUsers.admin, [], '/unauthorized').showPanel).toBe(false);
  });

  it('leads the quotes rail item to the first quote page the user may open', () => {
    const ratesOnly = {
      ...demoUsers.member,
      globalPermissions: { readQuoteRateProfiles: true as const },
    };
    const menu = buildMenu(ratesOnly, [], '/timesheet');
    expect(sectionOf(menu, 'quotes')?.to).toBe('/quotes/rates');
  });
});
