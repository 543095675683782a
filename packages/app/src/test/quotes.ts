import type { PricingTotals, QuoteQueryOptions } from '@keel/types';

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

/** The quote lists' options (`/api/quotes/query/options`) for tests: only `metaTypes` and the right to manage. */
export function quoteOptionsFixture(
  metaTypes: QuoteQueryOptions['metaTypes'],
  canManage: boolean,
): QuoteQueryOptions {
  return {
    metaTypes,
    statuses: [],
    owners: [],
    currencies: ['EUR'],
    rateProfiles: [],
    pricingConfigs: [],
    sortColumns: [],
    canManage,
    canSeeCost: false,
  };
}
