import type { timesheetTimerEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as timer from './timesheet-timer.service';

/** Thin handlers of the running timer's routes (README, "Running timer"): input was validated by the registrar. */
type T = typeof timesheetTimerEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const getTimer: H<'get'> = ({ deps, user }) => timer.getTimer(deps, user);
export const startTimer: H<'start'> = ({ deps, user, body }) => timer.startTimer(deps, user, body);
export const stopTimer: H<'stop'> = ({ deps, user, body }) =>
  timer.stopTimer(deps, user, body.version);
export const discardTimer: H<'discard'> = ({ deps, user, query }) =>
  timer.discardTimer(deps, user, query.version);
