import { queryOptions } from '@tanstack/react-query';
import { rateProfilesEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { quotesKeys } from './quotes.queries';

/** Under `quotes`, so a change of quotes (whose counts the profiles show) refreshes them too. */
export const rateProfilesKeys = {
  all: () => [...quotesKeys.all, 'rate-profiles'] as const,
  list: () => [...rateProfilesKeys.all(), 'list'] as const,
  options: () => [...rateProfilesKeys.all(), 'options'] as const,
};

export function rateProfilesQueryOptions() {
  return queryOptions({
    queryKey: rateProfilesKeys.list(),
    queryFn: ({ signal }) => apiRequest(rateProfilesEndpoints.list, { signal }),
  });
}

/** Currencies, salary groups (for their readers only), role names and canManage. */
export function rateProfileOptionsQueryOptions() {
  return queryOptions({
    queryKey: rateProfilesKeys.options(),
    queryFn: ({ signal }) => apiRequest(rateProfilesEndpoints.options, { signal }),
  });
}
