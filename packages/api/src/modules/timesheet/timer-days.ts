import { fromAbsolute, toCalendarDate, toZoned } from '@internationalized/date';

/**
 * How a stopped timer's time becomes entries (README, "Running timer"): one
 * entry a day in the workspace time zone, split at each midnight between the
 * start and the stop. The whole is rounded to the nearest minute, at least 1;
 * each day gets the rounding of the time up to its end less the rounding of
 * the time up to its start, so the days add up to the rounded whole (a day
 * left with 0 minutes writes nothing). Pure: the service passes the clock's
 * now and the configured zone.
 */

const MINUTE = 60_000;

export interface TimerDay {
  /** `YYYY-MM-DD` in the time zone. */
  date: string;
  minutes: number;
}

/** One `{date, minutes}` per day the timer ran on, in order; never empty. */
export function timerDays(startedAt: number, stoppedAt: number, timeZone: string): TimerDay[] {
  const end = Math.max(startedAt, stoppedAt);
  const segments: Array<{ date: string; until: number }> = [];
  for (let from = startedAt; ;) {
    const day = toCalendarDate(fromAbsolute(from, timeZone));
    const nextMidnight = toZoned(day.add({ days: 1 }), timeZone)
      .toDate()
      .getTime();
    segments.push({ date: day.toString(), until: Math.min(end, nextMidnight) });
    if (nextMidnight >= end) break;
    from = nextMidnight;
  }
  let counted = 0;
  const days: TimerDay[] = [];
  for (const segment of segments) {
    const upToHere = Math.round((segment.until - startedAt) / MINUTE);
    if (upToHere > counted) days.push({ date: segment.date, minutes: upToHere - counted });
    counted = upToHere;
  }
  if (days.length > 0) return days;
  // Under half a minute in all: one minute, on the day most of it ran on.
  let longest = segments[0] as { date: string; until: number };
  let longestMs = -1;
  let from = startedAt;
  for (const segment of segments) {
    if (segment.until - from > longestMs) {
      longest = segment;
      longestMs = segment.until - from;
    }
    from = segment.until;
  }
  return [{ date: longest.date, minutes: 1 }];
}
