import type { Subscriptions } from '../../lib/changes';
import { unlinkMilestoneTasks } from './tasks.repository';

/**
 * How tasks follow the changes other modules record, in the writer's
 * transaction: a deleted milestone's tasks lose their link (each a change of
 * the task, with a history row naming the milestone).
 */
export const taskSubscriptions: Subscriptions = {
  'milestone.deleted': (trx, { milestoneId, name, userId, at }) =>
    unlinkMilestoneTasks(trx, { id: milestoneId, name }, userId, at),
};
