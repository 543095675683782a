import { describe, expect, it } from 'vitest';
import { dateInTimeZone, dayStartMs, iso, utcDate } from './dates';

describe('iso', () => {
  it('writes what toISOString writes, for any instant a Date holds', () => {
    const DAY = 86_400_000;
    const instants = [
      0,
      -1,
      1,
      DAY - 1,
      DAY,
      -DAY,
      -DAY - 1,
      951_782_400_000, // 2000-02-29
      1_767_603_600_000,
      253_402_300_799_999, // 9999-12-31T23:59:59.999Z
      253_402_300_800_000, // +010000-01-01
      -62_167_219_200_001, // the year -000001
      8.64e15,
      -8.64e15,
    ];
    // And a spread of instants over the years, each millisecond field varied.
    for (let i = 0; i < 2000; i += 1)
      instants.push(Math.round((i * 7_919_993_123.7) % 4e12) - 1e12);
    for (const ms of instants) expect(iso(ms), String(ms)).toBe(new Date(ms).toISOString());
    // Not an integer: as toISOString (a fraction is cut), and an invalid instant throws as it does.
    expect(iso(1.7)).toBe(new Date(1.7).toISOString());
    expect(() => iso(8.64e15 + 1)).toThrow(RangeError);
    expect(() => iso(Number.NaN)).toThrow(RangeError);
  });
  it('reads epoch milliseconds as a number or a digit string', () => {
    expect(iso(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(iso('1700000000000')).toBe('2023-11-14T22:13:20.000Z');
  });
  it('reads a date string and keeps null as null', () => {
    expect(iso('2025-03-01T10:00:00Z')).toBe('2025-03-01T10:00:00.000Z');
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
  });
});

describe('calendar days', () => {
  it('converts between a UTC day and epoch milliseconds', () => {
    expect(dayStartMs('2025-03-01')).toBe(Date.UTC(2025, 2, 1));
    expect(utcDate(Date.UTC(2025, 2, 1, 23, 59))).toBe('2025-03-01');
  });
});

describe('dateInTimeZone', () => {
  it('counts the day where the workspace is, not in UTC', () => {
    const lateOnMarch31 = Date.UTC(2026, 2, 31, 23, 30);
    expect(dateInTimeZone(lateOnMarch31, 'UTC')).toBe('2026-03-31');
    expect(dateInTimeZone(lateOnMarch31, 'Europe/Berlin')).toBe('2026-04-01');
    expect(dateInTimeZone(lateOnMarch31, 'America/New_York')).toBe('2026-03-31');
  });
});
