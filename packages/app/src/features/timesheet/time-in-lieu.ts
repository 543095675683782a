import { formatClockDuration, parseDuration, type ParsedDuration } from '@keel/types';

/** The most one adjustment may move an account (the API's limit): 1,000 hours. */
export const MAX_ADJUSTMENT_MINUTES = 1000 * 60;

/** Balances and adjustments as signed h:mm: `90` -> `+1:30`, `-45` -> `-0:45`, `0` -> `0:00`. */
export function signedClock(minutes: number): string {
  return minutes > 0 ? `+${formatClockDuration(minutes)}` : formatClockDuration(minutes);
}

export type AdjustmentDirection = 'credit' | 'debit';

/**
 * The signed minutes of an adjustment typed as a duration (`1:30`, `1.5`,
 * `90m`) and a credit or debit choice; a duration of 0 or beyond the limit is
 * refused with the message the field shows.
 */
export function adjustmentMinutes(text: string, direction: AdjustmentDirection): ParsedDuration {
  const parsed = parseDuration(text);
  if (!parsed.ok) return parsed;
  if (parsed.minutes <= 0) return { ok: false, message: 'Type a duration of more than 0' };
  if (parsed.minutes > MAX_ADJUSTMENT_MINUTES)
    return { ok: false, message: 'At most 1,000 hours at once' };
  return { ok: true, minutes: direction === 'credit' ? parsed.minutes : -parsed.minutes };
}
