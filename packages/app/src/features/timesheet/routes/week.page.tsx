import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@keel/ui';
import { currentUserQueryOptions } from '../../../lib/session';
import { Week } from '../components/TimesheetWeek';

/** `/timesheet`: a user's week as lines x days (`?week=` Monday, `?user=` id). */
export default function WeekPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  if (!me) return <Skeleton lines={6} label="Loading the timesheet" />;
  return <Week me={me} />;
}
