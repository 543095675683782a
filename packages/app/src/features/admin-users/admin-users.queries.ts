import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminEndpoints, projectsEndpoints, rolesEndpoints, teamsEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { may, type AccessUser } from '../../lib/session';
import { projectsKeys } from '../projects/projects.queries';
import { rolesKeys } from '../roles/roles.queries';
import { teamsKeys } from '../teams/teams.queries';
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

/** Every user (active and invited) as choices of a picker (team members, lead). */
export function userChoicesQueryOptions() {
  return queryOptions({
    queryKey: adminUsersKeys.choices(),
    queryFn: ({ signal }) =>
      apiRequest(adminEndpoints.listUsers, {
        query: { pageSize: 500, status: 'active,invited', sort: 'name' },
        signal,
      }),
    select: (page) => page.items,
  });
}

/** A password reset link (`/auth/reset-password?token=`): whose it is; 4xx when invalid, used or expired. */
/** Roles and teams a user can be given (first 500, by name). */
export const roleChoicesQueryOptions = () =>
  queryOptions({
    queryKey: rolesKeys.choices(),
    queryFn: ({ signal }) => apiRequest(rolesEndpoints.list, { query: { pageSize: 500 }, signal }),
    select: (page) => page.items,
  });

export const teamChoicesQueryOptions = () =>
  queryOptions({
    queryKey: teamsKeys.choices(),
    queryFn: ({ signal }) => apiRequest(teamsEndpoints.list, { query: { pageSize: 500 }, signal }),
    select: (page) => page.items,
  });

/** Projects a stakeholder can be invited to (those the administrator sees). */
export const projectChoicesQueryOptions = () =>
  queryOptions({
    queryKey: projectsKeys.choices(),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.query, {
        query: {},
        body: { pageSize: 500, sort: { field: 'name', direction: 'asc' } },
        signal,
      }),
    select: (page) => page.items,
  });

/** Who may list teams (readTeams, manageTeams or manageIdentityUsers), so pickers never ask in vain. */
export const canPickTeams = (user: AccessUser | null | undefined): boolean =>
  may(user, { anyOf: ['readTeams', 'manageTeams', 'manageIdentityUsers'] });

/** Who may list projects to invite stakeholders to. */
export const canPickProjects = (user: AccessUser | null | undefined): boolean =>
  may(user, { anyOf: ['readSomeProjects', 'readAllProjects'] });

/** Who may list users for a picker (the API allows these flags). */
export const canPickUsers = (user: AccessUser | null | undefined): boolean =>
  may(user, { anyOf: ['readIdentityUsers', 'manageIdentityUsers', 'manageTeams'] });
