import { replace, type RouteObject } from 'react-router';
import { access } from '../../lib/auth/access';
import { intParam } from '../../lib/routing/params';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page, planned } from './route-helpers';

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
      {
        path: ':projectTaskId',
        loader: g.requireIntParams('projectTaskId'),
        handle: { title: 'Task' } satisfies RouteHandle,
        lazy: page(() => import('../../features/tasks/routes/task.page')),
      },
    ],
  };
}
