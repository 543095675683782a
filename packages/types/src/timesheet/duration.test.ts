import { describe, expect, it } from 'vitest';
import { formatClockDuration, parseDuration } from './duration';

const minutes = (text: string) => {
  const parsed = parseDuration(text);
  return parsed.ok ? parsed.minutes : null;
};

describe('parseDuration', () => {
  it('reads hours and minutes, decimal hours and minutes', () => {
    expect(minutes('1:30')).toBe(90);
    expect(minutes('0:05')).toBe(5);
    expect(minutes('1.5')).toBe(90);
    expect(minutes('1,5')).toBe(90);
    expect(minutes('0.25')).toBe(15);
    expect(minutes('90m')).toBe(90);
    expect(minutes('90 min')).toBe(90);
    expect(minutes('2')).toBe(120);
    expect(minutes('2h')).toBe(120);
    expect(minutes('1h30')).toBe(90);
    expect(minutes(' 1h 30m ')).toBe(90);
    expect(minutes('7.5H')).toBe(450);
  });

  it('rounds to whole minutes', () => {
    expect(minutes('0.33')).toBe(20);
    expect(minutes('1.999')).toBe(120);
  });

  it('refuses what is not a duration', () => {
    for (const text of ['', ' ', 'abc', '1:60', '1:5', '-1', '1h60', '1.5.2', '1:30:00', 'h', 'm'])
      expect(parseDuration(text), text).toEqual({ ok: false, message: expect.any(String) });
  });
});

describe('formatClockDuration', () => {
  it('writes h:mm, which parseDuration reads back', () => {
    expect(formatClockDuration(90)).toBe('1:30');
    expect(formatClockDuration(5)).toBe('0:05');
    expect(formatClockDuration(1440)).toBe('24:00');
    for (const value of [0, 1, 59, 60, 61, 450, 1439])
      expect(minutes(formatClockDuration(value))).toBe(value);
  });
});
