import { TaskListView } from './TaskListView';
import { ALL_TASKS_PAGES, type AllTasksKind } from '../task-list-pages';

/** `/tasks/all/{projects,assignees,date,domain}`: every task the user may read, grouped. */
export function AllTasks({ kind }: { kind: AllTasksKind }) {
  const { title, groupBy, showProjectName } = ALL_TASKS_PAGES[kind];
  return (
    <TaskListView
      key={kind}
      title={title}
      layout="page"
      fixedFilters={[]}
      defaultGroupBy={groupBy}
      showProjectName={showProjectName}
      emptyTitle="No tasks"
      emptyDescription="Tasks of the projects you may read appear here."
    />
  );
}
