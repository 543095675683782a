import { amountForMinutes, divideRoundHalfEven } from '../../common/money';
import {
  hasAtMostFourDecimals,
  type LineItem,
  type MarkupEntry,
  type PricingTotals,
} from './pricing.schemas';

/**
 * The pricing engine of quotes: pure arithmetic, no I/O. The API stores its
 * totals and the app shows them live from the same function, so the rule
 * below is the only place a quote's figures come from. README.md beside this
 * file states the rule and its decisions.
 */

/** What the engine reads of a line item (a whole `LineItem` fits). */
export type PricingLine = Pick<LineItem, 'minutes' | 'rate' | 'costRate' | 'expenses'>;
/** What the engine reads of a markup entry (a whole `MarkupEntry` fits). */
export type PricingMarkup = Pick<MarkupEntry, 'kind' | 'value' | 'appliesTo'>;

/** A percentage is counted in 1/10,000 of a percent: 12.5 % is 125,000 units. */
export const PERCENT_UNITS = 10_000;
/** `base × units / PERCENT_DIVISOR` is `base × percent / 100`. */
const PERCENT_DIVISOR = 100 * PERCENT_UNITS;
/** marginPercent carries 2 decimals: the engine counts it in hundredths of a percent. */
const MARGIN_HUNDREDTHS = 100 * 100;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * An input the engine cannot price exactly (not a safe integer, a
 * percentage with more than 4 decimals) or a figure beyond
 * Number.MAX_SAFE_INTEGER minor units. `figure` names it (`lines.3.rate`,
 * `markups.1.value`, `total`), so the API can answer 400 naming the field.
 */
export class PricingRangeError extends RangeError {
  readonly figure: string;
  constructor(figure: string, message: string) {
    super(`${figure}: ${message}`);
    this.name = 'PricingRangeError';
    this.figure = figure;
  }
}

function requireSafeInteger(value: number, figure: string): number {
  if (!Number.isSafeInteger(value))
    throw new PricingRangeError(figure, 'must be a whole number of minor units within range');
  return value;
}

function add(a: number, b: number, figure: string): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum))
    throw new PricingRangeError(figure, 'is beyond the largest amount Keel can price');
  return sum;
}

/** A percentage as an integer count of 1/10,000 percent; refuses more than 4 decimals. */
export function percentToUnits(percent: number, figure = 'value'): number {
  const units = Math.round(percent * PERCENT_UNITS);
  if (!hasAtMostFourDecimals(percent) || !Number.isSafeInteger(units))
    throw new PricingRangeError(figure, 'a percentage has at most 4 decimals');
  return units;
}

/**
 * `a × b / divisor` rounded half to even, exactly, for safe integers and a
 * positive divisor. When the product leaves the safe range it is formed in
 * BigInt: the quotient is split into an even part and what is left (less
 * than 2 in magnitude); half-even rounding is unchanged by an even shift, so
 * rounding what is left — kept as quarters that round alike — through
 * `divideRoundHalfEven` rounds the whole.
 */
export function multiplyDivideRoundHalfEven(
  a: number,
  b: number,
  divisor: number,
  figure = 'amount',
): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) return divideRoundHalfEven(product, divisor);
  const result = bigMultiplyDivideRoundHalfEven(a, b, divisor);
  if (result > MAX_SAFE || result < -MAX_SAFE)
    throw new PricingRangeError(figure, 'is beyond the largest amount Keel can price');
  return Number(result);
}

function bigMultiplyDivideRoundHalfEven(a: number, b: number, divisor: number): bigint {
  const numerator = BigInt(a) * BigInt(b);
  const bigDivisor = BigInt(divisor);
  const quotient = numerator / bigDivisor;
  const remainder = numerator % bigDivisor;
  const odd = quotient % 2n;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  const quarters =
    remainder === 0n ? 0 : twiceRemainder < bigDivisor ? 1 : twiceRemainder === bigDivisor ? 2 : 3;
  const sign = numerator < 0n ? -1 : 1;
  return quotient - odd + BigInt(divideRoundHalfEven(Number(odd) * 4 + sign * quarters, 4));
}

/** `percent` of `base` (both as the engine counts them), rounded half to even. */
export function percentOf(base: number, percentUnits: number, figure = 'amount'): number {
  return multiplyDivideRoundHalfEven(base, percentUnits, PERCENT_DIVISOR, figure);
}

/**
 * margin / total as a percentage with 2 decimals (half to even); null when
 * total is 0. Beyond ±90 billion percent (a tiny total) the exact hundredths
 * are turned into the nearest number a double holds, never refused.
 */
