import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
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
import { Calendar, toCalendarDate } from '../Calendar/Calendar';
import { Icon } from '../Icon/Icon';
import * as styles from './DatePicker.css';

export interface DatePickerProps
  extends Pick<FieldChromeProps, 'label' | 'description'>, ValueFieldProps<string | null> {
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
export function DatePicker({
  label,
  description,
  value,
  defaultValue,
  onChange,
  onBlur,
  rules,
  name,
  minValue,
  maxValue,
  errorMessage,
  isInvalid,
  focusedValue,
  ...props
}: DatePickerProps) {
  const field = useRulesField<string | null>({
    value,
    defaultValue,
    onChange,
    onBlur,
    rules,
    name,
    emptyValue: null,
    errorMessage,
    isInvalid,
  });
  return (
    <AriaDatePicker
      {...props}
      name={name}
      value={toCalendarDate(field.value)}
      onChange={(date) => field.setValue(date ? date.toString() : null)}
      onBlur={field.onBlur}
      minValue={toCalendarDate(minValue)}
      maxValue={toCalendarDate(maxValue)}
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={`${fieldStyles.control} ${styles.group}`}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={overlay.clearButton}>
          <Icon name="calendar" />
        </AriaButton>
      </Group>
      <FieldHelp description={description} error={field.error} />
      <AriaPopover className={overlay.popover} offset={4}>
        <AriaDialog aria-label="Choose a date" style={{ outline: 'none' }}>
          <Calendar focusedValue={focusedValue} />
        </AriaDialog>
      </AriaPopover>
    </AriaDatePicker>
  );
}
