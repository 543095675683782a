import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, mondayOf } from './calendar-days';

describe('calendar days', () => {
  it('tells real days from the pattern alone', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-01')).toBe(false);
    expect(isCalendarDate('2026-02-01T00:00')).toBe(false);
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
});
