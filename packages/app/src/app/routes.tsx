import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@keel/types';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  access,
  has,
  homePath,
  managementSections,
  projectsLandingPath,
  type AccessUser,
} from '../lib/auth/access';
import type * as GuardsNamespace from '../lib/auth/guards';
import type { Guard } from '../lib/auth/guards';
import { intParam } from '../lib/routing/params';
import { safeRedirectUrl } from '../features/auth/redirect-url';
import { usersKeys } from '../features/users/users.keys';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './layouts/RootLayout';
import { RootErrorBoundary } from './layouts/RootErrorBoundary';

type PageModule = { default: React.ComponentType };

/** Route modules are lazy: each page is its own chunk (SPEC §9 size budget). */
function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}

const plannedPage = page(() => import('./pages/planned.page'));

/** A page a later module fills: an honest empty state naming what comes. */
function planned(
  path: string,
  title: RouteHandle['title'],
  description: NonNullable<RouteHandle['planned']>,
  extra: Omit<RouteObject, 'path' | 'handle' | 'lazy' | 'index' | 'children'> & {
    handle?: RouteHandle;
  } = {},
): RouteObject {
  const { handle, ...rest } = extra;
  return { path, ...rest, handle: { title, planned: description, ...handle }, lazy: plannedPage };
}

/** The index page of a group, when it is itself a planned page. */
function plannedIndex(
  title: string,
  description: string,
  extra: Pick<RouteObject, 'loader'> = {},
): RouteObject {
  return { index: true, ...extra, handle: { title, planned: description }, lazy: plannedPage };
}

function onlyAllowed(candidates: [string, boolean][]): string[] {
  return candidates.filter(([, allowed]) => allowed).map(([path]) => path);
}

/**
 * The one route table (SPEC §2). Guards are loaders: they run before a page
 * module loads, so a page never renders for someone who may not see it.
 */
type GuardsModule = typeof GuardsNamespace;
type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => void;

/**
 * Loaders bound to the client. The guards module (and with it the API
 * contract and zod) loads with the first route that needs it, so the sign-in
 * page stays within its size budget.
 */
function createLoaders(queryClient: QueryClient) {
  let guards: Promise<GuardsModule> | undefined;
  const load = () => (guards ??= import('../lib/auth/guards'));
  const requireUser = async (args: LoaderFunctionArgs) =>
    (await load()).requireUser(queryClient, args);
  return {
    optionalUser: async () => (await load()).optionalUser(queryClient),
    requireUser,
    requireAccess: (guard: Guard) => async (args: LoaderFunctionArgs) =>
      (await load()).requireAccess(queryClient, guard, args),
    /**
     * Access, then the page's data asked for at once, while the page's code
     * still loads (`prefetch` is a chunk of its own, fetched alongside).
     */
    requireAccessWithData:
      (guard: Guard, prefetch: () => Promise<{ default: Prefetch }>) =>
      async (args: LoaderFunctionArgs) => {
        // Only an optimisation: without it the page asks for its data itself.
        const prefetcher = prefetch().catch(() => undefined);
        const result = await (await load()).requireAccess(queryClient, guard, args);
        void prefetcher.then((module) => module?.default(queryClient, args));
        return result;
      },
    requireIntParams:
      (...names: string[]) =>
      async (args: LoaderFunctionArgs) => {
        await requireUser(args);
        names.forEach((name) => intParam(args.params, name));
        return null;
      },
    redirectBy: (target: (user: AccessUser) => string) => async (args: LoaderFunctionArgs) =>
      (await load()).redirectBy(queryClient, target, args),
    defaultChild:
      (group: string, children: (user: AccessUser) => readonly string[]) =>
      async (args: LoaderFunctionArgs) =>
        (await load()).defaultChild(queryClient, group, children, args),
    quoteSegment: async (args: LoaderFunctionArgs) => {
      const guards = await load();
      await guards.requireAccess(queryClient, access.quoteList, args);
      return guards.quoteSegment(queryClient, args);
    },
    customView: async (args: LoaderFunctionArgs) => {
      const guards = await load();
      await guards.requireAccess(queryClient, access.allTasks, args);
      return guards.customView(queryClient, args);
    },
    /** A signed-in user who opens the login page goes on (only when already known). */
    leaveLoginIfSignedIn: ({ request }: LoaderFunctionArgs) => {
      const user = queryClient.getQueryData<CurrentUser | null>(usersKeys.current());
      if (!user) return null;
      return replace(safeRedirectUrl(new URL(request.url).searchParams.get('redirectUrl')) ?? '/');
    },
  };
}

