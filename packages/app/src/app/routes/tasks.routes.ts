import type { RouteObject } from 'react-router';
import { access } from '../../lib/session/access';
import { intParam } from '../../lib/routing/params';
import { tasksSection } from '../../lib/navigation/sections';
import type { Loaders } from './loaders';
import { sectionRoute } from './section-routes';

/**
 * `/tasks`: my tasks, team tasks, all tasks (with saved views), stats,
 * workload and one task (pages: `tasksSection`).
 */
export function tasksRoutes(g: Loaders): RouteObject {
  return sectionRoute(g, tasksSection, {
    // Every page of the section may open a task in the drawer (`?task=<id>`).
    '/tasks': { page: () => import('../../features/tasks/routes/task-section.layout') },
    '/tasks/mine/ongoing': { page: () => import('../../features/tasks/routes/my-ongoing.page') },
    '/tasks/mine/completed': {
      page: () => import('../../features/tasks/routes/my-completed.page'),
    },
    '/tasks/mine/all': { page: () => import('../../features/tasks/routes/my-all.page') },
    '/tasks/team/:assigneeTeamId': {
      loader: async (args) => {
        const teamId = intParam(args.params, 'assigneeTeamId');
        return g.requireAccess((user) => access.teamTasks(user, teamId))(args);
      },
      page: () => import('../../features/tasks/routes/team-tasks.page'),
    },
    '/tasks/all/projects': { page: () => import('../../features/tasks/routes/all-projects.page') },
    '/tasks/all/assignees': {
      page: () => import('../../features/tasks/routes/all-assignees.page'),
    },
    '/tasks/all/date': { page: () => import('../../features/tasks/routes/all-date.page') },
    '/tasks/all/domain': { page: () => import('../../features/tasks/routes/all-domain.page') },
    '/tasks/all/view/:customViewId': {
      loader: g.customView,
      title: (_params, data) => (data as { name?: string } | undefined)?.name ?? 'Custom View',
      page: () => import('../../features/tasks/routes/custom-view.page'),
    },
    '/tasks/stats': { page: () => import('../../features/tasks/routes/stats.page') },
    '/tasks/workload': { page: () => import('../../features/workload/routes/workload.page') },
    '/tasks/:projectTaskId': {
      loader: g.requireIntParams('projectTaskId'),
      page: () => import('../../features/tasks/routes/task.page'),
    },
  });
}
