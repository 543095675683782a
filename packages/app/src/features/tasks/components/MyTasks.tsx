import { TaskListView } from './TaskListView';
import { MY_TASKS_GROUPINGS, myTasksFilters, type MyTasksKind } from '../task-list-pages';

const TITLES: Record<MyTasksKind, string> = {
  ongoing: 'My Ongoing Tasks',
  completed: 'My Completed Tasks',
  all: 'All My Tasks',
};

/** `/tasks/mine/{ongoing,completed,all}`: the tasks assigned to the user. */
export function MyTasks({ kind }: { kind: MyTasksKind }) {
  return (
    <TaskListView
      key={kind}
      title={TITLES[kind]}
      layout="page"
      fixedFilters={myTasksFilters(kind)}
      defaultGroupBy="projectFull"
      groupChoices={MY_TASKS_GROUPINGS}
      showProjectName
      includeAssigneeFilters={false}
      emptyTitle={kind === 'completed' ? 'No completed tasks' : 'Nothing assigned to you'}
      emptyDescription="Tasks assigned to you in any project appear here."
    />
  );
}
