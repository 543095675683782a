export { deleteMilestoneRow, insertMilestone } from './milestones.repository';
