import { PageHeader } from '@keel/ui';
import { page } from '../../../lib/styles/layout.css';
import { TaskStats } from '../components/TaskStats';

/** `/tasks/stats`: statistics of every task the user may see (readProjectTaskStats). */
export default function TaskStatsPage() {
  return (
    <div className={page}>
      <PageHeader title="Task Stats" subtitle="All the tasks you can see, across projects" />
      <TaskStats projectId={null} />
    </div>
  );
}
