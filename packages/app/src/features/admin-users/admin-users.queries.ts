import { adminEndpoints } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';
import { adminUsersKeys, type AdminUserListQuery } from './admin-users.keys';

export { adminUsersKeys, type AdminUserListQuery } from './admin-users.keys';

export function adminUsersQueryOptions(query: AdminUserListQuery) {
  return pageQueryOptions(adminUsersKeys.list(query), adminEndpoints.listUsers, { query });
}

export function adminUserQueryOptions(id: number) {
  return endpointQueryOptions(adminUsersKeys.detail(id), adminEndpoints.getUser, {
    params: { userId: id },
  });
}

export function userPermissionsQueryOptions(id: number) {
  return endpointQueryOptions(adminUsersKeys.permissions(id), adminEndpoints.userPermissions, {
    params: { userId: id },
  });
}
