import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isTextDropItem, useDrag, useDrop, useMove } from 'react-aria';
import { Icon, Inline, Text } from '@keel/ui';
import type { TimeEntry } from '@keel/types';
import { formatDate, formatDuration, formatDay } from '../../../lib/format';
import {
  blockHeight,
  PX_PER_MINUTE,
  RESIZE_STEP_MINUTES,
  resizedMinutes,
  type CalendarDay,
  lockText,
  type DayLock,
} from '../calendar-model';
import { targetLabel, targetOfEntry } from '../time-targets';
import * as styles from '../routes/calendar.css';

/* The calendar's days and blocks: a day that takes dropped entries, an entry's block, a day's header. */

/** The drag type of a time entry (its id as text): only calendar days accept it. */
export const ENTRY_TYPE = 'application/x-keel-time-entry';

export function weekdayOf(date: string): string {
  return formatDay(date, 'weekday');
}

/** What the calendar does with a block: open it, move it, resize it. */
export interface CalendarActions {
  /** Log new time on a day. */
  onAdd: (date: string) => void;
  onOpen: (entry: TimeEntry) => void;
  /** Move an entry to another day (a drop, or Alt+Left/Right). */
  onMove: (entry: TimeEntry, date: string) => void;
  /** Change an entry's minutes (the bottom edge, or Alt+Up/Down); week view only. */
  onResize: (entry: TimeEntry, minutes: number) => void;
  /** Alt+Arrow on a block: a day before or after (Left/Right), a week (Up/Down, month view). */
  onMoveBy: (entry: TimeEntry, days: number) => void;
  /** The id of the element describing the keyboard commands of a block. */
  helpId: string;
  /** Today (UTC, as the API counts days): its day is marked. */
  today: string;
}

export function LockNote({ lock, date }: { lock: DayLock; date: string }) {
  return (
    <span className={styles.lockNote} title={`Read-only: ${lockText(lock, date)}`}>
      <Icon name={lock.reason === 'lock' ? 'alert' : 'checkSquare'} size="small" />
      {lock.reason === 'lock' ? 'Locked' : 'Approved'}
    </span>
  );
}

