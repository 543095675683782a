/**
 * Quick-search normalisation (DOMAIN.md § Search). Text is lowercased and
 * stripped of accents (NFD, combining marks removed) both when a record is
 * written (`search_text` column) and when a query arrives, so that a plain
 * `LIKE` gives the same case- and accent-insensitive matches on SQLite and
 * PostgreSQL.
 */

/**
 * Separates fields inside `search_text`: `LIKE '%<sep>term%'` is "some field
 * starts with term". A control character, so it never occurs in a term and
 * sorts before every letter and the space (a shorter name sorts first).
 */
export const FIELD_SEPARATOR = '\u001f';

/** Letters NFKD does not decompose, spelled the way people type them without accents. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

export function normalizeSearchText(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[ßøæœłđðþı]/g, (c) => FOLDS[c] ?? c)
      // Control characters (the field separator among them) and runs of space become one space.
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim()
  );
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
