import { billingEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

export const billingKeys = {
  all: ['billing'] as const,
  settings: () => [...billingKeys.all, 'settings'] as const,
};

/** The workspace's billing settings (one record). */
export function billingSettingsQueryOptions() {
  return endpointQueryOptions(billingKeys.settings(), billingEndpoints.getSettings);
}
