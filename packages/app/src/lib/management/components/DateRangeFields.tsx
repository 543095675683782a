import { Columns, DatePicker } from '@keel/ui';
import { notBefore, requiredValue } from '../rules';

/** One end of a period: a required one is checked as such, named by its label. */
export interface DateRangeEnd {
  name: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** @default false */
  isRequired?: boolean;
  /** A hint under the field. @default undefined */
  description?: string;
}

/**
 * The start and end dates of a period side by side; the end may not be before the start
 * (`endBeforeStart` says so).
 */
export function DateRangeFields({
  start,
  end,
  endBeforeStart,
  minColumnWidth,
  isDisabled,
  limitEndCalendar = false,
}: {
  start: DateRangeEnd;
  end: DateRangeEnd;
  /** The message of an end before the start. */
  endBeforeStart: string;
  minColumnWidth: number;
  /** @default false */
  isDisabled?: boolean;
  /** The end's calendar offers no day before the start. @default false */
  limitEndCalendar?: boolean;
}) {
  return (
    <Columns minColumnWidth={minColumnWidth}>
      <DatePicker
        name={start.name}
        label={start.label}
        description={start.description}
        isRequired={start.isRequired}
        isDisabled={isDisabled}
        value={start.value}
        onChange={start.onChange}
        rules={start.isRequired ? [requiredValue(start.label)] : []}
      />
      <DatePicker
        name={end.name}
        label={end.label}
        description={end.description}
        isRequired={end.isRequired}
        isDisabled={isDisabled}
        minValue={limitEndCalendar ? (start.value ?? undefined) : undefined}
        value={end.value}
        onChange={end.onChange}
        rules={[
          ...(end.isRequired ? [requiredValue<string | null>(end.label)] : []),
          notBefore(start.value, endBeforeStart),
        ]}
      />
    </Columns>
  );
}
