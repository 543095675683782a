import type { Holiday } from '@keel/types';
import { DatePicker } from '@keel/ui';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { requiredValue } from '../../../lib/management/rules';
import { sendingAs } from '../../../lib/management/save';
import { useFields } from '../../../lib/management/useFields';
import { formatDate } from '../../../lib/format';
import { useCreateHolidayMutation, useUpdateHolidayMutation } from '../workload.mutations';

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
  const { values, field } = useFields({
    date: holiday?.date ?? defaultDate,
    name: holiday?.name ?? '',
  });
  const { date, name } = values;
  const create = useCreateHolidayMutation();
  const update = useUpdateHolidayMutation();
  const save = holiday
    ? sendingAs(update, (input: { date: string; name: string }) => ({
        holidayId: holiday.id,
        input: { ...input, version: holiday.version },
      }))
    : create;

  return (
    <SaveDialog
      title={holiday ? `Edit ${holiday.name}` : 'Add holiday'}
      submitLabel={holiday ? 'Save' : 'Add holiday'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => (date === null ? null : { date, name: name.trim() })}
      savedMessage={(saved) =>
        holiday
          ? `${saved.name} saved (${formatDate(saved.date)})`
          : `Holiday ${saved.name} added on ${formatDate(saved.date)}`
      }
    >
      <DatePicker
        {...field('date')}
        label="Date"
        description="Nobody is expected to work on this day: capacity is zero and no task work is planned on it."
        isRequired
        rules={[requiredValue('Date')]}
      />
      <NameField {...field('name')} max={120} />
    </SaveDialog>
  );
}
