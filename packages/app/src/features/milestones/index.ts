/*
 * The front door of the milestones feature: what other features may use. Another
 * feature imports only '../milestones' / '../../milestones' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { MilestoneDetailsDialog } from './components/MilestoneDetailsDialog';
export { MilestoneTable } from './components/MilestoneTable';
export { MILESTONE_STATUS_TITLES } from './milestone-status';
export { milestoneChoicesQueryOptions, milestonesQueryOptions } from './milestones.queries';
