import type { TimeEntry } from '@keel/types';
import { Text } from '@keel/ui';
import { formatDay } from '../../../lib/format';
import { columnHeight, type CalendarDay } from '../calendar-model';
import * as styles from '../routes/calendar.css';
import { DayCell, DayHeader, EntryBlock, weekdayOf, type CalendarActions } from './CalendarDays';

export type { CalendarActions } from './CalendarDays';

function entryMap(days: CalendarDay[]): Map<number, TimeEntry> {
  return new Map(days.flatMap((day) => day.entries.map((entry) => [entry.id, entry] as const)));
}

/** Seven day columns; each day's blocks stacked from the top, as tall as their minutes. */
export function WeekView({ days, actions }: { days: CalendarDay[]; actions: CalendarActions }) {
  const entriesById = entryMap(days);
  const height = columnHeight(days);
  return (
    <div className={styles.grid}>
      {days.map((day) => (
        <DayCell
          key={day.date}
          day={day}
          actions={actions}
          entriesById={entriesById}
          className={day.lock ? styles.day.locked : styles.day.open}
        >
          <DayHeader
            day={day}
            actions={actions}
            title={`${weekdayOf(day.date)} ${formatDay(day.date, 'dayOfMonth')}`}
          />
          <div className={styles.blocks} style={{ minHeight: height }}>
            {day.entries.map((entry) => (
              <EntryBlock key={entry.id} entry={entry} day={day} view="week" actions={actions} />
            ))}
          </div>
        </DayCell>
      ))}
    </div>
  );
}

/** Whole weeks covering the month; the days of the neighbouring months are muted. */
export function MonthView({ days, actions }: { days: CalendarDay[]; actions: CalendarActions }) {
  const entriesById = entryMap(days);
  return (
    <div className={styles.grid}>
      {days.slice(0, 7).map((day) => (
        <Text
          key={`head-${day.date}`}
          as="div"
          size="small"
          weight="medium"
          tone="muted"
          aria-hidden
        >
          {weekdayOf(day.date)}
        </Text>
      ))}
      {days.map((day) => (
        <DayCell
          key={day.date}
          day={day}
          actions={actions}
          entriesById={entriesById}
          className={`${day.lock ? styles.day.locked : day.inMonth ? styles.day.open : styles.day.outside} ${styles.monthDay}`}
        >
          <DayHeader
            day={day}
            actions={actions}
            title={
              day.inMonth ? (
                formatDay(day.date, 'dayOfMonth')
              ) : (
                <Text tone="muted">{formatDay(day.date, 'dayMonth')}</Text>
              )
            }
          />
          {day.entries.map((entry) => (
            <EntryBlock key={entry.id} entry={entry} day={day} view="month" actions={actions} />
          ))}
        </DayCell>
      ))}
    </div>
  );
}
