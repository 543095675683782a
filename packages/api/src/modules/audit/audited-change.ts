import type { AuditEntityType } from '@keel/types';
import { recordChange, type ChangeOf } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { claimVersion, deleteRow, type VersionedTable } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';

/** How the audit log reads, keeps and names one kind of administered record. */
export interface AuditedKind<T extends { version: number }> {
  entityType: AuditEntityType;
  /** Where the record's `id` and `version` live (edits and deletes claim the version there first). */
  table: VersionedTable;
  /** Reads the record (inside the change's transaction); throws NotFoundError when it is gone. */
  load(deps: AppDeps, id: number, trx: Db): Promise<T>;
  /** What the log keeps of the record before and after. */
  snapshot(record: T): unknown;
  /** How the log names the record. */
  label(record: T): string;
  /** What the log keeps of a deleted record, when more than `snapshot`. */
  deletedSnapshot?(record: T): unknown;
}

/** What one audit-log entry says of a change: the record, the action, before and after. */
export type AuditedEntry = Omit<ChangeOf<'record.audited'>, 'kind' | 'actorId' | 'at'>;

/**
 * Records `actor`'s change of an administered record (`record.audited`, the
 * audit log follows it), in the change's own transaction.
 */
export async function recordAudited(
  trx: Db,
  actor: AuthUser,
  now: number,
  entry: AuditedEntry,
): Promise<void> {
  await recordChange(trx, { kind: 'record.audited', actorId: actor.id, at: now, ...entry });
}

/** The record for a 409 body, read as the API shows it. */
function currentOf<T extends { version: number }>(deps: AppDeps, kind: AuditedKind<T>) {
  return (trx: Db, id: number) => kind.load(deps, id, trx);
}

/**
 * The administrative changes of DOMAIN.md § Audit, made one way: in a single
 * transaction the change is written and recorded (`record.audited`, with
 * before and after snapshots; the audit log follows it), so the change and
 * its audit entry are kept together or not at all, and edits and deletes of
 * an existing record are version-checked saves (`lib/versioned-save.ts`): the
 * transaction's first statement claims the version the caller read (409 when
 * it is stale, with the current record), so of concurrent saves with one
 * version exactly one changes the record and writes one audit entry.
 */
export async function createAudited<T extends { version: number }>(
  deps: AppDeps,
  actor: AuthUser,
  kind: AuditedKind<T>,
  insert: (trx: Db, now: number) => Promise<number>,
): Promise<number> {
  const now = deps.clock();
  return deps.knex.transaction(async (trx) => {
    const id = await insert(trx, now);
    const after = await kind.load(deps, id, trx);
    await recordAudited(trx, actor, now, {
      entityType: kind.entityType,
      entityId: id,
      entityLabel: kind.label(after),
      action: 'create',
      before: null,
      after: kind.snapshot(after),
    });
    return id;
  });
}

export async function updateAudited<T extends { version: number }>(
  deps: AppDeps,
  actor: AuthUser,
  kind: AuditedKind<T>,
  change: { id: number; version: number },
  apply: (trx: Db, before: T, now: number) => Promise<void>,
): Promise<void> {
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    await claimVersion(trx, kind.table, change, { now, current: currentOf(deps, kind) });
    const before = await kind.load(deps, change.id, trx);
    await apply(trx, before, now);
    const after = await kind.load(deps, change.id, trx);
    await recordAudited(trx, actor, now, {
      entityType: kind.entityType,
      entityId: change.id,
      entityLabel: kind.label(after),
      action: 'update',
      before: kind.snapshot(before),
      after: kind.snapshot(after),
    });
  });
}

/**
 * An audited delete; answers `{ ok: true }`, what the delete routes answer.
 * `remove` deletes the record, by default its row alone (`deleteRow`).
 */
export async function deleteAudited<T extends { version: number }>(
  deps: AppDeps,
  actor: AuthUser,
  kind: AuditedKind<T>,
  change: { id: number; version: number },
  remove: (trx: Db, before: T) => Promise<void> = (trx) => deleteRow(trx, kind.table, change.id),
): Promise<{ ok: true }> {
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    await claimVersion(trx, kind.table, change, { now, current: currentOf(deps, kind) });
    const before = await kind.load(deps, change.id, trx);
    await remove(trx, before);
    await recordAudited(trx, actor, now, {
      entityType: kind.entityType,
      entityId: change.id,
      entityLabel: kind.label(before),
      action: 'delete',
      before: (kind.deletedSnapshot ?? kind.snapshot)(before),
      after: null,
    });
  });
  return { ok: true };
}
