import { MyTasks } from '../components/MyTasks';

export default function MyOngoingTasksPage() {
  return <MyTasks kind="ongoing" />;
}
