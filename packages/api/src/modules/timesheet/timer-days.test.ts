import { describe, expect, it } from 'vitest';
import { timerDays } from './timer-days';

const at = (iso: string) => Date.parse(iso);

describe('timerDays', () => {
  it('rounds to the nearest minute, at least 1', () => {
    expect(timerDays(at('2026-03-02T09:00:00Z'), at('2026-03-02T09:00:05Z'), 'UTC')).toEqual([
      { date: '2026-03-02', minutes: 1 },
    ]);
    expect(timerDays(at('2026-03-02T09:00:00Z'), at('2026-03-02T09:01:29Z'), 'UTC')).toEqual([
      { date: '2026-03-02', minutes: 1 },
    ]);
    expect(timerDays(at('2026-03-02T09:00:00Z'), at('2026-03-02T09:01:30Z'), 'UTC')).toEqual([
      { date: '2026-03-02', minutes: 2 },
    ]);
    expect(timerDays(at('2026-03-02T09:00:00Z'), at('2026-03-02T11:15:10Z'), 'UTC')).toEqual([
      { date: '2026-03-02', minutes: 135 },
    ]);
  });

  it('splits at midnight in the time zone, the days adding up to the rounded whole', () => {
    // 23:30 to 01:15 in Berlin (UTC+1 in March before the change).
    expect(
      timerDays(at('2026-03-02T22:30:00Z'), at('2026-03-03T00:15:00Z'), 'Europe/Berlin'),
    ).toEqual([
      { date: '2026-03-02', minutes: 30 },
      { date: '2026-03-03', minutes: 75 },
    ]);
    // The same instants in UTC: midnight comes an hour later.
    expect(timerDays(at('2026-03-02T22:30:00Z'), at('2026-03-03T00:15:00Z'), 'UTC')).toEqual([
      { date: '2026-03-02', minutes: 90 },
      { date: '2026-03-03', minutes: 15 },
    ]);
    // 23:00 to 23:45 in Berlin: one day.
    expect(
      timerDays(at('2026-03-02T22:00:00Z'), at('2026-03-02T22:45:00Z'), 'Europe/Berlin'),
    ).toEqual([{ date: '2026-03-02', minutes: 45 }]);
    // Over two midnights: a whole day in the middle.
    expect(timerDays(at('2026-03-02T23:00:00Z'), at('2026-03-04T00:30:00Z'), 'UTC')).toEqual([
      { date: '2026-03-02', minutes: 60 },
      { date: '2026-03-03', minutes: 1440 },
      { date: '2026-03-04', minutes: 30 },
    ]);
    // Seconds on both sides of midnight: the whole rounds once.
    const days = timerDays(at('2026-03-02T23:59:40Z'), at('2026-03-03T00:00:50Z'), 'UTC');
    expect(days).toEqual([{ date: '2026-03-03', minutes: 1 }]);
  });

  it('knows a day of 23 hours (daylight saving time starts)', () => {
    // Berlin, 2026-03-29: midnight to midnight is 23 h.
    expect(
      timerDays(at('2026-03-28T23:00:00Z'), at('2026-03-29T22:00:00Z'), 'Europe/Berlin'),
    ).toEqual([{ date: '2026-03-29', minutes: 23 * 60 }]);
  });

  it('gives the one minute of a short timer over midnight to the day it mostly ran on', () => {
    expect(timerDays(at('2026-03-02T23:59:50Z'), at('2026-03-03T00:00:15Z'), 'UTC')).toEqual([
      { date: '2026-03-03', minutes: 1 },
    ]);
    expect(timerDays(at('2026-03-02T23:59:40Z'), at('2026-03-03T00:00:05Z'), 'UTC')).toEqual([
      { date: '2026-03-02', minutes: 1 },
    ]);
  });
});
