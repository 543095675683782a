import { multiplyDivideRoundHalfEven } from '@keel/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeProjectMonths,
  figuresDependOnDate,
  FIGURE_KEYS,
  hourlyCostResolver,
  isProjectClosed,
  monthChanges,
  progressPercent,
  totalsOf,
  type FinanceEmployee,
  type FinanceInputs,
  type FinanceTask,
} from './finance-engine';

const money = (amount: number) => ({ amount, currency: 'EUR' });
const employee = (
  groupRates: Array<[string, number]>,
  overrides: Array<[string, number]> = [],
  employmentStart = '2020-01-01',
  employmentEnd: string | null = null,
): FinanceEmployee => ({
  employmentStart,
  employmentEnd,
  groupRates: groupRates.map(([effectiveFrom, rate]) => ({
    effectiveFrom,
    hourlyRate: money(rate),
  })),
  overrides: overrides.map(([effectiveFrom, rate]) => ({ effectiveFrom, hourlyRate: money(rate) })),
});
const task = (values: Partial<FinanceTask>): FinanceTask => ({
  assigneeId: null,
  status: 'todo',
  startDate: null,
  dueDate: null,
  workEstimation: null,
  loggedMinutes: 0,
  ...values,
});

// 2026-03-11 is a Wednesday.
const TODAY = '2026-03-11';

