import { useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  TASK_DOMAINS,
  TASK_PRIORITIES,
  TASK_STATUS_TITLES,
  TASK_STATUSES,
  TaskStatusSchema,
  type Task,
  type TaskPermissions,
} from '@keel/types';
import {
  Button,
  ComboBox,
  ConfirmDialog,
  DatePicker,
  Dialog,
  NumberField,
  Select,
  Stack,
  TextField,
  snackbar,
} from '@keel/ui';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { EMPTY, formatDate, formatDuration } from '../../../lib/format';
import { assigneeCandidatesQueryOptions, assigneeSuggestionsQueryOptions } from '../tasks.queries';
import { milestoneChoicesQueryOptions } from '../../milestones/milestones.queries';
import { useMemberMutation } from '../../projects/projects.mutations';
import {
  projectMembersQueryOptions,
  projectPermissionsQueryOptions,
} from '../../projects/projects.queries';
import type { TaskFieldChange } from '../task-write.mutations';
import * as styles from '../task-view.css';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const statusItems = TASK_STATUSES.map((s) => ({ id: s, name: TASK_STATUS_TITLES[s] }));
const priorityItems = TASK_PRIORITIES.map((p) => ({ id: p, name: capitalised(p) }));
const domainItems = TASK_DOMAINS.map((d) => ({ id: d, name: d }));

/** Labels as typed: comma separated, trimmed, empty and repeated ones dropped. */
export function parseLabels(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}

export type SaveField = (change: TaskFieldChange, onDone?: () => void) => void;

/**
 * The task's fields. Each one the user may change is a control that saves
 * when it changes (sending the version read); the others show as text, so
 * someone who may only read (or only move the status) sees plain values,
 * not disabled controls.
 */
