import { TASK_COMPLETION, type FilterValue, type TaskGroupBy } from '@keel/types';

/** The groupings the task pages offer in their grouping menu. */
export const PROJECT_LIST_GROUPINGS: readonly TaskGroupBy[] = [
  'status',
  'assignee',
  'domain',
  'dueDate',
  'milestone',
  'none',
];
export const MY_TASKS_GROUPINGS: readonly TaskGroupBy[] = [
  'projectFull',
  'status',
  'dueDate',
  'domain',
  'none',
];
export const TEAM_TASKS_GROUPINGS: readonly TaskGroupBy[] = [
  'assignee',
  'projectFull',
  'status',
  'dueDate',
  'domain',
  'none',
];

export type MyTasksKind = 'ongoing' | 'completed' | 'all';

/** My tasks: assigned to me (`mine`), and for ongoing/completed the completion they show. */
export function myTasksFilters(kind: MyTasksKind): FilterValue[] {
  const mine: FilterValue = { filterName: 'mine', intValue: 1 };
  if (kind === 'all') return [mine, { filterName: 'completion', intValue: TASK_COMPLETION.all }];
  return [mine, { filterName: 'completion', intValue: TASK_COMPLETION[kind] }];
}

export type AllTasksKind = 'projects' | 'assignees' | 'date' | 'domain';

/** The All Tasks pages: each a grouping of every task the user may read. */
export const ALL_TASKS_PAGES: Record<
  AllTasksKind,
  { title: string; groupBy: TaskGroupBy; showProjectName: boolean }
> = {
  projects: { title: 'Tasks by Project', groupBy: 'projectFull', showProjectName: false },
  assignees: { title: 'Tasks by Assignee', groupBy: 'assignee', showProjectName: true },
  date: { title: 'Tasks by Date', groupBy: 'dueDate', showProjectName: true },
  domain: { title: 'Tasks by Domain', groupBy: 'domain', showProjectName: true },
};
