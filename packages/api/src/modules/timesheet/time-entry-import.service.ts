import { TimeEntryCreateInputSchema, mondayOf } from '@keel/types';
import type { z } from 'zod';
import { recordChange, type ChangedTimeEntry } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { AppError, ConflictError } from '../../lib/errors';
import { claimVersion } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { activeInternalUserIds } from '../users';
import * as entriesRepo from './time-entries.repository';
import * as importRepo from './time-entry-import.repository';
import {
  judgeDay,
  judgeDayCap,
  judgeNotInvoiced,
  judgeOwner,
  judgeTarget,
  loadTargetFacts,
  type Target,
  type TargetFacts,
} from './time-entry-rules';
import { recordEntryEvents } from './timesheet-events';
import * as holdsRepo from './timesheet-holds.repository';
import * as locksRepo from './timesheet-locks.repository';
import * as weeksRepo from './timesheet-weeks.repository';

/**
 * The bulk path of time entries (issue 34's import; README, "Bulk writes"):
 * drafts checked in chunks against the rules of a typed write
 * (`time-entry-rules.ts`, the same functions `createEntry` and `updateEntry`
 * judge with), over facts read per chunk in a few set-based statements, and
 * written in multi-row inserts, all in the import's one transaction.
 */

/** A time entry to import (a file's row, mapped). */
export interface TimeEntryDraft {
  row: number;
  userId: number;
  date: string;
  minutes: number;
  projectId: number | null;
  taskId: number | null;
  timesheetTaskId: number | null;
  note: string;
  billable: boolean | undefined;
  /** Update this existing entry instead (a re-import of a known external id). */
  entryId?: number;
}

export type TimeEntryDraftField =
  'userId' | 'date' | 'minutes' | 'projectId' | 'taskId' | 'timesheetTaskId' | 'note' | 'billable';

export interface TimeEntryDraftProblem {
  row: number;
  field: TimeEntryDraftField;
  message: string;
}

/** What a written draft answers: the entry, its version, and (for an update) its fields before. */
export interface WrittenDraft {
  row: number;
  id: number;
  version: number;
  before: ImportedEntryBefore | null;
}

/** An updated entry's fields before the import (what its rollback restores). */
export interface ImportedEntryBefore {
  userId: number;
  date: string;
  minutes: number;
  projectId: number | null;
  taskId: number | null;
  timesheetTaskId: number | null;
  note: string;
  billable: boolean;
}

export interface TimeEntryImportBatch {
  /**
   * Every rule of a typed write: the actor may write the owner's time; the
   * owner is an active internal user; the target exists, is open for time and
   * its project's settings allow it; the day is not locked for the owner, not
   * in a submitted or approved week, an updated entry not invoiced; the 24 h
   * day cap counting the owner's time in the database and the batch's
   * earlier drafts (checked or written). Writes nothing.
   */
  check(drafts: readonly TimeEntryDraft[]): Promise<TimeEntryDraftProblem[]>;
  /**
   * Writes drafts that passed check (multi-row inserts; an update per
   * `entryId`), records the changes, answers one result per draft in order.
   * A draft that does not pass is a 409 naming its row, and nothing of the
   * call is written.
   */
  write(drafts: readonly TimeEntryDraft[]): Promise<WrittenDraft[]>;
}

const FIELDS: ReadonlySet<string> = new Set<TimeEntryDraftField>([
  'userId',
  'date',
  'minutes',
  'projectId',
  'taskId',
  'timesheetTaskId',
  'note',
  'billable',
]);

type DraftInput = z.output<typeof TimeEntryCreateInputSchema>;

/** A draft that passed, with what its write needs. */
interface Passed {
  draft: TimeEntryDraft;
  input: DraftInput;
  ownerId: number;
  target: Target;
  stored: importRepo.StoredEntry | null;
}

/** A rule's refusal as a row's problem: the field its error names, else `fallback`. */
function problemOf(
  row: number,
  error: unknown,
  fallback: TimeEntryDraftField,
): TimeEntryDraftProblem {
  if (!(error instanceof AppError)) throw error;
  const named = Object.keys(error.errors ?? {}).find((key) => FIELDS.has(key));
  return {
    row,
    field: (named as TimeEntryDraftField | undefined) ?? fallback,
    message: error.message,
  };
}

