import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Callout, Inline, Skeleton, Stack, Text } from '@keel/ui';
import type { Task, TimeEntry } from '@keel/types';
import { errorMessageOf } from '../../../lib/api';
import { formatDate, formatDuration, todayUtc } from '../../../lib/format';
import { taskTimelogQueryOptions } from '../tasks.queries';
import * as styles from '../task-view.css';
import { currentUserQueryOptions } from '../../../lib/session';
import {
  timeEntriesQueryOptions,
  dayLock,
  lockText,
  StartTimerButton,
  TimeEntryDialog,
  type TimeTarget,
} from '../../timesheet';

type Editing = { kind: 'new' } | { kind: 'edit'; entryId: number; date: string } | null;

/**
 * Time logged on the task. "Log time" (the timesheet's entry dialog, the
 * task fixed) shows when the task's permissions allow `logTime`; the user's
 * own entries open in the same dialog to be changed or deleted. Until someone
 * logs time here the list says so rather than showing zeros that look like data.
 */
export function TaskTimelog({
  task,
  estimate,
  canLogTime = false,
}: {
  task: Pick<Task, 'id' | 'name' | 'project'>;
  estimate: number | null;
  canLogTime?: boolean;
}) {
  const timelog = useQuery(taskTimelogQueryOptions(task.id));
  const { data: me } = useQuery(currentUserQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const target: TimeTarget = {
    kind: 'task',
    id: task.id,
    name: task.name,
    project: { id: task.project.id, name: task.project.name },
  };
  if (!timelog.data) return <Skeleton lines={2} label="Loading the time log" />;
  const { items, totalMinutes, total } = timelog.data;
  const logButton = canLogTime ? (
    <Inline>
      <Button icon="plus" onPress={() => setEditing({ kind: 'new' })}>
        Log time
      </Button>
      <StartTimerButton target={target} />
    </Inline>
  ) : null;
  const dialog =
    editing?.kind === 'new' ? (
      <TimeEntryDialog
        entry={null}
        fixedTarget={target}
        defaultDate={todayUtc()}
        onClose={() => setEditing(null)}
      />
    ) : editing?.kind === 'edit' ? (
      <OwnEntryDialog
        entryId={editing.entryId}
        date={editing.date}
        onClose={() => setEditing(null)}
      />
    ) : null;
  if (items.length === 0)
    return (
      <Stack gap="small">
        <Text as="p" tone="muted" size="small">
          No time logged on this task yet. Time entered against it in the timesheet appears here.
        </Text>
        {logButton}
        {dialog}
      </Stack>
    );
  return (
    <Stack gap="small">
      <Text as="p">
        <Text weight="medium">{formatDuration(totalMinutes)}</Text> logged
        {estimate !== null ? ` of ${formatDuration(estimate)} estimated` : ''}
      </Text>
      <Stack as="ul" gap="none" aria-label="Time entries">
        {items.map((entry) => (
          <li key={entry.id} className={styles.row}>
            <span className={styles.grow}>
              {entry.user?.name ?? 'Former user'} · {formatDate(entry.date)}
              {entry.note ? (
                <Text tone="muted" size="small">
                  {' '}
                  · {entry.note}
                </Text>
              ) : null}
            </span>
            <span>{formatDuration(entry.minutes)}</span>
            {me && entry.user?.id === me.id ? (
              <Button
                size="small"
                variant="ghost"
                icon="edit"
                aria-label={`Edit your time entry of ${formatDate(entry.date)}, ${formatDuration(entry.minutes)}`}
                onPress={() => setEditing({ kind: 'edit', entryId: entry.id, date: entry.date })}
              >
                Edit
              </Button>
            ) : null}
          </li>
        ))}
      </Stack>
      {total > items.length ? (
        <Text as="p" tone="muted" size="small">
          The latest {items.length} of {total} entries.
        </Text>
      ) : null}
      {logButton}
      {dialog}
    </Stack>
  );
}

/**
 * One of the user's own entries, read whole (the time log lists only who, when
 * and how long): the user's entries of that day carry its version, target and
 * billable flag, and whether the day is locked.
 */
function OwnEntryDialog({
  entryId,
  date,
  onClose,
}: {
  entryId: number;
  date: string;
  onClose: () => void;
}) {
  const day = useQuery(timeEntriesQueryOptions(null, date, date));
  // Kept as first read: the dialog stays mounted while its save or delete refreshes the day
  // (a callback of an unmounted mutation never runs, so it would never close).
  const kept = useRef<TimeEntry | null>(null);
  kept.current ??= day.data?.items.find((item) => item.id === entryId) ?? null;
  if (day.isPending) return null;
  if (day.isError)
    return (
      <Callout tone="critical" announce="status">
        {errorMessageOf(day.error)}
      </Callout>
    );
  const entry = kept.current;
  if (!entry) return null;
  const lock = dayLock(entry.date, day.data);
  return (
    <TimeEntryDialog
      key={entry.id}
      entry={entry}
      defaultDate={entry.date}
      readOnlyReason={
        lock
          ? `${formatDate(entry.date)} is read-only (${lockText(lock, entry.date)}): this entry cannot be changed.`
          : null
      }
      onClose={onClose}
      onReload={() => void day.refetch()}
    />
  );
}
