import { AllTasks } from '../components/AllTasks';

export default function AllTasksByDomainPage() {
  return <AllTasks kind="domain" />;
}