/** Runs a rule, adding its refusal to `problems`; true when it passed. */
function passes(
  problems: TimeEntryDraftProblem[],
  row: number,
  fallback: TimeEntryDraftField,
  rule: () => void,
): boolean {
  try {
    rule();
    return true;
  } catch (error) {
    problems.push(problemOf(row, error, fallback));
    return false;
  }
}

/** The field a target's refusal concerns when its error names none (a 403). */
function targetField(input: Pick<DraftInput, 'taskId' | 'projectId'>): TimeEntryDraftField {
  return input.taskId !== null
    ? 'taskId'
    : input.projectId !== null
      ? 'projectId'
      : 'timesheetTaskId';
}

/** The facts a chunk's rules read, in a few set-based statements. */
interface ChunkFacts {
  activeOwners: ReadonlySet<number>;
  targets: TargetFacts;
  stored: ReadonlyMap<number, importRepo.StoredEntry>;
  locks: ReadonlyMap<number, string>;
  weeks: ReadonlyMap<string, 'submitted' | 'approved'>;
  logged: ReadonlyMap<string, number>;
}

/**
 * Opens the bulk path for `actor` in the import's transaction `trx`: holds
 * the timesheet locks shared at once, and each owner's time the first time a
 * chunk names them (README, "Concurrency"), to the transaction's end.
 */
