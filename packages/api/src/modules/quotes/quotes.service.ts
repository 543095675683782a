import type { QuoteMetaType } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { listQuoteMetaTypes } from './quotes.repository';

/** The quote meta types (reference data), in their display order. */
export async function quoteMetaTypes(deps: AppDeps): Promise<QuoteMetaType[]> {
  return listQuoteMetaTypes(deps.knex);
}
