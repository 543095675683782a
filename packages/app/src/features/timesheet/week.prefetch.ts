import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { addDays } from '@keel/types';
import { currentUserQueryOptions } from '../../lib/session';
import { todayUtc } from '../../lib/format';
import { timeEntriesQueryOptions, timesheetWeekQueryOptions } from './timesheet.queries';
import { runningTimerQueryOptions } from './timer.queries';
import { mayUseTimer } from './timer-view';
import { parseUserParam, parseWeekParam } from './week-grid';
import { DAY_VIEW_QUERY } from './day-view';

/**
 * `/timesheet`'s data, asked for by its route once access is granted, while
 * the page's code still loads: the week's entries and status (the same keys
 * as the page's queries), and on a phone the day view's code. The running
 * timer is awaited, so the shell lays out its bar with the first paint
 * instead of pushing the page down when it arrives.
 */
export default async function prefetchWeek(
  queryClient: QueryClient,
  { request }: LoaderFunctionArgs,
): Promise<void> {
  const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
  if (!user) return;
  const params = new URL(request.url).searchParams;
  const { weekStart } = parseWeekParam(params.get('week'), todayUtc());
  const userId = parseUserParam(params.get('user')) ?? user.id;
  const apiUser = userId === user.id ? null : userId;
  void queryClient.prefetchQuery(
    timeEntriesQueryOptions(apiUser, weekStart, addDays(weekStart, 6)),
  );
  void queryClient.prefetchQuery(timesheetWeekQueryOptions(userId, weekStart));
  if (window.matchMedia?.(DAY_VIEW_QUERY).matches)
    void import('./components/TimesheetDay').catch(() => undefined);
  if (mayUseTimer(user))
    await queryClient.ensureQueryData(runningTimerQueryOptions()).catch(() => undefined);
}
