import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Callout,
  EmptyState,
  FieldPlaceholder,
  IconButton,
  Inline,
  Link,
  PageHeader,
  Skeleton,
  Text,
} from '@keel/ui';
import { addDays, type CurrentUser, type TimeEntryRange } from '@keel/types';
import { errorMessageOf } from '../../../lib/api';
import { useMediaQuery } from '../../../lib/hooks/useMediaQuery';
import { access, may } from '../../../lib/session';
import { formatDate, todayUtc } from '../../../lib/format';
import { canPickTimesheetUsers } from '../timesheet-people';
import { WeekGridTable } from './WeekGridTable';
import { WeekStatus } from './WeekStatus';
import { timeEntriesQueryOptions, timesheetWeekQueryOptions } from '../timesheet.queries';
import { targetKey } from '../time-targets';
import { buildWeekGrid, parseUserParam, parseWeekParam } from '../week-grid';
import { DAY_VIEW_QUERY, parseDayParam } from '../day-view';
import * as styles from '../week.css';
import { TimeInLieu } from './TimeInLieuBalance';
import { useKeptLines } from './useKeptLines';
import { useLastAsked } from './useLastAsked';
import { WeekAddLine } from './WeekAddLine';

// The user picker (and the list-box code under it) loads after the week's data.
const TimesheetUserPicker = lazy(() =>
  import('./TimesheetUserPicker').then((module) => ({
    default: module.TimesheetUserPicker,
  })),
);
// A phone's day view loads only below 600 px (the route's prefetch starts it early there).
const TimesheetDay = lazy(() =>
  import('./TimesheetDay').then((module) => ({ default: module.TimesheetDay })),
);

/**
 * A user's week as lines x days, its status, the add-line picker and the time
 * in lieu; below 600 px one day at a time (`TimesheetDay`) over the same
 * queries, with the week's status and balance under it.
 */
