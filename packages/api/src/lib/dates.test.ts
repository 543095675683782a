import { describe, expect, it } from 'vitest';
import { dateInTimeZone, dayStartMs, iso, utcDate } from './dates';

describe('iso', () => {
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
