import { describe, expect, it } from 'vitest';
import type { Milestone } from '@keel/types';
import { amountOf, canWriteMilestone, invoicingOf, milestoneLabel } from './milestone-status';
import { financialFilter, statusFilter } from './components/MilestoneFilters';
import { formatDate } from '../../lib/format';

function milestone(extra: Partial<Milestone> = {}): Milestone {
  return {
    id: 1,
    projectId: 1,
    name: 'Go-live',
    description: '',
    dueDate: '2026-03-01',
    status: 'planned',
    financial: false,
    financials: null,
    progress: { taskCount: 0, completedTaskCount: 0 },
    version: 1,
    ...extra,
  };
}

const money = (dates: Partial<NonNullable<Milestone['financials']>> = {}) => ({
  amount: { amount: 1_250_000, currency: 'EUR' },
  forecastDate: null,
  invoicedDate: null,
  paidDate: null,
  ...dates,
});

describe('how a milestone reads', () => {
  it('names a marker by name, due date and status in words', () => {
    expect(milestoneLabel(milestone({ status: 'missed' }))).toBe(
      `Go-live, due ${formatDate('2026-03-01')}, Missed`,
    );
  });

  it('shows the amount, says when it is hidden, and nothing for a non-financial milestone', () => {
    expect(amountOf(milestone())).toBe('—');
    expect(amountOf(milestone({ financial: true }))).toBe('Amount hidden');
    expect(amountOf(milestone({ financial: true, financials: money() }))).toContain('12,500.00');
  });

  it('sums up invoicing by its latest step', () => {
    const financial = (dates: Parameters<typeof money>[0]) =>
      milestone({ financial: true, financials: money(dates) });
    expect(invoicingOf(milestone())).toBe('—');
    expect(invoicingOf(financial({}))).toBe('No dates yet');
    expect(invoicingOf(financial({ forecastDate: '2026-03-10' }))).toBe(
      `Forecast ${formatDate('2026-03-10')}`,
    );
    expect(invoicingOf(financial({ forecastDate: '2026-03-10', invoicedDate: '2026-03-12' }))).toBe(
      `Invoiced ${formatDate('2026-03-12')}`,
    );
    expect(invoicingOf(financial({ invoicedDate: '2026-03-12', paidDate: '2026-04-01' }))).toBe(
      `Paid ${formatDate('2026-04-01')}`,
    );
  });

  it('lets a manager write a milestone unless its amount is hidden from them', () => {
    expect(canWriteMilestone(milestone(), true)).toBe(true);
    expect(canWriteMilestone(milestone(), false)).toBe(false);
    expect(canWriteMilestone(milestone({ financial: true }), true)).toBe(false);
    expect(canWriteMilestone(milestone({ financial: true, financials: money() }), true)).toBe(true);
  });
});

describe('the filters in the URL', () => {
  it('keep known values and ignore anything else', () => {
    expect(statusFilter('missed')).toBe('missed');
    expect(statusFilter('late')).toBeUndefined();
    expect(statusFilter('')).toBeUndefined();
    expect(financialFilter('true')).toBe('true');
    expect(financialFilter('false')).toBe('false');
    expect(financialFilter('yes')).toBeUndefined();
  });
});
