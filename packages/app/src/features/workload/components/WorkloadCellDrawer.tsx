import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TASK_STATUS_TITLES,
  type WorkloadInput,
  type WorkloadPeriod,
  type WorkloadTask,
} from '@keel/types';
import {
  Badge,
  Button,
  Callout,
  ComboBox,
  DatePicker,
  Drawer,
  Inline,
  Link,
  Skeleton,
  Stack,
  snackbar,
} from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { EMPTY, formatDate, formatDuration } from '../../../lib/format';
import {
  assigneeCandidatesQueryOptions,
  taskPermissionsQueryOptions,
  taskQueryOptions,
  tasksKeys,
} from '../../tasks/tasks.queries';
import { useSaveTaskFieldMutation, type TaskFieldChange } from '../../tasks/task-write.mutations';
import { refreshWorkload } from '../workload.mutations';
import { cellLabel, cellTasks, periodName, type GridCell, type GridRow } from '../workload-grid';
import { workloadQueryOptions } from '../workload.queries';
import * as styles from './WorkloadCellDrawer.css';

/**
 * The tasks behind one cell of the heat map: each with its project, the
 * part of its remaining work in this period, the remaining work and its
 * dates. "Reassign or reschedule" opens the task's own controls: what its
 * permissions allow (`GET /tasks/{id}/permissions`), saved through the tasks
 * feature's mutation with the task's version. A change by someone else first
 * (409) says so and offers a reload. After every save the workload is
 * fetched again, so the grid behind (and this list) show the new figures.
 * The grid's answer carries no task details: the drawer asks for this one
 * row and period with them (`body`, see `cellBody`).
 */
export function WorkloadCellDrawer({
  row,
  period,
  cell,
  body,
  onClose,
}: {
  row: GridRow;
  period: WorkloadPeriod;
  /** The cell as the latest answer has it (it changes after a save). */
  cell: GridCell;
  /** The request of this row's tasks (`cellBody`). */
  body: WorkloadInput;
  onClose: () => void;
}) {
  const title = `${row.label}, ${periodName(period)}`;
  const answer = useQuery({
    ...workloadQueryOptions(period.start, period.end, body),
    // Another cell's tasks are not this one's.
    placeholderData: undefined,
  });
  const { tasks, unscheduled } = answer.data
    ? cellTasks(answer.data, row.user?.id ?? null)
    : { tasks: [], unscheduled: [] };
  return (
    <Drawer
      title={title}
      side="right"
      width="wide"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <div className={styles.body}>
        <Stack gap="medium">
          <p className={styles.summary}>{cellLabel(row, period, cell)}.</p>
          {answer.isError ? (
            <Callout tone="caution" announce="none">
              The tasks could not be loaded: {errorMessageOf(answer.error)}
            </Callout>
          ) : !answer.data ? (
            <Skeleton lines={3} label="Loading the tasks of this period" />
          ) : tasks.length === 0 ? (
            <p className={styles.muted}>No task has work planned in this period.</p>
          ) : (
            <ul className={styles.list} aria-label="Tasks in this period">
              {/* The most work in this period first; tasks without an estimate add none. */}
              {[...tasks]
                .sort((a, b) => b.allocatedMinutes - a.allocatedMinutes)
                .map((task) => (
                  <WorkloadTaskItem key={task.taskId} task={task} />
                ))}
            </ul>
          )}
          {unscheduled.length > 0 ? (
            <Stack gap="small">
              <h3 className={styles.heading}>Without dates</h3>
              <p className={styles.muted}>
                These open tasks have an estimate but neither a start nor a due date, so they are in
                no period. Give them dates to plan them.
              </p>
              <ul className={styles.list} aria-label="Tasks without dates">
                {unscheduled.map((task) => (
                  <WorkloadTaskItem key={task.taskId} task={task} />
                ))}
              </ul>
            </Stack>
          ) : null}
        </Stack>
      </div>
    </Drawer>
  );
}

function WorkloadTaskItem({ task }: { task: WorkloadTask }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={styles.item}>
      <Stack gap="small">
        <Inline gap="small" align="center">
          <Link href={`/tasks/${task.taskId}`}>{task.name}</Link>
          <Badge tone="neutral">{TASK_STATUS_TITLES[task.status]}</Badge>
          {task.tentative ? <Badge tone="info">Tentative (draft project)</Badge> : null}
        </Inline>
        <dl className={styles.facts}>
          <dt>Project</dt>
          <dd>
            {task.project.code} {task.project.name}
          </dd>
          <dt>In this period</dt>
          <dd>{formatDuration(task.allocatedMinutes)}</dd>
          <dt>Remaining</dt>
          <dd>
            {task.remainingMinutes === null
              ? 'No estimate'
              : `${formatDuration(task.remainingMinutes)} of ${formatDuration(task.estimateMinutes)}`}
          </dd>
          <dt>Dates</dt>
          <dd>
            {task.startDate || task.dueDate
              ? `${task.startDate ? formatDate(task.startDate) : EMPTY} – ${task.dueDate ? formatDate(task.dueDate) : EMPTY}`
              : 'No dates'}
          </dd>
        </dl>
        <div>
          <Button
            size="small"
            aria-expanded={editing}
            aria-label={`${editing ? 'Close' : 'Reassign or reschedule'} ${task.name}`}
            onPress={() => setEditing((e) => !e)}
          >
            {editing ? 'Close' : 'Reassign or reschedule'}
          </Button>
        </div>
        {editing ? <TaskEditor workloadTask={task} /> : null}
      </Stack>
    </li>
  );
}

