import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { adminUsersKeys, type AdminUserListQuery } from './admin-users.keys';

export { adminUsersKeys, type AdminUserListQuery } from './admin-users.keys';

export function adminUsersQueryOptions(query: AdminUserListQuery) {
  return queryOptions({
    queryKey: adminUsersKeys.list(query),
    queryFn: ({ signal }) => apiRequest(adminEndpoints.listUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function adminUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminUsersKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(adminEndpoints.getUser, { params: { userId: id }, signal }),
  });
}

export function userPermissionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminUsersKeys.permissions(id),
    queryFn: ({ signal }) =>
      apiRequest(adminEndpoints.userPermissions, { params: { userId: id }, signal }),
  });
}
