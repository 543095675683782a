import { useNavigate, useParams } from 'react-router';
import { TaskView } from '../components/TaskView';
import * as styles from '../task-view.css';

/** `/tasks/{id}`: one task on its own page (the same view as the drawer). */
export default function TaskPage() {
  const taskId = Number(useParams().projectTaskId);
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <TaskView
        key={taskId}
        taskId={taskId}
        mode="page"
        // Deleted: back to the task list of its project.
        onDeleted={(task) => void navigate(`/projects/${task.projectId}/tasks/list`)}
      />
    </div>
  );
}
