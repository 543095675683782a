/**
 * Quick-search normalisation (DOMAIN.md § Search). Text is lowercased and
 * stripped of accents (NFD, combining marks removed) both when a record is
 * written (`search_text` column) and when a query arrives, so that a plain
 * `LIKE` gives the same case- and accent-insensitive matches on SQLite and
 * PostgreSQL.
 */

/** Separates fields inside `search_text`; `LIKE '%|term%'` is "some field starts with term". */
export const FIELD_SEPARATOR = '|';

export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[|\s]+/g, ' ')
    .trim();
}

/** The stored `search_text` of a record: `|field1|field2|...` (empty fields skipped). */
export function buildSearchText(fields: Array<string | null | undefined>): string {
  return fields
    .map((field) => normalizeSearchText(field ?? ''))
    .filter((field) => field.length > 0)
    .map((field) => FIELD_SEPARATOR + field)
    .join('');
}

/** Escapes `LIKE` wildcards; use with `ESCAPE '\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
