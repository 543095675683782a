import type { timesheetApprovalsEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as approvals from './timesheet-approvals.service';

/** Thin handlers of the approvals inbox's routes (README, "Approvals inbox"). */
type T = typeof timesheetApprovalsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const listApprovals: H<'list'> = ({ deps, user, query }) =>
  approvals.listApprovals(deps, user, query);
export const decideApprovals: H<'decide'> = ({ deps, user, body }) =>
  approvals.decideWeeks(deps, user, body);
