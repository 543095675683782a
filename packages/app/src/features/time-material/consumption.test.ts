import { describe, expect, it } from 'vitest';
import type { Consumption } from '@keel/types';
import {
  capPercent,
  capWarnings,
  monthChartRows,
  monthLabel,
  minutesOfHours,
  positiveIntOf,
  publicTimesheetPath,
  resourceTimesheetPath,
} from './consumption';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const consumed = (over: Partial<Consumption> = {}): Consumption => ({
  minutes: 0,
  amount: eur(0),
  minutesLevel: 'within',
  amountLevel: 'within',
  ...over,
});

describe('cap percent', () => {
  it('is the whole percent used, rounded down so 79.9 % does not read as 80 %', () => {
    expect(capPercent(799, 1000)).toBe(79);
    expect(capPercent(800, 1000)).toBe(80);
    expect(capPercent(1500, 1000)).toBe(150);
  });

  it('is null without a cap', () => {
    expect(capPercent(10, null)).toBeNull();
  });
});

describe('cap warnings', () => {
  it('says nothing while both caps are within', () => {
    expect(
      capWarnings(consumed({ minutes: 60 }), { capMinutes: 600, capAmount: eur(100) }),
    ).toEqual([]);
  });

  it('words the 80 % warning of the hour cap with the figures, as caution with a warning icon', () => {
    const [warning, ...rest] = capWarnings(consumed({ minutes: 480, minutesLevel: 'near' }), {
      capMinutes: 600,
      capAmount: null,
    });
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ kind: 'hours', tone: 'caution', icon: 'warning' });
    expect(warning!.text).toBe('80 % of the hour cap used: 8 h of 10 h.');
  });

  it('says a reached money cap is reached, as critical, naming whose it is', () => {
    const warnings = capWarnings(
      consumed({ amount: eur(12_000), amountLevel: 'reached' }),
      { capMinutes: null, capAmount: eur(10_000) },
      'Ada',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ kind: 'amount', tone: 'critical', icon: 'alert' });
    expect(warnings[0]!.text).toMatch(/^The money cap of Ada is reached: .+ \(120 %\)\.$/);
  });

  it('ignores a level the API sent for a cap the contract does not have', () => {
    expect(
      capWarnings(consumed({ minutesLevel: 'reached' }), { capMinutes: null, capAmount: null }),
    ).toEqual([]);
  });
});

describe('months', () => {
  it('labels a month and leaves anything else as written', () => {
    expect(monthLabel('2026-03')).toMatch(/2026/);
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('March')).toBe('March');
  });

  it('gives every resource a value in every month, zero where it logged nothing', () => {
    const rows = monthChartRows(
      [
        {
          month: '2026-03',
          minutes: 90,
          amount: eur(1500),
          resources: [{ resourceId: 7, minutes: 90, amount: eur(1500) }],
        },
        { month: '2026-04', minutes: 0, amount: eur(0), resources: [] },
      ],
      [7, 9],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ r7: 1.5, r9: 0 });
    expect(rows[1]).toMatchObject({ r7: 0, r9: 0 });
  });
});

describe('form values and links', () => {
  it('turns typed hours into whole minutes', () => {
    expect(minutesOfHours(7.5)).toBe(450);
    expect(minutesOfHours(0.33)).toBe(20);
  });

  it('links the in-app timesheet with its contract in the query', () => {
    expect(resourceTimesheetPath(3, 5, 8)).toBe(
      '/projects/3/time-material/resources/5/timesheet?contractId=8',
    );
  });

  it('keeps the token, encoded, in a public timesheet link', () => {
    expect(publicTimesheetPath(3, 5, 'a+b/c')).toBe(
      '/public/projects/3/time-material/resources/5/timesheet?stakeholderToken=a%2Bb%2Fc',
    );
  });

  it('reads only positive integers from the query', () => {
    expect(positiveIntOf('12')).toBe(12);
    expect(positiveIntOf('0')).toBeNull();
    expect(positiveIntOf('1e3')).toBeNull();
    expect(positiveIntOf(null)).toBeNull();
  });
});
