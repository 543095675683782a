import { Select, TextField } from '@keel/ui';
import { TIMESHEET_TASK_KINDS, type TimesheetTask, type TimesheetTaskKind } from '@keel/types';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { requiredValue } from '../../../lib/management/rules';
import { sendingAs } from '../../../lib/management/save';
import { useFields } from '../../../lib/management/useFields';
import {
  useCreateTimesheetTaskMutation,
  useUpdateTimesheetTaskMutation,
} from '../timesheet.mutations';
import { TIMESHEET_TASK_KIND_LABELS } from '../timesheet-task-kinds';

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
  const { values, set, field } = useFields({
    name: task?.name ?? '',
    kind: task?.kind ?? (null as TimesheetTaskKind | null),
  });
  const { name, kind } = values;
  const create = useCreateTimesheetTaskMutation();
  const update = useUpdateTimesheetTaskMutation();
  // A task keeps its kind: a rename sends its name with the task's state and version.
  const save = task
    ? sendingAs(update, ({ name }: { name: string; kind: TimesheetTaskKind }) => ({
        timesheetTaskId: task.id,
        input: { name, active: task.active, version: task.version },
      }))
    : create;
  const kindItems = TIMESHEET_TASK_KINDS.filter(
    (k) => k !== 'timeInLieuTaken' || !takenKindExists,
  ).map((k) => ({ id: k, name: TIMESHEET_TASK_KIND_LABELS[k] }));

  return (
    <SaveDialog
      title={task ? `Rename ${task.name}` : 'New timesheet task'}
      submitLabel={task ? 'Save' : 'Add task'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => {
        const chosen = task?.kind ?? kind;
        return chosen === null ? null : { name: name.trim(), kind: chosen };
      }}
      savedMessage={(saved) =>
        task ? `Renamed to ${saved.name}` : `Timesheet task ${saved.name} added`
      }
    >
      <NameField {...field('name')} max={120} />
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
          onChange={(key) => set({ kind: key === null ? null : (key as TimesheetTaskKind) })}
          rules={[requiredValue('Kind')]}
        />
      )}
    </SaveDialog>
  );
}
