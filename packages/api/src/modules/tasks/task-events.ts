import type { EventData, EventType } from '@keel/types';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';

/**
 * A task write as the outside world follows it (`record.written`, issue 33's
 * webhooks): every write of a task records one, in its transaction, with the
 * fields the write has in hand (never read again for the event). The public
 * fields only: no description, estimate, labels or logged time.
 */
export interface TaskEventFields {
  id: number;
  projectId: number;
  /** The task's version after the write (left out for a delete). */
  version?: number;
  name?: string;
  status?: string;
  assigneeId?: number | null;
  startDate?: string | null;
  dueDate?: string | null;
  milestoneId?: number | null;
  parentId?: number | null;
}

export async function recordTaskEvent(
  trx: Db,
  type: Extract<EventType, `task.${string}`>,
  actorId: number | null,
  at: number,
  task: TaskEventFields,
): Promise<void> {
  const data: EventData = { id: task.id, projectId: task.projectId };
  for (const [key, value] of Object.entries(task)) if (value !== undefined) data[key] = value;
  await recordChange(trx, {
    kind: 'record.written',
    at,
    type,
    actorId,
    projectId: task.projectId,
    data,
  });
}
