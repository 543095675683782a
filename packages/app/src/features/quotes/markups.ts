import {
  computePricing,
  MARKUP_APPLIES_TO_TITLES,
  type MarkupEntryInput,
  type MarkupEntryView,
  type PricingTotals,
} from '@keel/types';
import { formatNumber, formatTwoDecimals } from '../../lib/format';

/**
 * What the pricing config page does with a config's markup entries besides
 * showing them: reorder (saved as the whole list), say what an entry is in
 * words, and price a sample quote with them — through the pricing engine,
 * never a second copy of its rule.
 */

/** The entries as the API takes them (the index is their place in the list, not a field). */
export function markupInputs(markups: readonly MarkupEntryView[]): MarkupEntryInput[] {
  return markups.map(({ label, kind, value, appliesTo }) => ({ label, kind, value, appliesTo }));
}

/**
 * The list with the entry at `index` moved one place up (-1) or down (+1);
 * null when it cannot move that way (already first or last).
 */
export function moveMarkup(
  markups: readonly MarkupEntryView[],
  index: number,
  delta: -1 | 1,
): MarkupEntryInput[] | null {
  const target = index + delta;
  if (index < 0 || index >= markups.length || target < 0 || target >= markups.length) return null;
  const next = markupInputs(markups);
  const [moved] = next.splice(index, 1);
  if (!moved) return null;
  next.splice(target, 0, moved);
  return next;
}

/**
 * An entry's value in words: `12.5 %` for a percentage, `150.00` (major
 * units) for a fixed amount — a config has no currency: the quote using it
 * gives the amount its currency. A discount carries its minus sign.
 */
export function markupValueText(entry: Pick<MarkupEntryInput, 'kind' | 'value'>): string {
  return entry.kind === 'percent'
    ? `${formatNumber(entry.value, { maxDecimals: 4 })} %`
    : formatTwoDecimals(entry.value / 100);
}

/** What the entry's base is, in words (the engine's rule: README of the pricing module). */
export function appliesToText(appliesTo: MarkupEntryInput['appliesTo']): string {
  return MARKUP_APPLIES_TO_TITLES[appliesTo];
}

/** The sample quote of the worked example: 100 hours at 100.00 and 1,000.00 of expenses. */
export const SAMPLE_LINES = [
  { minutes: 6_000, rate: 10_000, costRate: null, expenses: 0 },
  { minutes: 0, rate: 0, costRate: null, expenses: 100_000 },
] as const;

/** The sample quote priced with the entries, in their order. */
export function samplePricing(markups: readonly MarkupEntryInput[]): PricingTotals {
  return computePricing(SAMPLE_LINES, markups);
}
