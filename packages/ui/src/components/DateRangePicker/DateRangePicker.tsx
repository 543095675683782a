import { DateRangePicker as AriaDateRangePicker, Group } from 'react-aria-components';
import { FieldChrome, fieldStyles, type LabelledValueFieldProps } from '../../private/Field';
import { CalendarButton, CalendarPopover, SegmentedDateInput } from '../../private/DateFieldParts';
import { useValueField } from '../../private/useValueField';
import { RangeCalendar, toCalendarDate, type DateRange } from '../Calendar/Calendar';
import * as styles from '../DatePicker/DatePicker.css';

export type { DateRange };

export interface DateRangePickerProps extends LabelledValueFieldProps<DateRange | null> {
  /** Earliest date (ISO). @default undefined */
  minValue?: string;
  /** Latest date (ISO). @default undefined */
  maxValue?: string;
  /** Field names of the start and end for forms. @default undefined */
  startName?: string;
  /** @default undefined */
  endName?: string;
  /** Month the calendar opens on when empty (ISO). @default today */
  focusedValue?: string;
  /** Accessible name when there is no visible label. @default undefined */
  'aria-label'?: string;
}

/** A start–end date field with a range calendar popover; values are ISO dates. */
export function DateRangePicker({
  minValue,
  maxValue,
  focusedValue,
  ...props
}: DateRangePickerProps) {
  const { field, chrome, ariaProps } = useValueField<DateRange | null, typeof props>(
    props,
    null,
    props.startName,
  );
  const start = toCalendarDate(field.value?.start);
  const end = toCalendarDate(field.value?.end);
  return (
    <AriaDateRangePicker
      {...ariaProps}
      value={start && end ? { start, end } : null}
      onChange={(range) =>
        field.setValue(range ? { start: range.start.toString(), end: range.end.toString() } : null)
      }
      minValue={toCalendarDate(minValue)}
      maxValue={toCalendarDate(maxValue)}
    >
      <FieldChrome {...chrome}>
        <Group className={`${fieldStyles.control} ${styles.group}`}>
          <SegmentedDateInput slot="start" />
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <SegmentedDateInput slot="end" />
          <CalendarButton />
        </Group>
      </FieldChrome>
      <CalendarPopover label="Choose dates">
        <RangeCalendar focusedValue={focusedValue} />
      </CalendarPopover>
    </AriaDateRangePicker>
  );
}
