import { describe, expect, it } from 'vitest';
import { adjustmentMinutes, signedClock } from './time-in-lieu';

describe('signedClock', () => {
  it('shows a sign on credits and debits, none on zero', () => {
    expect(signedClock(90)).toBe('+1:30');
    expect(signedClock(-45)).toBe('-0:45');
    expect(signedClock(0)).toBe('0:00');
    expect(signedClock(-6000)).toBe('-100:00');
  });
});

describe('adjustmentMinutes', () => {
  it('reads the duration as typed in the grid and signs it by direction', () => {
    expect(adjustmentMinutes('1:30', 'credit')).toEqual({ ok: true, minutes: 90 });
    expect(adjustmentMinutes('1.5', 'debit')).toEqual({ ok: true, minutes: -90 });
    expect(adjustmentMinutes('45m', 'debit')).toEqual({ ok: true, minutes: -45 });
    expect(adjustmentMinutes('1000', 'credit')).toEqual({ ok: true, minutes: 60000 });
  });

  it('refuses what is not a duration, zero and more than 1,000 hours', () => {
    expect(adjustmentMinutes('soon', 'credit').ok).toBe(false);
    expect(adjustmentMinutes('0', 'credit')).toEqual({
      ok: false,
      message: 'Type a duration of more than 0',
    });
    expect(adjustmentMinutes('1001', 'debit')).toEqual({
      ok: false,
      message: 'At most 1,000 hours at once',
    });
  });
});
