import { queryOptions } from '@tanstack/react-query';
import { pricingConfigsEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { quotesKeys } from './quotes.queries';

export const pricingConfigsKeys = {
  all: () => [...quotesKeys.all, 'pricing-configs'] as const,
  list: () => [...pricingConfigsKeys.all(), 'list'] as const,
  options: () => [...pricingConfigsKeys.all(), 'options'] as const,
};

export function pricingConfigsQueryOptions() {
  return queryOptions({
    queryKey: pricingConfigsKeys.list(),
    queryFn: ({ signal }) => apiRequest(pricingConfigsEndpoints.list, { signal }),
  });
}

/** Markup kinds, bases, bounds and canManage: the same for every config. */
export function markupOptionsQueryOptions() {
  return queryOptions({
    queryKey: pricingConfigsKeys.options(),
    queryFn: ({ signal }) => apiRequest(pricingConfigsEndpoints.options, { signal }),
    staleTime: Infinity,
  });
}
