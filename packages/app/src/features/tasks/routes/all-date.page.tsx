import { AllTasks } from '../components/AllTasks';

export default function AllTasksByDatePage() {
  return <AllTasks kind="date" />;
}
