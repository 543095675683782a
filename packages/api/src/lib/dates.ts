/** Date and instant helpers shared by the API (instants are stored as epoch milliseconds). */

/**
 * An instant as an ISO 8601 string: epoch milliseconds (a number, or a string
 * as some drivers return BIGINT) or a parsable date string; null stays null.
 */
export function iso(value: number | string): string;
export function iso(value: number | string | null | undefined): string | null;
export function iso(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const ms = typeof value === 'number' || /^-?\d+$/.test(value) ? Number(value) : Date.parse(value);
  return isoOfMs(ms);
}

const DAY_MS = 86_400_000;
/** The largest instant a Date holds (±100,000,000 days from the epoch). */
const MAX_INSTANT_MS = 8.64e15;
/** '00'…'59' and '000'…'999': the parts of a time of day. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
/** A day's `YYYY-MM-DDT` by its number since the epoch (the days lists show share a few). */
const dayPrefixes = new Map<number, string>();
const MAX_DAY_PREFIXES = 4096;

/**
 * `new Date(ms).toISOString()`, the same text, at a fraction of its cost:
 * a list of 500 tasks formatted 1,000 instants, 0.85 ms of its request.
 * The date part is `toISOString`'s own, kept per day; the time of day is
 * written from the remainder. Anything but an integer within a Date's range
 * (a fraction, NaN: an invalid date throws its RangeError) goes through
 * `toISOString` itself.
 */
function isoOfMs(ms: number): string {
  if (!Number.isInteger(ms) || ms > MAX_INSTANT_MS || ms < -MAX_INSTANT_MS)
    return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    // Everything before the time of day ("HH:MM:SS.mmmZ", 13 characters), the sign of a far year too.
    prefix = new Date(day * DAY_MS).toISOString().slice(0, -13);
    if (dayPrefixes.size >= MAX_DAY_PREFIXES) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const milliseconds = rest % 1000;
  rest = (rest - milliseconds) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  return `${prefix}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[milliseconds]}Z`;
}

/** Start of a `YYYY-MM-DD` day in UTC, epoch milliseconds. */
export function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

/** The UTC calendar date of an instant (epoch milliseconds) as `YYYY-MM-DD`. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** One formatter per time zone: building one costs more than using it. */
const zoneDayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant (epoch milliseconds) in an IANA time zone, as `YYYY-MM-DD`. */
export function dateInTimeZone(ms: number, timeZone: string): string {
  let format = zoneDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zoneDayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