export async function startTimeEntryImport(
  trx: Db,
  deps: AppDeps,
  actor: AuthUser,
): Promise<TimeEntryImportBatch> {
  await holdsRepo.holdTimesheetLocksShared(trx);
  const held = new Set<number>();
  /** Minutes checked but not yet written, per user-day, and each row's share of them. */
  const pendingByDay = new Map<string, number>();
  const pendingOfRow = new Map<number, Array<[string, number]>>();
  /** The drafts of the last check that passed, by row, until written. */
  let passed = new Map<number, Passed>();

  const addPending = (row: number, shares: Array<[string, number]>) => {
    pendingOfRow.set(row, shares);
    for (const [key, minutes] of shares)
      pendingByDay.set(key, (pendingByDay.get(key) ?? 0) + minutes);
  };
  const forgetPending = (row: number) => {
    for (const [key, minutes] of pendingOfRow.get(row) ?? [])
      pendingByDay.set(key, (pendingByDay.get(key) ?? 0) - minutes);
    pendingOfRow.delete(row);
  };

  async function hold(userIds: Iterable<number>): Promise<void> {
    for (const userId of [...new Set(userIds)]
      .filter((id) => !held.has(id))
      .sort((a, b) => a - b)) {
      await holdsRepo.holdUserTime(trx, userId);
      held.add(userId);
    }
  }

  async function readFacts(
    parsed: ReadonlyArray<{ draft: TimeEntryDraft; input: DraftInput }>,
  ): Promise<ChunkFacts> {
    const owners = [...new Set(parsed.map((p) => p.input.userId ?? actor.id))];
    const entryIds = parsed.flatMap((p) =>
      p.draft.entryId === undefined ? [] : [p.draft.entryId],
    );
    const stored = await importRepo.findStoredEntries(trx, entryIds);
    const users = [...new Set([...owners, ...[...stored.values()].map((entry) => entry.userId)])];
    await hold(users);
    const dates = [
      ...parsed.map((p) => p.input.date),
      ...[...stored.values()].map((entry) => entry.date),
    ].sort();
    const days = new Map<string, { userId: number; date: string }>();
    for (const p of parsed) {
      const userId = p.input.userId ?? actor.id;
      days.set(importRepo.dayKey(userId, p.input.date), { userId, date: p.input.date });
    }
    const [activeOwners, targets, locks, weeks, logged] = await Promise.all([
      activeInternalUserIds(trx, owners),
      loadTargetFacts(
        trx,
        actor.id,
        parsed.map((p) => p.input),
      ),
      locksRepo.latestLockDates(trx, users),
      dates.length === 0
        ? []
        : weeksRepo.decidedOrPendingWeeks(
            trx,
            users,
            mondayOf(dates[0] as string),
            dates[dates.length - 1] as string,
          ),
      importRepo.loggedMinutesOnDays(trx, [...days.values()]),
    ]);
    return {
      activeOwners,
      targets,
      stored,
      locks,
      weeks: new Map(weeks.map((w) => [importRepo.dayKey(w.userId, w.weekStart), w.status])),
      logged,
    };
  }

  /** The day's standing for a user among the chunk's facts (`judgeDay`). */
  const standing = (facts: ChunkFacts, userId: number, date: string) => {
    const through = facts.locks.get(userId);
    return {
      lockedThrough: through !== undefined && date <= through ? through : null,
      weekStatus: facts.weeks.get(importRepo.dayKey(userId, mondayOf(date))) ?? null,
    };
  };

  /** Checks `drafts` in order, adding those that pass to `passed`; answers the problems. */
  async function checkInto(drafts: readonly TimeEntryDraft[]): Promise<TimeEntryDraftProblem[]> {
    const problems: TimeEntryDraftProblem[] = [];
    const parsed: Array<{ draft: TimeEntryDraft; input: DraftInput }> = [];
    for (const draft of drafts) {
      forgetPending(draft.row);
      passed.delete(draft.row);
      const result = TimeEntryCreateInputSchema.safeParse({
        userId: draft.userId,
        date: draft.date,
        minutes: draft.minutes,
        projectId: draft.projectId,
        taskId: draft.taskId,
        timesheetTaskId: draft.timesheetTaskId,
        note: draft.note,
        billable: draft.billable,
      });
      if (result.success) parsed.push({ draft, input: result.data });
      else
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? '');
          problems.push({
            row: draft.row,
            field: FIELDS.has(field) ? (field as TimeEntryDraftField) : 'date',
            message: issue.message,
          });
        }
    }
    if (parsed.length === 0) return problems;
    const facts = await readFacts(parsed);
    for (const { draft, input } of parsed) {
      const before = problems.length;
      const ownerId = input.userId ?? actor.id;
      const row = draft.row;
      passes(problems, row, 'userId', () =>
        judgeOwner(actor, ownerId, facts.activeOwners.has(ownerId)),
      );
      let stored: importRepo.StoredEntry | null = null;
      if (draft.entryId !== undefined) {
        stored = facts.stored.get(draft.entryId) ?? null;
        const entry = stored;
        if (!entry)
          problems.push({ row, field: 'date', message: `Time entry ${draft.entryId} not found` });
        else if (entry.userId !== ownerId)
          problems.push({
            row,
            field: 'userId',
            message: `Time entry ${entry.id} is another person's: its user cannot change`,
          });
        else if (passes(problems, row, 'date', () => judgeNotInvoiced(entry.invoiceNumber)))
          passes(problems, row, 'date', () =>
            judgeDay(
              entry.date,
              mondayOf(entry.date),
              standing(facts, entry.userId, entry.date),
              true,
            ),
          );
      }
      const unchanged =
        stored !== null &&
        stored.taskId === input.taskId &&
        stored.timesheetTaskId === input.timesheetTaskId &&
        (input.taskId !== null || stored.projectId === input.projectId);
      let target: Target | null = null;
      passes(problems, row, targetField(input), () => {
        target = judgeTarget(actor, ownerId, input, unchanged, facts.targets);
      });
      const key = importRepo.dayKey(ownerId, input.date);
      const dayOpen = passes(problems, row, 'date', () =>
        judgeDay(input.date, mondayOf(input.date), standing(facts, ownerId, input.date), true),
      );
      if (dayOpen) {
        const own =
          stored !== null && importRepo.dayKey(stored.userId, stored.date) === key
            ? stored.minutes
            : 0;
        const logged = (facts.logged.get(key) ?? 0) + (pendingByDay.get(key) ?? 0) - own;
        passes(problems, row, 'minutes', () => judgeDayCap(input.date, logged, input.minutes));
      }
      if (problems.length > before || target === null) continue;
      const shares: Array<[string, number]> = [[key, input.minutes]];
      if (stored) shares.push([importRepo.dayKey(stored.userId, stored.date), -stored.minutes]);
      addPending(row, shares);
      passed.set(row, { draft, input, ownerId, target, stored });
    }
    return problems;
  }

  return {
    async check(drafts) {
      passed = new Map();
      return checkInto(drafts);
    },
    async write(drafts) {
      const unchecked = drafts.filter((draft) => passed.get(draft.row)?.draft !== draft);
      const problems = unchecked.length === 0 ? [] : await checkInto(unchecked);
      const first = problems[0];
      if (first)
        throw new ConflictError(`Row ${first.row}: ${first.message}`, undefined, {
          [`rows.${first.row}.${first.field}`]: [first.message],
        });
      const ready = drafts.map((draft) => passed.get(draft.row) as Passed);
      const written = await writePassed(trx, actor.id, deps.clock(), ready);
      for (const draft of drafts) {
        passed.delete(draft.row);
        forgetPending(draft.row);
      }
      return written;
    },
  };
}

