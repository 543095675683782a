import { useState } from 'react';
import {
  Button,
  Callout,
  ConfirmDialog,
  DatePicker,
  Dialog,
  Inline,
  Select,
  TextArea,
  FactList,
  Stack,
  TextField,
  snackbar,
} from '@keel/ui';
import { formatClockDuration, parseDuration, type TimeEntry } from '@keel/types';
import { formatDate, formatDuration } from '../../../lib/format';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { formFailureOf } from '../../../lib/management/form-errors';
import { maxLength } from '../../../lib/management/rules';
import {
  useCreateTimeEntryMutation,
  useDeleteTimeEntryMutation,
  useUpdateTimeEntryMutation,
} from '../timesheet.mutations';
import { targetInput, targetLabel, targetOfEntry, type TimeTarget } from '../time-targets';
import { TimeTargetPicker } from './TimeTargetPicker';

const FORM_ID = 'time-entry-form';

type Billable = 'default' | 'yes' | 'no';

export interface TimeEntryDialogProps {
  /** The entry to change; null to log new time. */
  entry: TimeEntry | null;
  /** New entries: the target is fixed by the caller (the task page) and not asked for. */
  fixedTarget?: TimeTarget;
  /** New entries: the day the date field starts on. */
  defaultDate: string;
  /** Why the entry cannot be changed (a locked day, an approved week); the form is then read-only. */
  readOnlyReason?: string | null;
  onClose: () => void;
  /** After a stale-version 409: reload the list the entry came from. */
  onReload?: () => void;
  /** New entries: whose time, when it is someone else's (an administrator). @default null */
  userId?: number | null;
  /** In the middle of the screen, or a bottom sheet (the day view of a phone). @default 'center' */
  placement?: 'center' | 'sheet';
}

/**
 * THE dialog that logs and changes time (calendar, task page): what the time
 * is on, the day, the duration as people type it (`1:30`, `1.5`, `90m`), a
 * note and whether it is billable; an existing entry can be deleted (asked
 * first). Saves send the entry's version; a 400 lands on its field, a 409 in
 * the form's message.
 */
