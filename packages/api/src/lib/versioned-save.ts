import type { Knex } from 'knex';
import type { AppDeps } from './deps';
import { ConflictError, NotFoundError } from './errors';

/**
 * The one way to change (or delete) a versioned row: optimistic concurrency
 * that holds under concurrent requests on SQLite and on PostgreSQL.
 *
 * Why the claim comes first: a save that reads the row, compares the version
 * and then writes by id lets two requests that read the same version both
 * pass the comparison on PostgreSQL (each in its own connection) and both
 * write - a lost update. Here the first statement of the transaction is
 *
 *     UPDATE <table> SET version = version + 1 WHERE id = ? AND version = ?
 *
 * The database decides: one request's update matches and takes the row lock
 * (PostgreSQL; SQLite runs one transaction at a time on its one connection);
 * every other request with the same version waits for that lock and then
 * matches zero rows (the version moved on), so it gets the 409 before it has
 * written anything. The caller's change, and its audit entry, then run in
 * the same transaction while the row stays locked.
 */

/** A table whose rows carry `id` and `version` (DOMAIN.md: bumped on every update). */
export interface VersionedTable {
  table: string;
  /** The 404 message when the row does not exist (or is not live). */
  notFound: string;
  /** Narrows to the rows that count as existing, e.g. not soft-deleted. */
  live?: (query: Knex.QueryBuilder) => void;
  /** The table has an `updated_at` column the claim sets (default true). */
  updatedAt?: boolean;
  /** The 409 message when the version is stale (default: the ConflictError's). */
  stale?: string;
}

/** The row a save is about and the version its caller read. */
export interface ExpectedVersion {
  id: number;
  version: number;
}

export interface ClaimOptions {
  /** The record as the API shows it, sent with the 409 so the client can show what is stored now. */
  current?: (trx: Knex, id: number) => Promise<unknown>;
  /** Instant written to `updated_at` (when the table has one). */
  now?: number;
}

/**
 * The conditional update: bumps the version when it is still `expected.version`.
 * Zero rows: 404 when the row is gone, else 409 (`ConflictError` carrying the
 * current record when `options.current` is given, else its id and version).
 * Must run inside the caller's transaction, as its first statement.
 */
export async function claimVersion(
  trx: Knex,
  target: VersionedTable,
  expected: ExpectedVersion,
  options: ClaimOptions = {},
): Promise<void> {
  const changes: Record<string, unknown> = { version: trx.raw('version + 1') };
  if (target.updatedAt !== false && options.now !== undefined) changes.updated_at = options.now;
  const claim = trx(target.table).where({ id: expected.id, version: expected.version });
  target.live?.(claim);
  if ((await claim.update(changes)) === 1) return;

  const lookup = trx(target.table).where({ id: expected.id });
  target.live?.(lookup);
  const row = await lookup.first<{ version: number } | undefined>('version');
  if (!row) throw new NotFoundError(target.notFound);
  const current = options.current
    ? await options.current(trx, expected.id)
    : { id: expected.id, version: Number(row.version) };
  throw new ConflictError(target.stale, current);
}

/**
 * A version-checked save in one transaction: the claim, then `change` (the
 * row is locked and its version already bumped; `change` must not bump it
 * again). Returns what `change` returns. Deletes go the same way: claim, then
 * delete in `change` (a stale delete is a 409, never a silent success).
 */
export async function versionedSave<T>(
  knex: Knex,
  target: VersionedTable,
  expected: ExpectedVersion,
  change: (trx: Knex.Transaction, now: number) => Promise<T>,
  options: ClaimOptions & { now: number },
): Promise<T> {
  return knex.transaction(async (trx) => {
    await claimVersion(trx, target, expected, options);
    return change(trx, options.now);
  });
}

/**
 * A version-checked delete: `versionedSave` with `remove` as its change,
 * answering `{ ok: true }` (what every delete route answers).
 */
export async function versionedDelete(
  knex: Knex,
  target: VersionedTable,
  expected: ExpectedVersion,
  remove: (trx: Knex.Transaction, now: number) => Promise<unknown>,
  options: ClaimOptions & { now: number },
): Promise<{ ok: true }> {
  await versionedSave(knex, target, expected, remove, options);
  return { ok: true };
}

