import { addDays } from '@keel/types';
import { sendEarly } from '../../lib/api/early-requests';
import { PHONE_QUERY } from './phone';
import { parseWeekParam } from './week-params';

/*
 * `/timesheet`'s own week, asked for by the app's entry (main.tsx) beside the
 * current user's request, before any route or page code has arrived: on a
 * phone the page's data is then on its way seconds earlier than its loader
 * (`week.prefetch.ts`) could ask, and the loader's and the page's first
 * reads of the same addresses take these answers (`lib/api/early-requests`).
 * The paths are written out (a test holds them to the API contract's), so
 * the entry loads no schemas.
 */

/** `timesheetEndpoints.listEntries.path`. */
export const ENTRIES_PATH = '/api/timesheet/entries';
/** `timesheetTimerEndpoints.get.path`. */
export const TIMER_PATH = '/api/timesheet/timer';
/** `timesheetEndpoints.getWeek.path`, filled. */
export const weekPath = (userId: number, weekStart: string) =>
  `/api/timesheet/weeks/${userId}/${weekStart}`;

/** Whether the entry opens on the week page (`/timesheet`, the section's index). */
export function isTimesheetWeekPath(pathname: string): boolean {
  return pathname === '/timesheet' || pathname === '/timesheet/';
}

/**
 * Sends the caller's week (entries, as `timeEntriesQueryOptions(null, ...)`
 * asks for them) and running timer now, and the week's status as soon as
 * `currentUser` (the early `/api/users/current`) names the user. Someone
 * else's week (`?user=`) is left to the loader, which knows who may see it.
 * `today` is `todayUtc()` (lib/format, not loaded by the entry).
 */
export function sendWeekRequestsEarly(
  search: string,
  currentUser: Promise<Response>,
  today = new Date().toISOString().slice(0, 10),
): void {
  const params = new URLSearchParams(search);
  if (params.has('user')) return;
  const { weekStart } = parseWeekParam(params.get('week'), today);
  sendEarly(`${ENTRIES_PATH}?from=${weekStart}&to=${addDays(weekStart, 6)}`);
  // An external user has no timer: the answer (403) is then never read.
  // A running one shows in the shell's bar, whose code is then loaded too.
  // (Each `then` is registered before any load reads the answer: the clone comes first.)
  sendEarly(TIMER_PATH)
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((timer) => timer && import('./components/RunningTimerBar'))
    .catch(() => undefined);
  currentUser
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((user) => {
      const id = (user as { id?: unknown } | null)?.id;
      if (typeof id === 'number') sendEarly(weekPath(id, weekStart));
    })
    .catch(() => undefined);
}

/**
 * Starts loading the week page's code (with the shell's and the route
 * table's files it imports) now, rather than once the route table, which
 * comes in the shell's file, has arrived and matched: the phone's files come
 * in one round instead of two. The route's own import reads the same module.
 */
export function loadWeekPageEarly(): void {
  void import('./routes/week.page').catch(() => undefined);
  void import('./week.prefetch').catch(() => undefined);
  // On a phone the page shows one day (`DAY_VIEW_QUERY` is `PHONE_QUERY`), as the prefetch knows.
  if (window.matchMedia?.(PHONE_QUERY).matches)
    void import('./components/TimesheetDay').catch(() => undefined);
}
