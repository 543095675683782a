import { queryOptions } from '@tanstack/react-query';
import { pricingConfigsEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';
import { quotesKeys } from './quotes.queries';

export const pricingConfigsKeys = {
  all: () => [...quotesKeys.all, 'pricing-configs'] as const,
  list: () => [...pricingConfigsKeys.all(), 'list'] as const,
  options: () => [...pricingConfigsKeys.all(), 'options'] as const,
};

export function pricingConfigsQueryOptions() {
  return endpointQueryOptions(pricingConfigsKeys.list(), pricingConfigsEndpoints.list);
}

/** Markup kinds, bases, bounds and canManage: the same for every config. */
export function markupOptionsQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(pricingConfigsKeys.options(), pricingConfigsEndpoints.options),
    staleTime: Infinity,
  });
}
