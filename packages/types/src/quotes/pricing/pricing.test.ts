import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  computePricing,
  marginPercentOf,
  multiplyDivideRoundHalfEven,
  percentOf,
  percentToUnits,
  PricingRangeError,
  withoutCostFigures,
  type PricingLine,
  type PricingMarkup,
} from './pricing';
import {
  LineItemInputSchema,
  MarkupEntriesInputSchema,
  MarkupEntryFieldsSchema,
  MarkupEntryInputSchema,
  markupValueFitsKind,
  PricingTotalsSchema,
} from './pricing.schemas';

const line = (
  minutes: number,
  rate: number,
  costRate: number | null,
  expenses = 0,
): PricingLine => ({
  minutes,
  rate,
  costRate,
  expenses,
});
const percent = (value: number, appliesTo: PricingMarkup['appliesTo']): PricingMarkup => ({
  kind: 'percent',
  value,
  appliesTo,
});
const fixed = (value: number, appliesTo: PricingMarkup['appliesTo']): PricingMarkup => ({
  kind: 'fixed',
  value,
  appliesTo,
});

describe('computePricing: golden cases', () => {
  it('prices lines and markups in index order, rounding each figure half to even', () => {
    const totals = computePricing(
      [
        line(450, 12_000, 6_000), // 7.5 h at 120.00: 900.00, cost 450.00
        line(7, 9_550, 5_000), // 1114.1666 -> 1114; cost 583.33 -> 583
        line(0, 0, null, 25_000), // expenses only: costs 0 without a cost rate
      ],
      [
        percent(10, 'labour'), // 10 % of 91114 = 9111.4 -> 9111
        fixed(5_000, 'expenses'),
        percent(12.5, 'subtotal'), // of 116114 + 9111 + 5000 = 130225 -> 16278.125 -> 16278
        percent(-5, 'subtotal'), // of 146503 -> -7325.15 -> -7325
      ],
    );
    expect(totals).toEqual({
      lines: [
        { labour: 90_000, cost: 45_000 },
        { labour: 1_114, cost: 583 },
        { labour: 0, cost: 0 },
      ],
      labour: 91_114,
      expenses: 25_000,
      subtotal: 116_114,
      markups: [
        { index: 0, amount: 9_111, base: 91_114 },
        { index: 1, amount: 5_000, base: 25_000 },
        { index: 2, amount: 16_278, base: 130_225 },
        { index: 3, amount: -7_325, base: 146_503 },
      ],
      markupTotal: 23_064,
      total: 139_178,
      cost: 45_583,
      margin: 93_595,
      marginPercent: 67.25, // 67.2484... -> 67.25
    });
    expect(PricingTotalsSchema.parse(totals)).toEqual(totals);
  });

  it('rounds half to even on lines and on entries, discounts included', () => {
    // 1 minute at 0.90/h = 1.5 -> 2; at 0.30/h = 0.5 -> 0
    expect(computePricing([line(1, 90, 30)], []).lines[0]).toEqual({ labour: 2, cost: 0 });
    const amounts = (base: number, value: number) =>
      computePricing([line(0, 0, 0, base)], [percent(value, 'expenses')]).markups[0]?.amount;
    expect(amounts(5, 10)).toBe(0); // 0.5 -> 0
    expect(amounts(15, 10)).toBe(2); // 1.5 -> 2
    expect(amounts(15, -10)).toBe(-2); // -1.5 -> -2
    expect(amounts(25, -10)).toBe(-2); // -2.5 -> -2
    expect(amounts(35, -10)).toBe(-4); // -3.5 -> -4
  });

  it('computes percentages with decimals exactly (no float error)', () => {
    // 100000 × 0.123456 is 12345.599999999999 in floats; exactly 12345.6 -> 12346
    const totals = computePricing([line(0, 0, 0, 100_000)], [percent(12.3456, 'subtotal')]);
    expect(totals.markups[0]?.amount).toBe(12_346);
    // 0.0001 % of 5,000,000 is exactly 5
    expect(computePricing([line(0, 0, 0, 5_000_000)], [percent(0.0001, 'subtotal')]).total).toBe(
      5_000_005,
    );
    // 0.1 + 0.2 style values: 0.3 % of 1,000,000 = 3000
    expect(computePricing([line(0, 0, 0, 1_000_000)], [percent(0.3, 'subtotal')]).total).toBe(
      1_003_000,
    );
  });

  it('stays exact beyond the safe range of products (BigInt path)', () => {
    // 1,000,000,000,005 × 100,000 leaves the safe range; 10 % = 100,000,000,000.5 -> even
    expect(percentOf(1_000_000_000_005, percentToUnits(10))).toBe(100_000_000_000);
    expect(percentOf(1_000_000_000_015, percentToUnits(10))).toBe(100_000_000_002);
    expect(percentOf(-1_000_000_000_015, percentToUnits(10))).toBe(-100_000_000_002);
    expect(percentOf(-1_000_000_000_025, percentToUnits(10))).toBe(-100_000_000_002);
    expect(percentOf(1_000_000_000_000, percentToUnits(1000))).toBe(10_000_000_000_000);
    expect(multiplyDivideRoundHalfEven(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it('a -100 % entry on the subtotal brings the total to 0 and the margin % to null', () => {
    const totals = computePricing([line(60, 10_000, 4_000, 500)], [percent(-100, 'subtotal')]);
    expect(totals.total).toBe(0);
    expect(totals.margin).toBe(-4_000);
    expect(totals.marginPercent).toBeNull();
  });

  it('gives a negative margin % when cost exceeds a positive total', () => {
    const totals = computePricing([line(60, 3_000, 9_000)], []);
    expect(totals.margin).toBe(-6_000);
    expect(totals.marginPercent).toBe(-200);
  });

  it('leaves cost, margin and margin % null when a line with minutes has no cost rate', () => {
    const totals = computePricing([line(60, 10_000, 5_000), line(30, 10_000, null)], []);
    expect(totals.lines).toEqual([
      { labour: 10_000, cost: 5_000 },
      { labour: 5_000, cost: null },
    ]);
    expect(totals.total).toBe(15_000);
    expect(totals.cost).toBeNull();
    expect(totals.margin).toBeNull();
    expect(totals.marginPercent).toBeNull();
  });

  it('hides every cost figure from a reader who may not see cost', () => {
    const totals = computePricing([line(60, 10_000, 5_000)], [percent(10, 'subtotal')]);
    const hidden = withoutCostFigures(totals);
    expect(hidden).toEqual({
      ...totals,
      lines: [{ labour: 10_000, cost: null }],
      cost: null,
      margin: null,
      marginPercent: null,
    });
    expect(totals.cost).toBe(5_000);
  });

  it('prices an empty quote as zeros', () => {
    expect(computePricing([], [fixed(0, 'subtotal')])).toEqual({
      lines: [],
      labour: 0,
      expenses: 0,
      subtotal: 0,
      markups: [{ index: 0, amount: 0, base: 0 }],
      markupTotal: 0,
      total: 0,
      cost: 0,
      margin: 0,
      marginPercent: null,
    });
  });

  it('takes labour and expenses entries on the raw sums, whatever comes before', () => {
    const totals = computePricing(
      [line(600, 6_000, null, 10_000)],
      [fixed(1_000_000, 'subtotal'), percent(50, 'labour'), percent(50, 'expenses')],
    );
    expect(totals.markups.map((m) => m.base)).toEqual([70_000, 60_000, 10_000]);
    expect(totals.markups.map((m) => m.amount)).toEqual([1_000_000, 30_000, 5_000]);
    expect(totals.total).toBe(1_105_000);
  });

  it('gives margin % two decimals, rounded half to even', () => {
    expect(marginPercentOf(1, 3)).toBe(33.33);
    expect(marginPercentOf(2, 3)).toBe(66.67);
    expect(marginPercentOf(1, 80_000)).toBe(0); // 0.00125 % -> 0.00
    expect(marginPercentOf(3, 80_000)).toBe(0); // 0.00375 % -> 0.00 (0.375 hundredths)
    expect(marginPercentOf(1, 8)).toBe(12.5);
    expect(marginPercentOf(5, -10)).toBe(-50);
    expect(marginPercentOf(7, 0)).toBeNull();
    // a tiny total under a large cost: exact hundredths beyond the safe range, still a number
    expect(marginPercentOf(-1_000_000_000_000, 1)).toBe(-100_000_000_000_000);
  });
});

describe('computePricing: refusals', () => {
  it('names the figure it cannot price', () => {
    const refuse = (lines: PricingLine[], markups: PricingMarkup[]) => {
      try {
        computePricing(lines, markups);
      } catch (error) {
        expect(error).toBeInstanceOf(PricingRangeError);
        return (error as PricingRangeError).figure;
      }
      return 'priced';
    };
    expect(refuse([line(1.5, 100, 0)], [])).toBe('lines.0.minutes');
    expect(refuse([line(1, 100, 0), line(1, 0.5, 0)], [])).toBe('lines.1.rate');
    expect(refuse([line(1, 100, Number.NaN)], [])).toBe('lines.0.costRate');
    expect(refuse([line(1, 100, 0, 2 ** 60)], [])).toBe('lines.0.expenses');
    expect(refuse([line(0, 0, 0, 1)], [percent(12.34567, 'subtotal')])).toBe('markups.0.value');
    expect(refuse([line(0, 0, 0, 1)], [fixed(0.5, 'subtotal')])).toBe('markups.0.value');
    expect(
      refuse(
        [line(0, 0, 0, Number.MAX_SAFE_INTEGER - 10)],
        [fixed(5, 'subtotal'), fixed(6, 'subtotal')],
      ),
    ).toBe('total');
    expect(refuse([line(0, 0, 0, 2 ** 50)], [percent(1000, 'subtotal')])).toBe('markups.0.value');
    expect(refuse([line(0, 0, 0, 2 ** 52), line(0, 0, 0, 2 ** 52)], [])).toBe('expenses');
  });

  it('accepts percentages of exactly 4 decimals and refuses 5', () => {
    expect(percentToUnits(12.5)).toBe(125_000);
    expect(percentToUnits(-0.0001)).toBe(-1);
    expect(percentToUnits(999.9999)).toBe(9_999_999);
    expect(() => percentToUnits(0.00001)).toThrow(PricingRangeError);
    expect(() => percentToUnits(Number.POSITIVE_INFINITY)).toThrow(PricingRangeError);
  });
});

describe('pricing schemas', () => {
  const entry = (patch: Record<string, unknown>) =>
    MarkupEntryInputSchema.safeParse({
      label: 'Contingency',
      kind: 'percent',
      value: 12.5,
      appliesTo: 'subtotal',
      ...patch,
    });
  const failedPath = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[] }[] };
  }) => (result.success ? null : result.error?.issues[0]?.path.join('.'));

  it('accepts percent and fixed markups, discounts included', () => {
    expect(entry({}).success).toBe(true);
    expect(entry({ value: -100 }).success).toBe(true);
    expect(entry({ value: 1000 }).success).toBe(true);
    expect(entry({ value: 7.1234 }).success).toBe(true);
    expect(entry({ kind: 'fixed', value: -250_000 }).success).toBe(true);
    expect(entry({ kind: 'fixed', value: 2_000_000_000 }).success).toBe(true);
    expect(entry({ kind: 'fixed', value: -2_000_000_000 }).success).toBe(true);
    expect(entry({ label: '  Travel  ' }).data?.label).toBe('Travel');
  });

  it('names the field of a bad markup entry', () => {
    expect(failedPath(entry({ value: 7.12345 }))).toBe('value');
    expect(failedPath(entry({ value: 1000.0001 }))).toBe('value');
    expect(failedPath(entry({ value: -100.5 }))).toBe('value');
    expect(failedPath(entry({ value: Number.NaN }))).toBe('value');
    expect(failedPath(entry({ value: '12' }))).toBe('value');
    expect(failedPath(entry({ kind: 'fixed', value: 1.5 }))).toBe('value');
    expect(failedPath(entry({ kind: 'fixed', value: Number.MAX_SAFE_INTEGER + 1 }))).toBe('value');
    expect(failedPath(entry({ kind: 'fixed', value: -2_000_000_001 }))).toBe('value');
    expect(failedPath(entry({ kind: 'ratio' }))).toBe('kind');
    expect(failedPath(entry({ appliesTo: 'total' }))).toBe('appliesTo');
    expect(failedPath(entry({ label: '   ' }))).toBe('label');
    expect(failedPath(entry({ label: 'x'.repeat(81) }))).toBe('label');
    expect(
      MarkupEntriesInputSchema.safeParse(Array.from({ length: 51 }, () => entry({}).data)).success,
    ).toBe(false);
  });

  it('lets another schema extend the fields and keep the value check', () => {
    const update = MarkupEntryFieldsSchema.extend({ version: z.number().int() }).superRefine(
      markupValueFitsKind,
    );
    const base = { label: 'Risk', kind: 'percent', appliesTo: 'subtotal', version: 1 };
    expect(update.safeParse({ ...base, value: 5 }).success).toBe(true);
    expect(failedPath(update.safeParse({ ...base, value: 5.00001 }))).toBe('value');
  });

  it('fills line defaults and bounds every number', () => {
    expect(LineItemInputSchema.parse({ minutes: 90, rate: 12_000 })).toEqual({
      section: '',
      description: '',
      role: '',
      minutes: 90,
      rate: 12_000,
      costRate: null,
      expenses: 0,
    });
    const bad = (patch: Record<string, unknown>) =>
      failedPath(LineItemInputSchema.safeParse({ minutes: 90, rate: 12_000, ...patch }));
    expect(bad({ minutes: 10_000_001 })).toBe('minutes');
    expect(bad({ minutes: -1 })).toBe('minutes');
    expect(bad({ minutes: 1.5 })).toBe('minutes');
    expect(bad({ rate: -1 })).toBe('rate');
    expect(bad({ rate: 100_000_001 })).toBe('rate');
    expect(bad({ costRate: 0.5 })).toBe('costRate');
    expect(bad({ expenses: -10 })).toBe('expenses');
    expect(bad({ expenses: 2 ** 53 })).toBe('expenses');
    expect(bad({ expenses: 2_000_000_001 })).toBe('expenses');
    expect(bad({ description: 'x'.repeat(2001) })).toBe('description');
    expect(bad({ section: 42 })).toBe('section');
  });
});
