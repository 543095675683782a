import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffProjectAgainstPlan, planProjectFromRevision, spreadDueDates } from './from-quote';
import { computePricing } from './pricing/pricing';
import type { QuoteLineItem } from './quotes.schemas';
import type { MarkupEntry } from './pricing/pricing.schemas';

/** A revision's lines and totals as the API freezes them: priced by the engine. */
function revisionOf(
  lines: Array<Omit<QuoteLineItem, 'labour' | 'cost' | 'costRate'>>,
  markups: MarkupEntry[],
) {
  const totals = computePricing(
    lines.map((l) => ({ ...l, costRate: null })),
    markups,
  );
  const lineItems = lines.map((l, i) => ({
    ...l,
    costRate: null,
    labour: totals.lines[i]!.labour,
    cost: null,
  }));
  return { lineItems, totals, currency: 'EUR' };
}

const line = (
  key: string,
  section: string,
  role: string,
  minutes: number,
  rate: number,
  expenses = 0,
  description = `${key} work`,
) => ({ key, section, description, role, minutes, rate, expenses });

const markup = (
  kind: 'percent' | 'fixed',
  value: number,
  appliesTo: 'labour' | 'expenses' | 'subtotal',
): MarkupEntry => ({ label: `${kind} ${value}`, kind, value, appliesTo });

