import type { Money } from '@keel/types';
import { dateFormat, numberFormat } from './locale';

export { WORKSPACE_LOCALE } from './locale';
export * from './numbers';
export * from './days';

/*
 * The one place the app turns wire values into text (ARCHITECTURE.md § API
 * contract: dates are `YYYY-MM-DD`, instants UTC ISO-8601, money integer minor
 * units plus a currency, durations integer minutes). Two rules that the old
 * per-feature format files disagreed on are decided here:
 *
 * - **Empty values** (a null/undefined date, instant, amount or duration)
 *   render as `—` (EMPTY), never as a word like `Never` or `0`: tables stay
 *   scannable and the column header says what is missing. A caller that
 *   means something else by "no value" (e.g. `No rate yet`) says so itself.
 * - **Hours** are minutes / 60 rounded to at most two decimals, trailing
 *   zeros dropped (`450` -> `7.5 h`, `435` -> `7.25 h`, `20` -> `0.33 h`):
 *   durations are whole minutes and people book in quarter hours, which two
 *   decimals show exactly while one decimal would turn 7 h 15 into `7.3 h`.
 *
 * Numbers, dates and money follow the workspace locale (`locale.ts`, the one
 * locale policy). Anything that does not parse is shown as written rather than
 * as `Invalid Date`.
 */

/** What every formatter shows for an absent value. */
export const EMPTY = '—';

const dayFormat = dateFormat({ dateStyle: 'medium', timeZone: 'UTC' });
const instantFormat = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const hoursFormat = numberFormat({ maximumFractionDigits: 2 });

/**
 * A calendar day `YYYY-MM-DD`, e.g. `2026-03-01` -> `1 Mar 2026` (en-GB).
 * Read as UTC and printed in UTC, so it never shifts a day in any time zone.
 */
export function formatDate(date: string | null | undefined): string {
  if (!date) return EMPTY;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match.map(Number);
  const utc = Date.UTC(y!, m! - 1, d!);
  // Date.UTC rolls 2026-02-31 over into March; such a string is not a date.
  if (new Date(utc).getUTCDate() !== d) return date;
  return dayFormat.format(utc);
}

/** An instant (UTC ISO-8601) in the reader's time zone, e.g. `1 Mar 2026, 14:05` (en-GB). */
export function formatInstant(instant: string | null | undefined): string {
  if (!instant) return EMPTY;
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  return instantFormat.format(time);
}

/**
 * Money of minor units, e.g. `{ amount: 1250000, currency: 'EUR' }` ->
 * `€12,500.00` (en-GB). Minor units are hundredths, as the forms send them
 * (`toMinorUnits`).
 */
export function formatMoney(money: Money | null | undefined): string {
  if (!money) return EMPTY;
  return numberFormat({ style: 'currency', currency: money.currency }).format(money.amount / 100);
}

/**
 * Money as a plain amount and its currency code, e.g. `{ amount: 4550, currency: 'EUR' }` ->
 * `45.50 EUR` (two decimals, no grouping): the audit log's neutral form of a stored value.
 */
export function formatMoneyWithCode(money: Money): string {
  return `${numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(money.amount / 100)} ${money.currency}`;
}

/**
 * Major units as a short amount for a chart's axis and tooltip
 * (`480000` EUR -> `€480K`); the tables beside the charts give exact figures.
 */
export function formatCompactMoney(major: number, currency: string): string {
  return numberFormat({
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(major);
}

/** Major units typed by a person (`45.5`) -> minor units (`4550`), rounded to the cent. */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

/** Minutes as decimal hours, e.g. `450` -> `7.5 h` (see the rounding rule above). */
export function formatHours(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return EMPTY;
  return `${hoursFormat.format(Math.round((minutes / 60) * 100) / 100)} h`;
}

/** Minutes as hours and minutes, e.g. `90` -> `1 h 30 min`, `45` -> `45 min`, `0` -> `0 min`. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return EMPTY;
  const sign = minutes < 0 ? '-' : '';
  const total = Math.round(Math.abs(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${sign}${rest} min`;
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} min`;
}

/** Today as `YYYY-MM-DD` (UTC, as the API counts days). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
