import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMarkups,
  computePricing,
  marginPercentOf,
  multiplyDivideRoundHalfEven,
  PricingRangeError,
  type PricingLine,
  type PricingMarkup,
} from './pricing';
import {
  MAX_LINE_EXPENSES,
  MAX_LINE_MINUTES,
  MAX_LINE_RATE,
  MAX_MARKUP_PERCENT,
  MIN_MARKUP_PERCENT,
  MarkupEntryInputSchema,
} from './pricing.schemas';

/** An independent reference: every figure as a BigInt, rounded half to even by comparison. */
function referenceDivide(numerator: bigint, divisor: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  const quotient = magnitude / divisor;
  const twiceRemainder = 2n * (magnitude - quotient * divisor);
  const up = twiceRemainder > divisor || (twiceRemainder === divisor && quotient % 2n === 1n);
  return sign * (quotient + (up ? 1n : 0n));
}

/** A percentage with up to 4 decimals as the exact rational units / 10,000 (from its decimal text). */
function referencePercentUnits(value: number): bigint {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(4).split('.');
  const units = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return value < 0 ? -units : units;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const outOfRange = (value: bigint) => value > SAFE || value < -SAFE;

/** The total by the rule, or null when a figure on the way leaves the safe range (the engine refuses). */
function referenceTotal(lines: PricingLine[], markups: PricingMarkup[]): bigint | null {
  let labour = 0n;
  let expenses = 0n;
  const figures: bigint[] = [];
  for (const line of lines) {
    labour += referenceDivide(BigInt(line.minutes) * BigInt(line.rate), 60n);
    expenses += BigInt(line.expenses);
    figures.push(labour, expenses);
  }
  let running = labour + expenses;
  let markupTotal = 0n;
  figures.push(running);
  for (const entry of markups) {
    const base =
      entry.appliesTo === 'labour' ? labour : entry.appliesTo === 'expenses' ? expenses : running;
    const amount =
      entry.kind === 'fixed'
        ? BigInt(entry.value)
        : referenceDivide(base * referencePercentUnits(entry.value), 1_000_000n);
    running += amount;
    markupTotal += amount;
    figures.push(amount, running, markupTotal);
  }
  return figures.some(outOfRange) ? null : running;
}

const lineArb: fc.Arbitrary<PricingLine> = fc.record({
  minutes: fc.oneof(
    fc.integer({ min: 0, max: 6_000 }),
    fc.integer({ min: 0, max: MAX_LINE_MINUTES }),
  ),
  rate: fc.oneof(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: MAX_LINE_RATE })),
  costRate: fc.option(fc.integer({ min: 0, max: 30_000 }), { freq: 8 }),
  expenses: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.integer({ min: 0, max: MAX_LINE_EXPENSES }),
  ),
});

/** Percentages of at most 4 decimals in the allowed range, as a person would type them. */
const percentArb = fc
  .integer({ min: MIN_MARKUP_PERCENT * 10_000, max: MAX_MARKUP_PERCENT * 10_000 })
  .map((units) => units / 10_000);
