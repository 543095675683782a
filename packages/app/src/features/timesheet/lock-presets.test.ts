import { describe, expect, it } from 'vitest';
import { endOfLastMonth } from './lock-presets';

describe('endOfLastMonth', () => {
  it('is the last day of the month before, across years and leap Februaries', () => {
    expect(endOfLastMonth('2026-03-15')).toBe('2026-02-28');
    expect(endOfLastMonth('2024-03-01')).toBe('2024-02-29');
    expect(endOfLastMonth('2026-01-31')).toBe('2025-12-31');
    expect(endOfLastMonth('2026-05-01')).toBe('2026-04-30');
  });
});
