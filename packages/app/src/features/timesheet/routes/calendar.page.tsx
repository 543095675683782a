import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VisuallyHidden } from 'react-aria';
import {
  Button,
  Callout,
  DismissibleCallout,
  Inline,
  Link,
  PageHeader,
  QueryStates,
  Select,
  Skeleton,
  Text,
} from '@keel/ui';
import {
  addDays,
  mondayOf,
  type TimeEntry,
  type TimeEntryRange,
  type TimeEntryUpdateInput,
} from '@keel/types';
import { formatDate, formatDuration, todayUtc, formatMonth } from '../../../lib/format';
import { ApiError, errorMessageOf } from '../../../lib/api';
import {
  calendarDays,
  lockText,
  parseCalendarParams,
  moveInput,
  resizedMinutes,
  resizeInput,
  shiftView,
  withEntry,
  viewDays,
  type CalendarView,
  type DayLock,
} from '../calendar-model';
import { timeEntriesQueryOptions } from '../timesheet.queries';
import { useUpdateTimeEntryMutation } from '../timesheet.mutations';
import { targetLabel, targetOfEntry } from '../time-targets';
import { TimeEntryDialog } from '../components/TimeEntryDialog';
import { MonthView, WeekView, type CalendarActions } from '../components/CalendarViews';
import * as styles from './calendar.css';

function periodTitle(view: CalendarView, first: string, last: string, date: string): string {
  if (view === 'month')
    return formatMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 'long');
  return `${formatDate(first)} – ${formatDate(last)}`;
}

type Editing = { entry: TimeEntry } | { date: string } | null;

