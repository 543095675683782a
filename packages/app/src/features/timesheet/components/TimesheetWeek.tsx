import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { access, may } from '../../../lib/session';
import { formatDate, todayUtc } from '../../../lib/format';
import { canPickTimesheetUsers } from '../timesheet-people';
import { WeekGridTable } from './WeekGridTable';
import { WeekStatus } from './WeekStatus';
import { timeEntriesQueryOptions, timesheetWeekQueryOptions } from '../timesheet.queries';
import { targetKey } from '../time-targets';
import {
  buildWeekGrid,
  parseUserParam,
  parseWeekParam,
  targetsOfEntries,
  withLines,
} from '../week-grid';
import * as styles from '../week.css';
import { TimeInLieu } from './TimeInLieuBalance';
import { useKeptLines } from './useKeptLines';

// The pickers (and the list-box code under them) load after the week's data:
// the grid is what the page is for, and it is all keyboard entry.
const TimeTargetPicker = lazy(() =>
  import('./TimeTargetPicker').then((module) => ({
    default: module.TimeTargetPicker,
  })),
);
const TimesheetUserPicker = lazy(() =>
  import('./TimesheetUserPicker').then((module) => ({
    default: module.TimesheetUserPicker,
  })),
);
const ADD_LINE_PLACEHOLDER = 'Search tasks, projects, timesheet tasks';

/** A user's week as lines x days, its status, the add-line picker and the time in lieu. */
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

  const go = (changes: { week?: string; user?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.week) next.set('week', changes.week);
      if (changes.user !== undefined) {
        if (changes.user === me.id) next.delete('user');
        else next.set('user', String(changes.user));
      }
      return next;
    });

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
  const queryClient = useQueryClient();
  const [copyMessage, setCopyMessage] = useState<{ text: string; critical: boolean } | null>(null);
  const [copying, setCopying] = useState(false);

  // The range keeps the previous week's data while the next loads: only use data of this week.
  const data: TimeEntryRange | undefined =
    range.data && !range.isPlaceholderData ? range.data : undefined;
  const grid = useMemo(
    () => (data ? buildWeekGrid(weekStart, data, kept) : null),
    [data, weekStart, kept],
  );

  async function copyLastWeek() {
    setCopying(true);
    setCopyMessage(null);
    try {
      const previous = await queryClient.fetchQuery(
        timeEntriesQueryOptions(apiUser, addDays(weekStart, -7), addDays(weekStart, -1)),
      );
      const targets = targetsOfEntries(previous.items);
      const shown = new Set(grid?.lines.map((line) => line.key) ?? []);
      const added = targets.filter((target) => !shown.has(targetKey(target)));
      if (targets.length === 0)
        setCopyMessage({ text: 'Last week has no time to copy lines from.', critical: false });
      else if (added.length === 0)
        setCopyMessage({ text: "Last week's lines are already here.", critical: false });
      else {
        setKept(withLines(kept, added));
        setCopyMessage({
          text: `${added.length} line${added.length === 1 ? '' : 's'} copied from last week.`,
          critical: false,
        });
      }
    } catch (failure) {
      setCopyMessage({ text: errorMessageOf(failure), critical: true });
    } finally {
      setCopying(false);
    }
  }

  const thisWeek = parseWeekParam(today, today).weekStart;
  const title = `Week of ${formatDate(weekStart)} – ${formatDate(weekEnd)}`;
  const shownUser = week.data?.user;

  return (
    <div className={styles.page}>
      <PageHeader
        title="Timesheet"
        subtitle={isOwn ? undefined : `${shownUser?.name ?? 'Someone else'}'s time`}
        actions={
          // The calendar shows one's own time (the side panel is hidden under /timesheet), and
          // the approvals inbox is reached from here by those who decide weeks.
          <Inline gap="medium">
            {isOwn ? (
              <Link href={`/timesheet/calendar?view=week&date=${weekStart}`}>Calendar</Link>
            ) : null}
            {may(me, access.timesheetApprovals) ? (
              <Link href="/timesheet/approvals">Approvals</Link>
            ) : null}
          </Inline>
        }
      />
      <Inline gap="medium" align="end">
        <Inline gap="xsmall" align="center">
          <IconButton
            icon="chevronLeft"
            aria-label="Previous week"
            onPress={() => go({ week: addDays(weekStart, -7) })}
          />
          <Button
            variant="secondary"
            size="small"
            isDisabled={weekStart === thisWeek}
            onPress={() => go({ week: thisWeek })}
          >
            This week
          </Button>
          <IconButton
            icon="chevronRight"
            aria-label="Next week"
            onPress={() => go({ week: addDays(weekStart, 7) })}
          />
        </Inline>
        <Text as="h2" size="large" aria-live="polite">
          {title}
        </Text>
        <div className={styles.grow} />
        {canPickTimesheetUsers(me) ? (
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
        ) : null}
        {isOwn ? <TimeInLieu me={me} /> : null}
      </Inline>

      {/* Only the shown person's shown week, never an earlier one: the keys of the status and
          the grid differ (siblings sharing a key were kept on screen as stale copies, and a
          leftover "Submit week" submitted another person's week). */}
      {week.data && week.data.user.id === userId && week.data.weekStart === weekStart ? (
        <WeekStatus
          key={`status:${userId}:${weekStart}`}
          week={week.data}
          isOwn={isOwn}
          canWrite={canWrite}
          isApprover={may(me, access.timesheetApprovals)}
        />
      ) : week.isError ? (
        <Callout tone="critical">{errorMessageOf(week.error)}</Callout>
      ) : (
        <Skeleton height={48} label="Loading the week's status" />
      )}

      {data?.lockedThrough ? (
        <Callout tone="caution" announce="none">
          Time is locked up to {formatDate(data.lockedThrough)}: those days are read-only.
        </Callout>
      ) : null}
      {!canWrite ? (
        <Callout tone="neutral" announce="none">
          You may read this timesheet but not change it.
        </Callout>
      ) : null}

      {range.isError ? (
        <Callout
          tone="critical"
          action={<Button onPress={() => void range.refetch()}>Try again</Button>}
        >
          {errorMessageOf(range.error)}
        </Callout>
      ) : !grid ? (
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
          caption={`${isOwn ? 'Your time' : `${shownUser?.name ?? 'Their'} time`}, ${title}`}
          onRemoveLine={(line) => setKept(kept.filter((target) => targetKey(target) !== line.key))}
        />
      )}

      {canWrite && grid && grid.dayLocks.some((lock) => lock === null) ? (
        <Inline gap="medium" align="end">
          <div className={styles.picker}>
            <Suspense
              fallback={
                <FieldPlaceholder label="Add line" text={ADD_LINE_PLACEHOLDER} isPlaceholder />
              }
            >
              <TimeTargetPicker
                label="Add line"
                clearOnSelect
                onSelect={(target) => {
                  setKept(withLines(kept, [target]));
                  setFocusLine(targetKey(target));
                }}
              />
            </Suspense>
          </div>
          <Button icon="list" isLoading={copying} onPress={() => void copyLastWeek()}>
            Copy last week&apos;s lines
          </Button>
        </Inline>
      ) : null}
      {copyMessage ? (
        <Callout tone={copyMessage.critical ? 'critical' : 'neutral'} announce="status">
          {copyMessage.text}
        </Callout>
      ) : null}
    </div>
  );
}
