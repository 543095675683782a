import { describe, expect, it } from 'vitest';
import { accrue, type LoggedDay, type StandardDay } from './time-in-lieu';

const FULL_TIME: StandardDay = {
  standardMinutesPerDay: 450, // 7.5 h
  workingDays: [1, 2, 3, 4, 5],
  employmentStart: '2026-01-01',
  employmentEnd: null,
};
const day = (date: string, worked: number, leave = 0, taken = 0): LoggedDay => ({
  date,
  workedMinutes: worked,
  leaveMinutes: leave,
  takenMinutes: taken,
});

describe('time in lieu accrual', () => {
  it('accrues the minutes beyond the standard day on a working day, and nothing for a short day', () => {
    // 2026-03-02 is a Monday.
    expect(accrue([day('2026-03-02', 510)], FULL_TIME, '2026-12-31')).toEqual({
      accruedMinutes: 60,
      takenMinutes: 0,
    });
    expect(accrue([day('2026-03-03', 300)], FULL_TIME, '2026-12-31').accruedMinutes).toBe(0);
    expect(accrue([day('2026-03-04', 450)], FULL_TIME, '2026-12-31').accruedMinutes).toBe(0);
  });

  it('accrues every minute worked on a weekend', () => {
    // 2026-03-07 Saturday, 2026-03-08 Sunday.
    const result = accrue([day('2026-03-07', 120), day('2026-03-08', 90)], FULL_TIME, '2026-12-31');
    expect(result.accruedMinutes).toBe(210);
  });

  it("follows a part-timer's standard day and working days", () => {
    const partTime: StandardDay = {
      ...FULL_TIME,
      standardMinutesPerDay: 240,
      workingDays: [1, 2, 3],
    };
    const result = accrue(
      [
        day('2026-03-02', 300), // Monday: 60 over the 4 h day
        day('2026-03-04', 240), // Wednesday: exactly the day
        day('2026-03-05', 180), // Thursday: not a working day, all accrues
      ],
      partTime,
      '2026-12-31',
    );
    expect(result.accruedMinutes).toBe(240);
  });

  it('counts leave as part of the day: work beyond what the leave leaves accrues, leave itself never', () => {
    // Half a day of leave and 4 h of work: 15 minutes over.
    expect(accrue([day('2026-03-02', 240, 225)], FULL_TIME, '2026-12-31').accruedMinutes).toBe(15);
    // A full day of leave: nothing accrues, nothing is taken.
    expect(accrue([day('2026-03-03', 0, 450)], FULL_TIME, '2026-12-31')).toEqual({
      accruedMinutes: 0,
      takenMinutes: 0,
    });
    // Leave on a day worked in full: all the work is beyond the day.
    expect(accrue([day('2026-03-04', 450, 450)], FULL_TIME, '2026-12-31').accruedMinutes).toBe(450);
  });

  it("measures leave against the day's own expectation: a weekend, a part-timer's short day, a day off", () => {
    const partTime: StandardDay = {
      ...FULL_TIME,
      standardMinutesPerDay: 240,
      workingDays: [1, 2, 3],
    };
    // Saturday 2026-03-07: leave booked on a weekend neither accrues nor shields work; all work accrues.
    expect(accrue([day('2026-03-07', 60, 450)], FULL_TIME, '2026-12-31')).toEqual({
      accruedMinutes: 60,
      takenMinutes: 0,
    });
    // Part-timer, Monday (4 h day): 2 h leave leaves 2 h expected; 3 h worked accrues 1 h.
    expect(accrue([day('2026-03-02', 180, 120)], partTime, '2026-12-31').accruedMinutes).toBe(60);
    // Part-timer, Thursday (a day off): leave changes nothing, the 2 h worked accrue.
    expect(accrue([day('2026-03-05', 120, 240)], partTime, '2026-12-31').accruedMinutes).toBe(120);
    // Leave and time in lieu taken beyond the day never make the expectation negative.
    expect(accrue([day('2026-03-02', 30, 300, 300)], FULL_TIME, '2026-12-31')).toEqual({
      accruedMinutes: 30,
      takenMinutes: 300,
    });
  });

  it('consumes time in lieu taken, which also stands in for the day', () => {
    const result = accrue(
      [day('2026-03-02', 0, 0, 450), day('2026-03-03', 225, 0, 225)],
      FULL_TIME,
      '2026-12-31',
    );
    expect(result).toEqual({ accruedMinutes: 0, takenMinutes: 675 });
  });

  it('ignores days before employment, after its end and after the given day', () => {
    const employed: StandardDay = {
      ...FULL_TIME,
      employmentStart: '2026-03-03',
      employmentEnd: '2026-03-05',
    };
    const days = [day('2026-03-02', 600), day('2026-03-04', 500), day('2026-03-06', 600)];
    expect(accrue(days, employed, '2026-12-31').accruedMinutes).toBe(50);
    expect(
      accrue([day('2026-03-04', 500), day('2026-03-05', 500)], FULL_TIME, '2026-03-04')
        .accruedMinutes,
    ).toBe(50);
  });
});
