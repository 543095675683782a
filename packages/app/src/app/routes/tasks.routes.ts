import { replace, type RouteObject } from 'react-router';
import { access } from '../../lib/session/access';
import { intParam } from '../../lib/routing/params';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page } from './route-helpers';

/** `/tasks`: my tasks, team tasks, all tasks (with saved views), stats, workload and one task. */
export function tasksRoutes(g: Loaders): RouteObject {
  return {
    path: 'tasks',
    loader: g.requireAccess(access.tasks),
    handle: { title: 'Tasks' } satisfies RouteHandle,
    // Every page of the section may open a task in the drawer (`?task=<id>`).
    lazy: page(() => import('../../features/tasks/routes/task-section.layout')),
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
          {
            path: 'ongoing',
            handle: { title: 'My Ongoing Tasks', rememberIn: 'tasks/mine' } satisfies RouteHandle,
            lazy: page(() => import('../../features/tasks/routes/my-ongoing.page')),
          },
          {
            path: 'completed',
            handle: { title: 'My Completed Tasks', rememberIn: 'tasks/mine' } satisfies RouteHandle,
            lazy: page(() => import('../../features/tasks/routes/my-completed.page')),
          },
          {
            path: 'all',
            handle: { title: 'All My Tasks', rememberIn: 'tasks/mine' } satisfies RouteHandle,
            lazy: page(() => import('../../features/tasks/routes/my-all.page')),
          },
        ],
      },
      {
        path: 'team/:assigneeTeamId',
        loader: async (args) => {
          const teamId = intParam(args.params, 'assigneeTeamId');
          return g.requireAccess((user) => access.teamTasks(user, teamId))(args);
        },
        handle: { title: 'Team Tasks' } satisfies RouteHandle,
        lazy: page(() => import('../../features/tasks/routes/team-tasks.page')),
      },
      {
        path: 'all',
        loader: g.requireAccess(access.allTasks),
        handle: { title: 'All Tasks' } satisfies RouteHandle,
        children: [
          { index: true, loader: () => replace('/tasks/all/projects') },
          {
            path: 'projects',
            handle: { title: 'Tasks by Project' } satisfies RouteHandle,
            lazy: page(() => import('../../features/tasks/routes/all-projects.page')),
          },
          {
            path: 'assignees',
            handle: { title: 'Tasks by Assignee' } satisfies RouteHandle,
            lazy: page(() => import('../../features/tasks/routes/all-assignees.page')),
          },
          {
            path: 'date',
            handle: { title: 'Tasks by Date' } satisfies RouteHandle,
            lazy: page(() => import('../../features/tasks/routes/all-date.page')),
          },
          {
            path: 'domain',
            handle: { title: 'Tasks by Domain' } satisfies RouteHandle,
            lazy: page(() => import('../../features/tasks/routes/all-domain.page')),
          },
          {
            path: 'view/:customViewId',
            loader: g.customView,
            handle: {
              title: (_params, data) =>
                (data as { name?: string } | undefined)?.name ?? 'Custom View',
            } satisfies RouteHandle,
            lazy: page(() => import('../../features/tasks/routes/custom-view.page')),
          },
        ],
      },
      {
        path: 'stats',
        loader: g.requireAccess(access.taskStats),
        handle: { title: 'Task Stats' } satisfies RouteHandle,
        lazy: page(() => import('../../features/tasks/routes/stats.page')),
      },
      {
        path: 'workload',
        loader: g.requireAccess(access.workload),
        handle: { title: 'Workload' } satisfies RouteHandle,
        lazy: page(() => import('../../features/workload/routes/workload.page')),
      },
      {
        path: ':projectTaskId',
        loader: g.requireIntParams('projectTaskId'),
        handle: { title: 'Task' } satisfies RouteHandle,
        lazy: page(() => import('../../features/tasks/routes/task.page')),
      },
    ],
  };
}
