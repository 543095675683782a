import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DateInput,
  DateSegment,
  Dialog as AriaDialog,
  Popover as AriaPopover,
} from 'react-aria-components';
import { Icon } from '../components/Icon/Icon';
import * as styles from '../components/DatePicker/DatePicker.css';
import * as overlay from './overlay.css';

/** The typed-by-segments date of DatePicker and of each end of DateRangePicker. */
export function SegmentedDateInput({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/** The calendar button that closes a date field's group. */
export function CalendarButton() {
  return (
    <AriaButton className={overlay.clearButton}>
      <Icon name="calendar" />
    </AriaButton>
  );
}

/** The popover dialog holding a date field's calendar. */
export function CalendarPopover({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AriaPopover className={overlay.popover} offset={4}>
      <AriaDialog aria-label={label} style={{ outline: 'none' }}>
        {children}
      </AriaDialog>
    </AriaPopover>
  );
}
