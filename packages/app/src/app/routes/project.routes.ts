import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { intParam } from '../../lib/routing/params';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page } from './route-helpers';

/** `/projects/{projectId}`: one project, its header and its tabs. */
export function projectRoute(g: Loaders): RouteObject {
  const projectPath = (args: LoaderFunctionArgs, child: string) =>
    `/projects/${intParam(args.params, 'projectId')}/${child}`;

  return {
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
        path: 'timeline',
        handle: { title: 'Timeline' } satisfies RouteHandle,
        lazy: page(() => import('../../features/timeline/routes/timeline.page')),
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
  };
}
