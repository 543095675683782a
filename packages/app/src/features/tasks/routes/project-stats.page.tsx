import { TaskStats } from '../components/TaskStats';
import { useProjectContext } from '../../projects';

/** `/projects/:projectId/tasks/stats`: the statistics of the project's tasks the user can see. */
export default function ProjectTaskStatsPage() {
  const { project } = useProjectContext();
  return <TaskStats projectId={project.id} />;
}
