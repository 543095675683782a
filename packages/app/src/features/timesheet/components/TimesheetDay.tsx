import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, EmptyState, Icon, IconButton, Inline, Skeleton, Text } from '@keel/ui';
import { formatClockDuration, type TimeEntry } from '@keel/types';
import { formatDate, formatDay } from '../../../lib/format';
import { targetLabel, targetOfEntry } from '../time-targets';
import { dayOfGrid, entryReadOnlyReason, stepDay, type DayView } from '../day-view';
import type { WeekGrid } from '../week-grid';
import { lockText } from './WeekDayCell';
import { StartTimerButton } from './StartTimerButton';
import { useLastAsked } from './useLastAsked';
import * as styles from './day-view.css';

// The form (target picker, date picker, selects) loads when the sheet first opens.
const TimeEntryDialog = lazy(() =>
  import('./TimeEntryDialog').then((module) => ({ default: module.TimeEntryDialog })),
);

export interface TimesheetDayProps {
  /** The shown week as the grid reads it; null while it loads. */
  grid: WeekGrid | null;
  /** Shown instead of the entries when the week failed to load. */
  failure: ReactNode;
  day: string;
  today: string;
  /** Set when the timesheet is someone else's (their id goes with new entries). */
  userId: number | null;
  canWrite: boolean;
  /** `Your time` or `Max Member's time`: names the day's list. */
  whose: string;
  /** Shows another day (with its week's Monday). */
  onDay: (next: { day: string; week: string }) => void;
  /** After a stale-version 409 in the sheet: reads the week again. */
  onReload: () => void;
}

/** What the sheet holds: a new entry, or one of the day's. */
type Editing = { entry: TimeEntry | null };

/**
 * A phone's timesheet: one day of the week at a time (previous, next, today,
 * or a day of the week's strip), its entries, the day's and the week's
 * totals; an entry is added and changed in a bottom sheet (the dialog the
 * calendar uses), and a line's timer starts from its entry.
 */
