import { useState } from 'react';
import { Radio, RadioGroup, TextArea, TextField, snackbar } from '@keel/ui';
import type { TimeInLieuBalance } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength, required } from '../../../lib/management/rules';
import { useAdjustTimeInLieuMutation } from '../timesheet.mutations';
import { adjustmentMinutes, signedClock, type AdjustmentDirection } from '../time-in-lieu';

const FORM_ID = 'time-in-lieu-adjustment-form';

/**
 * A manual adjustment of someone's time-in-lieu account: a credit or a debit
 * of a duration typed as on the timesheet (`1:30`, `1.5`, `90m`), and why.
 * Adjustments are append-only: a mistake is corrected by another one.
 */
export function AdjustTimeInLieuDialog({
  account,
  onClose,
}: {
  account: TimeInLieuBalance;
  onClose: () => void;
}) {
  const [direction, setDirection] = useState<AdjustmentDirection>('credit');
  const [duration, setDuration] = useState('');
  const [reason, setReason] = useState('');
  const adjust = useAdjustTimeInLieuMutation();
  const failure = formFailureOf(adjust.error);
  const name = account.user.name;

  return (
    <FormDialog
      formId={FORM_ID}
      title={`Adjust time in lieu of ${name}`}
      submitLabel="Save adjustment"
      isPending={adjust.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={() => {
        const minutes = adjustmentMinutes(duration, direction);
        if (!minutes.ok) return;
        adjust.mutate(
          { userId: account.user.id, input: { minutes: minutes.minutes, reason: reason.trim() } },
          {
            onSuccess: () => {
              snackbar.success(`${signedClock(minutes.minutes)} adjusted for ${name}`);
              onClose();
            },
          },
        );
      }}
    >
      <p>
        Balance now: <strong>{signedClock(account.balanceMinutes)}</strong>
      </p>
      <RadioGroup
        name="direction"
        label="Adjustment"
        orientation="horizontal"
        value={direction}
        onChange={(value) => setDirection(value as AdjustmentDirection)}
      >
        <Radio value="credit">Credit (add time)</Radio>
        <Radio value="debit">Debit (remove time)</Radio>
      </RadioGroup>
      <TextField
        name="minutes"
        label="Duration"
        description="As on the timesheet: 1:30, 1.5 or 90m."
        isRequired
        autoFocus
        value={duration}
        onChange={setDuration}
        rules={[
          (value) => {
            const parsed = adjustmentMinutes(value, direction);
            return parsed.ok || parsed.message;
          },
        ]}
      />
      <TextArea
        name="reason"
        label="Reason"
        description="Kept with the adjustment in the account's history."
        isRequired
        value={reason}
        onChange={setReason}
        rules={[required('Reason'), maxLength(500)]}
      />
    </FormDialog>
  );
}
