import { rateProfilesEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';
import { quotesKeys } from './quotes.queries';

/** Under `quotes`, so a change of quotes (whose counts the profiles show) refreshes them too. */
export const rateProfilesKeys = {
  all: () => [...quotesKeys.all, 'rate-profiles'] as const,
  list: () => [...rateProfilesKeys.all(), 'list'] as const,
  options: () => [...rateProfilesKeys.all(), 'options'] as const,
};

export function rateProfilesQueryOptions() {
  return endpointQueryOptions(rateProfilesKeys.list(), rateProfilesEndpoints.list);
}

/** Currencies, salary groups (for their readers only), role names and canManage. */
export function rateProfileOptionsQueryOptions() {
  return endpointQueryOptions(rateProfilesKeys.options(), rateProfilesEndpoints.options);
}
