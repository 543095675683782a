import fs from 'node:fs';
import {
  ImportUploadFieldsSchema,
  type Import,
  type ImportListQuerySchema,
  type ImportLocale,
  type ImportMapping,
  type ImportPage,
  type ImportSheetKind,
  type ImportSource,
  type ImportUpdateInputSchema,
  type ImportValueMaps,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import { parsePart } from '../../lib/validation';
import { versionedSave } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { importDir, removeImportFiles, uploadedRows, writeSheet } from './import-files';
import { checkedMapping, guessLocale, guessMapping } from './import-mapping';
import { problemsFile } from './import-walk';
import * as repo from './imports.repository';

/**
 * Imports (README.md): reading a file or a Redmine server's sheets into an
 * import, its mapping and value maps, the list and the delete. The dry run,
 * the commit and the rollback are `import-run.service.ts`.
 */

type UpdateInput = z.output<typeof ImportUpdateInputSchema>;

export const toImport = (record: repo.ImportRecord): Import => ({
  id: record.id,
  source: record.source,
  fileName: record.fileName,
  sourceUrl: record.sourceUrl,
  status: record.status,
  locale: record.locale,
  sheets: record.sheets.map((sheet) => ({
    kind: sheet.kind,
    columns: sheet.columns,
    mapping: sheet.mapping,
    rowCount: sheet.rowCount,
    preview: sheet.preview,
  })),
  valueMaps: record.valueMaps,
  counts: record.counts,
  createdBy: record.createdBy,
  createdAt: record.createdAt,
  checkedAt: record.checkedAt,
  committedAt: record.committedAt,
  rolledBackAt: record.rolledBackAt,
  version: record.version,
});

export async function importOf(db: Db, importId: number): Promise<repo.ImportRecord> {
  const record = await repo.findImport(db, importId);
  if (!record) throw new NotFoundError('Import not found');
  return record;
}

export async function listImports(
  deps: AppDeps,
  _actor: AuthUser,
  query: z.output<typeof ImportListQuerySchema>,
): Promise<ImportPage> {
  const found = await repo.listImports(deps.knex, query);
  return pageOf({ items: found.items.map(toImport), total: found.total }, query);
}

export async function getImport(
  deps: AppDeps,
  _actor: AuthUser,
  importId: number,
): Promise<Import> {
  return toImport(await importOf(deps.knex, importId));
}

/** A sheet handed to `createImport`: its rows streamed to disk as they come. */
export interface NewImportSheet {
  kind: ImportSheetKind;
  columns: string[];
  rows: AsyncIterable<string[]> | Iterable<string[]>;
  /** Absent: guessed from the columns. */
  mapping?: ImportMapping;
}

export interface NewImportInput {
  source: ImportSource;
  fileName: string | null;
  sourceUrl: string | null;
  /** What external ids are unique within: `file`, or a Redmine server's normalized URL. */
  origin: string;
  /** Absent: guessed from the headers and the first rows. */
  locale?: ImportLocale;
  sheets: NewImportSheet[];
  valueMaps?: ImportValueMaps;
}

/**
 * A new import (status `mapping`) from sheets whose rows are streamed to
 * `$DATA_DIR/imports/<id>/`: the file upload and the Redmine import both
 * come here. The mapping of each sheet is the given one (checked) or
 * guessed; the locale the given one or guessed. On any failure nothing
 * stays: neither the row nor the files.
 */
export async function createImport(
  deps: AppDeps,
  actor: AuthUser,
  input: NewImportInput,
): Promise<Import> {
  const kinds = new Set<ImportSheetKind>();
  for (const sheet of input.sheets) {
    if (kinds.has(sheet.kind)) throw ValidationError.field('sheets', `Two sheets of ${sheet.kind}`);
    kinds.add(sheet.kind);
  }
  const now = deps.clock();
  const id = await repo.insertImport(
    deps.knex,
    {
      source: input.source,
      fileName: input.fileName,
      sourceUrl: input.sourceUrl,
      origin: input.origin,
      locale: input.locale ?? 'en',
      sheets: [],
      valueMaps: input.valueMaps ?? {},
      rows: 0,
    },
    actor.id,
    now,
  );
  try {
    const dir = importDir(deps.config.dataDir, id);
    const sheets: repo.StoredSheet[] = [];
    for (const [index, sheet] of input.sheets.entries()) {
      const written = await writeSheet(dir, sheet.kind, sheet.rows, sheet.columns);
      const mapping = sheet.mapping
        ? checkedMapping(sheet.kind, written.columns, sheet.mapping, `sheets.${index}.mapping`)
        : guessMapping(sheet.kind, written.columns);
      sheets.push({ kind: sheet.kind, mapping, ...written });
    }
    const locale =
      input.locale ??
      guessLocale(
        sheets.flatMap((sheet) => sheet.columns),
        sheets.flatMap((sheet) => sheet.preview),
      );
    await repo.updateImportSettings(
      deps.knex,
      id,
      { sheets, valueMaps: input.valueMaps ?? {}, locale },
      now,
    );
    await repo.storeRowCount(
      deps.knex,
      id,
      sheets.reduce((sum, sheet) => sum + sheet.rowCount, 0),
    );
  } catch (error) {
    await repo.deleteImportRow(deps.knex, id);
    await removeImportFiles(deps.config.dataDir, id);
    throw error;
  }
  return getImport(deps, actor, id);
}

/** What the router received of an upload: the stored file and the body's text fields. */
export interface Upload {
  path: string;
  fileName: string;
  head: Buffer;
  fields: Record<string, string>;
}

/** Rows of the file, with a parse failure answered as a 400 naming `file`. */
async function* fileRows(upload: Upload): AsyncGenerator<string[]> {
  try {
    yield* uploadedRows(upload.path, upload.head);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw ValidationError.field('file', `The file cannot be read as CSV or XLSX: ${message}`);
  }
}

/**
 * `POST /api/imports`: the uploaded file (already on disk) read into a new
 * import of one sheet, its first row the headers. The upload is removed
 * whatever happens.
 */
export async function uploadImport(
  deps: AppDeps,
  actor: AuthUser,
  upload: Upload,
): Promise<Import> {
  try {
    const { kind } = parsePart(ImportUploadFieldsSchema, upload.fields, 'body');
    const rows = fileRows(upload);
    const first = await rows.next();
    if (first.done || first.value.every((cell) => cell.trim() === ''))
      throw ValidationError.field('file', 'The file is empty: its first row must name the columns');
    const columns = first.value.map((cell) => cell.trim());
    if (new Set(columns).size !== columns.length)
      throw ValidationError.field('file', 'Two columns have the same header: rename one');
    return await createImport(deps, actor, {
      source: 'file',
      fileName: upload.fileName || null,
      sourceUrl: null,
      origin: 'file',
      sheets: [{ kind, columns, rows: { [Symbol.asyncIterator]: () => rows } }],
    });
  } finally {
    await fs.promises.rm(upload.path, { force: true });
  }
}

/** Refused once the import was committed (or rolled back): its mapping is history. */
function assertOpen(record: repo.ImportRecord): void {
  if (record.status === 'committed' || record.status === 'rolledBack')
    throw new ConflictError(
      `This import was ${record.status === 'committed' ? 'committed' : 'rolled back'}: it can no longer change`,
    );
}

/** `PUT /api/imports/{importId}`: mapping, value maps, locale; back to `mapping`. */
export async function updateImport(
  deps: AppDeps,
  _actor: AuthUser,
  importId: number,
  input: UpdateInput,
): Promise<Import> {
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    repo.IMPORT_ROWS,
    { id: importId, version: input.version },
    async (trx) => {
      const record = await importOf(trx, importId);
      assertOpen(record);
      const sheets = record.sheets.map((sheet) => ({ ...sheet }));
      for (const [index, change] of (input.sheets ?? []).entries()) {
        const sheet = sheets.find((s) => s.kind === change.kind);
        if (!sheet)
          throw ValidationError.field(
            `sheets.${index}.kind`,
            `The import has no ${change.kind} sheet`,
          );
        sheet.mapping = checkedMapping(
          sheet.kind,
          sheet.columns,
          change.mapping,
          `sheets.${index}.mapping`,
        );
      }
      await repo.updateImportSettings(
        trx,
        importId,
        {
          sheets,
          valueMaps: input.valueMaps ?? record.valueMaps,
          locale: input.locale ?? record.locale,
        },
        now,
      );
    },
    { now, current: async (trx) => toImport(await importOf(trx, importId)) },
  );
  // The last run's problems no longer stand (the report shows no outcome until the next).
  await fs.promises.rm(problemsFile(deps.config.dataDir, importId), { force: true });
  return toImport(await importOf(deps.knex, importId));
}

/** `DELETE /api/imports/{importId}`: an import not committed, and its files. */
export async function deleteImport(
  deps: AppDeps,
  _actor: AuthUser,
  importId: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    repo.IMPORT_ROWS,
    { id: importId, version },
    async (trx) => {
      const record = await importOf(trx, importId);
      if (record.status === 'committed')
        throw new ConflictError('A committed import stays in the history: roll it back first');
      await repo.deleteImportRow(trx, importId);
    },
    { now, current: async (trx) => toImport(await importOf(trx, importId)) },
  );
  await removeImportFiles(deps.config.dataDir, importId);
  return { ok: true };
}
