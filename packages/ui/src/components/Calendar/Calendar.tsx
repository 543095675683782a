import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Icon } from '../Icon/Icon';
import * as overlay from '../../private/overlay.css';
import * as styles from './Calendar.css';

/** Dates cross the API as ISO `YYYY-MM-DD` strings; these convert at the component edge. */
export function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
}

export interface DateRange {
  start: string;
  end: string;
}

function CalendarHeader() {
  return (
    <header className={styles.header}>
      <AriaButton slot="previous" className={overlay.clearButton}>
        <Icon name="chevronLeft" />
      </AriaButton>
      <Heading className={styles.heading} />
      <AriaButton slot="next" className={overlay.clearButton}>
        <Icon name="chevronRight" />
      </AriaButton>
    </header>
  );
}

function Grid() {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell
            date={date}
            className={({ isToday }) => (isToday ? `${styles.cell} ${styles.today}` : styles.cell)}
          />
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

export interface CalendarProps {
  /** Accessible name. @default 'Calendar' */
  'aria-label'?: string;
  /** Controlled date (ISO `YYYY-MM-DD`). @default undefined */
  value?: string | null;
  /** Initial date when uncontrolled. @default undefined */
  defaultValue?: string | null;
  /** Called with the chosen ISO date. */
  onChange?: (value: string) => void;
  /** Earliest selectable date (ISO). @default undefined */
  minValue?: string;
  /** Latest selectable date (ISO). @default undefined */
  maxValue?: string;
  /** Month shown when nothing is selected (ISO date inside it); stories pass a fixed one. @default today */
  focusedValue?: string;
  /** @default false */
  isDisabled?: boolean;
}

/** What both calendars pass on alike: the name, the disabled state, the bounds and the month shown first. */
function commonCalendarProps({
  minValue,
  maxValue,
  focusedValue,
  ...props
}: Omit<CalendarProps, 'value' | 'defaultValue' | 'onChange'>) {
  return {
    'aria-label': props['aria-label'],
    isDisabled: props.isDisabled,
    minValue: toCalendarDate(minValue) ?? undefined,
    maxValue: toCalendarDate(maxValue) ?? undefined,
    defaultFocusedValue: toCalendarDate(focusedValue) ?? undefined,
    className: styles.calendar,
  };
}

/** A month grid for picking one date, fully keyboard operable. */
export function Calendar({ value, defaultValue, onChange, ...props }: CalendarProps) {
  return (
    <AriaCalendar
      {...commonCalendarProps(props)}
      value={value === undefined ? undefined : toCalendarDate(value)}
      defaultValue={toCalendarDate(defaultValue) ?? undefined}
      onChange={onChange ? (date) => onChange(date.toString()) : undefined}
    >
      <CalendarHeader />
      <Grid />
    </AriaCalendar>
  );
}

export interface RangeCalendarProps extends Omit<
  CalendarProps,
  'value' | 'defaultValue' | 'onChange'
> {
  /** Controlled range. @default undefined */
  value?: DateRange | null;
  /** Initial range. @default undefined */
  defaultValue?: DateRange | null;
  /** Called with the chosen range. */
  onChange?: (value: DateRange) => void;
}

/** A month grid for picking a start and an end date. */
export function RangeCalendar({ value, defaultValue, onChange, ...props }: RangeCalendarProps) {
  const toRange = (range: DateRange | null | undefined) => {
    const start = toCalendarDate(range?.start);
    const end = toCalendarDate(range?.end);
    return start && end ? { start, end } : null;
  };
  return (
    <AriaRangeCalendar
      {...commonCalendarProps(props)}
      value={value === undefined ? undefined : toRange(value)}
      defaultValue={toRange(defaultValue) ?? undefined}
      onChange={
        onChange
          ? (range) => onChange({ start: range.start.toString(), end: range.end.toString() })
          : undefined
      }
    >
      <CalendarHeader />
      <Grid />
    </AriaRangeCalendar>
  );
}
