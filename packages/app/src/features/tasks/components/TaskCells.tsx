import { useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TASK_STATUS_TITLES, TASK_STATUSES, type Task, type TaskStatus } from '@keel/types';
import {
  Avatar,
  Badge,
  Button,
  DatePicker,
  Icon,
  Inline,
  Menu,
  MenuItem,
  NumberField,
  snackbar,
  Text,
  type BadgeTone,
} from '@keel/ui';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { EMPTY, formatDate, formatHours } from '../../../lib/format';
import { assigneeCandidatesQueryOptions, tasksKeys } from '../tasks.queries';
import {
  useUpdateTaskFieldMutation,
  type TaskField,
  type TaskFieldInput,
} from '../task-write.mutations';
import { isOverdue } from '../task-rows';
import { CellEditPopover } from './CellEditPopover';

/** Status colours; the status is always written out too. */
export const TASK_STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  todo: 'neutral',
  inProgress: 'info',
  inReview: 'info',
  blocked: 'critical',
  done: 'positive',
};

/** A 409 answer: the task changed since the list read it. */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * What a failed inline edit shows. A stale version refreshes the lists (they
 * then show the task as it is now) and says so; a 400 names what was wrong.
 * A 401 or 403 already went through the app's error policy.
 */
export async function reportEditFailure(queryClient: QueryClient, task: Task, error: unknown) {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
  if (isStaleVersion(error)) {
    snackbar.error(
      `“${task.name}” was changed by someone else meanwhile. The list now shows the current values; make your change again.`,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: tasksKeys.detail(task.id) }),
    ]);
    return;
  }
  snackbar.error(errorMessageOf(error));
}

/** One field update of a task from a list, sent with the version the row was read at. */
function useFieldEdit<F extends TaskField>(field: F) {
  const mutation = useUpdateTaskFieldMutation(field, { inline: true });
  const queryClient = useQueryClient();
  const save = (task: Task, body: Omit<TaskFieldInput<F>, 'version'>) =>
    // The promise (not mutate's callbacks): a row may unmount while it runs.
    mutation
      .mutateAsync({
        taskId: task.id,
        body: { ...body, version: task.version } as TaskFieldInput<F>,
      })
      .then(
        () => true,
        async (error: unknown) => {
          await reportEditFailure(queryClient, task, error);
          return false;
        },
      );
  return { save, isPending: mutation.isPending };
}

