import { access } from '../../session/access';
import { menuTabs, type Section } from '../section.types';

export const ADD_CUSTOM_VIEW_LABEL = 'Add Custom View';

/** `/tasks`: my tasks, team tasks, all tasks (with saved views), stats, workload and one task. */
export const tasksSection: Section = {
  id: 'tasks',
  path: '/tasks',
  title: 'Tasks',
  icon: 'list',
  access: access.tasks,
  headings: true,
  panelId: 'tasks-insights',
  redirect: '/tasks/mine',
  children: [
    {
      path: 'mine',
      title: 'My Tasks',
      access: access.myTasks,
      menu: { id: 'tasks-mine', label: 'My Tasks' },
      remember: 'tasks/mine',
      children: menuTabs('tasks-mine', [
        ['ongoing', 'My Ongoing Tasks', 'Ongoing'],
        ['completed', 'My Completed Tasks', 'Completed'],
        ['all', 'All My Tasks', 'All'],
      ]),
    },
    {
      path: 'team/:assigneeTeamId',
      title: 'Team Tasks',
      access: access.teamTasks,
      menu: { id: 'tasks-team', label: 'Team Tasks', expand: 'teams' },
    },
    {
      path: 'all',
      title: 'All Tasks',
      access: access.allTasks,
      menu: { id: 'tasks-all', label: 'All Tasks', addAction: ADD_CUSTOM_VIEW_LABEL },
      redirect: '/tasks/all/projects',
      children: [
        ...menuTabs('tasks-all', [
          ['projects', 'Tasks by Project', 'Projects'],
          ['assignees', 'Tasks by Assignee', 'Assignees'],
          ['date', 'Tasks by Date', 'Date'],
          ['domain', 'Tasks by Domain', 'Domain'],
        ]),
        { divider: 'tasks-all-views' },
        {
          path: 'view/:customViewId',
          title: 'Custom View',
          menu: { id: 'tasks-view', label: 'Custom View', expand: 'custom-views' },
        },
      ],
    },
    {
      path: 'stats',
      title: 'Task Stats',
      access: access.taskStats,
      menu: { id: 'tasks-stats', label: 'Stats' },
    },
    {
      path: 'workload',
      title: 'Workload',
      access: access.workload,
      menu: { id: 'tasks-workload', label: 'Workload' },
    },
    { path: ':projectTaskId', title: 'Task' },
  ],
};
