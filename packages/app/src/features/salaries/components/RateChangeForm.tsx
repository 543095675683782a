import { Button, Columns, DatePicker, Form, Inline, TextField } from '@keel/ui';
import { MoneyField } from '../../../lib/management/components/NumberFields';
import { requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
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
  const { values, set, field } = useFields({
    effectiveFrom: defaultDate as string | null,
    amount: null as number | null,
    currency: defaultCurrency,
  });
  const { effectiveFrom, amount, currency } = values;
  return (
    <Form
      aria-label={ariaLabel}
      serverErrors={serverErrors}
      onSubmit={() =>
        effectiveFrom !== null &&
        amount !== null &&
        onSubmit(
          {
            effectiveFrom,
            hourlyRate: { amount: toMinorUnits(amount), currency: currency.trim().toUpperCase() },
          },
          () => set({ amount: null }),
        )
      }
    >
      <Columns minColumnWidth={160}>
        <DatePicker
          {...field('effectiveFrom')}
          label="Effective from"
          isRequired
          rules={[requiredValue('Effective date')]}
        />
        <MoneyField
          {...field('amount')}
          label="Hourly rate"
          isRequired
          minValue={0}
          rules={[
            requiredValue('Hourly rate'),
            (v) => (v !== null && v >= 0) || 'Rate cannot be negative',
          ]}
        />
        <TextField
          {...field('currency')}
          label="Currency"
          isRequired
          maxLength={3}
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