export function StatusCell({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const { save, isPending } = useFieldEdit('status');
  const title = TASK_STATUS_TITLES[task.status];
  const badge = <Badge tone={TASK_STATUS_TONES[task.status]}>{title}</Badge>;
  if (!canEdit) return badge;
  return (
    <Menu
      aria-label={`Status of ${task.name}`}
      trigger={
        <Button
          size="small"
          variant="ghost"
          isDisabled={isPending}
          aria-label={`Status of ${task.name}: ${title}`}
        >
          {badge}
        </Button>
      }
      onAction={(key) => {
        const status = String(key) as TaskStatus;
        if (status !== task.status) void save(task, { status });
      }}
    >
      {TASK_STATUSES.map((status) => (
        <MenuItem key={status} id={status} icon={status === task.status ? 'check' : undefined}>
          {TASK_STATUS_TITLES[status]}
        </MenuItem>
      ))}
    </Menu>
  );
}

function AssigneeName({ task }: { task: Task }) {
  if (!task.assignee) {
    return (
      <Text tone="muted" size="small">
        {task.assigneeTeam?.name ?? 'Unassigned'}
      </Text>
    );
  }
  return (
    <Inline as="span" gap="xsmall" wrap={false}>
      <Avatar name={task.assignee.name} color={task.assignee.color} size="xsmall" isDecorative />
      <Text truncate>{task.assignee.name}</Text>
    </Inline>
  );
}

const UNASSIGNED = 'unassigned';

export function AssigneeCell({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const { save, isPending } = useFieldEdit('assignee');
  const [opened, setOpened] = useState(false);
  // The project's candidates load when the menu first opens, not for every row.
  const candidates = useQuery({
    ...assigneeCandidatesQueryOptions(task.projectId),
    enabled: canEdit && opened,
  });
  if (!canEdit) return <AssigneeName task={task} />;
  const current = task.assignee?.name ?? 'Unassigned';
  return (
    <Menu
      aria-label={`Assignee of ${task.name}`}
      onOpenChange={(open) => open && setOpened(true)}
      trigger={
        <Button
          size="small"
          variant="ghost"
          isDisabled={isPending}
          aria-label={`Assignee of ${task.name}: ${current}`}
        >
          <AssigneeName task={task} />
        </Button>
      }
      onAction={(key) => {
        const assigneeId = key === UNASSIGNED ? null : Number(key);
        if (assigneeId === (task.assignee?.id ?? null)) return;
        void save(task, { assigneeId, assigneeTeamId: task.assigneeTeam?.id ?? null });
      }}
    >
      <MenuItem id={UNASSIGNED} icon={task.assignee ? undefined : 'check'}>
        Unassigned
      </MenuItem>
      {candidates.data ? (
        candidates.data.map(({ user }) => (
          <MenuItem
            key={user.id}
            id={user.id}
            icon={task.assignee?.id === user.id ? 'check' : undefined}
          >
            {user.name}
          </MenuItem>
        ))
      ) : (
        <MenuItem id="loading" isDisabled>
          {candidates.isError ? 'The candidates could not be loaded' : 'Loading…'}
        </MenuItem>
      )}
    </Menu>
  );
}

/** The due date; an overdue one is marked with an icon and the word, not by colour alone. */
function DueText({ task, today }: { task: Task; today: string }) {
  if (!task.dueDate)
    return (
      <Text tone="muted" size="small">
        {EMPTY}
      </Text>
    );
  if (!isOverdue(task, today)) return <>{formatDate(task.dueDate)}</>;
  return (
    <Text tone="critical" weight="strong">
      <Inline as="span" gap="xxsmall" wrap={false}>
        <Icon name="alert" />
        {formatDate(task.dueDate)} · Overdue
      </Inline>
    </Text>
  );
}

export function ScheduleCell({
  task,
  canEdit,
  today,
}: {
  task: Task;
  canEdit: boolean;
  today: string;
}) {
  const { save, isPending } = useFieldEdit('schedule');
  const [open, setOpen] = useState(false);
  const [startDate, setStartDate] = useState(task.startDate);
  const [dueDate, setDueDate] = useState(task.dueDate);
  if (!canEdit) return <DueText task={task} today={today} />;
  const overdue = isOverdue(task, today) ? ', overdue' : '';
  return (
    <CellEditPopover
      title={`Dates of ${task.name}`}
      isOpen={open}
      onOpenChange={(next) => {
        if (next) {
          setStartDate(task.startDate);
          setDueDate(task.dueDate);
        }
        setOpen(next);
      }}
      triggerLabel={`Dates of ${task.name}: due ${task.dueDate ? formatDate(task.dueDate) : 'not set'}${overdue}`}
      trigger={<DueText task={task} today={today} />}
      isPending={isPending}
      onSubmit={() => {
        setOpen(false);
        void save(task, { startDate, dueDate });
      }}
    >
      <DatePicker label="Start date" value={startDate} onChange={setStartDate} />
      <DatePicker
        label="Due date"
        value={dueDate}
        onChange={setDueDate}
        minValue={startDate ?? undefined}
        rules={[
          (value) =>
            !value || !startDate || value >= startDate || 'The due date is before the start',
        ]}
      />
    </CellEditPopover>
  );
}

export function EstimateCell({ task, canEdit }: { task: Task; canEdit: boolean }) {
  const { save, isPending } = useFieldEdit('workEstimation');
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<number | null>(null);
  const text = formatHours(task.workEstimation);
  if (!canEdit) return <>{text}</>;
  return (
    <CellEditPopover
      title={`Estimate of ${task.name}`}
      isOpen={open}
      onOpenChange={(next) => {
        if (next) setHours(task.workEstimation === null ? null : task.workEstimation / 60);
        setOpen(next);
      }}
      triggerLabel={`Estimate of ${task.name}: ${task.workEstimation === null ? 'not set' : text}`}
      trigger={text}
      isPending={isPending}
      onSubmit={() => {
        setOpen(false);
        // Estimates are whole minutes; hours are typed in quarter steps or finer.
        const workEstimation = hours === null ? null : Math.round(hours * 60);
        void save(task, { workEstimation });
      }}
    >
      <NumberField
        label="Estimate (hours)"
        value={hours}
        onChange={setHours}
        minValue={0}
        maxValue={8760}
        step={0.25}
        autoFocus
      />
    </CellEditPopover>
  );
}