const appliesToArb = fc.constantFrom('labour', 'expenses', 'subtotal' as const);
const markupArb: fc.Arbitrary<PricingMarkup> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: percentArb, appliesTo: appliesToArb }),
  fc.record({
    kind: fc.constant('fixed' as const),
    value: fc.integer({ min: -10_000_000, max: 10_000_000 }),
    appliesTo: appliesToArb,
  }),
);
const linesArb = fc.array(lineArb, { maxLength: 30 });
/** Lines of everyday size, so compounding markups stay in range. */
const smallLinesArb = fc.array(
  fc.record({
    minutes: fc.integer({ min: 0, max: 6_000 }),
    rate: fc.integer({ min: 0, max: 30_000 }),
    costRate: fc.option(fc.integer({ min: 0, max: 30_000 }), { freq: 8 }),
    expenses: fc.integer({ min: 0, max: 1_000_000 }),
  }),
  { maxLength: 30 },
);
const markupsArb = fc.array(markupArb, { maxLength: 10 });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('pricing properties', () => {
  it('matches an independent BigInt reference exactly (totals never drift)', () => {
    fc.assert(
      fc.property(linesArb, markupsArb, (lines, markups) => {
        const expected = referenceTotal(lines, markups);
        if (expected === null)
          expect(() => computePricing(lines, markups)).toThrow(PricingRangeError);
        else expect(BigInt(computePricing(lines, markups).total)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('the markups and total from the stored labour and expenses alone equal the full pricing', () => {
    fc.assert(
      fc.property(linesArb, markupsArb, (lines, markups) => {
        fc.pre(referenceTotal(lines, markups) !== null);
        const full = computePricing(lines, markups);
        const fromSums = applyMarkups(full.labour, full.expenses, markups);
        expect(fromSums).toEqual({
          markups: full.markups,
          markupTotal: full.markupTotal,
          total: full.total,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('sums of parts equal the totals', () => {
    fc.assert(
      fc.property(linesArb, markupsArb, (lines, markups) => {
        fc.pre(referenceTotal(lines, markups) !== null);
        const totals = computePricing(lines, markups);
        expect(sum(totals.lines.map((l) => l.labour))).toBe(totals.labour);
        expect(sum(lines.map((l) => l.expenses))).toBe(totals.expenses);
        expect(totals.subtotal).toBe(totals.labour + totals.expenses);
        expect(sum(totals.markups.map((m) => m.amount))).toBe(totals.markupTotal);
        expect(totals.total).toBe(totals.subtotal + totals.markupTotal);
        const lineCosts = totals.lines.map((l) => l.cost);
        if (lineCosts.includes(null)) {
          expect(totals.cost).toBeNull();
          expect(totals.margin).toBeNull();
        } else {
          expect(totals.cost).toBe(sum(lineCosts as number[]));
          expect(totals.margin).toBe(totals.total - (totals.cost ?? 0));
        }
        totals.markups.forEach((m, index) => {
          expect(m.index).toBe(index);
          const before = sum(totals.markups.slice(0, index).map((e) => e.amount));
          const appliesTo = markups[index]?.appliesTo;
          expect(m.base).toBe(
            appliesTo === 'labour'
              ? totals.labour
              : appliesTo === 'expenses'
                ? totals.expenses
                : totals.subtotal + before,
          );
        });
      }),
    );
  });

  it('adding a line changes labour, expenses and cost by exactly its own figures', () => {
    fc.assert(
      fc.property(linesArb, lineArb, markupsArb, (lines, extra, markups) => {
        fc.pre(referenceTotal([...lines, extra], markups) !== null);
        const before = computePricing(lines, markups);
        const after = computePricing([...lines, extra], markups);
        const own = after.lines.at(-1);
        expect(after.labour).toBe(before.labour + (own?.labour ?? NaN));
        expect(after.expenses).toBe(before.expenses + extra.expenses);
        if (before.cost !== null && own?.cost != null)
          expect(after.cost).toBe(before.cost + own.cost);
        expect(computePricing([extra], []).lines[0]).toEqual(own);
      }),
    );
  });

  it('the order of the lines does not matter', () => {
    fc.assert(
      fc.property(
        linesArb,
        markupsArb,
        fc.integer({ min: 0, max: 1_000 }),
        (lines, markups, seed) => {
          fc.pre(referenceTotal(lines, markups) !== null);
          const shuffled = [...lines].sort(
            (a, b) =>
              ((a.minutes * 31 + a.rate + seed) % 97) - ((b.minutes * 31 + b.rate + seed) % 97),
          );
          const a = computePricing(lines, markups);
          const b = computePricing(shuffled, markups);
          expect([b.labour, b.expenses, b.total, b.cost, b.marginPercent]).toEqual([
            a.labour,
            a.expenses,
            a.total,
            a.cost,
            a.marginPercent,
          ]);
        },
      ),
    );
  });

  it('moving a subtotal entry changes its base by exactly the amounts it passes, and nothing else moves', () => {
    const otherArb: fc.Arbitrary<PricingMarkup> = fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        value: percentArb,
        appliesTo: fc.constantFrom('labour', 'expenses' as const),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        value: fc.integer({ min: -10_000_000, max: 10_000_000 }),
        appliesTo: appliesToArb,
      }),
    );
    fc.assert(
      fc.property(
        smallLinesArb,
        fc.array(otherArb, { maxLength: 9 }),
        percentArb,
        fc.nat(),
        fc.nat(),
        (lines, others, value, from, to) => {
          const moved: PricingMarkup = { kind: 'percent', value, appliesTo: 'subtotal' };
          fc.pre(referenceTotal(lines, [...others, moved]) !== null);
          const at = (position: number) => {
            const list = [...others];
            list.splice(position % (others.length + 1), 0, moved);
            return { list, index: position % (others.length + 1) };
          };
          const first = at(from);
          const second = at(to);
          const a = computePricing(lines, first.list);
          const b = computePricing(lines, second.list);
          // The other entries keep their amounts (none of them reads the subtotal).
          const othersOf = (totals: typeof a, index: number) =>
            totals.markups.filter((m) => m.index !== index).map((m) => m.amount);
          expect(othersOf(b, second.index)).toEqual(othersOf(a, first.index));
          // The moved entry's base is the subtotal plus the entries before it.
          const baseA = a.markups[first.index]?.base ?? NaN;
          const baseB = b.markups[second.index]?.base ?? NaN;
          const passed =
            sum(b.markups.filter((m) => m.index < second.index).map((m) => m.amount)) -
            sum(a.markups.filter((m) => m.index < first.index).map((m) => m.amount));
          expect(baseB - baseA).toBe(passed);
          expect(baseB).toBe(
            b.subtotal + sum(b.markups.filter((m) => m.index < second.index).map((m) => m.amount)),
          );
          // And the total moves by exactly the change of its amount.
          const amountA = a.markups[first.index]?.amount ?? NaN;
          const amountB = b.markups[second.index]?.amount ?? NaN;
          expect(b.total - a.total).toBe(amountB - amountA);
        },
      ),
    );
  });

  it('swapping two adjacent subtotal percentages differs from exact compounding by rounding only', () => {
    fc.assert(
      fc.property(smallLinesArb, percentArb, percentArb, (lines, p, q) => {
        const entry = (value: number): PricingMarkup => ({
          kind: 'percent',
          value,
          appliesTo: 'subtotal',
        });
        const [pu, qu] = [referencePercentUnits(p), referencePercentUnits(q)];
        const subtotal = BigInt(computePricing(lines, []).total);
        // Exact: subtotal × (1 + p)(1 + q), scaled by 10^12 (percent units are 10^-6).
        const exact = subtotal * (1_000_000n + pu) * (1_000_000n + qu);
        const abs = (value: bigint) => (value < 0n ? -value : value);
        // Entry 0 rounds by at most ½, which entry 1 scales by (1 + its percentage); entry 1 adds ½.
        for (const [first, second, secondUnits] of [
          [p, q, qu],
          [q, p, pu],
        ] as const) {
          const total = BigInt(computePricing(lines, [entry(first), entry(second)]).total);
          const drift = abs(total * 10n ** 12n - exact);
          expect(drift * 2n <= abs(1_000_000n + secondUnits) * 1_000_000n + 10n ** 12n).toBe(true);
        }
      }),
    );
  });

  it('rounds products beyond the safe range exactly like the reference', () => {
    const safe = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(
        safe,
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.oneof(fc.constantFrom(60, 4, 1_000_000, 10_000), fc.integer({ min: 1, max: 2 ** 40 })),
        (a, b, divisor) => {
          const expected = referenceDivide(BigInt(a) * BigInt(b), BigInt(divisor));
          const absolute = expected < 0n ? -expected : expected;
          if (absolute > BigInt(Number.MAX_SAFE_INTEGER))
            expect(() => multiplyDivideRoundHalfEven(a, b, divisor)).toThrow(RangeError);
          else expect(BigInt(multiplyDivideRoundHalfEven(a, b, divisor))).toBe(expected);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('margin % is margin / total to 2 decimals, half to even', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (margin, total) => {
          const result = marginPercentOf(margin, total);
          if (total === 0) {
            expect(result).toBeNull();
            return;
          }
          const sign = total < 0 ? -1n : 1n;
          const hundredths = referenceDivide(BigInt(margin) * 10_000n * sign, BigInt(total) * sign);
          expect(result).toBe(Number(hundredths) / 100);
        },
      ),
    );
  });

  it('every percentage the schema accepts is priced exactly as its decimal text says', () => {
    fc.assert(
      fc.property(percentArb, fc.integer({ min: 0, max: 10 ** 12 }), (value, base) => {
        expect(
          MarkupEntryInputSchema.safeParse({
            label: 'x',
            kind: 'percent',
            value,
            appliesTo: 'labour',
          }).success,
        ).toBe(true);
        const totals = computePricing(
          [{ minutes: 0, rate: 0, costRate: null, expenses: base }],
          [{ kind: 'percent', value, appliesTo: 'expenses' }],
        );
        expect(BigInt(totals.markups[0]?.amount ?? NaN)).toBe(
          referenceDivide(BigInt(base) * referencePercentUnits(value), 1_000_000n),
        );
      }),
    );
  });
});
