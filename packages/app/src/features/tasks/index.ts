/*
 * The front door of the tasks feature: what other features may use. Another
 * feature imports only '../tasks' / '../../tasks' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { type TaskFieldChange, useSaveTaskFieldMutation } from './task-write.mutations';
export {
  assigneeCandidatesQueryOptions,
  reloadTask,
  taskPermissionsQueryOptions,
  taskQueryOptions,
} from './tasks.queries';
