/**
 * The query key of the signed-in user. Apart from `current-user.queries.ts` because
 * the app's entry needs the key (session reset, error policy) while the query
 * function pulls in the API contract, which the sign-in page loads only on
 * demand. Any feature may read, set or refresh it: the session is shared.
 */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current-user'] as const,
};
