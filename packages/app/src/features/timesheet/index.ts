/*
 * The front door of the timesheet feature: what other features may use. Another
 * feature imports only '../timesheet' / '../../timesheet' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { dayLock, lockText } from './calendar-model';
export { TimeEntryDialog } from './components/TimeEntryDialog';
export type { TimeTarget } from './time-targets';
export { timeEntriesQueryOptions } from './timesheet.queries';
export { timeTargetSearchQueryOptions } from './target-search.queries';
export { StartTimerButton, useStartTimer } from './components/StartTimerButton';
export { mayUseTimer } from './timer-view';
