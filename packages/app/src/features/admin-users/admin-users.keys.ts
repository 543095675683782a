import type { EndpointQuery, adminEndpoints } from '@keel/types';

export type AdminUserListQuery = EndpointQuery<typeof adminEndpoints.listUsers>;

/**
 * Keys from general to specific; every user change invalidates `all`. They
 * live apart from `admin-users.queries.ts` because the password reset page
 * (outside the shell) needs them while the query functions pull in the API
 * contract, which that page loads only on demand.
 */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUsersKeys.all, 'list'] as const,
  list: (query: AdminUserListQuery) => [...adminUsersKeys.lists(), query] as const,
  detail: (id: number) => [...adminUsersKeys.all, 'detail', id] as const,
  permissions: (id: number) => [...adminUsersKeys.all, 'permissions', id] as const,
  passwordReset: (token: string) => [...adminUsersKeys.all, 'password-reset', token] as const,
};
