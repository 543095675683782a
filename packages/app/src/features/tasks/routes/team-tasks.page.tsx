import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { TaskListView } from '../components/TaskListView';
import { TEAM_TASKS_GROUPINGS } from '../task-list-pages';
import { currentUserQueryOptions } from '../../../lib/session';

/** `/tasks/team/{assigneeTeamId}`: the tasks assigned to one of the user's teams. */
export default function TeamTasksPage() {
  const teamId = Number(useParams().assigneeTeamId);
  const user = useQuery(currentUserQueryOptions()).data;
  const team = user?.teams.find((t) => t.id === teamId);
  return (
    <TaskListView
      key={teamId}
      title={team ? `${team.name} Tasks` : 'Team Tasks'}
      layout="page"
      fixedFilters={[{ filterName: 'team', intArrayValue: [teamId] }]}
      defaultGroupBy="assignee"
      groupChoices={TEAM_TASKS_GROUPINGS}
      showProjectName
      emptyTitle="No tasks for this team"
      emptyDescription="Tasks assigned to the team appear here."
    />
  );
}
