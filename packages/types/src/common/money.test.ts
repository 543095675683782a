import { describe, expect, it } from 'vitest';
import { amountForMinutes, divideRoundHalfEven } from './money';

describe('divideRoundHalfEven', () => {
  it('rounds halves to the even neighbour', () => {
    expect(divideRoundHalfEven(5, 2)).toBe(2);
    expect(divideRoundHalfEven(7, 2)).toBe(4);
    expect(divideRoundHalfEven(-5, 2)).toBe(-2);
    expect(divideRoundHalfEven(-7, 2)).toBe(-4);
  });
  it('rounds other remainders to the nearest', () => {
    expect(divideRoundHalfEven(10, 3)).toBe(3);
    expect(divideRoundHalfEven(11, 3)).toBe(4);
    expect(divideRoundHalfEven(-11, 3)).toBe(-4);
    expect(divideRoundHalfEven(0, 7)).toBe(0);
    expect(Object.is(divideRoundHalfEven(-1, 3), -0)).toBe(false);
  });
  it('refuses a divisor that is not a positive integer', () => {
    expect(() => divideRoundHalfEven(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfEven(1.5, 2)).toThrow(RangeError);
  });
});

describe('amountForMinutes', () => {
  it('bills minutes at an hourly rate in minor units', () => {
    expect(amountForMinutes(60, 9500)).toBe(9500);
    expect(amountForMinutes(45, 9500)).toBe(7125);
    // 7 minutes at 95.50/h = 1114.1666... -> 1114
    expect(amountForMinutes(7, 9550)).toBe(1114);
    // 1 minute at 0.90/h = 1.5 -> 2 (even); at 0.30/h = 0.5 -> 0 (even)
    expect(amountForMinutes(1, 90)).toBe(2);
    expect(amountForMinutes(1, 30)).toBe(0);
  });
});
