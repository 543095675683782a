/*
 * The front door of the time-material feature: what other features may use. Another
 * feature imports only '../time-material' / '../../time-material' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { CapMeters } from './components/CapMeters';
export { contractsQueryOptions } from './time-material.queries';