/**
 * `/timesheet/calendar`: one's own time by week or by month
 * (`?view=week|month&date=YYYY-MM-DD`). Entries are blocks; a block is moved
 * to another day by dragging it or with Alt+Left/Right (a day; in the month
 * view Alt+Up/Down move a week), and in the week view resized by its bottom
 * edge or Alt+Down/Up (15 minutes more or less). Moves and resizes
 * show at once and roll back when the API refuses them (a stale version, a
 * locked day). Locked and approved days are read-only, and say so.
 */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const { view, date } = parseCalendarParams(params, today);
  const days = viewDays(view, date);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const options = timeEntriesQueryOptions(null, first, last);
  const range = useQuery(options);
  const shown = calendarDays(view, date, range.data);
  const queryClient = useQueryClient();
  const update = useUpdateTimeEntryMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef(new Set<number>());
  const refocus = useRef<number | null>(null);
  const helpId = useId();

  // A moved block is drawn in another day: give it the keyboard focus back.
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    const button = document.querySelector<HTMLElement>(`[data-entry-button="${refocus.current}"]`);
    if (button && document.activeElement !== button) button.focus();
  });

  const go = (next: { view?: CalendarView; date?: string }) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        merged.set('view', next.view ?? view);
        merged.set('date', next.date ?? date);
        return merged;
      },
      { replace: false },
    );

  /** Optimistic write: the block changes now; the API's refusal puts it back and says why. */
  const change = (entry: TimeEntry, input: TimeEntryUpdateInput, done: string) => {
    if (pending.current.has(entry.id)) {
      setAnnouncement('Still saving the previous change of this entry.');
      return;
    }
    pending.current.add(entry.id);
    setProblem(null);
    const key = options.queryKey;
    const put = (next: TimeEntry) =>
      queryClient.setQueryData<TimeEntryRange>(key, (current) =>
        current ? withEntry(current, next) : current,
      );
    put({ ...entry, date: input.date, minutes: input.minutes });
    update
      .mutateAsync({ entryId: entry.id, input })
      .then((saved) => {
        put(saved);
        setAnnouncement(done);
      })
      .catch((error: unknown) => {
        put(entry);
        const stale =
          error instanceof ApiError &&
          error.status === 409 &&
          typeof error.body === 'object' &&
          error.body !== null &&
          'current' in error.body;
        const message = stale
          ? 'This entry was changed elsewhere in the meantime; the calendar shows it as it is now.'
          : errorMessageOf(error);
        setProblem(message);
        setAnnouncement(`Not saved: ${message}`);
        void queryClient.invalidateQueries({ queryKey: key });
      })
      .finally(() => pending.current.delete(entry.id));
  };

  const nameOf = (entry: TimeEntry) => targetLabel(targetOfEntry(entry)).name;
  const dayOf = (day: string) => shown.find((d) => d.date === day);

  const move = (entry: TimeEntry, to: string) => {
    const from = dayOf(entry.date);
    const target = dayOf(to);
    if (from?.lock) return refuse('Not moved', entry.date, from.lock);
    if (target?.lock) return refuse('Not moved', to, target.lock);
    refocus.current = entry.id;
    change(entry, moveInput(entry, to), `${nameOf(entry)} moved to ${formatDate(to)}.`);
  };

  const refuse = (what: string, day: string, lock: DayLock) => {
    const message = `${what}: ${formatDate(day)} is read-only (${lockText(lock, day)}).`;
    setProblem(message);
    setAnnouncement(message);
  };

  const actions: CalendarActions = {
    helpId,
    today,
    onAdd: (day) => setEditing({ date: day }),
    onOpen: (entry) => setEditing({ entry }),
    onMove: move,
    onMoveBy: (entry, step) => {
      const to = addDays(entry.date, step);
      // Beyond the shown days: follow the entry to the next or previous period.
      if (to < first || to > last) go({ date: to });
      move(entry, to);
    },
    onResize: (entry, wanted) => {
      const day = dayOf(entry.date);
      if (day?.lock) return refuse('Not changed', entry.date, day.lock);
      const minutes = resizedMinutes(entry, wanted, day?.totalMinutes ?? entry.minutes);
      if (minutes === entry.minutes) {
        setAnnouncement(`${nameOf(entry)} stays ${formatDuration(minutes)}.`);
        return;
      }
      refocus.current = entry.id;
      change(
        entry,
        resizeInput(entry, minutes),
        `${nameOf(entry)} is now ${formatDuration(minutes)}.`,
      );
    },
  };

  const editingEntry = editing && 'entry' in editing ? editing.entry : null;
  const editingLock = editingEntry ? dayOf(editingEntry.date)?.lock : null;

  return (
    <div className={styles.page}>
      <PageHeader
        title="Calendar"
        subtitle={
          range.data
            ? `${formatDuration(range.data.totalMinutes)} logged from ${formatDate(first)} to ${formatDate(last)}`
            : undefined
        }
        actions={
          <>
            <Link href={`/timesheet?week=${mondayOf(date)}`}>Week grid</Link>
            <Button
              variant="primary"
              icon="plus"
              onPress={() => setEditing({ date: today >= first && today <= last ? today : date })}
            >
              Log time
            </Button>
          </>
        }
        filters={
          <Inline align="end">
            <Select
              label="View"
              items={[
                { id: 'week', name: 'Week' },
                { id: 'month', name: 'Month' },
              ]}
              value={view}
              onChange={(key) => key && go({ view: key === 'month' ? 'month' : 'week' })}
            />
            <Button icon="chevronLeft" onPress={() => go({ date: shiftView(view, date, -1) })}>
              {view === 'week' ? 'Previous week' : 'Previous month'}
            </Button>
            <Button onPress={() => go({ date: today })}>Today</Button>
            <Button icon="chevronRight" onPress={() => go({ date: shiftView(view, date, 1) })}>
              {view === 'week' ? 'Next week' : 'Next month'}
            </Button>
            <h2 className={styles.period} aria-live="polite">
              {periodTitle(view, first, last, date)}
            </h2>
          </Inline>
        }
      />
      <Text as="p" id={helpId} size="small" tone="muted">
        Drag a block to another day to move it
        {view === 'week' ? ', or drag its bottom edge to change its time' : ''}. With the keyboard,
        focus a block: Alt+Left and Alt+Right move it a day
        {view === 'week'
          ? '; Alt+Down adds 15 minutes and Alt+Up takes 15 off'
          : '; Alt+Up and Alt+Down move it a week'}
        . Enter opens it. Locked and approved days are read-only.
      </Text>
      {problem ? (
        <DismissibleCallout tone="critical" announce="none" onDismiss={() => setProblem(null)}>
          {problem}
        </DismissibleCallout>
      ) : null}
      <VisuallyHidden>
        <div role="status" aria-live="polite" aria-label="Calendar changes">
          {announcement}
        </div>
      </VisuallyHidden>
      <QueryStates
        query={range}
        what="The calendar"
        failed={<Callout tone="critical">{errorMessageOf(range.error)}</Callout>}
        loading={<Skeleton lines={6} label="Loading the calendar" />}
      >
        {view === 'week' ? (
          <WeekView days={shown} actions={actions} />
        ) : (
          <MonthView days={shown} actions={actions} />
        )}
      </QueryStates>
      {editing ? (
        <TimeEntryDialog
          key={editingEntry ? `entry-${editingEntry.id}` : 'new'}
          entry={editingEntry}
          defaultDate={'date' in editing ? editing.date : (editingEntry?.date ?? today)}
          readOnlyReason={
            editingLock
              ? `${formatDate(editingEntry!.date)} is read-only (${lockText(editingLock, editingEntry!.date)}): this entry cannot be changed.`
              : null
          }
          onClose={() => setEditing(null)}
          onReload={() => void range.refetch()}
        />
      ) : null}
    </div>
  );
}
