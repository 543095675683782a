import { queryOptions } from '@tanstack/react-query';
import { timesheetTimerEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';
import { timesheetKeys } from './timesheet.queries';

/** The running timer's key, under the timesheet's. */
export const timerKeys = {
  running: () => [...timesheetKeys.all, 'timer'] as const,
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