export function Week({ me }: { me: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const { weekStart, canonical } = parseWeekParam(params.get('week'), today);
  const rawUser = params.get('user');
  const requestedUser = parseUserParam(rawUser);
  const userId = requestedUser ?? me.id;
  const isOwn = userId === me.id;
  const canWrite = isOwn || may(me, { allOf: ['readAllTimesheets', 'approveTimesheets'] });
  const weekEnd = addDays(weekStart, 6);
  const narrow = useMediaQuery(DAY_VIEW_QUERY);
  const day = parseDayParam(params.get('day'), weekStart, today);

  // An unreadable ?week= or ?user= is rewritten to what is shown.
  useEffect(() => {
    if (canonical && (rawUser === null || requestedUser !== null)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('week', weekStart);
        if (requestedUser === null) next.delete('user');
        return next;
      },
      { replace: true },
    );
  }, [canonical, rawUser, requestedUser, weekStart, setParams]);

  /** A week without a day leaves the day to `parseDayParam` (today in it, else Monday). */
  const go = (changes: { week?: string; day?: string; user?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.week) next.set('week', changes.week);
      if (changes.day) next.set('day', changes.day);
      else if (changes.week) next.delete('day');
      if (changes.user !== undefined) {
        if (changes.user === me.id) next.delete('user');
        else next.set('user', String(changes.user));
      }
      return next;
    });

  const askedWeek = useLastAsked(weekStart);
  const goWeek = (week: string) => go({ week: askedWeek.ask(week) });

  const apiUser = isOwn ? null : userId;
  const range = useQuery(timeEntriesQueryOptions(apiUser, weekStart, weekEnd));
  const week = useQuery(timesheetWeekQueryOptions(userId, weekStart));
  const [kept, setKept] = useKeptLines(userId, weekStart);
  // After "Add line", the new line's first open day takes focus (the picker empties itself).
  const [focusLine, setFocusLine] = useState<string | null>(null);
  useEffect(() => {
    if (focusLine === null) return;
    const cell = document.querySelector<HTMLInputElement>(
      `input[data-line="${CSS.escape(focusLine)}"]`,
    );
    if (!cell) return;
    cell.focus();
    setFocusLine(null);
    // `kept`: the new line renders with it.
  }, [focusLine, kept]);

  // The range keeps the previous week's data while the next loads: only use data of this week.
  const data: TimeEntryRange | undefined =
    range.data && !range.isPlaceholderData ? range.data : undefined;
  const grid = useMemo(
    () => (data ? buildWeekGrid(weekStart, data, kept) : null),
    [data, weekStart, kept],
  );

  const thisWeek = parseWeekParam(today, today).weekStart;
  const title = `Week of ${formatDate(weekStart)} – ${formatDate(weekEnd)}`;
  const shownUser = week.data?.user;
  const whose = isOwn ? 'Your time' : `${shownUser?.name ?? 'Their'} time`;

  const userPicker = canPickTimesheetUsers(me) ? (
    <Suspense
      fallback={
        <div className={styles.userPicker}>
          <FieldPlaceholder label="Timesheet of" text={shownUser?.name ?? ''} />
        </div>
      }
    >
      <TimesheetUserPicker
        className={styles.userPicker}
        me={me}
        userId={userId}
        shownUser={shownUser}
        onChange={(user) => go({ user })}
      />
    </Suspense>
  ) : null;
  const balance = isOwn ? <TimeInLieu me={me} /> : null;
  const rangeFailure = range.isError ? (
    <Callout
      tone="critical"
      action={<Button onPress={() => void range.refetch()}>Try again</Button>}
    >
      {errorMessageOf(range.error)}
    </Callout>
  ) : null;

  // Only the shown person's shown week, never an earlier one: the keys of the status and
  // the grid differ (siblings sharing a key were kept on screen as stale copies, and a
  // leftover "Submit week" submitted another person's week).
  const status: ReactNode = [
    week.data && week.data.user.id === userId && week.data.weekStart === weekStart ? (
      <WeekStatus
        key={`status:${userId}:${weekStart}`}
        week={week.data}
        isOwn={isOwn}
        canWrite={canWrite}
        isApprover={may(me, access.timesheetApprovals)}
      />
    ) : week.isError ? (
      <Callout key="status-error" tone="critical">
        {errorMessageOf(week.error)}
      </Callout>
    ) : (
      <Skeleton key="status-loading" height={48} label="Loading the week's status" />
    ),
    data?.lockedThrough ? (
      <Callout key="locked" tone="caution" announce="none">
        Time is locked up to {formatDate(data.lockedThrough)}: those days are read-only.
      </Callout>
    ) : null,
    !canWrite ? (
      <Callout key="read-only" tone="neutral" announce="none">
        You may read this timesheet but not change it.
      </Callout>
    ) : null,
  ];

  const header = (
    <PageHeader
      title="Timesheet"
      subtitle={isOwn ? undefined : `${shownUser?.name ?? 'Someone else'}'s time`}
      actions={
        // The calendar shows one's own time (the side panel is hidden under /timesheet), and
        // the approvals inbox is reached from here by those who decide weeks.
        <Inline gap="medium">
          {isOwn ? (
            <Link href={`/timesheet/calendar?view=week&date=${narrow ? day : weekStart}`}>
              Calendar
            </Link>
          ) : null}
          {may(me, access.timesheetApprovals) ? (
            <Link href="/timesheet/approvals">Approvals</Link>
          ) : null}
        </Inline>
      }
    />
  );

  if (narrow)
    return (
      <div className={styles.page}>
        {header}
        {userPicker}
        <Suspense fallback={<Skeleton height={320} label="Loading the day" />}>
          <TimesheetDay
            key={`day:${userId}`}
            grid={grid}
            failure={rangeFailure}
            day={day}
            today={today}
            userId={apiUser}
            canWrite={canWrite}
            whose={whose}
            onDay={(next) => go(next)}
            onReload={() => void range.refetch()}
          />
        </Suspense>
        {status}
        {balance}
      </div>
    );

  return (
    <div className={styles.page}>
      {header}
      <Inline gap="medium" align="end">
        <Inline gap="xsmall" align="center">
          <IconButton
            icon="chevronLeft"
            aria-label="Previous week"
            onPress={() => goWeek(addDays(askedWeek.last(), -7))}
          />
          <Button
            variant="secondary"
            size="small"
            isDisabled={weekStart === thisWeek}
            onPress={() => goWeek(thisWeek)}
          >
            This week
          </Button>
          <IconButton
            icon="chevronRight"
            aria-label="Next week"
            onPress={() => goWeek(addDays(askedWeek.last(), 7))}
          />
        </Inline>
        <Text as="h2" size="large" aria-live="polite">
          {title}
        </Text>
        <div className={styles.grow} />
        {userPicker}
        {balance}
      </Inline>
      {status}
      {rangeFailure ??
        (!grid ? (
          <Skeleton lines={5} height={32} label="Loading the week" />
        ) : grid.lines.length === 0 ? (
          <EmptyState
            icon="clock"
            title="No time this week"
            description={
              canWrite
                ? "Add a line below to log time, or copy last week's lines."
                : 'Nothing was logged this week.'
            }
          />
        ) : (
          <WeekGridTable
            key={`grid:${userId}:${weekStart}`}
            grid={grid}
            userId={apiUser}
            canWrite={canWrite}
            caption={`${whose}, ${title}`}
            onRemoveLine={(line) =>
              setKept(kept.filter((target) => targetKey(target) !== line.key))
            }
          />
        ))}
      {canWrite ? (
        <WeekAddLine
          grid={grid}
          weekStart={weekStart}
          apiUser={apiUser}
          kept={kept}
          onKeep={(lines, focus) => {
            setKept(lines);
            if (focus) setFocusLine(focus);
          }}
        />
      ) : null}
    </div>
  );
}
