import type { Import, ImportDryRun, ImportProblem } from '@keel/types';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { AppError, ConflictError, type FieldErrors } from '../../lib/errors';
import type { AuthUser } from '../auth';
import * as records from './import-records.repository';
import { bulkTimeEntries } from './import-time-entries';
import {
  changedSince,
  currentVersion,
  isVersioned,
  undoRecord,
  VERSIONED_KINDS,
} from './import-undo';
import { walkImport, type WalkResult } from './import-walk';
import * as repo from './imports.repository';
import { importOf, toImport } from './imports.service';

/**
 * The dry run, the commit and the rollback (README.md): the dry run and the
 * commit are the same walk (`import-walk.ts`) in one transaction, rolled
 * back after a dry run or after a commit with any problem.
 */

/** The time-entry path the walk and the rollback use: the timesheet's bulk path. */
const timeEntries = bulkTimeEntries;

/** Thrown out of a walk's transaction to roll it back, carrying what the walk found. */
class RolledBack extends Error {
  constructor(readonly result: WalkResult) {
    super('rolled back');
  }
}

function refusedFor(status: Import['status']): ConflictError | null {
  if (status === 'committed')
    return new ConflictError('This import was committed: it can no longer change');
  if (status === 'rolledBack')
    return new ConflictError('This import was rolled back: import the file again');
  return null;
}

/** `POST /api/imports/{importId}/dry-run`: the walk, always rolled back; stores the counts. */
export async function dryRun(
  deps: AppDeps,
  actor: AuthUser,
  importId: number,
): Promise<ImportDryRun> {
  const record = await importOf(deps.knex, importId);
  const refused = refusedFor(record.status);
  if (refused) throw refused;
  let result: WalkResult;
  try {
    await deps.knex.transaction(async (trx) => {
      throw new RolledBack(await walkImport(trx, deps, actor, record, { timeEntries }));
    });
    throw new Error('unreachable');
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    result = error.result;
  }
  await repo.storeCheck(deps.knex, importId, record.version, result.counts, deps.clock());
  return {
    import: toImport(await importOf(deps.knex, importId)),
    problems: result.problems,
    problemsTruncated: result.problemCount > result.problems.length,
  };
}

/** The first problems as field errors: `<sheet>.<row>.<column>` → messages. */
function problemErrors(problems: readonly ImportProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems.slice(0, 50))
    (errors[`${problem.kind}.${problem.row}.${problem.column ?? 'row'}`] ??= []).push(
      problem.message,
    );
  return errors;
}

/** Why a commit's claim matched nothing: an idempotent repeat, a stale version, or gone. */
async function unclaimed(db: Db, importId: number): Promise<Import> {
  const record = await importOf(db, importId);
  if (record.status === 'committed') return toImport(record);
  throw refusedFor(record.status) ?? new ConflictError(undefined, toImport(record));
}

/**
 * After the walk, the recorded version of each project, task and contact is
 * the one it has at the end of the import (a later row may have moved an
 * earlier record's version on: a task on an imported project).
 */
async function settleVersions(
  trx: Db,
  deps: AppDeps,
  actor: AuthUser,
  importId: number,
): Promise<void> {
  const tx = { ...deps, knex: trx };
  for (const record of await records.recordsOfKinds(trx, importId, VERSIONED_KINDS)) {
    const version = await currentVersion(tx, actor, record);
    if (version !== null && version !== record.version)
      await records.setRecordVersion(trx, importId, record.recordKind, record.recordId, version);
  }
}

/**
 * `POST /api/imports/{importId}/commit`: claims the import (only one commit
 * can), walks it, and keeps everything only when no row had a problem (409
 * with the count and the first problems otherwise; their counts are stored
 * as a dry run's). A commit of a committed import answers it again.
 */
export async function commitImport(
  deps: AppDeps,
  actor: AuthUser,
  importId: number,
  version: number,
  onProgress?: (processed: number, total: number) => void,
): Promise<Import> {
  const now = deps.clock();
  try {
    return await deps.knex.transaction(async (trx) => {
      if (!(await repo.claimCommit(trx, importId, version, now))) return unclaimed(trx, importId);
      const record = await importOf(trx, importId);
      const result = await walkImport(trx, deps, actor, record, { timeEntries, onProgress });
      if (result.problemCount > 0) throw new RolledBack(result);
      await settleVersions(trx, deps, actor, importId);
      await repo.finishCommit(trx, importId, result.counts, now);
      return toImport(await importOf(trx, importId));
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    const { result } = error;
    await repo.storeCheck(deps.knex, importId, version, result.counts, deps.clock());
    throw new ConflictError(
      `${result.counts.errors} of ${result.counts.rows} rows have problems (${result.problemCount} in all): nothing was imported`,
      undefined,
      problemErrors(result.problems),
    );
  }
}

/**
 * `POST /api/imports/{importId}/rollback`: in one transaction, refused (409
 * naming it) when any project, task or contact the import wrote has changed
 * since; else its time entries go through the timesheet's undo, then every
 * other record newest first (created ones deleted, updated ones written
 * back), and its external ids are dropped.
 */
export async function rollbackImport(
  deps: AppDeps,
  actor: AuthUser,
  importId: number,
  version: number,
): Promise<Import> {
  const now = deps.clock();
  return deps.knex.transaction(async (trx) => {
    if (!(await repo.claimRollback(trx, importId, version, now))) {
      const record = await importOf(trx, importId);
      throw new ConflictError(
        record.status === 'committed'
          ? undefined
          : 'Only a committed import can be rolled back (this one is no longer, or not yet)',
        toImport(record),
      );
    }
    const tx = { ...deps, knex: trx };
    const written = await records.recordsNewestFirst(trx, importId);
    for (const record of written.slice().reverse()) {
      if (!isVersioned(record)) continue;
      const current = await currentVersion(tx, actor, record);
      if (current === null) throw changedSince(record, 'was deleted since');
      if (current !== record.version) throw changedSince(record, 'was changed since');
    }
    const entries = written.filter((record) => record.recordKind === 'timeEntry');
    if (entries.length > 0)
      await timeEntries.undo(
        trx,
        deps,
        actor,
        entries.map((entry) => ({
          id: entry.recordId,
          version: entry.version,
          before: entry.before,
        })),
      );
    for (const record of written) {
      if (record.recordKind === 'timeEntry') continue;
      try {
        await undoRecord(tx, actor, record);
      } catch (error) {
        if (error instanceof AppError && error.status === 409)
          throw changedSince(record, `cannot be undone (${error.message})`);
        throw error;
      }
    }
    await records.deleteExternalIdsOf(trx, importId);
    return toImport(await importOf(trx, importId));
  });
}