export function TimeEntryDialog({
  entry,
  fixedTarget,
  defaultDate,
  readOnlyReason = null,
  onClose,
  onReload,
  userId = null,
  placement = 'center',
}: TimeEntryDialogProps) {
  const [target, setTarget] = useState<TimeTarget | null>(
    entry ? targetOfEntry(entry) : (fixedTarget ?? null),
  );
  const [date, setDate] = useState<string | null>(entry?.date ?? defaultDate);
  const [duration, setDuration] = useState(entry ? formatClockDuration(entry.minutes) : '');
  const [note, setNote] = useState(entry?.note ?? '');
  const [billable, setBillable] = useState<Billable>(
    entry ? (entry.billable ? 'yes' : 'no') : 'default',
  );
  const [targetMissing, setTargetMissing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateTimeEntryMutation();
  const update = useUpdateTimeEntryMutation();
  const remove = useDeleteTimeEntryMutation();
  const save = entry ? update : create;
  const failure = formFailureOf(save.error ?? remove.error);
  const targetError =
    failure?.fieldErrors.taskId ??
    failure?.fieldErrors.projectId ??
    failure?.fieldErrors.timesheetTaskId ??
    (targetMissing ? 'Choose what the time is on' : undefined);

  if (entry && readOnlyReason !== null)
    return (
      <ReadOnlyEntryDialog
        entry={entry}
        reason={readOnlyReason}
        onClose={onClose}
        placement={placement}
      />
    );

  const submit = () => {
    const parsed = parseDuration(duration);
    if (!target) {
      setTargetMissing(true);
      return;
    }
    if (!parsed.ok || date === null) return;
    remove.reset();
    const fields = {
      ...targetInput(target),
      date,
      minutes: parsed.minutes,
      note: note.trim(),
      ...(billable === 'default' ? {} : { billable: billable === 'yes' }),
    };
    const saved = `${formatDuration(parsed.minutes)} on ${formatDate(date)}`;
    if (entry)
      update.mutate(
        { entryId: entry.id, input: { ...fields, version: entry.version } },
        {
          onSuccess: () => {
            snackbar.success(`Time entry saved: ${saved}`);
            onClose();
          },
        },
      );
    else
      create.mutate(userId === null ? fields : { ...fields, userId }, {
        onSuccess: () => {
          snackbar.success(`Time logged: ${saved}`);
          onClose();
        },
      });
  };

  const billableItems = [
    ...(entry ? [] : [{ id: 'default', name: "As the project's setting says" }]),
    { id: 'yes', name: 'Billable' },
    { id: 'no', name: 'Not billable' },
  ];

  return (
    <>
      <FormDialog
        formId={FORM_ID}
        title={entry ? 'Time entry' : 'Log time'}
        placement={placement}
        submitLabel={entry ? 'Save' : 'Log time'}
        isPending={save.isPending}
        failure={failure}
        onSubmit={submit}
        onClose={onClose}
        onReload={onReload}
      >
        {fixedTarget && !entry ? (
          <p>
            On <strong>{targetLabel(fixedTarget).name}</strong> ({targetLabel(fixedTarget).context})
          </p>
        ) : (
          <TimeTargetPicker
            label="Logged on"
            isRequired
            autoFocus={!entry}
            defaultInputValue={target ? targetLabel(target).name : ''}
            errorMessage={targetError}
            onSelect={(chosen) => {
              setTarget(chosen);
              setTargetMissing(false);
            }}
          />
        )}
        <DatePicker
          name="date"
          label="Day"
          isRequired
          value={date}
          onChange={setDate}
          rules={[(value) => value !== null || 'Day is required']}
        />
        <TextField
          name="minutes"
          label="Duration"
          description="For example 1:30, 1.5 (hours) or 90m."
          isRequired
          autoFocus={Boolean(entry || fixedTarget)}
          value={duration}
          onChange={setDuration}
          rules={[
            (value) => {
              const parsed = parseDuration(value);
              return parsed.ok ? true : parsed.message;
            },
          ]}
        />
        <TextArea
          name="note"
          label="Note"
          rows={3}
          value={note}
          onChange={setNote}
          rules={[maxLength(2000)]}
        />
        <Select
          name="billable"
          label="Billable"
          items={billableItems}
          value={billable}
          onChange={(key) => setBillable((key as Billable | null) ?? 'default')}
        />
        {entry ? (
          <Inline justify="end">
            <Button variant="critical" icon="trash" onPress={() => setConfirmDelete(true)}>
              Delete entry
            </Button>
          </Inline>
        ) : null}
      </FormDialog>
      {entry ? (
        <ConfirmDialog
          title="Delete this time entry?"
          confirmLabel="Delete entry"
          isDestructive
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          isPending={remove.isPending}
          onConfirm={() => {
            save.reset();
            remove.mutate(
              { entryId: entry.id, version: entry.version },
              {
                onSuccess: () => {
                  snackbar.success('Time entry deleted');
                  onClose();
                },
                onSettled: () => setConfirmDelete(false),
              },
            );
          }}
        >
          {formatDuration(entry.minutes)} on {formatDate(entry.date)} goes from the timesheet.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** An entry on a locked day or in an approved week: what it is, and why it cannot change. */
function ReadOnlyEntryDialog({
  entry,
  reason,
  onClose,
  placement,
}: {
  entry: TimeEntry;
  reason: string;
  onClose: () => void;
  placement: 'center' | 'sheet';
}) {
  const { name, context } = targetLabel(targetOfEntry(entry));
  return (
    <Dialog
      title="Time entry"
      placement={placement}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={<Button onPress={onClose}>Close</Button>}
    >
      <Stack>
        <Callout tone="info" announce="none">
          {reason}
        </Callout>
        <FactList
          facts={[
            { term: 'Logged on', value: `${name} (${context})` },
            { term: 'Day', value: formatDate(entry.date) },
            { term: 'Duration', value: formatDuration(entry.minutes) },
            { term: 'Note', value: entry.note || 'No note' },
            { term: 'Billable', value: entry.billable ? 'Billable' : 'Not billable' },
          ]}
        />
      </Stack>
    </Dialog>
  );
}
