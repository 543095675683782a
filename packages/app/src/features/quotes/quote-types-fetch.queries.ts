import { quotesEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';

/** `GET /api/quotes/types` (`quoteTypesQueryOptions`' request, loaded with its first call). */
export function requestQuoteTypes(signal: AbortSignal) {
  return apiRequest(quotesEndpoints.types, { signal });
}
