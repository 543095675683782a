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

/** Longest word-start token kept (code points); longer terms fall back to a scan. */
export const SEARCH_TOKEN_MAX = 64;

/** Where a token starts: 1 at the start of a field after the first, 2 at a word start inside a field. */
export type SearchTokenKind = 1 | 2;

export interface SearchToken {
  kind: SearchTokenKind;
  /** The field's text from that position to the field's end, cut at `SEARCH_TOKEN_MAX`. */
  token: string;
}

/**
 * The word starts of a stored `search_text` — the index behind ranks 1 and 2
 * of quick search: a term that is a prefix of one of these tokens starts a
 * field (1) or a word (2). Rank 0 (the name starts with the term) is a prefix
 * of `search_text` itself and needs no token. Words are split on the single
 * spaces `normalizeSearchText` leaves, exactly as `LIKE '% term%'` does.
 */
export function searchTokens(searchText: string): SearchToken[] {
  const tokens: SearchToken[] = [];
  const cut = (text: string) => Array.from(text).slice(0, SEARCH_TOKEN_MAX).join('');
  searchText
    .split(FIELD_SEPARATOR)
    .slice(1)
    .forEach((field, index) => {
      if (index > 0) tokens.push({ kind: 1, token: cut(field) });
      for (let at = field.indexOf(' '); at !== -1; at = field.indexOf(' ', at + 1)) {
        tokens.push({ kind: 2, token: cut(field.slice(at + 1)) });
      }
    });
  return tokens;
}

/**
 * The exclusive upper bound of the strings that start with `prefix`, in
 * code-point (UTF-8 byte) order: `prefix <= s < bound` exactly when `s`
 * starts with `prefix`. Null when no such bound exists (the last character
 * is the highest code point or a lone surrogate).
 */
export function prefixUpperBound(prefix: string): string | null {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff || (last >= 0xd800 && last <= 0xdfff)) return null;
  // The next code point, skipping the surrogate range, which is never stored.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return chars.join('') + String.fromCodePoint(next);
}