/** Deletes the row `id` of `target`: a delete's change when nothing else goes with the row. */
export async function deleteRow(trx: Knex, target: VersionedTable, id: number): Promise<void> {
  await trx(target.table).where({ id }).delete();
}

/**
 * A delete route's `versionedDelete` of the row alone (`deleteRow`), at the
 * clock's now; `current` reads the record the 409 carries.
 */
export async function versionedRowDelete(
  deps: Pick<AppDeps, 'knex' | 'clock'>,
  target: VersionedTable,
  expected: ExpectedVersion,
  current: ClaimOptions['current'],
): Promise<{ ok: true }> {
  return versionedDelete(
    deps.knex,
    target,
    expected,
    (trx) => deleteRow(trx, target, expected.id),
    {
      now: deps.clock(),
      current,
    },
  );
}

/** A row a bulk claim moves on: its id, the version its caller read, and its own new values. */
export interface VersionedChange extends ExpectedVersion {
  /** Column → value; every change of one call sets the same columns. */
  set: Record<string, string | number | null>;
}

/** Rows one statement of `claimVersionsSetting` changes at most (4+ parameters each). */
const ROWS_PER_CLAIM = 200;

/**
 * `claimVersion` and an update of each row's own values for many rows at
 * once, one statement per 200 rows instead of two a row (a reschedule moves
 * hundreds of tasks: on PostgreSQL each statement is a round trip):
 *
 *     WITH c(id, version, …) AS (VALUES (?, ?, …), …)
 *     UPDATE <table> SET …, version = <table>.version + 1 FROM c
 *     WHERE <table>.id = c.id AND <table>.version = c.version RETURNING <table>.id
 *
 * Any row not claimed (gone, or its version moved) is the 404 or 409 of
 * `claimVersion` for the whole call; the caller's transaction then rolls
 * back what the earlier statements changed. Inside the caller's transaction;
 * for tables without a `live` narrowing (it has no place in the statement).
 */
export async function claimVersionsSetting(
  trx: Knex,
  target: VersionedTable,
  changes: readonly VersionedChange[],
  options: { now?: number } = {},
): Promise<void> {
  const first = changes[0];
  if (!first) return;
  if (target.live) throw new Error(`claimVersionsSetting: ${target.table} narrows to live rows`);
  const columns = Object.keys(first.set);
  const table = target.table;
  const assignments = [
    ...columns.map((column) => `"${column}" = c."${column}"`),
    `"version" = "${table}"."version" + 1`,
    ...(target.updatedAt !== false && options.now !== undefined ? ['"updated_at" = ?'] : []),
  ].join(', ');
  const names = ['id', 'version', ...columns].map((name) => `"${name}"`).join(', ');
  const cells = ['CAST(? AS INTEGER)', 'CAST(? AS INTEGER)', ...columns.map(() => '?')].join(', ');
  for (let i = 0; i < changes.length; i += ROWS_PER_CLAIM) {
    const slice = changes.slice(i, i + ROWS_PER_CLAIM);
    const bindings: Array<string | number | null> = [];
    for (const change of slice)
      bindings.push(
        change.id,
        change.version,
        ...columns.map((column) => change.set[column] ?? null),
      );
    if (target.updatedAt !== false && options.now !== undefined) bindings.push(options.now);
    const rows = slice.map(() => `(${cells})`).join(', ');
    const answer: unknown = await trx.raw(
      `WITH c(${names}) AS (VALUES ${rows}) UPDATE "${table}" SET ${assignments} FROM c WHERE "${table}"."id" = c."id" AND "${table}"."version" = c."version" RETURNING "${table}"."id"`,
      bindings,
    );
    const claimed = new Set(returnedIds(answer));
    const missed = slice.find((change) => !claimed.has(change.id));
    // The one-row claim finds the row (or not) and answers its 404 or 409.
    if (missed) await claimVersion(trx, target, missed, options);
  }
}

/** The ids a raw `RETURNING id` answered: rows on SQLite, `{ rows }` on PostgreSQL. */
function returnedIds(answer: unknown): number[] {
  const rows = Array.isArray(answer) ? answer : ((answer as { rows?: unknown[] }).rows ?? []);
  return rows.map((row) => Number((row as { id: number | string }).id));
}
