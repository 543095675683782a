import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { access, projectsLandingPath } from '../../lib/session/access';
import { intParam } from '../../lib/routing/params';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page } from './route-helpers';

/** `/projects`: dashboard, browser, portfolio pages and one project with its tabs. */
export function projectsRoutes(g: Loaders): RouteObject {
  const projectPath = (args: LoaderFunctionArgs, child: string) =>
    `/projects/${intParam(args.params, 'projectId')}/${child}`;

  return {
    path: 'projects',
    handle: { title: 'Projects' } satisfies RouteHandle,
    children: [
      { index: true, loader: g.redirectBy(projectsLandingPath) },
      {
        path: 'dashboard',
        loader: g.requireAccessWithData(
          access.projectDashboard,
          () => import('../../features/projects/dashboard.prefetch'),
        ),
        handle: { title: 'Dashboard' } satisfies RouteHandle,
        lazy: page(() => import('../../features/projects/routes/dashboard.page')),
      },
      {
        path: 'browser',
        loader: g.requireAccessWithData(
          access.projectBrowser,
          () => import('../../features/projects/browser.prefetch'),
        ),
        handle: { title: 'Browser' } satisfies RouteHandle,
        lazy: page(() => import('../../features/projects/routes/browser.page')),
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
              ['active', 'Active Risks & Issues'],
              ['critical', 'Critical Risks & Issues'],
              ['recent', 'Recent Risks & Issues'],
              ['inactive', 'Inactive Risks & Issues'],
            ] as const
          ).map(([path, title]) => ({
            path,
            handle: { title, rememberIn: 'risks-issues' } satisfies RouteHandle,
            lazy: page(() => import('../../features/risks/routes/portfolio.page')),
          })),
          {
            path: 'notifications',
            handle: {
              title: 'Risk Notifications',
              rememberIn: 'risks-issues',
            } satisfies RouteHandle,
            lazy: page(() => import('../../features/risks/routes/notifications.page')),
          },
        ],
      },
      {
        path: 'lessons',
        loader: g.requireAccess(access.projectLessons),
        handle: { title: 'Lessons' } satisfies RouteHandle,
        lazy: page(() => import('../../features/lessons/routes/library.page')),
      },
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
          {
            path: 'latest',
            handle: { title: 'Latest Status', rememberIn: 'status' } satisfies RouteHandle,
            lazy: page(() => import('../../features/reports/routes/latest-status.page')),
          },
          {
            path: 'snapshot',
            handle: { title: 'Status Snapshot', rememberIn: 'status' } satisfies RouteHandle,
            lazy: page(() => import('../../features/reports/routes/status-snapshot.page')),
          },
        ],
      },
      {
        path: 'contacts',
        loader: g.requireAccess(access.projectContacts),
        handle: { title: 'Contacts' } satisfies RouteHandle,
        lazy: page(() => import('../../features/contacts/routes/contacts.page')),
      },
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
          {
            path: 'forecast',
            handle: { title: 'Forecast', rememberIn: 'finances' } satisfies RouteHandle,
            lazy: page(() => import('../../features/finances/routes/forecast.page')),
          },
          {
            path: 'history',
            handle: { title: 'History', rememberIn: 'finances' } satisfies RouteHandle,
            lazy: page(() => import('../../features/finances/routes/history.page')),
          },
        ],
      },
      {
        path: ':projectId',
        loader: g.requireIntParams('projectId'),
        handle: { title: 'Project' } satisfies RouteHandle,
        // The project context: loads the project and its permissions, header and tabs.
        lazy: page(() => import('../../features/projects/routes/project.page')),
        children: [
          { index: true, loader: (args) => replace(projectPath(args, 'overview')) },
          {
            path: 'overview',
            handle: { title: 'Overview' } satisfies RouteHandle,
            lazy: page(() => import('../../features/projects/routes/overview.page')),
          },
          {
            path: 'discussion',
            handle: { title: 'Discussion' } satisfies RouteHandle,
            lazy: page(() => import('../../features/discussion/routes/discussion.page')),
          },
          {
            path: 'financials',
            handle: { title: 'Financials' } satisfies RouteHandle,
            lazy: page(() => import('../../features/finances/routes/financials.page')),
          },
          {
            path: 'tasks',
            handle: { title: 'Tasks' } satisfies RouteHandle,
            // The project's task pages open a task in the drawer (`?task=<id>`).
            lazy: page(() => import('../../features/tasks/routes/task-section.layout')),
            children: [
              { index: true, loader: (args) => replace(projectPath(args, 'tasks/list')) },
              {
                path: 'list',
                handle: { title: 'Task List' } satisfies RouteHandle,
                lazy: page(() => import('../../features/tasks/routes/project-list.page')),
              },
              {
                path: 'board',
                handle: { title: 'Task Board' } satisfies RouteHandle,
                lazy: page(() => import('../../features/tasks/routes/board.page')),
              },
              {
                path: 'stats',
                handle: { title: 'Task Stats' } satisfies RouteHandle,
                lazy: page(() => import('../../features/tasks/routes/project-stats.page')),
              },
            ],
          },
          {
            path: 'milestones',
            handle: { title: 'Milestones' } satisfies RouteHandle,
            lazy: page(() => import('../../features/milestones/routes/milestones.page')),
          },
          {
            path: 'time-material',
            handle: { title: 'Time & Material' } satisfies RouteHandle,
            lazy: page(() => import('../../features/time-material/routes/time-material.page')),
          },
          {
            // The contract is in the query (`?contractId=`): the path names none.
            path: 'time-material/resources/:resourceId/timesheet',
            loader: g.requireIntParams('projectId', 'resourceId'),
            handle: { title: 'Resource Timesheet' } satisfies RouteHandle,
            lazy: page(() => import('../../features/time-material/routes/resource-timesheet.page')),
          },
          {
            path: 'scopes',
            handle: { title: 'Scopes' } satisfies RouteHandle,
            lazy: page(() => import('../../features/scope/routes/scope.page')),
          },
          {
            path: 'lessons',
            handle: { title: 'Lessons' } satisfies RouteHandle,
            lazy: page(() => import('../../features/lessons/routes/project-lessons.page')),
          },
          {
            // A report opens in the tab (`?report=<id>`): its editor or its frozen view.
            path: 'reports',
            handle: { title: 'Reports' } satisfies RouteHandle,
            lazy: page(() => import('../../features/reports/routes/reports.page')),
          },
          {
            path: 'risks',
            handle: { title: 'Risks & Issues' } satisfies RouteHandle,
            // The register opens an item in its drawer (`?risk=<id>`).
            lazy: page(() => import('../../features/risks/routes/risks.page')),
          },
          {
            path: 'settings',
            handle: { title: 'Settings' } satisfies RouteHandle,
            lazy: page(() => import('../../features/projects/routes/settings.page')),
          },
        ],
      },
    ],
  };
}
