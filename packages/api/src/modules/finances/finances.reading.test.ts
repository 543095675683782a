import { describe, expect, it } from 'vitest';
import { addMonths, basisOf, lastDayOf, monthsBetween, rangeOf } from './finances.service';
import { convert, rateMicros, rateText } from './exchange-rates.service';

/** The pure rules of reading the figures (READING.md): months, ranges, rates, conversion. */
describe('months', () => {
  it('adds months across years and lists a range', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -26)).toBe('2024-01');
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('knows the last day of a month, leap years included', () => {
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
  });
});

describe('ranges and the basis of a month', () => {
  it('defaults: forecast the current month and 11 on, history 11 back to the current', () => {
    expect(rangeOf('forecast', {}, '2026-11')).toEqual({ from: '2026-11', to: '2027-10' });
    expect(rangeOf('history', {}, '2026-11')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(rangeOf('history', { to: '2026-06' }, '2026-11')).toEqual({
      from: '2025-07',
      to: '2026-06',
    });
    expect(rangeOf('forecast', { from: '2027-01' }, '2026-11')).toEqual({
      from: '2027-01',
      to: '2027-12',
    });
  });

  it('refuses history after the current month, a reversed or too long range, naming the field', () => {
    const fieldOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return Object.keys((error as { errors: Record<string, unknown> }).errors);
      }
      return [];
    };
    expect(fieldOf(() => rangeOf('history', { to: '2026-12' }, '2026-11'))).toEqual(['to']);
    expect(fieldOf(() => rangeOf('history', { from: '2026-12' }, '2026-11'))).toEqual(['from']);
    expect(
      fieldOf(() => rangeOf('forecast', { from: '2027-02', to: '2027-01' }, '2026-11')),
    ).toEqual(['to']);
    expect(
      fieldOf(() => rangeOf('forecast', { from: '2026-01', to: '2031-01' }, '2026-11')),
    ).toEqual(['to']);
  });

  it('figures past months from actuals, the current forecast month as actual plus the rest', () => {
    expect(basisOf('forecast', '2026-10', '2026-11')).toBe('actual');
    expect(basisOf('forecast', '2026-11', '2026-11')).toBe('actualAndForecast');
    expect(basisOf('forecast', '2026-12', '2026-11')).toBe('forecast');
    expect(basisOf('history', '2026-11', '2026-11')).toBe('actual');
  });
});

describe('exchange rates', () => {
  it('reads and writes rates as exact millionths', () => {
    expect(rateMicros('1.0825')).toBe(1_082_500);
    expect(rateMicros('0.000001')).toBe(1);
    expect(rateMicros('123')).toBe(123_000_000);
    expect(rateText(1_082_500)).toBe('1.0825');
    expect(rateText(123_000_000)).toBe('123');
    expect(rateText(1)).toBe('0.000001');
  });

  it('converts minor units rounding half to even, exactly for large amounts', () => {
    expect(convert(3_001, 500_000)).toBe(1_500); // 1,500.5 -> 1,500
    expect(convert(3_003, 500_000)).toBe(1_502); // 1,501.5 -> 1,502
    expect(convert(-3_001, 500_000)).toBe(-1_500);
    expect(convert(100, 1_082_500)).toBe(108); // 108.25
    expect(convert(9_007_199_254_740_991, 1_000_000)).toBe(9_007_199_254_740_991);
  });
});
