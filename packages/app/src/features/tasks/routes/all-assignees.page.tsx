import { AllTasks } from '../components/AllTasks';

export default function AllTasksByAssigneesPage() {
  return <AllTasks kind="assignees" />;
}