export function TaskFields({
  task,
  permissions,
  save,
  errors,
}: {
  task: Task;
  permissions: TaskPermissions;
  save: SaveField;
  /** Field errors of the last refused save, by field name. */
  errors: Record<string, string>;
}) {
  const version = task.version;
  const readOnly: [string, ReactNode][] = [];
  const controls: ReactNode[] = [];
  const add = (editable: boolean, term: string, value: ReactNode, control: () => ReactNode) => {
    if (editable) controls.push(control());
    else readOnly.push([term, value]);
  };
  const details = {
    description: task.description,
    domain: task.domain as (typeof TASK_DOMAINS)[number] | null,
    priority: task.priority,
    labels: task.labels,
    version,
  };

  add(permissions.changeStatus, 'Status', TASK_STATUS_TITLES[task.status], () => (
    <Select
      key="status"
      label="Status"
      items={statusItems}
      value={task.status}
      onChange={(key) => {
        const status = TaskStatusSchema.safeParse(key);
        if (status.success && status.data !== task.status)
          save({ taskId: task.id, field: 'status', body: { status: status.data, version } });
      }}
    />
  ));
  add(permissions.changeAssignee, 'Assignee', task.assignee?.name ?? 'Unassigned', () => (
    <AssigneeField key="assignee" task={task} save={save} />
  ));
  if (!permissions.changeAssignee && task.assigneeTeam)
    readOnly.push(['Assignee team', task.assigneeTeam.name]);
  add(permissions.update, 'Start date', formatDate(task.startDate), () => (
    <DatePicker
      key="start"
      label="Start date"
      value={task.startDate}
      errorMessage={errors.startDate}
      onChange={(startDate) => {
        if (startDate !== task.startDate)
          save({
            taskId: task.id,
            field: 'schedule',
            body: { startDate, dueDate: task.dueDate, version },
          });
      }}
    />
  ));
  add(permissions.update, 'Due date', formatDate(task.dueDate), () => (
    <DatePicker
      key="due"
      label="Due date"
      value={task.dueDate}
      errorMessage={errors.dueDate}
      onChange={(dueDate) => {
        if (dueDate !== task.dueDate)
          save({
            taskId: task.id,
            field: 'schedule',
            body: { startDate: task.startDate, dueDate, version },
          });
      }}
    />
  ));
  add(permissions.update, 'Estimate', formatDuration(task.workEstimation), () => (
    <NumberField
      key="estimate"
      label="Estimate (hours)"
      description={task.workEstimation === null ? undefined : formatDuration(task.workEstimation)}
      minValue={0}
      maxValue={8760}
      step={0.25}
      formatOptions={{ maximumFractionDigits: 2 }}
      value={task.workEstimation === null ? null : task.workEstimation / 60}
      errorMessage={errors.workEstimation}
      onChange={(hours) => {
        const workEstimation = hours === null ? null : Math.round(hours * 60);
        if (workEstimation !== task.workEstimation)
          save({
            taskId: task.id,
            field: 'workEstimation',
            body: { workEstimation, version },
          });
      }}
    />
  ));
  add(permissions.update, 'Priority', capitalised(task.priority), () => (
    <Select
      key="priority"
      label="Priority"
      items={priorityItems}
      value={task.priority}
      onChange={(key) => {
        const priority = TASK_PRIORITIES.find((p) => p === key);
        if (priority && priority !== task.priority)
          save({ taskId: task.id, field: 'details', body: { ...details, priority } });
      }}
    />
  ));
  add(permissions.update, 'Domain', task.domain ?? EMPTY, () => (
    <Select
      key="domain"
      label="Domain"
      items={domainItems}
      isClearable
      value={task.domain}
      onChange={(key) => {
        const domain = TASK_DOMAINS.find((d) => d === key) ?? null;
        if (domain !== task.domain)
          save({ taskId: task.id, field: 'details', body: { ...details, domain } });
      }}
    />
  ));
  add(permissions.update, 'Labels', task.labels.length ? task.labels.join(', ') : EMPTY, () => (
    <LabelsField key={`labels-${version}`} task={task} save={save} error={errors.labels} />
  ));
  add(permissions.update, 'Milestone', task.milestone?.name ?? EMPTY, () => (
    <MilestoneField key="milestone" task={task} save={save} error={errors.milestoneId} />
  ));

  return (
    <Stack gap="medium">
      {controls.length ? <div className={styles.fields}>{controls}</div> : null}
      {readOnly.length ? (
        <dl className={styles.readOnly} aria-label="Task fields">
          {readOnly.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.readOnlyTerm}>{term}</dt>
              <dd className={styles.readOnlyValue}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Stack>
  );
}

/** Labels are typed as text; they save when the field is left (or Enter), if they changed. */
function LabelsField({
  task,
  save,
  error,
}: {
  task: Task;
  save: SaveField;
  error: string | undefined;
}) {
  const [text, setText] = useState(task.labels.join(', '));
  // Enter and then leaving the field would save the same labels twice.
  const sent = useRef(task.labels.join('\u0000'));
  const commit = () => {
    const labels = parseLabels(text);
    if (labels.join('\u0000') === sent.current) return;
    sent.current = labels.join('\u0000');
    save({
      taskId: task.id,
      field: 'details',
      body: {
        description: task.description,
        domain: task.domain as (typeof TASK_DOMAINS)[number] | null,
        priority: task.priority,
        labels,
        version: task.version,
      },
    });
  };
  return (
    <div onKeyDown={(event) => event.key === 'Enter' && commit()}>
      <TextField
        label="Labels"
        description="Separate labels with commas."
        value={text}
        onChange={setText}
        onBlur={commit}
        errorMessage={error}
      />
    </div>
  );
}

/**
 * The assignee: any active user (with their teams), plus the project's
 * ranked suggestions with the reason for each (team of the project, recent
 * hours, open load) one press away. Choosing someone outside the project's
 * team asks first: whoever may manage the members adds them as Member and
 * assigns in one go; anyone else is told who can add them, and nothing is
 * assigned (the team stays the manager's choice).
 */
function AssigneeField({ task, save }: { task: Task; save: SaveField }) {
  // 'log' as in TaskView, which shares this query (one query, one error policy).
  const candidates = useQuery({
    ...assigneeCandidatesQueryOptions(task.projectId),
    meta: { errorPolicy: 'log' },
  });
  const suggestions = useQuery(assigneeSuggestionsQueryOptions(task.projectId));
  // The team and the right to change it; without them (not loaded, or not
  // readable) a choice is assigned as it is, as the API allows.
  const members = useQuery({
    ...projectMembersQueryOptions(task.projectId),
    meta: { errorPolicy: 'log' },
    retry: false,
  });
  const projectRights = useQuery({
    ...projectPermissionsQueryOptions(task.projectId),
    meta: { errorPolicy: 'log' },
    retry: false,
  });
  const addMember = useMemberMutation(task.projectId);
  const [outsider, setOutsider] = useState<{ id: number; name: string } | null>(null);
  const [showSuggestions, setShowSuggestions] = useState(false);
  const assign = (assigneeId: number | null, assigneeTeamId: number | null) =>
    save(
      {
        taskId: task.id,
        field: 'assignee',
        body: { assigneeId, assigneeTeamId, version: task.version },
      },
      () => snackbar.success(assigneeId === null ? 'Task unassigned' : 'Task assigned'),
    );
  const chooseAssignee = (user: { id: number; name: string } | null) => {
    if (user && members.data && !members.data.some((m) => m.id === user.id)) setOutsider(user);
    else assign(user?.id ?? null, task.assigneeTeam?.id ?? null);
  };
  const addAndAssign = (user: { id: number; name: string }) =>
    addMember.mutate(
      { kind: 'add', userId: user.id, role: 'member' },
      {
        onSuccess: () => {
          setOutsider(null);
          snackbar.success(`${user.name} added`);
          assign(user.id, task.assigneeTeam?.id ?? null);
        },
        onError: (error) => snackbar.error(errorMessageOf(error)),
      },
    );
  const userItems = (candidates.data ?? []).map((c) => ({
    id: c.user.id,
    name: c.user.name,
    description: c.teams.map((t) => t.name).join(', ') || undefined,
  }));
  // The task's current assignee stays selectable even if no longer a candidate.
  if (task.assignee && !userItems.some((u) => u.id === task.assignee!.id))
    userItems.unshift({ id: task.assignee.id, name: task.assignee.name, description: undefined });
  const teams = new Map<number, string>();
  for (const c of candidates.data ?? []) for (const t of c.teams) teams.set(t.id, t.name);
  if (task.assigneeTeam) teams.set(task.assigneeTeam.id, task.assigneeTeam.name);
  const teamItems = [...teams].map(([id, name]) => ({ id, name }));
  const top = (suggestions.data ?? []).filter((s) => s.user.id !== task.assignee?.id).slice(0, 3);
  const managers = (members.data ?? []).filter((m) => m.role === 'manager').map((m) => m.name);

  return (
    <Stack gap="small">
      <ComboBox
        label="Assignee"
        items={userItems}
        isLoading={candidates.isPending}
        placeholder="Unassigned"
        value={task.assignee?.id ?? null}
        onChange={(key) => {
          const id = key === null ? null : Number(key);
          if (id === (task.assignee?.id ?? null)) return;
          const item = userItems.find((u) => u.id === id);
          chooseAssignee(id === null ? null : { id, name: item?.name ?? `User ${id}` });
        }}
      />
      <Select
        label="Assignee team"
        items={teamItems}
        isClearable
        placeholder="No team"
        value={task.assigneeTeam?.id ?? null}
        onChange={(key) => {
          const id = key === null ? null : Number(key);
          if (id !== (task.assigneeTeam?.id ?? null)) assign(task.assignee?.id ?? null, id);
        }}
      />
      {top.length ? (
        <div>
          <Button
            size="small"
            variant="ghost"
            aria-expanded={showSuggestions}
            onPress={() => setShowSuggestions((s) => !s)}
          >
            {showSuggestions ? 'Hide suggestions' : 'Suggested assignees'}
          </Button>
          {showSuggestions ? (
            <ul className={styles.list} aria-label="Suggested assignees">
              {top.map((s) => (
                <li key={s.user.id} className={styles.row}>
                  <div className={`${styles.suggestion} ${styles.grow}`}>
                    <span className={styles.strong}>{s.user.name}</span>
                    <span className={styles.muted}>{s.reason}</span>
                  </div>
                  <Button
                    size="small"
                    aria-label={`Assign ${s.user.name}`}
                    onPress={() => chooseAssignee({ id: s.user.id, name: s.user.name })}
                  >
                    Assign
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {outsider && projectRights.data?.manageMembers ? (
        <ConfirmDialog
          title="Add to the project team?"
          isOpen
          onOpenChange={(open) => !open && !addMember.isPending && setOutsider(null)}
          isDestructive={false}
          isPending={addMember.isPending}
          confirmLabel="Add and assign"
          onConfirm={() => addAndAssign(outsider)}
        >
          {outsider.name} is not in this project&apos;s team. Add {outsider.name} to the project
          team as Member and assign?
        </ConfirmDialog>
      ) : null}
      {outsider && !projectRights.data?.manageMembers ? (
        <Dialog
          title="Not in the project team"
          role="alertdialog"
          size="small"
          isOpen
          onOpenChange={(open) => !open && setOutsider(null)}
          footer={(close) => (
            <Button variant="primary" autoFocus onPress={close}>
              OK
            </Button>
          )}
        >
          {outsider.name} is not in this project&apos;s team, so the task stays as it is. Only
          someone who may manage the project&apos;s members can add them
          {managers.length > 0 ? ` (the project's ${managerNoun(managers)})` : ''}. Ask them to add{' '}
          {outsider.name}, then assign the task.
        </Dialog>
      ) : null}
    </Stack>
  );
}

/** "manager Pat Manager" or "managers Ada Admin and Pat Manager". */
function managerNoun(names: string[]): string {
  if (names.length === 1) return `manager ${names[0]}`;
  return `managers ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const NO_MILESTONE = 'none';

/** A milestone of the task's project, or none; saves when chosen. */
function MilestoneField({
  task,
  save,
  error,
}: {
  task: Task;
  save: SaveField;
  error: string | undefined;
}) {
  const choices = useQuery(milestoneChoicesQueryOptions(task.projectId));
  const items: { id: number | string; name: string; description?: string }[] = [
    { id: NO_MILESTONE, name: 'No milestone' },
    ...(choices.data ?? []).map((m) => ({
      id: m.id,
      name: m.name,
      description: `Due ${formatDate(m.dueDate)}`,
    })),
  ];
  // The task's milestone stays selectable even beyond the first page of choices.
  if (task.milestone && !items.some((i) => i.id === task.milestone!.id))
    items.push({ id: task.milestone.id, name: task.milestone.name });
  return (
    <Select
      label="Milestone"
      items={items}
      isLoading={choices.isPending}
      value={task.milestone?.id ?? NO_MILESTONE}
      errorMessage={error}
      onChange={(key) => {
        const milestoneId = key === null || key === NO_MILESTONE ? null : Number(key);
        if (milestoneId !== (task.milestone?.id ?? null))
          save(
            {
              taskId: task.id,
              field: 'milestone',
              body: { milestoneId, version: task.version },
            },
            () => snackbar.success(milestoneId === null ? 'Milestone removed' : 'Milestone set'),
          );
      }}
    />
  );
}

/** Errors of a refused field save: by field for 400s, otherwise one snackbar. */
export function reportSaveError(error: unknown): Record<string, string> {
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length === 0) snackbar.error(errorMessageOf(error));
  return fields;
}
