import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import type { ImportSheetKind } from '@keel/types';
import { IMPORT_PREVIEW_ROWS } from '@keel/types';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { ValidationError } from '../../lib/errors';
import { loadExcelJs } from '../../lib/spreadsheet-download';

/**
 * An import's rows on disk (README.md § Files): each sheet is a file of JSON
 * lines under `$DATA_DIR/imports/<importId>/`, one array of cell strings per
 * row of the source (a blank row is `[]`, so the row numbers stay the
 * file's), written as the upload is parsed and read back a line at a time by
 * the dry run, the commit and the report: memory stays flat however long the
 * file is.
 */

/** Where an import's sheets are kept. */
export function importDir(dataDir: string, importId: number): string {
  return path.join(dataDir, 'imports', String(importId));
}

/** Where uploads land before they are parsed (random names, removed after). */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'imports', 'uploads');
}

const sheetFile = (dir: string, kind: ImportSheetKind) => path.join(dir, `${kind}.jsonl`);

/** C0 controls other than tab, line feed and carriage return, and DEL: dropped from every cell. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const cleanCell = (value: string): string => value.replace(CONTROL, '');

/** A row with no text in any cell (skipped, but counted in the numbering). */
export const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The text of an XLSX cell's value: a formula's cached result (never evaluated), a date as ISO. */
export function xlsxText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const text = value.toISOString();
    return text.endsWith('T00:00:00.000Z') ? text.slice(0, 10) : text;
  }
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText))
      return (cell.richText as Array<{ text?: string }>).map((part) => part.text ?? '').join('');
    if ('formula' in cell || 'sharedFormula' in cell) {
      if (cell.result !== undefined && cell.result !== null) return xlsxText(cell.result);
      return `=${String(cell.formula ?? cell.sharedFormula ?? '')}`;
    }
    if ('error' in cell) return String(cell.error);
    if ('text' in cell) return xlsxText(cell.text);
  }
  return '';
}

/** The most frequent of `,` `;` and tab in the first line (outside quotes); comma when none. */
export function guessDelimiter(head: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of head.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

const isZip = (head: Buffer) => head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
const isOleDocument = (head: Buffer) =>
  head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));

async function* csvRows(filePath: string, head: Buffer): AsyncGenerator<string[]> {
  const parser = fs.createReadStream(filePath).pipe(
    parse({
      bom: true,
      delimiter: guessDelimiter(head.toString('utf8')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }),
  );
  for await (const record of parser as AsyncIterable<string[]>) yield record.map(cleanCell);
}

async function* xlsxRows(filePath: string): AsyncGenerator<string[]> {
  const excel = await loadExcelJs();
  const reader = new excel.stream.xlsx.WorkbookReader(filePath, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    let next = 1;
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      for (; next < row.number; next += 1) yield [];
      next = row.number + 1;
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let column = 1; column < values.length; column += 1)
        cells.push(cleanCell(xlsxText(values[column])));
      yield cells;
    }
    // The first worksheet is the import's.
    return;
  }
}

/**
 * The rows of an uploaded file: XLSX (a zip) through exceljs's streaming
 * reader, anything else as CSV in UTF-8. An old binary `.xls` is a 400.
 */
export function uploadedRows(filePath: string, head: Buffer): AsyncGenerator<string[]> {
  if (isOleDocument(head))
    throw ValidationError.field('file', 'Save the sheet as XLSX or CSV (the old .xls is not read)');
  return isZip(head) ? xlsxRows(filePath) : csvRows(filePath, head);
}

export interface WrittenSheet {
  columns: string[];
  rowCount: number;
  preview: string[][];
}

/**
 * Writes a sheet's rows to its file: `header` true takes the first row as
 * the columns (a file), else `columns` are given (a Redmine sheet). Answers
 * the columns, the count of non-blank rows and the preview.
 */
export async function writeSheet(
  dir: string,
  kind: ImportSheetKind,
  rows: AsyncIterable<string[]> | Iterable<string[]>,
  columns: string[] | null,
): Promise<WrittenSheet> {
  fs.mkdirSync(dir, { recursive: true });
  const out = fs.createWriteStream(sheetFile(dir, kind), { flags: 'w' });
  let header = columns;
  let rowCount = 0;
  const preview: string[][] = [];
  try {
    for await (const raw of rows) {
      const cells = raw.map((cell) => cleanCell(String(cell ?? '')));
      if (header === null) {
        header = cells.map((cell) => cell.trim());
        continue;
      }
      if (!isBlank(cells)) {
        rowCount += 1;
        // One cell per column (a short row padded, cells past the last header dropped).
        if (preview.length < IMPORT_PREVIEW_ROWS)
          preview.push(header.map((_, index) => cells[index] ?? ''));
      }
      if (!out.write(`${JSON.stringify(isBlank(cells) ? [] : cells)}\n`)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { columns: header ?? [], rowCount, preview };
}

/** One row of a sheet: its number as the file counts (the header is row 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The non-blank rows of a stored sheet, a line at a time. */
export async function* sheetRows(dir: string, kind: ImportSheetKind): AsyncGenerator<SheetRow> {
  const file = sheetFile(dir, kind);
  if (!fs.existsSync(file)) return;
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let row = 1;
  for await (const line of lines) {
    if (line === '') continue;
    row += 1;
    const cells = JSON.parse(line) as string[];
    if (cells.length > 0 && !isBlank(cells)) yield { row, cells };
  }
}

/** Removes an import's files (its delete). */
export async function removeImportFiles(dataDir: string, importId: number): Promise<void> {
  await fs.promises.rm(importDir(dataDir, importId), { recursive: true, force: true });
}
