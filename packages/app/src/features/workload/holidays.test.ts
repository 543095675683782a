import { describe, expect, it } from 'vitest';
import { canManageHolidays, holidayYearOf, weekdayOf } from './holidays';
import { demoUsers } from '../../test/demo-users';

describe('the holiday calendar rules', () => {
  it('takes the year from the URL, else this year', () => {
    expect(holidayYearOf('2027', 2026)).toBe(2027);
    expect(holidayYearOf(null, 2026)).toBe(2026);
    expect(holidayYearOf('27', 2026)).toBe(2026);
    expect(holidayYearOf('3000', 2026)).toBe(2026);
  });

  it('lets the managers of timesheet locks manage holidays', () => {
    expect(canManageHolidays(demoUsers.admin)).toBe(true);
    expect(canManageHolidays(demoUsers.member)).toBe(false);
  });

  it('names the weekday of a date in UTC', () => {
    expect(weekdayOf('2026-12-25')).toMatch(/Friday|Fr/);
  });
});
