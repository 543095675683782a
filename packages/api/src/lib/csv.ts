/**
 * CSV as RFC 4180 reads it (comma, CRLF, quotes doubled), safe to open in a
 * spreadsheet: a text cell that starts like a formula (`=`, `+`, `-`, `@`, tab,
 * carriage return) is prefixed with `'` so it shows as text instead of running
 * (OWASP "CSV injection"). Numbers stay numbers.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Marks the file as UTF-8 for spreadsheet programs that would otherwise guess
 * a legacy code page (accented names would break).
 */
export const CSV_BOM = '\uFEFF';
