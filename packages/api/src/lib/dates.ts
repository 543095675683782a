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
  return new Date(ms).toISOString();
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
