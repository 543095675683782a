import type { PricingTotals } from '@keel/types';

/** A quote's figures for tests: all zero and no cost known; `over` sets what the test is about. */
export function totalsFixture(over: Partial<PricingTotals> = {}): PricingTotals {
  return {
    lines: [],
    labour: 0,
    expenses: 0,
    subtotal: 0,
    markups: [],
    markupTotal: 0,
    total: 0,
    cost: null,
    margin: null,
    marginPercent: null,
    ...over,
  };
}
