/**
 * The milestones module's front door: what other modules may use. The router
 * is wired by `routes.ts`; the rest stays inside the module.
 */
export {
  insertMilestone,
  milestoneRef,
  milestonesOfProjects,
  type MilestoneOfProject,
  type MilestoneRecord,
  type MilestoneValues,
} from './milestones.repository';
export { deleteMilestoneRow, recordMilestoneEvent } from './milestones.service';
