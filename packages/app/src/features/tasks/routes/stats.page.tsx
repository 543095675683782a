import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader, Select } from '@keel/ui';
import { page } from '../../../lib/styles/layout.css';
import { TaskStats } from '../components/TaskStats';
import { taskFilterOptionsQueryOptions } from '../tasks.queries';

const ALL = 0;

/** `/tasks/stats`: statistics of every task the user may see (readProjectTaskStats). */
export default function TaskStatsPage() {
  const navigate = useNavigate();
  // The projects the user's tasks are in: picking one opens that project's stats.
  const options = useQuery(taskFilterOptionsQueryOptions(false, false));
  const projects = options.data?.find((d) => d.name === 'project')?.items ?? [];
  return (
    <div className={page}>
      <PageHeader
        title="Task Stats"
        subtitle="All the tasks you can see, across projects"
        filters={
          <Select
            label="Projects"
            items={[
              { id: ALL, name: 'All projects' },
              ...projects.map((p) => ({ id: Number(p.value), name: p.title })),
            ]}
            isLoading={options.isPending}
            value={ALL}
            onChange={(id) => {
              if (id !== null && Number(id) !== ALL) void navigate(`/projects/${id}/tasks/stats`);
            }}
          />
        }
      />
      <TaskStats projectId={null} />
    </div>
  );
}