/** A day that accepts dropped entries unless it is locked. */
export function DayCell({
  day,
  className,
  actions,
  entriesById,
  children,
}: {
  day: CalendarDay;
  className: string;
  actions: CalendarActions;
  entriesById: Map<number, TimeEntry>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const locked = day.lock !== null;
  const { dropProps, isDropTarget } = useDrop({
    ref,
    isDisabled: locked,
    getDropOperation: (types) => (!locked && types.has(ENTRY_TYPE) ? 'move' : 'cancel'),
    onDrop: async (event) => {
      if (locked) return;
      for (const item of event.items) {
        if (!isTextDropItem(item) || !item.types.has(ENTRY_TYPE)) continue;
        const entry = entriesById.get(Number(await item.getText(ENTRY_TYPE)));
        if (entry && entry.date !== day.date) actions.onMove(entry, day.date);
      }
    },
  });
  return (
    <div
      {...dropProps}
      ref={ref}
      role="group"
      aria-label={`${weekdayOf(day.date)} ${formatDate(day.date)}${locked ? ', read-only' : ''}`}
      data-day={day.date}
      data-locked={locked || undefined}
      className={`${className} ${isDropTarget ? styles.dropTarget : ''}`}
    >
      {children}
    </div>
  );
}

/**
 * One entry as a block: its target and duration. Dragged to another day to
 * move it; in the week view its bottom edge is dragged to change its minutes
 * (react-aria `useDrag` and `useMove`). The block's button opens the entry and
 * takes Alt+Arrow keys: Left/Right move a day; Down/Up add or take 15 minutes
 * (week view) or move a week (month view).
 */
export function EntryBlock({
  entry,
  day,
  view,
  actions,
}: {
  entry: TimeEntry;
  day: CalendarDay;
  view: 'week' | 'month';
  actions: CalendarActions;
}) {
  const locked = day.lock !== null;
  const { name, context } = targetLabel(targetOfEntry(entry));
  const { dragProps, isDragging } = useDrag({
    isDisabled: locked,
    hasDragButton: true,
    getItems: () => [{ [ENTRY_TYPE]: String(entry.id), 'text/plain': `${name} ${entry.date}` }],
    getAllowedDropOperations: () => ['move'],
  });

  // Resizing by the bottom edge: pixels dragged become minutes in 15-minute steps.
  const [preview, setPreview] = useState<number | null>(null);
  const dragged = useRef({ deltaY: 0, minutes: entry.minutes });
  const { moveProps } = useMove({
    onMoveStart: () => {
      dragged.current = { deltaY: 0, minutes: entry.minutes };
    },
    onMove: (event) => {
      if (event.pointerType === 'keyboard') return;
      dragged.current.deltaY += event.deltaY;
      dragged.current.minutes = resizedMinutes(
        entry,
        entry.minutes + dragged.current.deltaY / PX_PER_MINUTE,
        day.totalMinutes,
      );
      setPreview(dragged.current.minutes);
    },
    onMoveEnd: () => {
      setPreview(null);
      if (dragged.current.minutes !== entry.minutes)
        actions.onResize(entry, dragged.current.minutes);
    },
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      actions.onMoveBy(entry, event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      // Week view: the bottom edge (15 minutes); month view: the row below or above (a week).
      if (view === 'week')
        actions.onResize(
          entry,
          entry.minutes + (down ? RESIZE_STEP_MINUTES : -RESIZE_STEP_MINUTES),
        );
      else actions.onMoveBy(entry, down ? 7 : -7);
    }
  };

  const minutes = preview ?? entry.minutes;
  const label = `${name}, ${context}, ${formatDuration(minutes)}${locked ? ', read-only' : ''}`;
  return (
    <div
      className={`${styles.block} ${locked ? styles.blockLocked : ''} ${isDragging ? styles.blockDragging : ''}`}
      style={view === 'week' ? { height: blockHeight(minutes) } : undefined}
      data-entry={entry.id}
    >
      <div {...dragProps} className={styles.blockBody}>
        <button
          type="button"
          className={styles.blockButton}
          aria-label={label}
          aria-describedby={locked ? undefined : actions.helpId}
          data-entry-button={entry.id}
          onClick={() => actions.onOpen(entry)}
          onKeyDown={onKeyDown}
        >
          <Text weight="medium" truncate>
            {name}
          </Text>
          <Text tone="muted">{formatDuration(minutes)}</Text>
        </button>
      </div>
      {view === 'week' && !locked ? (
        <div
          {...moveProps}
          className={styles.resizeHandle}
          aria-hidden="true"
          data-resize-handle={entry.id}
        />
      ) : null}
    </div>
  );
}

export function DayHeader({
  day,
  actions,
  title,
}: {
  day: CalendarDay;
  actions: CalendarActions;
  title: ReactNode;
}) {
  return (
    <>
      <Inline justify="spaceBetween" gap="xxsmall" wrap={false}>
        <h2
          className={styles.dayTitle}
          aria-current={day.date === actions.today ? 'date' : undefined}
        >
          {title}
          {day.date === actions.today ? <Text tone="accent"> · Today</Text> : null}
        </h2>
        {day.totalMinutes > 0 ? (
          <Text size="small" tone="muted">
            {formatDuration(day.totalMinutes)}
          </Text>
        ) : null}
      </Inline>
      {day.lock ? (
        <LockNote lock={day.lock} date={day.date} />
      ) : (
        <button
          type="button"
          className={styles.addButton}
          aria-label={`Log time on ${weekdayOf(day.date)} ${formatDate(day.date)}`}
          onClick={() => actions.onAdd(day.date)}
        >
          + Add
        </button>
      )}
    </>
  );
}
