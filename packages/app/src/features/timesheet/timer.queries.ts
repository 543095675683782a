import { queryOptions } from '@tanstack/react-query';
import { timesheetTimerEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

/**
 * The running timer's key, under the timesheet's (`timesheetKeys.all`, which
 * a test holds it to): written out, so the shell, which reads the timer on
 * every page, does not load the timesheet's other queries with it.
 */
export const timerKeys = {
  running: () => ['timesheet', 'timer'] as const,
};

/**
 * The caller's running timer (null: none runs). Kept on the server, so it is
 * read again when the window gets the focus back (another tab or device may
 * have started or stopped it) and every minute. A failure is only logged:
 * the shell carries on without the timer.
 */
export function runningTimerQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(timerKeys.running(), timesheetTimerEndpoints.get),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    meta: { errorPolicy: 'log' },
  });
}
