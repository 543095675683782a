import { describe, expect, it } from 'vitest';
import { approvalKey, hoursAgainstExpected } from './approval-figures';

describe('hoursAgainstExpected', () => {
  it('says how far a week is from its expected hours, and in which tone', () => {
    expect(hoursAgainstExpected({ totalMinutes: 2400, expectedMinutes: 2400 })).toEqual({
      text: 'As expected',
      tone: 'positive',
    });
    expect(hoursAgainstExpected({ totalMinutes: 2250, expectedMinutes: 2400 })).toEqual({
      text: '2.5 h short',
      tone: 'caution',
    });
    expect(hoursAgainstExpected({ totalMinutes: 2430, expectedMinutes: 2400 })).toEqual({
      text: '0.5 h over',
      tone: 'info',
    });
    expect(hoursAgainstExpected({ totalMinutes: 60, expectedMinutes: null }).tone).toBe('neutral');
  });

  it('keys a week by its person and Monday', () => {
    expect(
      approvalKey({
        user: { id: 3, name: 'Max', initials: 'MM', color: '#000' },
        weekStart: '2026-03-02',
      }),
    ).toBe('3/2026-03-02');
  });
});
