import type { ImportSheetKind } from '@keel/types';
import type { Knex } from 'knex';

/**
 * `import_records` (what each row wrote) and `import_external_ids` (the
 * outside world's ids), and the look-ups an import reads a row's text with:
 * users by e-mail, projects by code, tasks and timesheet tasks by name.
 */

/** The kind of record a sheet writes. */
export type RecordKind =
  'project' | 'projectMember' | 'task' | 'taskComment' | 'timeEntry' | 'contact';

export interface ImportedRecord {
  sheetKind: ImportSheetKind;
  row: number;
  recordKind: RecordKind;
  recordId: number;
  action: 'created' | 'updated';
  version: number;
  before: unknown;
}

interface RecordRow {
  sheet_kind: string;
  row_number: number;
  record_kind: string;
  record_id: number;
  action: string;
  record_version: number;
  before: string | null;
}

const toImported = (row: RecordRow): ImportedRecord => ({
  sheetKind: row.sheet_kind as ImportSheetKind,
  row: Number(row.row_number),
  recordKind: row.record_kind as RecordKind,
  recordId: Number(row.record_id),
  action: row.action as ImportedRecord['action'],
  version: Number(row.record_version),
  before: row.before === null ? null : (JSON.parse(row.before) as unknown),
});

const INSERT_BATCH = 200;

export async function insertRecords(
  knex: Knex,
  importId: number,
  records: readonly ImportedRecord[],
): Promise<void> {
  for (let start = 0; start < records.length; start += INSERT_BATCH)
    await knex('import_records').insert(
      records.slice(start, start + INSERT_BATCH).map((record) => ({
        import_id: importId,
        sheet_kind: record.sheetKind,
        row_number: record.row,
        record_kind: record.recordKind,
        record_id: record.recordId,
        action: record.action,
        record_version: record.version,
        before: record.before === null ? null : JSON.stringify(record.before),
      })),
    );
}

/** An import's records, last written first (the order a rollback undoes them in). */
export async function recordsNewestFirst(knex: Knex, importId: number): Promise<ImportedRecord[]> {
  const rows = (await knex('import_records')
    .where({ import_id: importId })
    .orderBy('id', 'desc')
    .select('*')) as RecordRow[];
  return rows.map(toImported);
}

/** An import's records of these kinds (the ones whose versions it keeps up to date). */
export async function recordsOfKinds(
  knex: Knex,
  importId: number,
  kinds: readonly RecordKind[],
): Promise<ImportedRecord[]> {
  const rows = (await knex('import_records')
    .where({ import_id: importId })
    .whereIn('record_kind', kinds)
    .orderBy('id')
    .select('*')) as RecordRow[];
  return rows.map(toImported);
}

/** The records of one sheet's rows `fromRow`..`toRow`, for the report. */
export async function recordsOfRows(
  knex: Knex,
  importId: number,
  sheetKind: ImportSheetKind,
  fromRow: number,
  toRow: number,
): Promise<ImportedRecord[]> {
  const rows = (await knex('import_records')
    .where({ import_id: importId, sheet_kind: sheetKind })
    .whereBetween('row_number', [fromRow, toRow])
    .orderBy('id')
    .select('*')) as RecordRow[];
  return rows.map(toImported);
}

export async function deleteRecordsOf(knex: Knex, importId: number): Promise<void> {
  await knex('import_records').where({ import_id: importId }).delete();
}

/** The record an outside id maps to within an origin, or null. */
export async function externalRecord(
  knex: Knex,
  origin: string,
  kind: ImportSheetKind,
  externalId: string,
): Promise<number | null> {
  const row = await knex('import_external_ids')
    .where({ origin, kind, external_id: externalId })
    .first<{ record_id: number } | undefined>('record_id');
  return row ? Number(row.record_id) : null;
}

/** The records outside ids map to within an origin, by id (500 a query). */
export async function externalRecords(
  knex: Knex,
  origin: string,
  kind: ImportSheetKind,
  externalIds: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < externalIds.length; start += 500) {
    const rows = (await knex('import_external_ids')
      .where({ origin, kind })
      .whereIn('external_id', externalIds.slice(start, start + 500))
      .select('external_id', 'record_id')) as Array<{ external_id: string; record_id: number }>;
    for (const row of rows) found.set(row.external_id, Number(row.record_id));
  }
  return found;
}

/** `saveExternalId` for many ids of one kind at once (a chunk of time entries). */
export async function saveExternalIds(
  knex: Knex,
  origin: string,
  kind: ImportSheetKind,
  importId: number,
  pairs: ReadonlyArray<{ externalId: string; recordId: number }>,
): Promise<void> {
  for (let start = 0; start < pairs.length; start += INSERT_BATCH) {
    const batch = pairs.slice(start, start + INSERT_BATCH);
    await knex('import_external_ids')
      .where({ origin, kind })
      .whereIn(
        'external_id',
        batch.map((pair) => pair.externalId),
      )
      .delete();
    await knex('import_external_ids').insert(
      batch.map((pair) => ({
        origin,
        kind,
        external_id: pair.externalId,
        record_id: pair.recordId,
        import_id: importId,
      })),
    );
  }
}

/** Maps the outside id to the record (replacing a mapping to a record that is gone). */
export async function saveExternalId(
  knex: Knex,
  values: {
    origin: string;
    kind: ImportSheetKind;
    externalId: string;
    recordId: number;
    importId: number;
  },
): Promise<void> {
  await knex('import_external_ids')
    .where({ origin: values.origin, kind: values.kind, external_id: values.externalId })
    .delete();
  await knex('import_external_ids').insert({
    origin: values.origin,
    kind: values.kind,
    external_id: values.externalId,
    record_id: values.recordId,
    import_id: values.importId,
  });
}

/** Drops the outside ids an import brought (its rollback). */
export async function deleteExternalIdsOf(knex: Knex, importId: number): Promise<void> {
  await knex('import_external_ids').where({ import_id: importId }).delete();
}

/** A live project's id by its code, or null. */
export async function projectIdByCode(knex: Knex, code: string): Promise<number | null> {
  const row = await knex('projects')
    .where({ code })
    .whereNull('deleted_at')
    .first<{ id: number } | undefined>('id');
  return row ? Number(row.id) : null;
}

/** A task of the project by its exact name (the first made), or null. */
export async function taskIdByName(
  knex: Knex,
  projectId: number,
  name: string,
): Promise<number | null> {
  const row = await knex('tasks')
    .where({ project_id: projectId, name })
    .orderBy('id')
    .first<{ id: number } | undefined>('id');
  return row ? Number(row.id) : null;
}

/** An active timesheet task by name (case-insensitive), or null. */
export async function timesheetTaskIdByName(knex: Knex, name: string): Promise<number | null> {
  const row = await knex('timesheet_tasks')
    .whereRaw('lower(name) = ?', [name.toLowerCase()])
    .where({ active: true })
    .first<{ id: number } | undefined>('id');
  return row ? Number(row.id) : null;
}

/** The version a record has at the end of its import (`settleVersions`). */
export async function setRecordVersion(
  knex: Knex,
  importId: number,
  recordKind: RecordKind,
  recordId: number,
  version: number,
): Promise<void> {
  await knex('import_records')
    .where({ import_id: importId, record_kind: recordKind, record_id: recordId })
    .update({ record_version: version });
}
