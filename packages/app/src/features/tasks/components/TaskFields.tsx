import { useRef, useState, type ReactNode } from 'react';
import {
  TASK_DOMAINS,
  TASK_PRIORITIES,
  TASK_STATUS_TITLES,
  TASK_STATUSES,
  TaskStatusSchema,
  type Task,
  type TaskPermissions,
} from '@keel/types';
import { Columns, DatePicker, FactList, NumberField, Select, Stack, TextField } from '@keel/ui';
import { EMPTY, formatDate, formatDuration } from '../../../lib/format';
import { AssigneeField } from './AssigneeField';
import { MilestoneField } from './MilestoneField';
import type { SaveField } from './task-field-save';

export { reportSaveError, type SaveField } from './task-field-save';

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
      {controls.length ? (
        <Columns minColumnWidth={220} gap="medium">
          {controls}
        </Columns>
      ) : null}
      {readOnly.length ? (
        <FactList
          aria-label="Task fields"
          facts={readOnly.map(([term, value]) => ({ term, value }))}
        />
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
