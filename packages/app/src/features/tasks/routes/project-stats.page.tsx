import { useProjectContext } from '../../projects/project-context';
import { TaskStats } from '../components/TaskStats';

/** `/projects/:projectId/tasks/stats`: the statistics of the project's tasks the user can see. */
export default function ProjectTaskStatsPage() {
  const { project } = useProjectContext();
  return <TaskStats projectId={project.id} />;
}