describe('finance engine: golden case', () => {
  const employees = new Map<number, FinanceEmployee>([
    [1, employee([['2026-01-01', 6000]], [['2026-03-16', 9000]])],
    [2, employee([['2026-01-01', 101]])],
  ]);
  const inputs: FinanceInputs = {
    today: TODAY,
    hourlyCost: hourlyCostResolver(employees),
    entries: [
      { userId: 1, date: '2026-02-10', minutes: 90, billable: true },
      { userId: 1, date: '2026-03-02', minutes: 45, billable: false },
      // 30 min at 101/h = 50.5 -> 50 (even); 90 min = 151.5 -> 152 (even).
      { userId: 2, date: '2026-03-03', minutes: 30, billable: false },
      { userId: 2, date: '2026-03-04', minutes: 90, billable: false },
      // No employee record: minutes count, cost 0.
      { userId: 3, date: '2026-03-05', minutes: 60, billable: false },
    ],
    contracts: [
      {
        periodStart: '2026-01-01',
        periodEnd: '2026-12-31',
        resources: [{ userId: 1, hourlyRate: 12000 }],
      },
    ],
    milestones: [
      {
        amount: 100000,
        invoicedDate: '2026-02-20',
        forecastDate: '2026-02-01',
        dueDate: '2026-02-01',
      },
      { amount: 50000, invoicedDate: null, forecastDate: '2026-05-15', dueDate: '2026-05-01' },
      // Overdue and not invoiced: forecast in the current month.
      { amount: 20000, invoicedDate: null, forecastDate: '2026-03-01', dueDate: '2026-03-01' },
      // No forecast date: its due date.
      { amount: 30000, invoicedDate: null, forecastDate: null, dueDate: '2026-04-30' },
    ],
    tasks: [
      // 500 left over Thu 12, Fri 13, Mon 16, Tue 17 March: 125 a day; the
      // override of 9000/h from the 16th costs the last two days.
      task({ assigneeId: 1, dueDate: '2026-03-17', workEstimation: 600, loggedMinutes: 100 }),
      task({ assigneeId: 1, status: 'done', dueDate: '2026-03-17', workEstimation: 600 }),
      // No dates, unassigned: the whole estimate in the current month, cost 0.
      task({ workEstimation: 120 }),
      // Mon 30, Tue 31 March, Wed 1, Thu 2 April: 25 a day at 101/h = 42.08 -> 42.
      task({ assigneeId: 2, startDate: '2026-03-30', dueDate: '2026-04-02', workEstimation: 100 }),
      // Nothing left.
      task({ assigneeId: 2, dueDate: '2026-04-02', workEstimation: 100, loggedMinutes: 130 }),
    ],
  };

  it('computes every month', () => {
    expect(computeProjectMonths(inputs)).toEqual([
      {
        month: '2026-02',
        actualMinutes: 90,
        billableMinutes: 90,
        actualCost: 9000,
        actualRevenue: 118000,
        forecastMinutes: 0,
        forecastCost: 0,
        forecastRevenue: 0,
      },
      {
        month: '2026-03',
        actualMinutes: 225,
        billableMinutes: 0,
        actualCost: 4500 + 50 + 152,
        actualRevenue: 0,
        forecastMinutes: 500 + 120 + 50,
        forecastCost: 2 * 12500 + 2 * 18750 + 84,
        forecastRevenue: 100000 + 20000,
      },
      {
        month: '2026-04',
        actualMinutes: 0,
        billableMinutes: 0,
        actualCost: 0,
        actualRevenue: 0,
        forecastMinutes: 50,
        forecastCost: 84,
        forecastRevenue: 30000,
      },
      {
        month: '2026-05',
        actualMinutes: 0,
        billableMinutes: 0,
        actualCost: 0,
        actualRevenue: 0,
        forecastMinutes: 0,
        forecastCost: 0,
        forecastRevenue: 50000,
      },
    ]);
  });

  it('bills only a contract resource within the contract period', () => {
    const rows = computeProjectMonths({
      ...inputs,
      milestones: [],
      tasks: [],
      entries: [
        { userId: 1, date: '2025-12-31', minutes: 60, billable: true }, // before the period
        { userId: 2, date: '2026-02-02', minutes: 60, billable: true }, // not a resource
        { userId: 1, date: '2026-02-03', minutes: 1, billable: true }, // 200 -> 200
      ],
    });
    expect(rows.map((r) => [r.month, r.billableMinutes, r.actualRevenue])).toEqual([
      ['2025-12', 60, 0],
      ['2026-02', 61, 200],
    ]);
  });

  it('costs nothing outside employment', () => {
    const costs = hourlyCostResolver(
      new Map([[1, employee([['2026-01-01', 6000]], [], '2026-02-01', '2026-02-28')]]),
    );
    expect(costs(1, '2026-01-31')).toBeNull();
    expect(costs(1, '2026-02-01')).toBe(6000);
    expect(costs(1, '2026-03-01')).toBeNull();
  });

  it('spreads over the calendar days when the range has no working day', () => {
    // Sat 14 and Sun 15 March.
    const rows = computeProjectMonths({
      ...inputs,
      entries: [],
      milestones: [],
      tasks: [task({ startDate: '2026-03-14', dueDate: '2026-03-15', workEstimation: 3 })],
    });
    expect(rows[0]?.forecastMinutes).toBe(3);
  });

  it('puts an overdue task’s remainder in the current month', () => {
    const rows = computeProjectMonths({
      ...inputs,
      entries: [],
      milestones: [],
      tasks: [task({ assigneeId: 2, dueDate: '2026-01-10', workEstimation: 60 })],
    });
    expect(rows).toEqual([
      expect.objectContaining({ month: '2026-03', forecastMinutes: 60, forecastCost: 101 }),
    ]);
  });

  it('a completed, cancelled or archived project has no forecast, only actuals', () => {
    const open = computeProjectMonths(inputs);
    const actuals = open
      .map((row) => ({ ...row, forecastMinutes: 0, forecastCost: 0, forecastRevenue: 0 }))
      .filter((row) => FIGURE_KEYS.some((key) => row[key] !== 0));
    expect(actuals.map((row) => row.month)).toEqual(['2026-02', '2026-03']);
    for (const project of [
      { status: 'completed', archived: false },
      { status: 'cancelled', archived: false },
      { status: 'active', archived: true },
    ]) {
      expect(isProjectClosed(project)).toBe(true);
      expect(computeProjectMonths({ ...inputs, closed: isProjectClosed(project) })).toEqual(
        actuals,
      );
    }
    for (const status of ['draft', 'active', 'onHold'])
      expect(isProjectClosed({ status, archived: false })).toBe(false);
  });

  it('progress: estimates when there are, else the schedule', () => {
    const project = { status: 'active', startDate: '2026-03-01', endDate: '2026-03-21' };
    expect(progressPercent(project, [], TODAY)).toBe(50);
    expect(
      progressPercent(
        project,
        [
          task({ workEstimation: 100, status: 'done', loggedMinutes: 10 }),
          task({ workEstimation: 100, loggedMinutes: 50 }),
          task({ workEstimation: 200, loggedMinutes: 400 }),
        ],
        TODAY,
      ),
    ).toBe(88);
    expect(progressPercent({ ...project, status: 'completed' }, [], TODAY)).toBe(100);
  });
});

// ---------------------------------------------------------------------------
// Properties

