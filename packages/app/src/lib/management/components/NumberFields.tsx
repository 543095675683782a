import { NumberField, type NumberFieldProps } from '@keel/ui';

/** Shown with the decimals typed, two at most. */
const UP_TO_TWO_DECIMALS = { minimumFractionDigits: 0, maximumFractionDigits: 2 };

type FieldProps = Omit<NumberFieldProps, 'step' | 'formatOptions'>;

/** An amount of money in major units, typed to the cent (the API takes minor units). */
export function MoneyField(props: FieldProps) {
  return <NumberField step={0.01} formatOptions={UP_TO_TWO_DECIMALS} {...props} />;
}

/** A number of hours, stepped by quarters of an hour (the API takes minutes). */
export function QuarterHoursField(props: FieldProps) {
  return <NumberField step={0.25} formatOptions={UP_TO_TWO_DECIMALS} {...props} />;
}
