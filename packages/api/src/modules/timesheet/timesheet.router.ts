import type { timesheetEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth/policy';
import * as timesheet from './timesheet.service';

/** Thin handlers of the timesheet routes: input was validated by the registrar. */
type T = typeof timesheetEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const listEntries: H<'listEntries'> = ({ deps, user, query }) =>
  timesheet.listEntries(deps, user, query);
export const createEntry: H<'createEntry'> = ({ deps, user, body }) =>
  timesheet.createEntry(deps, user, body);
export const updateEntry: H<'updateEntry'> = ({ deps, user, params, body }) =>
  timesheet.updateEntry(deps, user, params.entryId, body);
export const removeEntry: H<'removeEntry'> = ({ deps, user, params, query }) =>
  timesheet.deleteEntry(deps, user, params.entryId, query.version);
export const projectEntries: H<'projectEntries'> = ({ deps, params, query }) =>
  timesheet.projectEntries(deps, params.projectId, query);

export const listLocks: H<'listLocks'> = ({ deps, query }) => timesheet.listLocks(deps, query);
export const createLock: H<'createLock'> = ({ deps, user, body }) =>
  timesheet.createLock(deps, user, body);
export const removeLock: H<'removeLock'> = ({ deps, user, params, query }) =>
  timesheet.liftLock(deps, user, params.lockId, query.version);

export const getWeek: H<'getWeek'> = ({ deps, user, params }) =>
  timesheet.getWeek(deps, user, params.userId, params.weekStart);
export const submitWeek: H<'submitWeek'> = ({ deps, user, params, body }) =>
  timesheet.submitWeek(deps, user, params.userId, params.weekStart, body.version);
export const approveWeek: H<'approveWeek'> = ({ deps, user, params, body }) =>
  timesheet.decideWeek(deps, user, params.userId, params.weekStart, 'approve', body);
export const rejectWeek: H<'rejectWeek'> = ({ deps, user, params, body }) =>
  timesheet.decideWeek(deps, user, params.userId, params.weekStart, 'reject', body);
export const reopenWeek: H<'reopenWeek'> = ({ deps, user, params, body }) =>
  timesheet.decideWeek(deps, user, params.userId, params.weekStart, 'reopen', body);

export const listTasks: H<'listTasks'> = ({ deps, user, query }) =>
  timesheet.listTimesheetTasks(deps, user, query.includeInactive);
export const createTask: H<'createTask'> = ({ deps, user, body }) =>
  timesheet.createTimesheetTask(deps, user, body);
export const updateTask: H<'updateTask'> = ({ deps, user, params, body }) =>
  timesheet.updateTimesheetTask(deps, user, params.timesheetTaskId, body);

export const timeInLieu: H<'timeInLieu'> = ({ deps, user, query }) =>
  timesheet.timeInLieuBalances(deps, user, query);
export const timeInLieuAdjustments: H<'timeInLieuAdjustments'> = ({ deps, user, params, query }) =>
  timesheet.timeInLieuAdjustments(deps, user, params.userId, query);
export const adjustTimeInLieu: H<'adjustTimeInLieu'> = ({ deps, user, params, body }) =>
  timesheet.adjustTimeInLieu(deps, user, params.userId, body);
