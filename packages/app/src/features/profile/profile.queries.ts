import { profileEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
};

export function profileQueryOptions() {
  return endpointQueryOptions(profileKeys.detail(), profileEndpoints.get);
}
