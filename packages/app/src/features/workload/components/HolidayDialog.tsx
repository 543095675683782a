import { useState } from 'react';
import type { Holiday } from '@keel/types';
import { DatePicker, TextField, snackbar } from '@keel/ui';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength, required, requiredValue } from '../../../lib/management/rules';
import { formatDate } from '../../../lib/format';
import { useCreateHolidayMutation, useUpdateHolidayMutation } from '../workload.mutations';

const FORM_ID = 'holiday-form';

/**
 * Add a workspace holiday (a date and a name), or rename or move one (with
 * the version read: someone else's change first is a 409 with a Reload).
 * One holiday per date: a second one on the same date is refused by the API,
 * and its message shows in the form.
 */
export function HolidayDialog({
  holiday,
  defaultDate,
  onClose,
  onReload,
}: {
  /** The holiday to change; null to add one. */
  holiday: Holiday | null;
  /** The date a new holiday starts with (none: empty). */
  defaultDate: string | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const [date, setDate] = useState<string | null>(holiday?.date ?? defaultDate);
  const [name, setName] = useState(holiday?.name ?? '');
  const create = useCreateHolidayMutation();
  const update = useUpdateHolidayMutation();
  const save = holiday ? update : create;
  const failure = formFailureOf(save.error);

  return (
    <FormDialog
      formId={FORM_ID}
      title={holiday ? `Edit ${holiday.name}` : 'Add holiday'}
      submitLabel={holiday ? 'Save' : 'Add holiday'}
      isPending={save.isPending}
      failure={failure}
      onClose={onClose}
      onReload={onReload}
      onSubmit={() => {
        if (date === null) return;
        const input = { date, name: name.trim() };
        if (holiday) {
          update.mutate(
            { holidayId: holiday.id, input: { ...input, version: holiday.version } },
            {
              onSuccess: (saved) => {
                snackbar.success(`${saved.name} saved (${formatDate(saved.date)})`);
                onClose();
              },
            },
          );
        } else {
          create.mutate(input, {
            onSuccess: (saved) => {
              snackbar.success(`Holiday ${saved.name} added on ${formatDate(saved.date)}`);
              onClose();
            },
          });
        }
      }}
    >
      <DatePicker
        name="date"
        label="Date"
        description="Nobody is expected to work on this day: capacity is zero and no task work is planned on it."
        isRequired
        value={date}
        onChange={setDate}
        rules={[requiredValue('Date')]}
      />
      <TextField
        name="name"
        label="Name"
        isRequired
        autoFocus
        value={name}
        onChange={setName}
        rules={[required('Name'), maxLength(120)]}
      />
    </FormDialog>
  );
}