const dateArb = fc
  .date({
    min: new Date('2025-10-01T00:00:00Z'),
    max: new Date('2026-08-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const entryArb = fc.record({
  userId: fc.integer({ min: 1, max: 4 }),
  date: dateArb,
  minutes: fc.integer({ min: 1, max: 1440 }),
  billable: fc.boolean(),
});
const rateArb = fc.integer({ min: 0, max: 50_000 });
const historyArb = fc.array(fc.tuple(dateArb, rateArb), { maxLength: 3 });
const employeesArb = fc.tuple(historyArb, historyArb, historyArb, historyArb, historyArb).map(
  ([a, b, c, o1, o2]) =>
    new Map<number, FinanceEmployee>([
      [1, employee(a, o1)],
      [2, employee(b, o2)],
      [3, employee(c)],
    ]),
);
const taskArb = fc.record({
  assigneeId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  status: fc.constantFrom('todo', 'inProgress', 'done'),
  startDate: fc.option(dateArb, { nil: null }),
  dueDate: fc.option(dateArb, { nil: null }),
  workEstimation: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  loggedMinutes: fc.integer({ min: 0, max: 5_000 }),
});
const milestoneArb = fc.record({
  amount: fc.integer({ min: 0, max: 10_000_000 }),
  invoicedDate: fc.option(dateArb, { nil: null }),
  forecastDate: fc.option(dateArb, { nil: null }),
  dueDate: dateArb,
});
const contractArb = fc
  .tuple(
    dateArb,
    dateArb,
    fc.array(fc.record({ userId: fc.integer({ min: 1, max: 4 }), hourlyRate: rateArb }), {
      maxLength: 3,
    }),
  )
  .map(([a, b, resources]) => ({
    periodStart: a < b ? a : b,
    periodEnd: a < b ? b : a,
    resources,
  }));
const inputsArb = fc.record({
  today: dateArb,
  entries: fc.array(entryArb, { maxLength: 40 }),
  employees: employeesArb,
  contracts: fc.array(contractArb, { maxLength: 2 }),
  milestones: fc.array(milestoneArb, { maxLength: 5 }),
  tasks: fc.array(taskArb, { maxLength: 6 }),
});

type Generated = typeof inputsArb extends fc.Arbitrary<infer T> ? T : never;
const run = (g: Generated, employees = g.employees) =>
  computeProjectMonths({ ...g, hourlyCost: hourlyCostResolver(employees) });

describe('finance engine: properties', () => {
  it('the months add up to the totals of the inputs', () => {
    fc.assert(
      fc.property(inputsArb, (g) => {
        const rows = run(g);
        const totals = totalsOf(rows);
        const costs = hourlyCostResolver(g.employees);
        expect(totals.actualMinutes).toBe(g.entries.reduce((s, e) => s + e.minutes, 0));
        expect(totals.billableMinutes).toBe(
          g.entries.reduce((s, e) => s + (e.billable ? e.minutes : 0), 0),
        );
        expect(totals.actualCost).toBe(
          g.entries.reduce((s, e) => {
            const rate = costs(e.userId, e.date);
            return s + (rate ? multiplyDivideRoundHalfEven(e.minutes, rate, 60) : 0);
          }, 0),
        );
        expect(totals.forecastMinutes).toBe(
          g.tasks.reduce(
            (s, t) =>
              s +
              (t.status === 'done' || t.workEstimation === null
                ? 0
                : Math.max(0, t.workEstimation - t.loggedMinutes)),
            0,
          ),
        );
        // Without contracts, revenue is the milestones' amounts, each counted once.
        const fixed = run({ ...g, contracts: [], tasks: [], entries: [] });
        const fixedTotals = totalsOf(fixed);
        expect(fixedTotals.actualRevenue + fixedTotals.forecastRevenue).toBe(
          g.milestones.reduce((s, m) => s + m.amount, 0),
        );
        // Forecasts are never in a month before the current one.
        for (const row of rows)
          if (row.forecastMinutes || row.forecastCost || row.forecastRevenue)
            expect(row.month >= g.today.slice(0, 7)).toBe(true);
        // Sorted, distinct months, no empty row.
        expect(rows.map((r) => r.month)).toEqual([...new Set(rows.map((r) => r.month))].sort());
        for (const row of rows) expect(FIGURE_KEYS.some((k) => row[k] !== 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the figures of a part of the inputs are what it adds to the rest (a time entry’s write relies on it)', () => {
    fc.assert(
      fc.property(inputsArb, fc.nat(), fc.nat(), (g, entriesCut, tasksCut) => {
        const cutEntries = entriesCut % (g.entries.length + 1);
        const cutTasks = tasksCut % (g.tasks.length + 1);
        const rest = run({
          ...g,
          entries: g.entries.slice(0, cutEntries),
          tasks: g.tasks.slice(0, cutTasks),
        });
        const part = run({
          ...g,
          entries: g.entries.slice(cutEntries),
          tasks: g.tasks.slice(cutTasks),
          milestones: [],
        });
        expect(monthChanges(rest, run(g))).toEqual(part);
        expect(monthChanges(run(g), rest)).toEqual(
          part.map((row) => {
            const negated = { ...row };
            for (const key of FIGURE_KEYS) negated[key] = 0 - row[key]; // 0, not -0
            return negated;
          }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a rate change on D changes only figures from D on', () => {
    fc.assert(
      fc.property(
        inputsArb,
        fc.integer({ min: 1, max: 3 }),
        dateArb,
        rateArb,
        fc.boolean(),
        (g, userId, changeDate, rate, asOverride) => {
          const before = g.employees.get(userId) as FinanceEmployee;
          const entry = { effectiveFrom: changeDate, hourlyRate: money(rate) };
          const changed = new Map(g.employees);
          changed.set(
            userId,
            asOverride
              ? { ...before, overrides: [...before.overrides, entry] }
              : { ...before, groupRates: [...before.groupRates, entry] },
          );
          const month = changeDate.slice(0, 7);
          // Months before D's month are untouched.
          const a = run(g).filter((r) => r.month < month);
          const b = run(g, changed).filter((r) => r.month < month);
          expect(b).toEqual(a);
          // Within D's month too, the entries dated before D cost the same.
          const earlier = {
            ...g,
            entries: g.entries.filter((e) => e.date < changeDate),
            tasks: [],
          };
          expect(run(earlier, changed)).toEqual(run(earlier));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('figures the date does not move (figuresDependOnDate false) are the same on the later day', () => {
    const projectArb = fc.record({
      status: fc.constantFrom('draft', 'active', 'onHold', 'completed', 'cancelled'),
      archived: fc.boolean(),
      startDate: fc.option(dateArb, { nil: null }),
      endDate: fc.option(dateArb, { nil: null }),
    });
    // Later days near the first (the daily refresh) and far (a month or more).
    const daysArb = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 4, max: 120 }));
    let unmoved = 0;
    let moved = 0;
    fc.assert(
      fc.property(inputsArb, projectArb, daysArb, (g, project, days) => {
        const later = new Date(Date.parse(g.today) + days * 86_400_000).toISOString().slice(0, 10);
        const closed = isProjectClosed(project);
        const dependent = figuresDependOnDate(
          {
            project,
            tasks: g.tasks.filter((t) => t.workEstimation !== null),
            milestones: g.milestones,
          },
          g.today,
          later,
        );
        if (dependent) {
          moved += 1;
          return;
        }
        unmoved += 1;
        const hourlyCost = hourlyCostResolver(g.employees);
        expect(computeProjectMonths({ ...g, today: later, hourlyCost, closed })).toEqual(
          computeProjectMonths({ ...g, hourlyCost, closed }),
        );
        expect(progressPercent(project, g.tasks, later)).toBe(
          progressPercent(project, g.tasks, g.today),
        );
      }),
      { numRuns: 1000 },
    );
    // Both kinds were generated (else the property says nothing).
    expect(unmoved).toBeGreaterThan(50);
    expect(moved).toBeGreaterThan(50);
  });

  it('a task planned from tomorrow moves with each day; one planned later, within the month, does not', () => {
    const project = { status: 'active', archived: false, startDate: null, endDate: null };
    const dated = (t: Partial<FinanceTask>) => ({
      project,
      tasks: [task({ workEstimation: 600, ...t })],
      milestones: [],
    });
    expect(figuresDependOnDate(dated({ dueDate: '2026-03-20' }), TODAY, '2026-03-12')).toBe(true);
    expect(
      figuresDependOnDate(
        dated({ startDate: '2026-03-23', dueDate: '2026-03-27' }),
        TODAY,
        '2026-03-12',
      ),
    ).toBe(false);
    // Unless the month turns: the horizon moves with it (a due date past it is clipped;
    // enough work for every day of the span, else only its first days hold a minute).
    expect(
      figuresDependOnDate(
        dated({ startDate: '2026-04-06', dueDate: '2031-04-10', workEstimation: 600_000 }),
        '2026-03-30',
        '2026-04-01',
      ),
    ).toBe(true);
    // A completed project (no forecast, progress 100) never moves.
    expect(
      figuresDependOnDate(
        { ...dated({ dueDate: '2026-03-20' }), project: { ...project, status: 'completed' } },
        TODAY,
        '2026-05-01',
      ),
    ).toBe(false);
  });
});
