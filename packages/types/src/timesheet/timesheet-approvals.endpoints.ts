import { defineEndpoint } from '../endpoint';
import {
  TimesheetApprovalDecisionInputSchema,
  TimesheetApprovalDecisionSchema,
  TimesheetApprovalPageSchema,
  TimesheetApprovalsQuerySchema,
} from './timesheet-approvals.schemas';

/** The approvals inbox (tag `timesheet`): the weeks the caller may decide, decided many at once. */
export const timesheetApprovalsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/timesheet/approvals',
    summary:
      "The weeks the caller may decide, oldest first: everyone's for an administrator, their team members' for a team lead",
    description:
      'Each week with its total and the minutes its user is expected to work. Never the caller’s own weeks.',
    tag: 'timesheet',
    query: TimesheetApprovalsQuerySchema,
    response: TimesheetApprovalPageSchema,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/timesheet/approvals/decide',
    summary: 'Approve or reject many submitted weeks at once, all or nothing',
    description:
      'Each week carries the version read. A stale week is 409 naming it (`errors["weeks.<index>"]`) and nothing is decided; a week the caller may not decide is 403. Approving locks the weeks for their users; the users are notified.',
    tag: 'timesheet',
    body: TimesheetApprovalDecisionInputSchema,
    response: TimesheetApprovalDecisionSchema,
  }),
} as const;
