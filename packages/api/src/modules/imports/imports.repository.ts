import type {
  ImportCounts,
  ImportLocale,
  ImportMapping,
  ImportSheetKind,
  ImportSource,
  ImportStatus,
  ImportValueMaps,
  UserRef,
} from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { pageOfItems } from '../../lib/lists';
import { userDetailColumns, userRefOf, type UserDetailsRow } from '../../lib/user-ref';
import type { VersionedTable } from '../../lib/versioned-save';

/**
 * The `imports` table (see its migration): one row per import, its sheets
 * (without their rows, which are on disk) and value maps as JSON, the counts
 * of its last dry run or its commit.
 */

export const IMPORT_ROWS: VersionedTable = { table: 'imports', notFound: 'Import not found' };

/** A sheet as stored: what the API shows of it (the rows are JSON lines on disk). */
export interface StoredSheet {
  kind: ImportSheetKind;
  columns: string[];
  mapping: ImportMapping;
  rowCount: number;
  preview: string[][];
}

export interface ImportRecord {
  id: number;
  source: ImportSource;
  fileName: string | null;
  sourceUrl: string | null;
  origin: string;
  status: ImportStatus;
  locale: ImportLocale;
  sheets: StoredSheet[];
  valueMaps: ImportValueMaps;
  counts: ImportCounts;
  createdBy: UserRef | null;
  createdAt: string;
  checkedAt: string | null;
  committedAt: string | null;
  rolledBackAt: string | null;
  version: number;
}

interface ImportRow extends UserDetailsRow<'creator'> {
  id: number;
  source: string;
  file_name: string | null;
  source_url: string | null;
  origin: string;
  status: string;
  locale: string;
  sheets: string;
  value_maps: string;
  rows_count: number;
  valid_count: number;
  error_count: number;
  created_count: number;
  updated_count: number;
  created_by: number | null;
  created_at: number | string;
  checked_at: number | string | null;
  committed_at: number | string | null;
  rolled_back_at: number | string | null;
  version: number;
}

function toRecord(row: ImportRow): ImportRecord {
  return {
    id: row.id,
    source: row.source as ImportSource,
    fileName: row.file_name,
    sourceUrl: row.source_url,
    origin: row.origin,
    status: row.status as ImportStatus,
    locale: row.locale as ImportLocale,
    sheets: JSON.parse(row.sheets) as StoredSheet[],
    valueMaps: JSON.parse(row.value_maps) as ImportValueMaps,
    counts: {
      rows: Number(row.rows_count),
      valid: Number(row.valid_count),
      errors: Number(row.error_count),
      created: Number(row.created_count),
      updated: Number(row.updated_count),
    },
    createdBy: userRefOf(row, 'creator', row.created_by),
    createdAt: iso(row.created_at),
    checkedAt: iso(row.checked_at),
    committedAt: iso(row.committed_at),
    rolledBackAt: iso(row.rolled_back_at),
    version: Number(row.version),
  };
}

function selectImports(knex: Knex): Knex.QueryBuilder {
  return knex('imports as i')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .select('i.*', ...userDetailColumns('u', 'creator'));
}

/** A page of the imports, newest first. */
export function listImports(
  knex: Knex,
  page: { page: number; pageSize: number },
): Promise<{ items: ImportRecord[]; total: number }> {
  return pageOfItems<ImportRow, ImportRecord>(
    knex,
    knex('imports'),
    selectImports(knex).orderBy('i.id', 'desc'),
    page,
    (rows) => rows.map(toRecord),
  );
}

export async function findImport(knex: Knex, id: number): Promise<ImportRecord | null> {
  const row = (await selectImports(knex).where('i.id', id).first()) as ImportRow | undefined;
  return row ? toRecord(row) : null;
}

export interface NewImport {
  source: ImportSource;
  fileName: string | null;
  sourceUrl: string | null;
  origin: string;
  locale: ImportLocale;
  sheets: StoredSheet[];
  valueMaps: ImportValueMaps;
  rows: number;
}

/** Inserts an import in `mapping`; answers its id. */
export async function insertImport(
  knex: Knex,
  values: NewImport,
  userId: number,
  now: number,
): Promise<number> {
  const [inserted] = (await knex('imports')
    .insert({
      source: values.source,
      file_name: values.fileName,
      source_url: values.sourceUrl,
      origin: values.origin,
      status: 'mapping',
      locale: values.locale,
      sheets: JSON.stringify(values.sheets),
      value_maps: JSON.stringify(values.valueMaps),
      rows_count: values.rows,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')) as Array<{ id: number }>;
  return Number(inserted?.id);
}

/** The sheets, value maps and locale of an import (its version was claimed); back to `mapping`. */
export async function updateImportSettings(
  knex: Knex,
  id: number,
  values: { sheets: StoredSheet[]; valueMaps: ImportValueMaps; locale: ImportLocale },
  now: number,
): Promise<void> {
  await knex('imports')
    .where({ id })
    .update({
      sheets: JSON.stringify(values.sheets),
      value_maps: JSON.stringify(values.valueMaps),
      locale: values.locale,
      status: 'mapping',
      valid_count: 0,
      error_count: 0,
      created_count: 0,
      updated_count: 0,
      checked_at: null,
      updated_at: now,
    });
}

const countColumns = (counts: ImportCounts) => ({
  rows_count: counts.rows,
  valid_count: counts.valid,
  error_count: counts.errors,
  created_count: counts.created,
  updated_count: counts.updated,
});

/**
 * Stores a dry run's counts (status `checked`) when the import is still at
 * the version the run read and not committed: a run that raced a change of
 * the mapping stores nothing. The version is not bumped (derived figures).
 */
export async function storeCheck(
  knex: Knex,
  id: number,
  version: number,
  counts: ImportCounts,
  now: number,
): Promise<boolean> {
  const stored = await knex('imports')
    .where({ id, version })
    .whereIn('status', ['mapping', 'checked'])
    .update({ ...countColumns(counts), status: 'checked', checked_at: now });
  return stored === 1;
}

/**
 * The commit's claim, the first statement of its transaction: only one
 * commit of an uncommitted import at the version read can match (a second,
 * concurrent one waits for the row and then matches nothing).
 */
export async function claimCommit(
  knex: Knex,
  id: number,
  version: number,
  now: number,
): Promise<boolean> {
  const claimed = await knex('imports')
    .where({ id, version })
    .whereIn('status', ['mapping', 'checked'])
    .update({ status: 'committed', version: knex.raw('version + 1'), updated_at: now });
  return claimed === 1;
}

export async function finishCommit(
  knex: Knex,
  id: number,
  counts: ImportCounts,
  now: number,
): Promise<void> {
  await knex('imports')
    .where({ id })
    .update({ ...countColumns(counts), checked_at: now, committed_at: now });
}

/** A rollback's claim: a committed import at the version read, in its transaction. */
export async function claimRollback(
  knex: Knex,
  id: number,
  version: number,
  now: number,
): Promise<boolean> {
  const claimed = await knex('imports')
    .where({ id, version, status: 'committed' })
    .update({
      status: 'rolledBack',
      rolled_back_at: now,
      version: knex.raw('version + 1'),
      updated_at: now,
    });
  return claimed === 1;
}

export async function deleteImportRow(knex: Knex, id: number): Promise<void> {
  await knex('import_external_ids').where({ import_id: id }).update({ import_id: null });
  await knex('imports').where({ id }).delete();
}

/** The count of rows an import's sheets hold (set once, when they are read). */
export async function storeRowCount(knex: Knex, id: number, rows: number): Promise<void> {
  await knex('imports').where({ id }).update({ rows_count: rows });
}
