import { mondayOf } from '@keel/types';
import { z } from 'zod';
import { recordChange, type ChangedTimeEntry } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { claimVersion } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import * as entriesRepo from './time-entries.repository';
import * as importRepo from './time-entry-import.repository';
import { judgeOwner } from './time-entry-rules';
import { judgeProtectedDays, refuseRemoval } from './time-removal.service';
import { recordEntryEvents } from './timesheet-events';
import * as holdsRepo from './timesheet-holds.repository';
import * as locksRepo from './timesheet-locks.repository';
import * as weeksRepo from './timesheet-weeks.repository';

/**
 * An import's rollback (README, "Bulk writes"): the entries it created are
 * deleted, the ones it updated restored, under the rules of an indirect
 * removal (`time-removal.service.ts`) — none on a locked day, in a submitted
 * or approved week or billed by an invoice, or nothing is undone.
 */

/** Entry ids named in the message of the 409 of changed entries (`errors.entries` has them all). */
const IDS_IN_MESSAGE = 10;

/** An updated entry's fields before the import, as `write` answered them. */
const BeforeSchema = z.object({
  userId: z.number().int(),
  date: z.string(),
  minutes: z.number().int(),
  projectId: z.number().int().nullable(),
  taskId: z.number().int().nullable(),
  timesheetTaskId: z.number().int().nullable(),
  note: z.string(),
  billable: z.boolean(),
});

/**
 * Deletes the entries an import created (`before` null) and restores the ones
 * it updated (`before`), in the caller's transaction. 409 naming the entries
 * changed since (another version, or gone); 409 naming the dates when any of
 * them, or a day an update is put back on, is locked, in a submitted or
 * approved week, or billed.
 */
export async function undoImportedEntries(
  trx: Db,
  deps: AppDeps,
  actor: AuthUser,
  entries: Array<{ id: number; version: number; before: unknown }>,
): Promise<void> {
  if (entries.length === 0) return;
  await holdsRepo.holdTimesheetLocksShared(trx);
  const stored = await importRepo.findStoredEntries(
    trx,
    entries.map((entry) => entry.id),
  );
  const changed = entries.filter((entry) => stored.get(entry.id)?.version !== entry.version);
  if (changed.length > 0) refuseChanged(changed.map((entry) => entry.id));
  const restores = entries.map((entry) => ({
    entry,
    now: stored.get(entry.id) as importRepo.StoredEntry,
    before: entry.before === null ? null : BeforeSchema.parse(entry.before),
  }));
  const days = restores.flatMap(({ now, before }) => [
    { userId: now.userId, date: now.date },
    ...(before ? [{ userId: before.userId, date: before.date }] : []),
  ]);
  const users = [...new Set(days.map((day) => day.userId))].sort((a, b) => a - b);
  for (const userId of users) {
    judgeOwner(actor, userId, true);
    await holdsRepo.holdUserTime(trx, userId);
  }
  const dates = days.map((day) => day.date).sort();
  const [locks, weeks] = await Promise.all([
    locksRepo.latestLockDates(trx, users),
    weeksRepo.decidedOrPendingWeeks(
      trx,
      users,
      mondayOf(dates[0] as string),
      dates[dates.length - 1] as string,
    ),
  ]);
  const invoiced = restores.flatMap(({ now }) =>
    now.invoiceNumber === null ? [] : [{ date: now.date, number: now.invoiceNumber }],
  );
  const protectedDays = judgeProtectedDays(days, invoiced, locks, weeks);
  if (protectedDays.length > 0) refuseRemoval('Rolling back this import', protectedDays);

  const at = deps.clock();
  const projectIds = new Set<number>();
  const created = restores.filter((r) => r.before === null).map((r) => r.now);
  const deleted = await importRepo.deleteUnbilledEntries(
    trx,
    created.map((entry) => entry.id),
  );
  // An invoice issued meanwhile marks its entries without the locks held here: the delete spares them.
  if (deleted !== created.length)
    throw new ConflictError('Time of this import was billed meanwhile: nothing was rolled back');
  for (const entry of created) if (entry.projectId !== null) projectIds.add(entry.projectId);
  const restored: Array<{ record: { id: number; version: number }; entry: ChangedTimeEntry }> = [];
  for (const { entry, now, before } of restores) {
    if (before === null) continue;
    await claimVersion(trx, entriesRepo.ENTRY_ROWS, entry, { now: at });
    await entriesRepo.updateEntryRow(trx, entry.id, before, at);
    for (const id of [now.projectId, before.projectId]) if (id !== null) projectIds.add(id);
    restored.push({
      record: { id: entry.id, version: entry.version + 1 },
      entry: asChanged({ ...before, id: entry.id }),
    });
  }
  await recordChange(trx, {
    kind: 'time-entries.written',
    at,
    projectIds: [...projectIds],
    userIds: users,
  });
  await recordEntryEvents(
    trx,
    'time-entry.deleted',
    actor.id,
    at,
    created.map((entry) => ({ record: { id: entry.id }, entry: asChanged(entry) })),
  );
  await recordEntryEvents(trx, 'time-entry.updated', actor.id, at, restored);
}

/** An entry as the followers of its change read it. */
function asChanged(entry: ChangedTimeEntry & { id: number }): ChangedTimeEntry {
  return {
    userId: entry.userId,
    date: entry.date,
    projectId: entry.projectId,
    taskId: entry.taskId,
    minutes: entry.minutes,
    billable: entry.billable,
  };
}

/** The 409 of a rollback over entries changed since the import, naming them (`errors.entries`). */
function refuseChanged(ids: readonly number[]): never {
  const named =
    ids.length > IDS_IN_MESSAGE
      ? `${ids.slice(0, IDS_IN_MESSAGE).join(', ')} and ${ids.length - IDS_IN_MESSAGE} more`
      : ids.join(', ');
  throw new ConflictError(
    `Time entries changed or deleted since the import cannot be rolled back: ${named}`,
    undefined,
    { entries: ids.map(String) },
  );
}
