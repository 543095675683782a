import { useQueryClient } from '@tanstack/react-query';
import { timesheetApprovalsEndpoints } from '@keel/types';
import { useBodyMutation } from '../../lib/api';
import { approvalKeys } from './approvals.queries';
import { timesheetKeys } from './timesheet.queries';

/**
 * Approve or reject many weeks at once: the inbox, the weeks' statuses and
 * the ranges (an approved week is locked) refresh. The page shows a refusal
 * itself (a stale week named, a missing comment).
 */
export function useDecideWeeksMutation() {
  const queryClient = useQueryClient();
  return useBodyMutation(
    timesheetApprovalsEndpoints.decide,
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.all() }),
        queryClient.invalidateQueries({ queryKey: timesheetKeys.weeks() }),
        queryClient.invalidateQueries({ queryKey: timesheetKeys.entries() }),
      ]),
    { errorPolicy: 'inline' },
  );
}
