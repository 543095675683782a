/*
 * The front door of the salaries feature: what other features may use. Another
 * feature imports only '../salaries' / '../../salaries' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { employeesQueryOptions } from './salaries.queries';
