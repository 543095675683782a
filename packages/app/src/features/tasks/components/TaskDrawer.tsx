import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Drawer } from '@keel/ui';
import { taskQueryOptions } from '../tasks.queries';
import { openTaskId, withTaskDrawer } from '../task-drawer-url';
import { TaskView } from './TaskView';
import * as styles from '../task-view.css';

/**
 * The task drawer of a section: open while the URL has `?task=<id>`.
 * Closing it (Escape, the backdrop, Close, or deleting the task) removes the
 * parameter and keeps the rest of the URL, so the list behind stays as it was.
 */
export function TaskDrawerHost() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const taskId = openTaskId(searchParams);
  const close = () => void navigate({ search: withTaskDrawer(searchParams, null) });
  return taskId === null ? null : <OpenTaskDrawer key={taskId} taskId={taskId} onClose={close} />;
}

function OpenTaskDrawer({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  // Its name for the title; a failure is TaskView's to show (a deleted task: not found).
  const task = useQuery({ ...taskQueryOptions(taskId), meta: { errorPolicy: 'inline' } });
  return (
    <Drawer
      title={task.data?.name ?? 'Task'}
      side="right"
      width="wide"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <div className={styles.drawerBody}>
        <TaskView taskId={taskId} mode="drawer" onDeleted={onClose} />
      </div>
    </Drawer>
  );
}
