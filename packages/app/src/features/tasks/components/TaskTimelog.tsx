import { useQuery } from '@tanstack/react-query';
import { Skeleton, Stack } from '@keel/ui';
import { formatDate, formatDuration } from '../../../lib/format';
import { taskTimelogQueryOptions } from '../tasks.queries';
import * as styles from '../task-view.css';

/**
 * Time logged on the task. Entries are written from the timesheet (the
 * Timesheets capability); until someone logs time here the list says so
 * rather than showing zeros that look like data.
 */
export function TaskTimelog({ taskId, estimate }: { taskId: number; estimate: number | null }) {
  const timelog = useQuery(taskTimelogQueryOptions(taskId));
  if (!timelog.data) return <Skeleton lines={2} label="Loading the time log" />;
  const { items, totalMinutes, total } = timelog.data;
  if (items.length === 0)
    return (
      <p className={styles.muted}>
        No time logged on this task yet. Time entered against it in the timesheet appears here.
      </p>
    );
  return (
    <Stack gap="small">
      <p className={styles.readOnlyValue}>
        <span className={styles.strong}>{formatDuration(totalMinutes)}</span> logged
        {estimate !== null ? ` of ${formatDuration(estimate)} estimated` : ''}
      </p>
      <ul className={styles.list} aria-label="Time entries">
        {items.map((entry) => (
          <li key={entry.id} className={styles.row}>
            <span className={styles.grow}>
              {entry.user?.name ?? 'Former user'} · {formatDate(entry.date)}
              {entry.note ? <span className={styles.muted}> · {entry.note}</span> : null}
            </span>
            <span>{formatDuration(entry.minutes)}</span>
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className={styles.muted}>
          The latest {items.length} of {total} entries.
        </p>
      ) : null}
    </Stack>
  );
}
