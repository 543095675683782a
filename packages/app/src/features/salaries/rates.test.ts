import { toMinorUnits } from '../../lib/format';
import { rateOn, withRateChange, withoutRate } from './rates';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const history = [
  { effectiveFrom: '2025-01-01', hourlyRate: eur(4000) },
  { effectiveFrom: '2026-01-01', hourlyRate: eur(4500) },
];

describe('rate history', () => {
  it('adds a change in date order', () => {
    const next = withRateChange(history, { effectiveFrom: '2025-07-01', hourlyRate: eur(4200) });
    expect(next.map((r) => r.effectiveFrom)).toEqual(['2025-01-01', '2025-07-01', '2026-01-01']);
  });

  it('replaces the rate of a date that already has one', () => {
    const next = withRateChange(history, { effectiveFrom: '2026-01-01', hourlyRate: eur(4700) });
    expect(next).toHaveLength(2);
    expect(next[1]?.hourlyRate.amount).toBe(4700);
  });

  it('removes one entry', () => {
    expect(withoutRate(history, '2025-01-01').map((r) => r.effectiveFrom)).toEqual(['2026-01-01']);
  });

  it('finds the rate in force on a date', () => {
    expect(rateOn(history, '2024-12-31')).toBeNull();
    expect(rateOn(history, '2025-06-30')?.hourlyRate.amount).toBe(4000);
    expect(rateOn(history, '2026-01-01')?.hourlyRate.amount).toBe(4500);
  });

  it('converts typed amounts to minor units without float noise', () => {
    expect(toMinorUnits(45.5)).toBe(4550);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });
});
