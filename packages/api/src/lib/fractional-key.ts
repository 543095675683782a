/**
 * Board order keys (DOMAIN.md § Tasks: "a fractional or gapped key so that a
 * move writes one row"). Keys are strings over `0-9a-z`, compared bytewise
 * (`ORDER BY board_key`; both databases run with a C collation for them, and
 * the alphabet sorts the same in any collation). A key is a 6-character
 * base-36 "integer" part plus a fraction that never ends in `0`, so there is
 * always room between two keys: appending and prepending step the integer
 * part by `GAP` (short keys for the usual add-at-the-end), inserting between
 * two keys takes the midpoint of their digits.
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const WIDTH = 6;
const GAP = 36 ** 2;
const MAX = 36 ** WIDTH;
const SUFFIX = 'i';

function head(value: number): string {
  return value.toString(36).padStart(WIDTH, '0') + SUFFIX;
}

function intOf(key: string): number {
  return parseInt(key.slice(0, WIDTH), 36);
}

/** Digits strictly between `a` and `b` (`b` null: no upper bound), never ending in `0`. */
function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    let n = 0;
    while ((a[n] ?? '0') === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a ? DIGITS.indexOf(a[0] as string) : 0;
  const digitB = b !== null ? DIGITS.indexOf(b[0] as string) : DIGITS.length;
  if (digitB - digitA > 1) return DIGITS[Math.round((digitA + digitB) / 2)] as string;
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return (DIGITS[digitA] as string) + midpoint(a.slice(1), null);
}

/** A key after `before` and before `after` (either may be null: the column's end). */
export function keyBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after)
    throw new Error(`keyBetween: ${before} >= ${after}`);
  if (before === null && after === null) return head(MAX / 2);
  if (after === null) {
    const next = intOf(before as string) + GAP;
    return next < MAX ? head(next) : midpoint(before as string, null);
  }
  if (before === null) {
    const previous = intOf(after) - GAP;
    return previous > 0 ? head(previous) : midpoint('', after);
  }
  return midpoint(before, after);
}

/** `count` evenly spaced keys in order (seed data and benches). */
export function spacedKeys(count: number): string[] {
  const step = Math.max(1, Math.floor(MAX / (count + 1)));
  return Array.from({ length: count }, (_, i) => head(step * (i + 1)));
}
