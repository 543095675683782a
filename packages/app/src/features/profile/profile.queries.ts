import { queryOptions } from '@tanstack/react-query';
import { profileEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';

export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
};

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => apiRequest(profileEndpoints.get, { signal }),
  });
}
