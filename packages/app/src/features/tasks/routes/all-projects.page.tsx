import { AllTasks } from '../components/AllTasks';

export default function AllTasksByProjectsPage() {
  return <AllTasks kind="projects" />;
}