/**
 * The one route table (SPEC §2). Guards are loaders: they run before a page
 * module loads, so a page never renders for someone who may not see it.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const g = createLoaders(queryClient);

  const projectPath = (args: LoaderFunctionArgs, child: string) =>
    `/projects/${intParam(args.params, 'projectId')}/${child}`;

  const projectsRoutes: RouteObject = {
    path: 'projects',
    handle: { title: 'Projects' } satisfies RouteHandle,
    children: [
      { index: true, loader: g.redirectBy(projectsLandingPath) },
      {
        path: 'dashboard',
        loader: g.requireAccessWithData(
          access.projectDashboard,
          () => import('../features/projects/dashboard.prefetch'),
        ),
        handle: { title: 'Dashboard' } satisfies RouteHandle,
        lazy: page(() => import('../features/projects/routes/dashboard.page')),
      },
      {
        path: 'browser',
        loader: g.requireAccessWithData(
          access.projectBrowser,
          () => import('../features/projects/browser.prefetch'),
        ),
        handle: { title: 'Browser' } satisfies RouteHandle,
        lazy: page(() => import('../features/projects/routes/browser.page')),
      },
      {
        path: 'risks-issues',
        loader: g.requireAccess(access.projectRisks),
        handle: { title: 'Risks & Issues' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('risks-issues', () =>
              ['active', 'critical', 'recent', 'inactive', 'notifications'].map(
                (c) => `/projects/risks-issues/${c}`,
              ),
            ),
          },
          ...(
            [
              ['active', 'Active Risks & Issues', 'Open risks and issues across your projects'],
              [
                'critical',
                'Critical Risks & Issues',
                'Critical risks and issues across your projects',
              ],
              ['recent', 'Recent Risks & Issues', 'Risks and issues changed recently'],
              ['inactive', 'Inactive Risks & Issues', 'Closed and inactive risks and issues'],
              [
                'notifications',
                'Risk Notifications',
                'Your risk and issue notification subscriptions',
              ],
            ] as const
          ).map(([path, title, what]) =>
            planned(path, title, `${what} arrive with the Risks and Issues module.`, {
              handle: { rememberIn: 'risks-issues' },
            }),
          ),
        ],
      },
      planned(
        'lessons',
        'Lessons',
        'Lessons learned across projects arrive with the Lessons module.',
        { loader: g.requireAccess(access.projectLessons) },
      ),
      {
        // SPEC §2 lands report readers here; their pages are the status reports.
        path: 'reports',
        loader: g.requireAccess(access.projectStatus),
        children: [{ index: true, loader: () => replace('/projects/status') }],
      },
      {
        path: 'status',
        loader: g.requireAccess(access.projectStatus),
        handle: { title: 'Status Report' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('status', () => [
              '/projects/status/latest',
              '/projects/status/snapshot',
            ]),
          },
          planned(
            'latest',
            'Latest Status',
            'The latest general status report of every project arrives with the Reports module.',
            { handle: { rememberIn: 'status' } },
          ),
          planned(
            'snapshot',
            'Status Snapshot',
            'Status snapshots at a chosen date arrive with the Reports module.',
            { handle: { rememberIn: 'status' } },
          ),
        ],
      },
      planned('contacts', 'Contacts', 'Global contacts arrive with the Contacts module.', {
        loader: g.requireAccess(access.projectContacts),
      }),
      {
        path: 'finances',
        loader: g.requireAccess(access.projectFinances),
        handle: { title: 'Finances' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('finances', () => [
              '/projects/finances/forecast',
              '/projects/finances/history',
            ]),
          },
          planned(
            'forecast',
            'Forecast',
            'The financial forecast of milestones arrives with the Finances module.',
            { handle: { rememberIn: 'finances' } },
          ),
          planned(
            'history',
            'History',
            'The financial history of milestones arrives with the Finances module.',
            { handle: { rememberIn: 'finances' } },
          ),
        ],
      },
      {
        path: ':projectId',
        loader: g.requireIntParams('projectId'),
        handle: { title: 'Project' } satisfies RouteHandle,
        // The project context: loads the project and its permissions, header and tabs.
        lazy: page(() => import('../features/projects/routes/project.page')),
        children: [
          { index: true, loader: (args) => replace(projectPath(args, 'overview')) },
          {
            path: 'overview',
            handle: { title: 'Overview' } satisfies RouteHandle,
            lazy: page(() => import('../features/projects/routes/overview.page')),
          },
          {
            path: 'discussion',
            handle: { title: 'Discussion' } satisfies RouteHandle,
            lazy: page(() => import('../features/discussion/routes/discussion.page')),
          },
          planned(
            'financials',
            'Financials',
            'Project financials arrive with the Finances module.',
          ),
          {
            path: 'tasks',
            handle: { title: 'Tasks' } satisfies RouteHandle,
            children: [
              { index: true, loader: (args) => replace(projectPath(args, 'tasks/list')) },
              planned('list', 'Task List', 'The project task list arrives with the Tasks module.'),
              planned(
                'board',
                'Task Board',
                'The project task board arrives with the Tasks module.',
              ),
              planned(
                'stats',
                'Task Stats',
                'Project task statistics arrive with the Tasks module.',
              ),
            ],
          },
          planned(
            'milestones',
            'Milestones',
            'Project milestones arrive with the Milestones module.',
          ),
          planned(
            'time-material',
            'Time & Material',
            'Time and material contracts arrive with the Time and Material module.',
          ),
          planned(
            'time-material/resources/:resourceId/timesheet',
            'Resource Timesheet',
            'The timesheet of a contract resource arrives with the Time and Material module.',
            { loader: g.requireIntParams('projectId', 'resourceId') },
          ),
          planned('scopes', 'Scopes', 'The project scope arrives with the Scope module.'),
          planned('lessons', 'Lessons', 'Project lessons arrive with the Lessons module.'),
          planned('reports', 'Reports', 'Project status reports arrive with the Reports module.'),
          planned(
            'risks',
            'Risks & Issues',
            'Project risks and issues arrive with the Risks and Issues module.',
          ),
          {
            path: 'settings',
            handle: { title: 'Settings' } satisfies RouteHandle,
            lazy: page(() => import('../features/projects/routes/settings.page')),
          },
        ],
      },
    ],
  };

  const quotesRoutes: RouteObject = {
    path: 'quotes',
    loader: g.requireAccess(access.quotes),
    handle: { title: 'Quotes' } satisfies RouteHandle,
    children: [
      plannedIndex('Quotes', 'The list of standard quotes arrives with the Quotes module.', {
        loader: g.requireAccess(access.quoteList),
      }),
      planned('my-quotes', 'My Quotes', 'The quotes you own arrive with the Quotes module.', {
        loader: g.requireAccess(access.quoteList),
      }),
      planned('archive', 'Archive', 'Archived quotes arrive with the Quotes module.', {
        loader: g.requireAccess(access.quoteList),
      }),
      planned('templates', 'Templates', 'Quote templates arrive with the Quotes module.', {
        loader: g.requireAccess(access.quoteList),
      }),
      planned('rates', 'Rates', 'Rate profiles arrive with the Quotes module.', {
        loader: g.requireAccess(access.quoteRates),
      }),
      planned(
        'configs',
        'Pricing',
        'Pricing configs and their markups arrive with the Quotes module.',
        {
          loader: g.requireAccess(access.quoteConfigs),
        },
      ),
      planned(
        ':quoteSegment',
        (_params, data) => (data as { title?: string } | undefined)?.title ?? 'Quote',
        (params) =>
          params.quoteSegment?.startsWith('type-')
            ? 'The quotes of this type arrive with the Quotes module.'
            : 'The quote, with its revisions and pricing, arrives with the Quotes module.',
        { loader: g.quoteSegment },
      ),
    ],
  };

  const tasksRoutes: RouteObject = {
    path: 'tasks',
    loader: g.requireAccess(access.tasks),
    handle: { title: 'Tasks' } satisfies RouteHandle,
    children: [
      { index: true, loader: () => replace('/tasks/mine') },
      {
        path: 'mine',
        loader: g.requireAccess(access.myTasks),
        handle: { title: 'My Tasks' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('tasks/mine', () =>
              ['ongoing', 'completed', 'all'].map((c) => `/tasks/mine/${c}`),
            ),
          },
          planned(
            'ongoing',
            'My Ongoing Tasks',
            'Your tasks that are not completed arrive with the Tasks module.',
            {
              handle: { rememberIn: 'tasks/mine' },
            },
          ),
          planned(
            'completed',
            'My Completed Tasks',
            'Your completed tasks arrive with the Tasks module.',
            {
              handle: { rememberIn: 'tasks/mine' },
            },
          ),
          planned(
            'all',
            'All My Tasks',
            'All your tasks, grouped as you choose, arrive with the Tasks module.',
            {
              handle: { rememberIn: 'tasks/mine' },
            },
          ),
        ],
      },
      planned(
        'team/:assigneeTeamId',
        'Team Tasks',
        'The tasks of this team arrive with the Tasks module.',
        {
          loader: async (args) => {
            const teamId = intParam(args.params, 'assigneeTeamId');
            return g.requireAccess((user) => access.teamTasks(user, teamId))(args);
          },
        },
      ),
      {
        path: 'all',
        loader: g.requireAccess(access.allTasks),
        handle: { title: 'All Tasks' } satisfies RouteHandle,
        children: [
          { index: true, loader: () => replace('/tasks/all/projects') },
          planned(
            'projects',
            'Tasks by Project',
            'All tasks grouped by project, with completion, arrive with the Tasks module.',
          ),
          planned(
            'assignees',
            'Tasks by Assignee',
            'All tasks grouped by assignee arrive with the Tasks module.',
          ),
          planned(
            'date',
            'Tasks by Date',
            'All tasks grouped by due date arrive with the Tasks module.',
          ),
          planned(
            'domain',
            'Tasks by Domain',
            'All tasks grouped by domain arrive with the Tasks module.',
          ),
          planned(
            'view/:customViewId',
            (_params, data) => (data as { name?: string } | undefined)?.name ?? 'Custom View',
            'The tasks of this saved view arrive with the Tasks module.',
            { loader: g.customView },
          ),
        ],
      },
      planned('stats', 'Task Stats', 'Task statistics and charts arrive with the Tasks module.', {
        loader: g.requireAccess(access.taskStats),
      }),
      planned(
        'workload',
        'Workload',
        'Resource planning and the workload heatmap arrive with the Workload module.',
        {
          loader: g.requireAccess(access.workload),
        },
      ),
      planned(
        ':projectTaskId',
        'Task',
        'The task, with comments, attachments and time logs, arrives with the Tasks module.',
        {
          loader: g.requireIntParams('projectTaskId'),
        },
      ),
    ],
  };

  const managementRoutes: RouteObject = {
    path: 'management',
    loader: g.requireAccess(access.management),
    handle: { title: 'Management' } satisfies RouteHandle,
    children: [
      { index: true, loader: g.defaultChild('management', managementSections) },
      {
        path: 'users',
        loader: g.requireAccess(access.users),
        handle: { title: 'Users', rememberIn: 'management' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('management/users', () =>
              ['all', 'standard', 'stakeholder'].map((c) => `/management/users/${c}`),
            ),
          },
          ...(
            [
              ['all', 'All Users'],
              ['standard', 'Standard Users'],
              ['stakeholder', 'Stakeholder Users'],
            ] as const
          ).map(([path, title]): RouteObject => ({
            path,
            handle: { title, rememberIn: 'management/users' } satisfies RouteHandle,
            lazy: page(() => import('../features/admin-users/routes/users-list.page')),
          })),
          {
            path: ':userId',
            loader: g.requireIntParams('userId'),
            handle: { title: 'User' } satisfies RouteHandle,
            lazy: page(() => import('../features/admin-users/routes/user-detail.page')),
          },
        ],
      },
      {
        path: 'teams',
        loader: g.requireAccess(access.teams),
        handle: { title: 'Teams', rememberIn: 'management' } satisfies RouteHandle,
        lazy: page(() => import('../features/teams/routes/teams.page')),
      },
      {
        path: 'salaries',
        loader: g.requireAccess(access.salaries),
        handle: { title: 'Salaries', rememberIn: 'management' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('management/salaries', (u) =>
              onlyAllowed([
                ['/management/salaries/employees', access.employees(u)],
                ['/management/salaries/groups', access.salaryGroups(u)],
              ]),
            ),
          },
          {
            path: 'employees',
            loader: g.requireAccess(access.employees),
            handle: { title: 'Employees', rememberIn: 'management/salaries' } satisfies RouteHandle,
            lazy: page(() => import('../features/salaries/routes/employees.page')),
          },
          {
            path: 'groups',
            loader: g.requireAccess(access.salaryGroups),
            handle: {
              title: 'Salary Groups',
              rememberIn: 'management/salaries',
            } satisfies RouteHandle,
            lazy: page(() => import('../features/salaries/routes/salary-groups.page')),
          },
        ],
      },
      {
        path: 'timesheet',
        loader: g.requireAccess(access.timesheetRules),
        handle: { title: 'Timesheet Rules', rememberIn: 'management' } satisfies RouteHandle,
        children: [
          {
            index: true,
            loader: g.defaultChild('management/timesheet', (u) =>
              onlyAllowed([
                ['/management/timesheet/locks', access.timesheetLocks(u)],
                ['/management/timesheet/export', access.timesheetExport(u)],
                ['/management/timesheet/tasks', access.timesheetTasks(u)],
                ['/management/timesheet/til', access.timeInLieu(u)],
              ]),
            ),
          },
          planned('locks', 'Locking', 'Timesheet locks arrive with the Timesheet Rules module.', {
            loader: g.requireAccess(access.timesheetLocks),
            handle: { rememberIn: 'management/timesheet' },
          }),
          planned(
            'export',
            'Export',
            'Timesheet export templates arrive with the Timesheet Rules module.',
            {
              loader: g.requireAccess(access.timesheetExport),
              handle: { rememberIn: 'management/timesheet' },
            },
          ),
          planned(
            'tasks',
            'Timesheet Tasks',
            'Non-project timesheet tasks arrive with the Timesheet Rules module.',
            {
              loader: g.requireAccess(access.timesheetTasks),
              handle: { rememberIn: 'management/timesheet' },
            },
          ),
          planned(
            'til',
            'Time In Lieu',
            'Time in lieu accounts arrive with the Timesheet Rules module.',
            {
              loader: g.requireAccess(access.timeInLieu),
              handle: { rememberIn: 'management/timesheet' },
            },
          ),
        ],
      },
      {
        path: 'roles',
        loader: g.requireAccess((u) => has(u, 'manageRoles')),
        handle: { title: 'Roles' } satisfies RouteHandle,
        lazy: page(() => import('../features/roles/routes/roles.page')),
      },
      {
        path: 'audit',
        loader: g.requireAccess((u) => has(u, 'manageRoles')),
        handle: { title: 'Audit Log' } satisfies RouteHandle,
        lazy: page(() => import('../features/audit/routes/audit-log.page')),
      },
    ],
  };

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [
        {
          path: 'auth',
          children: [
            { index: true, loader: () => replace('/auth/login') },
            {
              path: 'login',
              loader: g.leaveLoginIfSignedIn,
              handle: { title: 'Sign in' } satisfies RouteHandle,
              lazy: page(() => import('../features/auth/routes/login.page')),
            },
            {
              path: 'signup',
              handle: { title: 'Create your account' } satisfies RouteHandle,
              lazy: page(() => import('../features/auth/routes/signup.page')),
            },
            {
              path: 'logout',
              handle: { title: 'Signing out' } satisfies RouteHandle,
              lazy: page(() => import('../features/auth/routes/logout.page')),
            },
            {
              // The password reset link an administrator issues from a user's page.
              path: 'reset-password',
              handle: { title: 'Choose a new password' } satisfies RouteHandle,
              lazy: page(() => import('../features/admin-users/routes/reset-password.page')),
            },
          ],
        },
        {
          // The shell: navigation when signed in, plain content otherwise.
          id: 'shell',
          loader: g.optionalUser,
          lazy: page(() => import('./layouts/ShellLayout')),
          children: [
            // Print mode: the report viewers show only the routed view (SPEC §2).
            planned(
              'projects/reports/viewer/:reportToken',
              'Project Report',
              'The shared project report arrives with the Reports module.',
              { handle: { printMode: true } },
            ),
            planned(
              'reports/status/viewer/:reportToken',
              'Status Report',
              'The shared status report arrives with the Reports module.',
              { handle: { printMode: true } },
            ),
            planned(
              'public/projects/:projectId/time-material',
              'Time & Material',
              'The shared time and material contract arrives with the Time and Material module.',
              { loader: ({ params }) => (intParam(params, 'projectId'), null) },
            ),
            planned(
              'public/projects/:projectId/time-material/resources/:resourceId/timesheet',
              'Resource Timesheet',
              'The shared timesheet of a contract resource arrives with the Time and Material module.',
              {
                loader: ({ params }) => (
                  intParam(params, 'projectId'),
                  intParam(params, 'resourceId'),
                  null
                ),
              },
            ),
            {
              path: 'unauthorized',
              handle: { title: 'Not allowed' } satisfies RouteHandle,
              lazy: page(() => import('./pages/unauthorized.page')),
            },
            {
              path: 'not-found',
              handle: { title: 'Page not found' } satisfies RouteHandle,
              lazy: page(() => import('./pages/not-found.page')),
            },
            {
              path: '*',
              handle: { title: 'Page not found' } satisfies RouteHandle,
              lazy: page(() => import('./pages/not-found.page')),
            },
            {
              // Everything below needs a signed-in user (SPEC §2 access rules).
              id: 'signed-in',
              loader: g.requireUser,
              children: [
                { index: true, loader: g.redirectBy(homePath) },
                projectsRoutes,
                quotesRoutes,
                tasksRoutes,
                {
                  path: 'timesheet',
                  loader: g.requireAccess(access.timesheet),
                  handle: { title: 'Timesheet' } satisfies RouteHandle,
                  children: [
                    plannedIndex(
                      'Timesheet',
                      'Your weekly timesheet arrives with the Timesheet module.',
                    ),
                    planned(
                      'calendar',
                      'Timesheet Calendar',
                      'The calendar view of your time arrives with the Timesheet module.',
                    ),
                  ],
                },
                managementRoutes,
                {
                  // Every signed-in user's own profile (name, colour, theme, password).
                  path: 'profile',
                  handle: { title: 'Profile' } satisfies RouteHandle,
                  lazy: page(() => import('../features/profile/routes/profile.page')),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
