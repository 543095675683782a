import { useState } from 'react';
import { Select, TextField, snackbar } from '@keel/ui';
import { TIMESHEET_TASK_KINDS, type TimesheetTask, type TimesheetTaskKind } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength, required, requiredValue } from '../../../lib/management/rules';
import {
  useCreateTimesheetTaskMutation,
  useUpdateTimesheetTaskMutation,
} from '../timesheet.mutations';
import { TIMESHEET_TASK_KIND_LABELS } from '../timesheet-task-kinds';

const FORM_ID = 'timesheet-task-form';

/**
 * Add a timesheet task (name and kind), or rename one. The kind is chosen
 * once; "Time in lieu taken" exists once, so it is offered only while no task
 * has it (`takenKindExists`).
 */
export function TimesheetTaskDialog({
  task,
  takenKindExists,
  onClose,
  onReload,
}: {
  /** The task to rename; null to add one. */
  task: TimesheetTask | null;
  takenKindExists: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const [name, setName] = useState(task?.name ?? '');
  const [kind, setKind] = useState<TimesheetTaskKind | null>(task?.kind ?? null);
  const create = useCreateTimesheetTaskMutation();
  const update = useUpdateTimesheetTaskMutation();
  const save = task ? update : create;
  const failure = formFailureOf(save.error);
  const kindItems = TIMESHEET_TASK_KINDS.filter(
    (k) => k !== 'timeInLieuTaken' || !takenKindExists,
  ).map((k) => ({ id: k, name: TIMESHEET_TASK_KIND_LABELS[k] }));

  return (
    <FormDialog
      formId={FORM_ID}
      title={task ? `Rename ${task.name}` : 'New timesheet task'}
      submitLabel={task ? 'Save' : 'Add task'}
      isPending={save.isPending}
      failure={failure}
      onClose={onClose}
      onReload={onReload}
      onSubmit={() => {
        if (task) {
          update.mutate(
            {
              timesheetTaskId: task.id,
              input: { name: name.trim(), active: task.active, version: task.version },
            },
            {
              onSuccess: (saved) => {
                snackbar.success(`Renamed to ${saved.name}`);
                onClose();
              },
            },
          );
        } else if (kind !== null) {
          create.mutate(
            { name: name.trim(), kind },
            {
              onSuccess: (saved) => {
                snackbar.success(`Timesheet task ${saved.name} added`);
                onClose();
              },
            },
          );
        }
      }}
    >
      <TextField
        name="name"
        label="Name"
        isRequired
        autoFocus
        value={name}
        onChange={setName}
        rules={[required('Name'), maxLength(120)]}
      />
      {task ? (
        <TextField
          name="kind"
          label="Kind"
          description="The kind is chosen when the task is added."
          isReadOnly
          value={TIMESHEET_TASK_KIND_LABELS[task.kind]}
        />
      ) : (
        <Select
          name="kind"
          label="Kind"
          description={
            takenKindExists
              ? 'Time in lieu is taken on the one "Time in lieu taken" task, which exists already.'
              : 'Time logged on the "Time in lieu taken" kind consumes time in lieu; there is one such task.'
          }
          isRequired
          items={kindItems}
          value={kind}
          onChange={(key) => setKind(key === null ? null : (key as TimesheetTaskKind))}
          rules={[requiredValue('Kind')]}
        />
      )}
    </FormDialog>
  );
}
