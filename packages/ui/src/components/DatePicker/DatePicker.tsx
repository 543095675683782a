import { DatePicker as AriaDatePicker, Group } from 'react-aria-components';
import { FieldChrome, fieldStyles, type LabelledValueFieldProps } from '../../private/Field';
import { CalendarButton, CalendarPopover, SegmentedDateInput } from '../../private/DateFieldParts';
import { useValueField } from '../../private/useValueField';
import { Calendar, toCalendarDate } from '../Calendar/Calendar';
import * as styles from './DatePicker.css';

export interface DatePickerProps extends LabelledValueFieldProps<string | null> {
  /** Field name for forms and server errors. @default undefined */
  name?: string;
  /** Earliest date (ISO). @default undefined */
  minValue?: string;
  /** Latest date (ISO). @default undefined */
  maxValue?: string;
  /** Month the calendar opens on when empty (ISO). @default today */
  focusedValue?: string;
  /** Accessible name when there is no visible label. @default undefined */
  'aria-label'?: string;
}

/** A date field (typed by segments) with a calendar popover; values are ISO dates. */
export function DatePicker({ minValue, maxValue, focusedValue, ...props }: DatePickerProps) {
  const { field, chrome, ariaProps } = useValueField<string | null, typeof props>(props, null);
  return (
    <AriaDatePicker
      {...ariaProps}
      value={toCalendarDate(field.value)}
      onChange={(date) => field.setValue(date ? date.toString() : null)}
      minValue={toCalendarDate(minValue)}
      maxValue={toCalendarDate(maxValue)}
    >
      <FieldChrome {...chrome}>
        <Group className={`${fieldStyles.control} ${styles.group}`}>
          <SegmentedDateInput />
          <CalendarButton />
        </Group>
      </FieldChrome>
      <CalendarPopover label="Choose a date">
        <Calendar focusedValue={focusedValue} />
      </CalendarPopover>
    </AriaDatePicker>
  );
}
