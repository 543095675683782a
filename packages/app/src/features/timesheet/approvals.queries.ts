import { timesheetApprovalsEndpoints, type TimesheetApprovalStatus } from '@keel/types';
import { pageQueryOptions } from '../../lib/api';
import { timesheetKeys } from './timesheet.queries';

/**
 * Query keys of the approvals inbox, under the timesheet's: a decision
 * refreshes every page of it (and the weeks and ranges, which carry the
 * decided weeks' status).
 */
export const approvalKeys = {
  all: () => [...timesheetKeys.all, 'approvals'] as const,
  list: (status: TimesheetApprovalStatus, page: number) =>
    [...approvalKeys.all(), status, page] as const,
};

/** One page of the weeks the caller may decide, in a status, oldest first. */
export function approvalsQueryOptions(status: TimesheetApprovalStatus, page: number) {
  return pageQueryOptions(approvalKeys.list(status, page), timesheetApprovalsEndpoints.list, {
    query: { status, page },
  });
}
