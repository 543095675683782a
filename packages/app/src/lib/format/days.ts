import { dateFormat } from './locale';

/*
 * Parts of a calendar day (`YYYY-MM-DD`) or month (`YYYY-MM`) for headers and
 * axes, read and printed in UTC so they never shift a day.
 */

const DAY_SHAPES = {
  /** `Mon` */
  weekday: { weekday: 'short' },
  /** `Monday` */
  weekdayLong: { weekday: 'long' },
  /** `23` */
  dayOfMonth: { day: 'numeric' },
  /** `23 Nov` */
  dayMonth: { day: 'numeric', month: 'short' },
  /** `Mon 23` */
  weekdayDay: { weekday: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayShape = keyof typeof DAY_SHAPES;

/** A part of a calendar day, e.g. `formatDay('2026-11-23', 'dayMonth')` -> `23 Nov`. */
export function formatDay(date: string, shape: DayShape): string {
  return dateFormat({ ...DAY_SHAPES[shape], timeZone: 'UTC' }).format(
    Date.parse(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/**
 * A month, e.g. `formatMonth(2026, 3)` -> `Mar 2026`, or `March 2026` with `'long'`.
 * `month` counts from 1.
 */
export function formatMonth(year: number, month: number, length: 'short' | 'long' = 'short') {
  return dateFormat({ month: length, year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}
