import type { ImportLocale } from '@keel/types';

/**
 * Reading a cell's text as a value of a field's type in the file's locale
 * (README.md § Values). Each reader answers the value, or `{ error }` with the
 * message the row's problem shows.
 */

export type Read<T> = { value: T } | { error: string };

const ok = <T>(value: T): Read<T> => ({ value });
const fail = (error: string): Read<never> => ({ error });

/**
 * A decimal number as written in the locale: `1.234,56` (de) or `1,234.56`
 * (en). With both separators, the last one is the decimal mark; with one that
 * appears more than once, it groups thousands; one followed by exactly three
 * digits is the locale's (de: `.` groups, en: `,` groups); any other single
 * one is the decimal mark (so `7,5` and `7.5` read alike in both).
 */
export function readDecimal(text: string, locale: ImportLocale): number | null {
  const value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[-+]?[\d.,]*\d[\d.,]*$/.test(value)) return null;
  const dots = value.split('.').length - 1;
  const commas = value.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (dots > 0 && commas > 0) decimal = value.lastIndexOf('.') > value.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const mark = dots === 1 ? '.' : ',';
    const threeAfter = /^[-+]?\d+[.,]\d{3}$/.test(value);
    const grouping = locale === 'de' ? '.' : ',';
    decimal = threeAfter && mark === grouping ? null : mark;
  }
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : null;
  let normalized = value;
  if (group) normalized = normalized.split(group).join('');
  else normalized = normalized.replace(/[.,]/g, '');
  if (decimal === ',') normalized = normalized.replace(',', '.');
  if ((normalized.match(/\./g) ?? []).length > 1) return null;
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}

/** Money in the major unit to minor units (cents): `1.234,56` → 123456; a currency sign is dropped. */
export function readMoney(text: string, locale: ImportLocale): Read<number> {
  const stripped = text.replace(/[€$£¥]|\b[A-Z]{3}\b/g, '').trim();
  const amount = readDecimal(stripped, locale);
  if (amount === null) return fail(`"${text}" is not an amount`);
  if (amount < 0) return fail('The amount must not be negative');
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents)) return fail('The amount is too large');
  return ok(cents);
}

/** A duration to whole minutes: hours `7,5` / `7.5`, `7:30`, or `7h 30m` (`7 h`, `30 min`). */
export function readDuration(text: string, locale: ImportLocale): Read<number> {
  const value = text.trim().toLowerCase();
  const clock = /^(\d+):([0-5]\d)$/.exec(value);
  if (clock) return ok(Number(clock[1]) * 60 + Number(clock[2]));
  const units =
    /^(?:(\d+(?:[.,]\d+)?)\s*(?:h|std|hrs?|hours?|stunden?))?\s*(?:(\d+)\s*(?:m|min|mins|minutes?|minuten?))?$/.exec(
      value,
    );
  if (units && (units[1] !== undefined || units[2] !== undefined)) {
    const hours = units[1] === undefined ? 0 : Number(units[1].replace(',', '.'));
    return ok(Math.round(hours * 60 + Number(units[2] ?? 0)));
  }
  const hours = readDecimal(value, locale);
  if (hours === null) return fail(`"${text}" is not a duration (7.5, 7:30 or 7h 30m)`);
  if (hours < 0) return fail('The duration must not be negative');
  return ok(Math.round(hours * 60));
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * A calendar day: ISO `2025-12-31` (a timestamp's day too) in any locale;
 * `31.12.2025` in de; `12/31/2025` in en (two-digit years are 20xx).
 */
export function readDate(text: string, locale: ImportLocale): Read<string> {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(value);
  let date: string | null = null;
  if (iso) date = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(value);
  if (dotted && locale === 'de')
    date = isoDate(fullYear(dotted[3] as string), Number(dotted[2]), Number(dotted[1]));
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (slashed && locale === 'en')
    date = isoDate(fullYear(slashed[3] as string), Number(slashed[1]), Number(slashed[2]));
  if (date === null)
    return fail(
      `"${text}" is not a date (${locale === 'de' ? '31.12.2025' : '12/31/2025'} or 2025-12-31)`,
    );
  return ok(date);
}

/** A whole number (`1.000` in de): fractions are refused. */
export function readInteger(text: string, locale: ImportLocale): Read<number> {
  const number = readDecimal(text, locale);
  if (number === null || !Number.isInteger(number)) return fail(`"${text}" is not a whole number`);
  return ok(number);
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'x', 'ja', 'j', 'wahr']);
const FALSE = new Set(['false', 'no', 'n', '0', 'nein', 'falsch']);

export function readBoolean(text: string): Read<boolean> {
  const value = text.trim().toLowerCase();
  if (TRUE.has(value)) return ok(true);
  if (FALSE.has(value)) return ok(false);
  return fail(`"${text}" is not yes or no`);
}

/** A comma- or semicolon-separated list, each item trimmed, empties dropped. */
export function readList(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
