/*
 * The front door of the users feature: what other features may use. Another
 * feature imports only '../users' / '../../users' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export {
  useSaveCustomTaskViewsMutation,
  useSaveProjectsBrowserColumnsMutation,
} from './users.mutations';