/**
 * The task's assignee and dates, as its permissions allow. The task itself
 * is read (its assignee team and latest version); the save sends the newer of
 * the version read here and the one in the workload answer.
 */
function TaskEditor({ workloadTask }: { workloadTask: WorkloadTask }) {
  const taskId = workloadTask.taskId;
  const queryClient = useQueryClient();
  const task = useQuery({ ...taskQueryOptions(taskId), meta: { errorPolicy: 'log' } });
  const permissions = useQuery({
    ...taskPermissionsQueryOptions(taskId),
    meta: { errorPolicy: 'log' },
  });
  const canAssign = permissions.data?.changeAssignee ?? false;
  const canSchedule = permissions.data?.update ?? false;
  const candidates = useQuery({
    ...assigneeCandidatesQueryOptions(workloadTask.project.id),
    enabled: canAssign,
    meta: { errorPolicy: 'log' },
  });
  const saver = useSaveTaskFieldMutation(taskId);
  const [conflict, setConflict] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [startDate, setStartDate] = useState<string | null>(workloadTask.startDate);
  const [dueDate, setDueDate] = useState<string | null>(workloadTask.dueDate);

  if (task.isError || permissions.isError)
    return (
      <Callout tone="caution" announce="none">
        This task cannot be changed from here: {errorMessageOf(task.error ?? permissions.error)}
      </Callout>
    );
  if (!task.data || !permissions.data)
    return <Skeleton lines={2} label={`Loading ${workloadTask.name}`} />;
  const current = task.data;
  const version = Math.max(current.version, workloadTask.version);

  const save = (change: TaskFieldChange, done: string) => {
    setErrors({});
    saver.mutate(change, {
      onSuccess: async () => {
        setConflict(false);
        snackbar.success(done);
        await refreshWorkload(queryClient);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setConflict(true);
        else {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length === 0) snackbar.error(errorMessageOf(error));
          setErrors(fields);
        }
      },
    });
  };

  const reload = async () => {
    setConflict(false);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tasksKeys.detail(taskId) }),
      refreshWorkload(queryClient),
    ]);
  };

  const userItems = (candidates.data ?? []).map((c) => ({
    id: c.user.id,
    name: c.user.name,
    description: c.teams.map((t) => t.name).join(', ') || undefined,
  }));
  if (current.assignee && !userItems.some((u) => u.id === current.assignee!.id))
    userItems.unshift({
      id: current.assignee.id,
      name: current.assignee.name,
      description: undefined,
    });

  return (
    <Stack gap="small">
      {conflict ? (
        <Callout
          tone="caution"
          announce="alert"
          action={
            <Button size="small" onPress={() => void reload()}>
              Reload
            </Button>
          }
        >
          This task was changed by someone else. Reload to see their change, then make yours again
          if it is still needed.
        </Callout>
      ) : null}
      {!canAssign && !canSchedule ? (
        <p className={styles.muted}>You may not reassign or reschedule this task.</p>
      ) : null}
      {canAssign ? (
        <ComboBox
          label="Assignee"
          items={userItems}
          isLoading={candidates.isPending}
          placeholder="Unassigned"
          value={current.assignee?.id ?? null}
          errorMessage={errors.assigneeId}
          onChange={(key) => {
            // Emptying the text is not a choice: unassigning is its own button.
            if (key === null) return;
            const assigneeId = Number(key);
            if (assigneeId === (current.assignee?.id ?? null)) return;
            const name = userItems.find((u) => u.id === assigneeId)?.name;
            save(
              {
                taskId,
                field: 'assignee',
                body: { assigneeId, assigneeTeamId: current.assigneeTeam?.id ?? null, version },
              },
              `${current.name} assigned to ${name}`,
            );
          }}
        />
      ) : null}
      {canAssign && current.assignee ? (
        <div>
          <Button
            size="small"
            variant="ghost"
            onPress={() =>
              save(
                {
                  taskId,
                  field: 'assignee',
                  body: {
                    assigneeId: null,
                    assigneeTeamId: current.assigneeTeam?.id ?? null,
                    version,
                  },
                },
                `${current.name} unassigned`,
              )
            }
          >
            Unassign
          </Button>
        </div>
      ) : null}
      {canSchedule ? (
        <form
          className={styles.dates}
          aria-label={`Dates of ${current.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            save(
              { taskId, field: 'schedule', body: { startDate, dueDate, version } },
              `${current.name} rescheduled`,
            );
          }}
        >
          <DatePicker
            label="Start date"
            value={startDate}
            onChange={setStartDate}
            errorMessage={errors.startDate}
          />
          <DatePicker
            label="Due date"
            value={dueDate}
            onChange={setDueDate}
            errorMessage={errors.dueDate}
          />
          <Button
            type="submit"
            size="small"
            isLoading={saver.isPending}
            isDisabled={startDate === current.startDate && dueDate === current.dueDate}
          >
            Save dates
          </Button>
        </form>
      ) : null}
    </Stack>
  );
}
