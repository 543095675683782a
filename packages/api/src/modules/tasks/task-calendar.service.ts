import type { Db } from '../../lib/db';
import type { AuthUser } from '../auth';
import { viewerOf } from './task-access.service';
import { assignedDueTasks, type DueTask } from './task-calendar.repository';

/**
 * The open tasks assigned to the user and due within the range, as far as
 * the user may read them at this moment (a calendar feed reads it on every
 * fetch, so a lost permission drops the tasks at once).
 */
export async function dueTasksOf(
  db: Db,
  user: AuthUser,
  range: { from: string; to: string },
): Promise<DueTask[]> {
  return assignedDueTasks(db, await viewerOf(db, user), range);
}
