/**
 * Query keys of the users feature. They live apart from `users.queries.ts`
 * because the app's entry needs the current-user key (session reset, error
 * policy) while the query functions pull in the API contract, which the
 * sign-in page loads only on demand.
 */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
  current: () => [...usersKeys.all, 'current'] as const,
};
