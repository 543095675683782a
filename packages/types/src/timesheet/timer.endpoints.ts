import { defineEndpoint } from '../endpoint';
import { OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  TimesheetTimerStartedSchema,
  TimesheetTimerStartInputSchema,
  TimesheetTimerStateSchema,
  TimesheetTimerStopInputSchema,
  TimesheetTimerStoppedSchema,
} from './timer.schemas';

const TIMER = '/api/timesheet/timer';

const RULES =
  "The entries obey every rule of a typed entry: the 24 h day cap (400 naming minutes), the project's timesheet settings (409 naming the setting), locks and approved weeks (409 naming the locked date); a refusal writes nothing and keeps the timer running.";

/** The running timer (one per user, kept on the server): modules/timesheet/README.md § Running timer. */
export const timesheetTimerEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: TIMER,
    summary: "The caller's running timer with its elapsed seconds, or null when none runs",
    tag: 'timesheet',
    response: TimesheetTimerStateSchema,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: `${TIMER}/start`,
    summary:
      'Start a timer on a task, a project or a timesheet task; a timer already running is stopped first',
    description: `The target must be one the caller may log time on (403 otherwise; 400 naming the field when unknown). When a timer runs, it is stopped first and its entries are written (\`stopped\`). ${RULES}`,
    tag: 'timesheet',
    body: TimesheetTimerStartInputSchema,
    response: TimesheetTimerStartedSchema,
    status: 201,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: `${TIMER}/stop`,
    summary:
      'Stop the running timer and write its time: whole minutes (at least 1), one entry per day in the workspace time zone',
    description: `404 when no timer runs; 409 on a stale version. ${RULES}`,
    tag: 'timesheet',
    body: TimesheetTimerStopInputSchema,
    response: TimesheetTimerStoppedSchema,
  }),
  discard: defineEndpoint({
    method: 'DELETE',
    path: TIMER,
    summary: 'Discard the running timer without writing any time (409 on a stale version)',
    tag: 'timesheet',
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
