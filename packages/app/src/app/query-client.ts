import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  createErrorPolicy,
  isApiError,
  type ErrorPolicyDeps,
  type ErrorPolicyMode,
} from '../lib/api';
import { sessionKeys } from '../lib/session/session.keys';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorPolicy?: ErrorPolicyMode };
    mutationMeta: { errorPolicy?: ErrorPolicyMode };
  }
}

/**
 * The app's one QueryClient. Every failed query and mutation goes through the
 * SPEC §8 policy here, so no feature reports API errors on its own.
 */
export function createQueryClient(
  deps: Omit<ErrorPolicyDeps, 'isSessionInitialised' | 'resetSession'>,
) {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleError(error, query.meta?.errorPolicy),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleError(error, mutation.meta?.errorPolicy),
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a flaky network might.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400),
        refetchOnWindowFocus: false,
      },
    },
  });
  // Declared after the client it needs; the caches call it only once requests fail.
  const handleError = createErrorPolicy({
    ...deps,
    isSessionInitialised: () => client.getQueryState(sessionKeys.current())?.status === 'success',
    resetSession: () => {
      void client.cancelQueries();
      client.clear();
      client.setQueryData(sessionKeys.current(), null);
    },
  });
  return client;
}
