import type { Subscriptions } from '../../lib/changes';
import { recordTaskEvent } from './task-events';
import { unlinkMilestoneTasks } from './tasks.repository';

/**
 * How tasks follow the changes other modules record, in the writer's
 * transaction: a deleted milestone's tasks lose their link (each a change of
 * the task, with a history row naming the milestone, and its `task.updated`).
 */
export const taskSubscriptions: Subscriptions = {
  'milestone.deleted': async (trx, { milestoneId, name, userId, at }) => {
    const unlinked = await unlinkMilestoneTasks(trx, { id: milestoneId, name }, userId, at);
    for (const task of unlinked)
      await recordTaskEvent(trx, 'task.updated', userId, at, { ...task, milestoneId: null });
  },
};
