import { describe, expect, it } from 'vitest';
import { expectedWeekMinutes, reminderWeekOn, weekDays } from './timesheet-approvals';

const FULL_TIME = {
  standardMinutesPerDay: 480,
  workingDays: [1, 2, 3, 4, 5],
  employmentStart: '2020-01-01',
  employmentEnd: null,
};

describe('expectedWeekMinutes', () => {
  it('counts the standard day on each working day', () => {
    expect(expectedWeekMinutes(weekDays('2026-03-02'), FULL_TIME, new Set())).toBe(5 * 480);
    expect(
      expectedWeekMinutes(
        weekDays('2026-03-02'),
        { ...FULL_TIME, workingDays: [1, 2, 3, 4] },
        new Set(),
      ),
    ).toBe(4 * 480);
  });

  it('leaves out holidays and the days outside employment', () => {
    expect(
      expectedWeekMinutes(weekDays('2026-03-02'), FULL_TIME, new Set(['2026-03-04', '2026-03-08'])),
    ).toBe(4 * 480);
    expect(
      expectedWeekMinutes(
        weekDays('2026-03-02'),
        { ...FULL_TIME, employmentStart: '2026-03-05' },
        new Set(),
      ),
    ).toBe(2 * 480);
    expect(
      expectedWeekMinutes(
        weekDays('2026-03-02'),
        { ...FULL_TIME, employmentEnd: '2026-03-02' },
        new Set(),
      ),
    ).toBe(480);
  });
});

describe('reminderWeekOn', () => {
  it('is last week from the Wednesday on, the week before on Monday and Tuesday', () => {
    // 2026-03-09 is a Monday; last week began on 2026-03-02.
    expect(reminderWeekOn('2026-03-11')).toBe('2026-03-02');
    expect(reminderWeekOn('2026-03-15')).toBe('2026-03-02');
    expect(reminderWeekOn('2026-03-10')).toBe('2026-02-23');
    expect(reminderWeekOn('2026-03-09')).toBe('2026-02-23');
  });
});
