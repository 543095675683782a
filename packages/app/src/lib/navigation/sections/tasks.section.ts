import { access } from '../../session/access';
import type { Section } from '../section.types';

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
      children: [
        {
          path: 'ongoing',
          title: 'My Ongoing Tasks',
          menu: { id: 'tasks-mine-ongoing', label: 'Ongoing' },
        },
        {
          path: 'completed',
          title: 'My Completed Tasks',
          menu: { id: 'tasks-mine-completed', label: 'Completed' },
        },
        { path: 'all', title: 'All My Tasks', menu: { id: 'tasks-mine-all', label: 'All' } },
      ],
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
        {
          path: 'projects',
          title: 'Tasks by Project',
          menu: { id: 'tasks-all-projects', label: 'Projects' },
        },
        {
          path: 'assignees',
          title: 'Tasks by Assignee',
          menu: { id: 'tasks-all-assignees', label: 'Assignees' },
        },
        { path: 'date', title: 'Tasks by Date', menu: { id: 'tasks-all-date', label: 'Date' } },
        {
          path: 'domain',
          title: 'Tasks by Domain',
          menu: { id: 'tasks-all-domain', label: 'Domain' },
        },
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
