import { MyTasks } from '../components/MyTasks';

export default function MyAllTasksPage() {
  return <MyTasks kind="all" />;
}
