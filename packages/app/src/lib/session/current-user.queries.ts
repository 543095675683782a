import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersEndpoints, type CurrentUser } from '@keel/types';
import { apiRequest, isApiError } from '../api';
import { may, type Ask } from './access';
import { sessionKeys } from './session.keys';

/**
 * The signed-in user, or `null` when signed out. A failed load is only logged
 * and counts as signed out (SPEC §8), so the query always settles and the
 * session is "initialised" after its first answer. The first load reads the
 * entry's early request when there is one (`early-request.ts`, read by `apiRequest`).
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.current(),
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

export interface Session {
  /** The signed-in user; `undefined` while loading, `null` when signed out. */
  user: CurrentUser | null | undefined;
  /** `may(user, ask)` for the signed-in user (nothing while unknown). */
  may: (ask: Ask) => boolean;
}

/** The signed-in user and the one way to ask what they may do. */
export function useSession(): Session {
  const user = useQuery(currentUserQueryOptions()).data;
  return { user, may: (ask) => may(user, ask) };
}
