import type { Money } from '@keel/types';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant for a table cell; `Never` when absent. */
export function formatInstant(iso: string | null, empty = 'Never'): string {
  return iso ? dateTime.format(new Date(iso)) : empty;
}

/** A `YYYY-MM-DD` date (read as UTC so it never shifts a day). */
export function formatDate(date: string | null, empty = '—'): string {
  return date ? dateOnly.format(new Date(`${date}T00:00:00Z`)) : empty;
}

/** Money of minor units, e.g. `{amount: 4550, currency: 'EUR'}` -> `€45.50`. */
export function formatMoney(money: Money | null, empty = '—'): string {
  if (!money) return empty;
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: money.currency }).format(
    money.amount / 100,
  );
}

/** Minutes as hours, e.g. 450 -> `7.5 h`. */
export function formatHours(minutes: number): string {
  return `${Math.round((minutes / 60) * 100) / 100} h`;
}

/** Today as `YYYY-MM-DD` (UTC, as the API counts days). */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
