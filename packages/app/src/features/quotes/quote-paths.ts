import type { Quote } from '@keel/types';

/**
 * Where a quote or a template opens. Both open on `/quotes/{id}`; a template
 * adds `?template=1`, because the API reads templates only through
 * `/api/quote-templates/{id}` (`GET /api/quotes/{id}` answers 404 for one).
 * The lists link with this, so the page never guesses.
 */
export function quotePath(quote: Pick<Quote, 'id' | 'isTemplate'>): string {
  return quote.isTemplate ? `/quotes/${quote.id}?template=1` : `/quotes/${quote.id}`;
}
