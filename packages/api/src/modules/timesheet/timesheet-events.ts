import { recordChange, type ChangedTimeEntry } from '../../lib/changes';
import type { Db } from '../../lib/db';

/** The timesheet's `record.written` events (issue 33's webhooks): its entries and weeks. */

/**
 * A week's write as the outside world follows it (`record.written`): the
 * week row's id and version after the write, whose week it is and what was
 * decided (by whom, with the decision's comment). No project: a week is a
 * person's.
 */
export async function recordWeekEvent(
  trx: Db,
  type: 'timesheet-week.submitted' | 'timesheet-week.approved' | 'timesheet-week.rejected',
  actorId: number,
  at: number,
  week: {
    id: number;
    version: number;
    userId: number;
    weekStart: string;
    decidedBy: number | null;
    comment: string;
  },
): Promise<void> {
  const status = type.slice('timesheet-week.'.length);
  await recordChange(trx, {
    kind: 'record.written',
    at,
    type,
    actorId,
    projectId: null,
    data: { ...week, projectId: null, status },
  });
}

/**
 * A time entry write as the outside world follows it (`record.written`): the
 * entry's id, version after the write, whose and where it is, its day,
 * minutes and billable flag. Never its cost, nor its note.
 */
export async function recordEntryEvent(
  trx: Db,
  type: EntryEventType,
  actorId: number | null,
  at: number,
  record: { id: number; version?: number },
  entry: ChangedTimeEntry,
): Promise<void> {
  await recordChange(trx, {
    kind: 'record.written',
    at,
    type,
    actorId,
    projectId: entry.projectId,
    data: entryEventData(record, entry),
  });
}

type EntryEventType = 'time-entry.created' | 'time-entry.updated' | 'time-entry.deleted';

/** What a time entry's event carries. */
function entryEventData(record: { id: number; version?: number }, entry: ChangedTimeEntry) {
  return {
    id: record.id,
    projectId: entry.projectId,
    ...(record.version === undefined ? {} : { version: record.version }),
    userId: entry.userId,
    taskId: entry.taskId,
    date: entry.date,
    minutes: entry.minutes,
    billable: entry.billable,
  };
}

/**
 * Many entries' writes of one type at once (an import's chunk, its rollback):
 * each as `recordEntryEvent` would carry it, in one `records.written` change.
 */
export async function recordEntryEvents(
  trx: Db,
  type: EntryEventType,
  actorId: number | null,
  at: number,
  items: ReadonlyArray<{ record: { id: number; version?: number }; entry: ChangedTimeEntry }>,
): Promise<void> {
  if (items.length === 0) return;
  await recordChange(trx, {
    kind: 'records.written',
    at,
    type,
    actorId,
    records: items.map(({ record, entry }) => ({
      projectId: entry.projectId,
      data: entryEventData(record, entry),
    })),
  });
}