describe('planProjectFromRevision', () => {
  it('golden: budget, milestones per section with the markups shared, tasks and role rates', () => {
    const revision = revisionOf(
      [
        line('a', 'Design', 'Designer', 600, 9_000), // 90,000
        line('b', 'Build', 'Developer', 1_200, 10_000, 5_000), // 200,000 + 5,000
        line('c', '', 'Developer', 60, 12_000), // 12,000 (General)
        line('d', 'Design', 'Designer', 0, 9_000, 1_000), // expenses only: no task
      ],
      [markup('percent', 10, 'subtotal'), markup('fixed', 333, 'labour')],
    );
    // subtotal 308,000; +30,800; +333 -> total 339,133
    expect(revision.totals.total).toBe(339_133);
    const plan = planProjectFromRevision(revision, {
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(plan.budget).toEqual({ amount: 339_133, currency: 'EUR' });
    expect(plan.budgetMinutes).toBe(1_860);
    // Bases: Design 91,000, Build 205,000, General 12,000; markups 31,133 shared.
    // Design 91,000 + 31,133*91,000/308,000 = 91,000 + 9,198.4 -> 100,198
    // Build 205,000 + 20,722.3 -> 225,722; General absorbs: 339,133 - 325,920 = 13,213
    expect(plan.milestones).toEqual([
      {
        section: 'Design',
        name: 'Design',
        amount: { amount: 100_198, currency: 'EUR' },
        minutes: 600,
        dueDate: '2026-01-11',
      },
      {
        section: 'Build',
        name: 'Build',
        amount: { amount: 225_722, currency: 'EUR' },
        minutes: 1_200,
        dueDate: '2026-01-21',
      },
      {
        section: 'General',
        name: 'General',
        amount: { amount: 13_213, currency: 'EUR' },
        minutes: 60,
        dueDate: '2026-01-31',
      },
    ]);
    expect(plan.tasks.map((t) => [t.lineKey, t.section, t.estimateMinutes])).toEqual([
      ['a', 'Design', 600],
      ['b', 'Build', 1_200],
      ['c', 'General', 60],
    ]);
    // Developer: (1,200 x 10,000 + 60 x 12,000) / 1,260 = 10,095.238... -> 10,095
    expect(plan.roleRates).toEqual([
      { role: 'Designer', hourlyRate: { amount: 9_000, currency: 'EUR' }, minutes: 600 },
      { role: 'Developer', hourlyRate: { amount: 10_095, currency: 'EUR' }, minutes: 1_260 },
    ]);
  });

  it('a revision priced at 0 with a fixed fee puts the fee on the last milestone', () => {
    const revision = revisionOf(
      [line('a', 'One', 'Dev', 0, 0), line('b', 'Two', 'Dev', 0, 0)],
      [markup('fixed', 500, 'subtotal')],
    );
    const plan = planProjectFromRevision(revision, { startDate: '2026-01-01', endDate: null });
    expect(plan.milestones.map((m) => [m.amount.amount, m.dueDate])).toEqual([
      [0, null],
      [500, null],
    ]);
    expect(plan.roleRates).toEqual([
      { role: 'Dev', hourlyRate: { amount: 0, currency: 'EUR' }, minutes: 0 },
    ]);
  });

  it('spreads due dates evenly and ends on the end date', () => {
    expect(spreadDueDates(3, '2026-03-01', '2026-03-04')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(spreadDueDates(2, '2026-03-01', null)).toEqual([null, null]);
  });

  it('property: milestones always add up to the total exactly', () => {
    const lineArb = fc.record({
      section: fc.constantFrom('', 'A', 'B', 'C'),
      role: fc.constantFrom('', 'Dev', 'PM'),
      minutes: fc.integer({ min: 0, max: 100_000 }),
      rate: fc.integer({ min: 0, max: 1_000_000 }),
      expenses: fc.integer({ min: 0, max: 10_000_000 }),
    });
    const markupArb = fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        value: fc.integer({ min: -1_000_000, max: 10_000_000 }).map((v) => v / 10_000),
        appliesTo: fc.constantFrom('labour' as const, 'expenses' as const, 'subtotal' as const),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        value: fc.integer({ min: -2_000_000, max: 2_000_000 }),
        appliesTo: fc.constantFrom('labour' as const, 'expenses' as const, 'subtotal' as const),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 30 }),
        fc.array(markupArb, { maxLength: 6 }),
        (lines, markups) => {
          const revision = revisionOf(
            lines.map((l, i) => ({ ...l, key: `k${i}`, description: '' })),
            markups.map((m) => ({ ...m, label: 'm' })),
          );
          const plan = planProjectFromRevision(revision, {
            startDate: '2026-01-01',
            endDate: '2026-12-31',
          });
          expect(plan.milestones.reduce((s, m) => s + m.amount.amount, 0)).toBe(
            revision.totals.total,
          );
          expect(plan.milestones.reduce((s, m) => s + m.minutes, 0)).toBe(plan.budgetMinutes);
          expect(plan.tasks.length).toBe(lines.filter((l) => l.minutes > 0).length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('diffProjectAgainstPlan', () => {
  const revision = revisionOf(
    [line('a', 'Design', 'Designer', 600, 9_000), line('b', 'Build', 'Developer', 1_200, 10_000)],
    [],
  );
  const plan = planProjectFromRevision(revision, { startDate: null, endDate: null });

  it('lists nothing when the project is the plan', () => {
    const diff = diffProjectAgainstPlan(
      {
        currency: 'EUR',
        budget: plan.budget.amount,
        budgetMinutes: plan.budgetMinutes,
        milestones: plan.milestones.map((m) => ({ ...m, amount: m.amount.amount, locked: false })),
        tasks: plan.tasks.map((t) => ({ ...t, loggedMinutes: 0, outOfScope: false })),
        rates: plan.roleRates.map((r) => ({ role: r.role, hourlyRates: [r.hourlyRate.amount] })),
      },
      plan,
    );
    expect(diff).toEqual({ budget: null, milestones: [], tasks: [], rates: [] });
  });

  it('adds, changes, removes, and marks a removed line with logged time out of scope', () => {
    const diff = diffProjectAgainstPlan(
      {
        currency: 'EUR',
        budget: 100_000,
        budgetMinutes: 600,
        milestones: [
          { section: 'Design', name: 'Design', amount: 80_000, locked: false },
          { section: 'Old', name: 'Old', amount: 20_000, locked: false },
          { section: 'Paid', name: 'Paid', amount: 1, locked: true },
        ],
        tasks: [
          {
            lineKey: 'a',
            name: 'a work',
            estimateMinutes: 300,
            loggedMinutes: 0,
            outOfScope: false,
          },
          { lineKey: 'x', name: 'Gone', estimateMinutes: 60, loggedMinutes: 30, outOfScope: false },
          { lineKey: 'y', name: 'Idle', estimateMinutes: 60, loggedMinutes: 0, outOfScope: false },
          { lineKey: 'z', name: 'Done', estimateMinutes: 60, loggedMinutes: 9, outOfScope: true },
        ],
        rates: [
          { role: 'Developer', hourlyRates: [9_000] },
          { role: 'Designer', hourlyRates: [9_000] },
        ],
      },
      plan,
    );
    expect(diff.budget).toEqual({
      key: 'budget',
      kind: 'change',
      label: 'Budget',
      before: 'EUR 1,000.00, 10 h',
      after: 'EUR 2,900.00, 30 h',
    });
    expect(diff.milestones.map((d) => [d.key, d.kind])).toEqual([
      ['Design', 'change'],
      ['Build', 'add'],
      ['Old', 'remove'],
    ]);
    expect(diff.tasks.map((d) => [d.key, d.kind])).toEqual([
      ['a', 'change'],
      ['b', 'add'],
      ['x', 'outOfScope'],
      ['y', 'remove'],
    ]);
    expect(diff.rates).toEqual([
      {
        key: 'Developer',
        kind: 'change',
        label: 'Developer',
        before: 'EUR 90.00/h',
        after: 'EUR 100.00/h',
      },
    ]);
  });
});
