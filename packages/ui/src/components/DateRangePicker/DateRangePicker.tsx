import {
  Button as AriaButton,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog as AriaDialog,
  Group,
  Popover as AriaPopover,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  type FieldChromeProps,
  type ValueFieldProps,
} from '../../private/Field';
import { useRulesField } from '../../private/useRulesField';
import * as overlay from '../../private/overlay.css';
import { RangeCalendar, toCalendarDate, type DateRange } from '../Calendar/Calendar';
import { Icon } from '../Icon/Icon';
import * as styles from '../DatePicker/DatePicker.css';

export type { DateRange };

export interface DateRangePickerProps
  extends Pick<FieldChromeProps, 'label' | 'description'>, ValueFieldProps<DateRange | null> {
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
  label,
  description,
  value,
  defaultValue,
  onChange,
  onBlur,
  rules,
  minValue,
  maxValue,
  errorMessage,
  isInvalid,
  focusedValue,
  ...props
}: DateRangePickerProps) {
  const field = useRulesField<DateRange | null>({
    value,
    defaultValue,
    onChange,
    onBlur,
    rules,
    name: props.startName,
    emptyValue: null,
    errorMessage,
    isInvalid,
  });
  const start = toCalendarDate(field.value?.start);
  const end = toCalendarDate(field.value?.end);
  return (
    <AriaDateRangePicker
      {...props}
      value={start && end ? { start, end } : null}
      onChange={(range) =>
        field.setValue(range ? { start: range.start.toString(), end: range.end.toString() } : null)
      }
      onBlur={field.onBlur}
      minValue={toCalendarDate(minValue)}
      maxValue={toCalendarDate(maxValue)}
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={`${fieldStyles.control} ${styles.group}`}>
        <DateInput slot="start" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        <DateInput slot="end" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={overlay.clearButton}>
          <Icon name="calendar" />
        </AriaButton>
      </Group>
      <FieldHelp description={description} error={field.error} />
      <AriaPopover className={overlay.popover} offset={4}>
        <AriaDialog aria-label="Choose dates" style={{ outline: 'none' }}>
          <RangeCalendar focusedValue={focusedValue} />
        </AriaDialog>
      </AriaPopover>
    </AriaDateRangePicker>
  );
}
