/*
 * The front door of the timeline feature: what other features may use. Another
 * feature imports only '../timeline' / '../../timeline' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages directly.
 */
export { timelineKeys } from './timeline.queries';
