import { MyTasks } from '../components/MyTasks';

export default function MyCompletedTasksPage() {
  return <MyTasks kind="completed" />;
}
