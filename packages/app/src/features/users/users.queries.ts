import { queryOptions } from '@tanstack/react-query';
import { usersEndpoints, type CurrentUser } from '@keel/types';
import { apiRequest, isApiError } from '../../lib/api';
import { usersKeys } from './users.keys';

export { usersKeys };

/**
 * The signed-in user, or `null` when signed out. A failed load is only logged
 * and counts as signed out (SPEC §8), so the query always settles and the
 * session is "initialised" after its first answer.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: usersKeys.current(),
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      try {
        return await apiRequest(usersEndpoints.current, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        if (signal.aborted) throw error;
        console.error('Could not load the current user', error);
        return null;
      }
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