export function marginPercentOf(margin: number, total: number): number | null {
  if (total === 0) return null;
  const [numerator, divisor] = total > 0 ? [margin, total] : [-margin, -total];
  const product = numerator * MARGIN_HUNDREDTHS;
  const hundredths = Number.isSafeInteger(product)
    ? divideRoundHalfEven(product, divisor)
    : Number(bigMultiplyDivideRoundHalfEven(numerator, MARGIN_HUNDREDTHS, divisor));
  return hundredths / 100;
}

/**
 * Prices a quote: its line items and the markup entries of its pricing
 * config, in index order. THE RULE (README.md § Rule), applied here only:
 *
 * - line labour = minutes × rate / 60, line cost = minutes × costRate / 60,
 *   each rounded half-even to a minor unit; a line with minutes but no known
 *   cost rate has cost null (0 minutes cost 0 whatever the rate);
 * - labour, expenses = sums over the lines; subtotal = labour + expenses;
 * - entry i: base = labour | expenses | subtotal + entries 0..i-1 (by
 *   appliesTo); amount = value (fixed) or base × value / 100 rounded
 *   half-even (percent);
 * - total = subtotal + every entry; cost = the sum of the line costs (null
 *   when one is null); margin = total - cost; marginPercent = margin / total.
 */
export function computePricing(
  lines: readonly PricingLine[],
  markups: readonly PricingMarkup[],
): PricingTotals {
  let labour = 0;
  let expenses = 0;
  let cost: number | null = 0;
  const lineTotals = lines.map((line, index) => {
    const minutes = requireSafeInteger(line.minutes, `lines.${index}.minutes`);
    const rate = requireSafeInteger(line.rate, `lines.${index}.rate`);
    const lineLabour = minutesAt(minutes, rate, `lines.${index}.rate`);
    let lineCost: number | null = null;
    if (line.costRate !== null)
      lineCost = minutesAt(
        minutes,
        requireSafeInteger(line.costRate, `lines.${index}.costRate`),
        `lines.${index}.costRate`,
      );
    else if (minutes === 0) lineCost = 0;
    labour = add(labour, lineLabour, 'labour');
    expenses = add(
      expenses,
      requireSafeInteger(line.expenses, `lines.${index}.expenses`),
      'expenses',
    );
    cost = cost === null || lineCost === null ? null : add(cost, lineCost, 'cost');
    return { labour: lineLabour, cost: lineCost };
  });

  const { markups: markupTotals, markupTotal, total } = applyMarkups(labour, expenses, markups);
  const margin = cost === null ? null : add(total, -cost, 'margin');
  return {
    lines: lineTotals,
    labour,
    expenses,
    subtotal: add(labour, expenses, 'subtotal'),
    markups: markupTotals,
    markupTotal,
    total,
    cost,
    margin,
    marginPercent: margin === null ? null : marginPercentOf(margin, total),
  };
}

/**
 * Steps 3 and 4 of the rule from the sums alone: the markup entries in index
 * order on labour and expenses, and the total. `computePricing` applies them
 * through this function; a list that stores a draft's labour and expenses
 * (the quote list) prices its rows with it without reading their lines.
 */
export function applyMarkups(
  labour: number,
  expenses: number,
  markups: readonly PricingMarkup[],
): Pick<PricingTotals, 'markups' | 'markupTotal' | 'total'> {
  let running = add(labour, expenses, 'subtotal');
  let markupTotal = 0;
  const markupTotals = markups.map((entry, index) => {
    const base =
      entry.appliesTo === 'labour' ? labour : entry.appliesTo === 'expenses' ? expenses : running;
    const figure = `markups.${index}.value`;
    const amount =
      entry.kind === 'fixed'
        ? requireSafeInteger(entry.value, figure)
        : percentOf(base, percentToUnits(entry.value, figure), figure);
    running = add(running, amount, 'total');
    markupTotal = add(markupTotal, amount, 'markupTotal');
    return { index, amount, base };
  });
  return { markups: markupTotals, markupTotal, total: running };
}

/** minutes at an hourly rate, rounded half-even (the product of two bounded inputs stays exact). */
function minutesAt(minutes: number, hourlyRate: number, figure: string): number {
  if (!Number.isSafeInteger(minutes * hourlyRate))
    return multiplyDivideRoundHalfEven(minutes, hourlyRate, 60, figure);
  return amountForMinutes(minutes, hourlyRate);
}

/**
 * The totals as a reader who may not see cost receives them (issue 14: cost
 * and margin only for holders of readEmployeeSalaryGroups): cost, margin,
 * margin % and every line's cost are null.
 */
export function withoutCostFigures(totals: PricingTotals): PricingTotals {
  return {
    ...totals,
    lines: totals.lines.map((line) => ({ ...line, cost: null })),
    cost: null,
    margin: null,
    marginPercent: null,
  };
}
