import type { RateEntry } from '@keel/types';

/** A rate history entry as the API takes it (amount in minor units). */
export interface RateInput {
  effectiveFrom: string;
  hourlyRate: { amount: number; currency: string };
}

/**
 * The history with one more change: a new date is added, the same date
 * replaces its entry (two rates may not start on one day). Oldest first.
 */
export function withRateChange(rates: readonly RateEntry[], change: RateInput): RateInput[] {
  return [...rates.filter((r) => r.effectiveFrom !== change.effectiveFrom), change]
    .map((r) => ({ effectiveFrom: r.effectiveFrom, hourlyRate: { ...r.hourlyRate } }))
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

export function withoutRate(rates: readonly RateEntry[], effectiveFrom: string): RateInput[] {
  return rates
    .filter((r) => r.effectiveFrom !== effectiveFrom)
    .map((r) => ({ effectiveFrom: r.effectiveFrom, hourlyRate: { ...r.hourlyRate } }));
}

/** The entry in force on a date (`YYYY-MM-DD`), or null before the first. */
export function rateOn<T extends { effectiveFrom: string }>(
  rates: readonly T[],
  date: string,
): T | null {
  let current: T | null = null;
  for (const rate of [...rates].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))) {
    if (rate.effectiveFrom <= date) current = rate;
  }
  return current;
}
