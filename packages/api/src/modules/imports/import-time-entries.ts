import { TimeEntryCreateInputSchema, TimeEntryUpdateInputSchema } from '@keel/types';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import { createEntry, deleteEntry, updateEntry } from '../timesheet';
import { timeEntryState } from './import-records.repository';

/**
 * Time entries are written in batches (README.md § Time entries): the walk
 * hands a chunk of drafts to `check`, then the drafts without a problem to
 * `write`. The timesheet module's bulk path (`startTimeEntryImport`,
 * `undoImportedEntries` from `'../timesheet'`, built beside this module)
 * implements this interface; until it is wired in, `rowByRowTimeEntries`
 * below does the same through the timesheet's typed writes (`createEntry`,
 * `updateEntry`, `deleteEntry`), one savepoint a draft: every rule holds, at
 * the cost of speed on a large file.
 */

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
  /** Update this entry (an external id seen before). */
  entryId?: number;
}

export interface TimeEntryDraftProblem {
  row: number;
  field:
    | 'userId'
    | 'date'
    | 'minutes'
    | 'projectId'
    | 'taskId'
    | 'timesheetTaskId'
    | 'note'
    | 'billable';
  message: string;
}

export interface WrittenEntry {
  row: number;
  id: number;
  version: number;
  before: unknown;
}

export interface TimeEntryImportBatch {
  /** Every rule of a typed write; day caps count earlier drafts of the batch. */
  check(drafts: readonly TimeEntryDraft[]): Promise<TimeEntryDraftProblem[]>;
  /** Writes the drafts that passed `check`. */
  write(drafts: readonly TimeEntryDraft[]): Promise<WrittenEntry[]>;
}

/** How the walk starts a batch and a rollback undoes entries (the timesheet's bulk path plugs in here). */
export interface TimeEntryImports {
  start(trx: Db, deps: AppDeps, actor: AuthUser): Promise<TimeEntryImportBatch>;
  undo(
    trx: Db,
    deps: AppDeps,
    actor: AuthUser,
    entries: Array<{ id: number; version: number; before: unknown }>,
  ): Promise<void>;
}

const DRAFT_FIELDS = new Set<TimeEntryDraftProblem['field']>([
  'userId',
  'date',
  'minutes',
  'projectId',
  'taskId',
  'timesheetTaskId',
  'note',
  'billable',
]);

function draftProblems(row: number, error: unknown): TimeEntryDraftProblem[] {
  if (!(error instanceof AppError)) throw error;
  const entries = Object.entries(error.errors ?? {});
  if (entries.length === 0) return [{ row, field: 'date', message: error.message }];
  return entries.flatMap(([name, messages]) => {
    const field = (
      DRAFT_FIELDS.has(name as never) ? name : 'date'
    ) as TimeEntryDraftProblem['field'];
    return messages.map((message) => ({ row, field, message }));
  });
}

/**
 * The interim batch: each draft written at `check` in its own savepoint of
 * the import's transaction through the timesheet's typed writes (so the
 * day caps see the earlier drafts), refused ones rolled back alone; `write`
 * answers what `check` wrote.
 */
export const rowByRowTimeEntries: TimeEntryImports = {
  async start(trx, deps, actor) {
    const written = new Map<number, WrittenEntry>();
    return {
      async check(drafts) {
        const problems: TimeEntryDraftProblem[] = [];
        for (const draft of drafts) {
          try {
            const entry = await trx.transaction(async (sp) => {
              const tx = { ...deps, knex: sp };
              const fields = {
                date: draft.date,
                minutes: draft.minutes,
                projectId: draft.taskId === null ? draft.projectId : null,
                taskId: draft.taskId,
                timesheetTaskId: draft.timesheetTaskId,
                note: draft.note,
                ...(draft.billable === undefined ? {} : { billable: draft.billable }),
              };
              // An entry the external id maps to that is gone since: a new one.
              const state =
                draft.entryId === undefined ? null : await timeEntryState(sp, draft.entryId);
              if (draft.entryId === undefined || state === null) {
                const input = parsePart(
                  TimeEntryCreateInputSchema,
                  { ...fields, userId: draft.userId },
                  'body',
                );
                const created = await createEntry(tx, actor, input);
                return { id: created.id, version: created.version, before: null };
              }
              const input = parsePart(
                TimeEntryUpdateInputSchema,
                { ...fields, version: state.version },
                'body',
              );
              const updated = await updateEntry(tx, actor, draft.entryId, input);
              return {
                id: updated.id,
                version: updated.version,
                before: { ...state.restore },
              };
            });
            written.set(draft.row, { row: draft.row, ...entry });
          } catch (error) {
            problems.push(...draftProblems(draft.row, error));
          }
        }
        return problems;
      },
      async write(drafts) {
        return drafts.flatMap((draft) => {
          const entry = written.get(draft.row);
          return entry ? [entry] : [];
        });
      },
    };
  },
  async undo(trx, deps, actor, entries) {
    const tx = { ...deps, knex: trx };
    for (const entry of entries) {
      if (entry.before === null) {
        await deleteEntry(tx, actor, entry.id, entry.version);
        continue;
      }
      const input = parsePart(
        TimeEntryUpdateInputSchema,
        { ...(entry.before as object), version: entry.version },
        'body',
      );
      await updateEntry(tx, actor, entry.id, input);
    }
  },
};
