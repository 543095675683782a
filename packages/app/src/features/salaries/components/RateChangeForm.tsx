import { useState } from 'react';
import { Button, Columns, DatePicker, Form, Inline, NumberField, TextField } from '@keel/ui';
import { requiredValue } from '../../../lib/management/rules';
import type { FieldErrors } from '@keel/ui';
import type { RateInput } from '../rates';
import { toMinorUnits } from '../../../lib/format';

/** Effective date, hourly amount and currency of one rate change. */
export function RateChangeForm({
  defaultCurrency,
  defaultDate,
  onSubmit,
  isPending,
  serverErrors,
  submitLabel = 'Add rate change',
  ariaLabel = 'Add a rate change',
}: {
  defaultCurrency: string;
  defaultDate: string;
  onSubmit: (change: RateInput, reset: () => void) => void;
  isPending: boolean;
  serverErrors?: FieldErrors;
  submitLabel?: string;
  ariaLabel?: string;
}) {
  const [date, setDate] = useState<string | null>(defaultDate);
  const [amount, setAmount] = useState<number | null>(null);
  const [currency, setCurrency] = useState(defaultCurrency);
  return (
    <Form
      aria-label={ariaLabel}
      serverErrors={serverErrors}
      onSubmit={() =>
        date !== null &&
        amount !== null &&
        onSubmit(
          {
            effectiveFrom: date,
            hourlyRate: { amount: toMinorUnits(amount), currency: currency.trim().toUpperCase() },
          },
          () => setAmount(null),
        )
      }
    >
      <Columns minColumnWidth={160}>
        <DatePicker
          name="effectiveFrom"
          label="Effective from"
          isRequired
          value={date}
          onChange={setDate}
          rules={[requiredValue('Effective date')]}
        />
        <NumberField
          name="amount"
          label="Hourly rate"
          isRequired
          minValue={0}
          step={0.01}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          value={amount}
          onChange={setAmount}
          rules={[
            requiredValue('Hourly rate'),
            (v) => (v !== null && v >= 0) || 'Rate cannot be negative',
          ]}
        />
        <TextField
          name="currency"
          label="Currency"
          isRequired
          maxLength={3}
          value={currency}
          onChange={setCurrency}
          rules={[(v) => /^[A-Za-z]{3}$/.test(v.trim()) || 'A 3-letter code such as EUR']}
        />
      </Columns>
      <Inline>
        <Button type="submit" isLoading={isPending} icon="plus">
          {submitLabel}
        </Button>
      </Inline>
    </Form>
  );
}