export function TimesheetDay({
  grid,
  failure,
  day,
  today,
  userId,
  canWrite,
  whose,
  onDay,
  onReload,
}: TimesheetDayProps) {
  const view = grid ? dayOfGrid(grid, day) : null;
  const [editing, setEditing] = useState<Editing | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dayName = `${formatDay(day, 'weekdayLong')} ${formatDate(day)}`;

  // A deleted entry takes its button away: focus goes back to the day rather than the page.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) wasEditing.current = true;
    else if (wasEditing.current) {
      wasEditing.current = false;
      const frame = requestAnimationFrame(() => {
        if (document.activeElement === document.body) headingRef.current?.focus();
      });
      return () => cancelAnimationFrame(frame);
    }
    return undefined;
  }, [editing]);

  const asked = useLastAsked(day);
  const step = (days: number) => {
    const next = stepDay(asked.last(), days);
    asked.ask(next.day);
    onDay(next);
  };

  const mayAdd = canWrite && view !== null && view.lock === null;
  return (
    <section className={styles.day} aria-labelledby={headingId}>
      <div className={styles.nav}>
        <IconButton icon="chevronLeft" aria-label="Previous day" onPress={() => step(-1)} />
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          aria-live="polite"
          className={styles.heading}
        >
          {dayName}
        </h2>
        <IconButton icon="chevronRight" aria-label="Next day" onPress={() => step(1)} />
      </div>
      <Inline justify="spaceBetween" align="center" gap="small">
        <Button
          variant="secondary"
          size="small"
          isDisabled={day === today}
          onPress={() => onDay(stepDay(today, 0))}
        >
          Today
        </Button>
        {mayAdd ? (
          <Button variant="primary" icon="plus" onPress={() => setEditing({ entry: null })}>
            Add entry
          </Button>
        ) : null}
      </Inline>
      {grid && view ? (
        <WeekStrip
          grid={grid}
          view={view}
          today={today}
          onDay={(next) => onDay(stepDay(next, 0))}
        />
      ) : (
        <Skeleton height={56} label="Loading the week" />
      )}
      {failure ??
        (view ? (
          <DayEntries
            view={view}
            label={`${whose}, ${dayName}`}
            canWrite={canWrite}
            isOwn={userId === null}
            onOpen={(entry) => setEditing({ entry })}
          />
        ) : (
          <Skeleton lines={3} height={56} label="Loading the day" />
        ))}
      {editing && view ? (
        <Suspense fallback={null}>
          <TimeEntryDialog
            key={editing.entry ? `entry-${editing.entry.id}` : 'new'}
            placement="sheet"
            entry={editing.entry}
            defaultDate={day}
            userId={userId}
            readOnlyReason={entryReadOnlyReason(view.lock, day, canWrite)}
            onClose={() => setEditing(null)}
            onReload={onReload}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The week's days as buttons (each with its total), the shown one pressed. */
function WeekStrip({
  grid,
  view,
  today,
  onDay,
}: {
  grid: WeekGrid;
  view: DayView;
  today: string;
  onDay: (day: string) => void;
}) {
  return (
    <ul className={styles.strip} aria-label="Days of the week">
      {grid.days.map((date, index) => {
        const minutes = view.dayTotals[index]!;
        const lock = view.dayLocks[index];
        const isToday = date === today;
        const weekday = formatDay(date, 'weekday');
        const dayOfMonth = formatDay(date, 'dayOfMonth');
        // Said as it reads, plus what the eye gets from the underline and the lock.
        const name = [
          `${weekday} ${dayOfMonth}${isToday ? ' (today)' : ''}`,
          minutes > 0 ? `${formatClockDuration(minutes)} logged` : 'no time',
          ...(lock ? [lockText(lock).toLowerCase()] : []),
        ].join(', ');
        return (
          <li key={date}>
            <button
              type="button"
              className={styles.stripDay}
              aria-pressed={date === view.day}
              aria-label={name}
              onClick={() => onDay(date)}
            >
              <span aria-hidden="true">{weekday}</span>
              <span aria-hidden="true" className={isToday ? styles.today : undefined}>
                {dayOfMonth}
              </span>
              <span aria-hidden="true">
                {minutes > 0 ? formatClockDuration(minutes) : '–'}
                {lock ? (
                  <>
                    {' '}
                    <Icon name="lock" size="small" />
                  </>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The day's and the week's totals, then the day's entries (or why there are none). */
function DayEntries({
  view,
  label,
  canWrite,
  isOwn,
  onOpen,
}: {
  view: DayView;
  label: string;
  canWrite: boolean;
  isOwn: boolean;
  onOpen: (entry: TimeEntry) => void;
}) {
  return (
    <>
      <dl className={styles.totals} aria-label="Totals">
        <div className={styles.total}>
          <dt className={styles.totalTerm}>Day total</dt>
          <dd className={styles.totalValue}>{formatClockDuration(view.dayMinutes)}</dd>
        </div>
        <div className={styles.total}>
          <dt className={styles.totalTerm}>Week total</dt>
          <dd className={styles.totalValue}>{formatClockDuration(view.weekMinutes)}</dd>
        </div>
      </dl>
      {view.lock ? (
        <Inline gap="xsmall" align="center">
          <Icon name="lock" size="small" />
          <Text size="small" tone="muted">
            {lockText(view.lock)}: this day is read-only.
          </Text>
        </Inline>
      ) : null}
      {view.entries.length === 0 ? (
        <EmptyState
          icon="clock"
          title="No time on this day"
          description={
            canWrite && view.lock === null
              ? 'Add an entry to log time.'
              : 'Nothing was logged on this day.'
          }
        />
      ) : (
        <ul className={styles.entries} aria-label={label}>
          {view.entries.map(({ entry }) => {
            const target = targetOfEntry(entry);
            const { name, context } = targetLabel(target);
            const meta = entry.note ? `${context} · ${entry.note}` : context;
            return (
              <li key={entry.id} className={styles.entry}>
                <button
                  type="button"
                  className={styles.entryButton}
                  aria-label={`${name}, ${meta}, ${formatClockDuration(entry.minutes)}`}
                  onClick={() => onOpen(entry)}
                >
                  <span className={styles.entryText} aria-hidden="true">
                    <span className={styles.entryName}>{name}</span>
                    <span className={styles.entryMeta}>{meta}</span>
                  </span>
                  <span className={styles.entryMinutes} aria-hidden="true">
                    {formatClockDuration(entry.minutes)}
                  </span>
                </button>
                {/* One's own day: the entry's target can start the running timer. */}
                {isOwn && canWrite ? <StartTimerButton target={target} compact /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