/** The entry a passed draft makes, as the followers of its change read it. */
function changedOf(p: Passed): ChangedTimeEntry {
  return {
    userId: p.ownerId,
    date: p.input.date,
    projectId: p.target.projectId,
    taskId: p.target.taskId,
    minutes: p.input.minutes,
    billable: p.input.billable ?? p.target.billableByDefault,
  };
}

/**
 * Writes passed drafts: the new ones in multi-row inserts, the updates one
 * by one under their version; records one `time-entries.written` for the
 * lot and the entries' events (`records.written`, one per kind of write).
 */
async function writePassed(
  trx: Db,
  actorId: number,
  now: number,
  ready: readonly Passed[],
): Promise<WrittenDraft[]> {
  const fresh = ready.filter((p) => p.stored === null);
  const ids = await importRepo.insertEntries(
    trx,
    fresh.map((p) => ({
      ...changedOf(p),
      createdBy: actorId,
      timesheetTaskId: p.target.timesheetTaskId,
      note: p.input.note,
    })),
    now,
  );
  const idOfRow = new Map(fresh.map((p, i) => [p.draft.row, ids[i] as number]));
  const results: WrittenDraft[] = [];
  const projectIds = new Set<number>();
  const userIds = new Set<number>();
  const created: Array<{ record: { id: number; version: number }; entry: ChangedTimeEntry }> = [];
  const updated: typeof created = [];
  for (const p of ready) {
    const entry = changedOf(p);
    userIds.add(entry.userId);
    if (entry.projectId !== null) projectIds.add(entry.projectId);
    const stored = p.stored;
    if (stored === null) {
      const id = idOfRow.get(p.draft.row) as number;
      created.push({ record: { id, version: 1 }, entry });
      results.push({ row: p.draft.row, id, version: 1, before: null });
      continue;
    }
    await claimVersion(
      trx,
      entriesRepo.ENTRY_ROWS,
      { id: stored.id, version: stored.version },
      { now },
    );
    await entriesRepo.updateEntryRow(
      trx,
      stored.id,
      { ...entry, timesheetTaskId: p.target.timesheetTaskId, note: p.input.note },
      now,
    );
    if (stored.projectId !== null) projectIds.add(stored.projectId);
    const version = stored.version + 1;
    updated.push({ record: { id: stored.id, version }, entry });
    results.push({
      row: p.draft.row,
      id: stored.id,
      version,
      before: {
        userId: stored.userId,
        date: stored.date,
        minutes: stored.minutes,
        projectId: stored.projectId,
        taskId: stored.taskId,
        timesheetTaskId: stored.timesheetTaskId,
        note: stored.note,
        billable: stored.billable,
      },
    });
  }
  if (ready.length === 0) return results;
  await recordChange(trx, {
    kind: 'time-entries.written',
    at: now,
    projectIds: [...projectIds],
    userIds: [...userIds],
  });
  await recordEntryEvents(trx, 'time-entry.created', actorId, now, created);
  await recordEntryEvents(trx, 'time-entry.updated', actorId, now, updated);
  return results;
}
