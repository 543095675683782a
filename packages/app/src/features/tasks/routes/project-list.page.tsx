import { TASK_COMPLETION } from '@keel/types';
import { TaskListView } from '../components/TaskListView';
import { PROJECT_LIST_GROUPINGS } from '../task-list-pages';
import { useProjectContext } from '../../projects';

/** `/projects/{projectId}/tasks/list`: the project's tasks, grouped by status by default. */
export default function ProjectTaskListPage() {
  const { project, permissions } = useProjectContext();
  return (
    <TaskListView
      key={project.id}
      title={`Tasks of ${project.code}`}
      layout="tab"
      // Every status shows here (Done is a group of its own); the status filter narrows.
      fixedFilters={[
        { filterName: 'project', intArrayValue: [project.id] },
        { filterName: 'completion', intValue: TASK_COMPLETION.all },
      ]}
      defaultGroupBy="status"
      groupChoices={PROJECT_LIST_GROUPINGS}
      showProjectName={false}
      project={{ id: project.id, permissions }}
      emptyTitle="No tasks yet"
      emptyDescription={
        permissions.createTasks
          ? 'Type a name above and press Enter to add the first task.'
          : 'Tasks of this project appear here.'
      }
    />
  );
}
