import { stringify, type Options } from 'csv-stringify/sync';

/**
 * CSV as RFC 4180 reads it (comma, CRLF, quotes doubled), written by
 * `csv-stringify`, safe to open in a spreadsheet: a text cell that starts like
 * a formula (`=`, `+`, `-`, `@`, tab, carriage return) is prefixed with `'` so
 * it shows as text instead of running (OWASP "CSV injection",
 * `escape_formulas`). Numbers stay numbers.
 */
export type CsvCell = string | number | null | undefined;

const OPTIONS: Options = {
  escape_formulas: true,
  record_delimiter: 'windows',
  // A bare line feed inside a cell is quoted too: spreadsheets end the record at it otherwise.
  quoted_match: /[\r\n]/,
  cast: { number: (value) => (Number.isFinite(value) ? String(value) : '') },
};

/** Records, each ended by CRLF: one call for a batch costs less than one a line. */
export function csvLines(records: readonly (readonly CsvCell[])[]): string {
  return stringify(
    records.map((cells) => cells.map((cell) => cell ?? null)),
    OPTIONS,
  );
}

/** One record, ended by CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return csvLines([cells]);
}

/** One cell as it appears in a record. */
export function csvCell(value: CsvCell): string {
  return csvLine([value]).slice(0, -2);
}

/**
 * Marks the file as UTF-8 for spreadsheet programs that would otherwise guess
 * a legacy code page (accented names would break).
 */
export const CSV_BOM = '\uFEFF';
