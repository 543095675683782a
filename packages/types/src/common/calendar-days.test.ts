import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isCalendarDate, mondayOf, monthsBetween } from './calendar-days';

describe('calendar days', () => {
  it('tells real days from the pattern alone', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-01')).toBe(false);
    expect(isCalendarDate('2026-02-01T00:00')).toBe(false);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('0000-02-29')).toBe(true);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-13-10')).toBe(false);
    expect(isCalendarDate('2026-12-00')).toBe(false);
    expect(isCalendarDate('2026-12-31')).toBe(true);
  });

  it('agrees with a round trip through Date on any digits and any text', () => {
    /** What the check meant before it counted: the day `Date` reads is the day written. */
    const byDate = (value: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const ms = Date.parse(`${value}T00:00:00.000Z`);
      return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
    };
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const shaped = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(
      fc.property(fc.oneof(shaped, fc.string({ maxLength: 12 })), (value) => {
        expect(isCalendarDate(value)).toBe(byDate(value));
      }),
      { numRuns: 20_000 },
    );
  });

  it('adds days across months, years and backwards', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-26', 0)).toBe('2026-11-26');
  });

  it('names a week by its Monday, Sunday included in the week before', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('adds months across years and backwards, and lists the months of a span', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
  });
});
