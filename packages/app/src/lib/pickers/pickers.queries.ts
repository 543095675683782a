import { queryOptions } from '@tanstack/react-query';
import { adminEndpoints, projectsEndpoints, rolesEndpoints, teamsEndpoints } from '@keel/types';
import { apiRequest } from '../api';
import { may, type AccessUser } from '../session';

/*
 * Shared option lists for pickers (a user, role, team or project to choose),
 * used by many features. Their keys sit under `['pickers']`; the writes that
 * change them announce it (`user changed`, `role changed`, `team changed`,
 * `project changed`) and `app/refresh-map.ts` refreshes these keys.
 */
export const pickersKeys = {
  all: ['pickers'] as const,
  users: () => [...pickersKeys.all, 'users'] as const,
  roles: () => [...pickersKeys.all, 'roles'] as const,
  teams: () => [...pickersKeys.all, 'teams'] as const,
  projects: () => [...pickersKeys.all, 'projects'] as const,
};

/** Every user (active and invited) as choices of a picker (team members, lead). */
export function userChoicesQueryOptions() {
  return queryOptions({
    queryKey: pickersKeys.users(),
    queryFn: ({ signal }) =>
      apiRequest(adminEndpoints.listUsers, {
        query: { pageSize: 500, status: 'active,invited', sort: 'name' },
        signal,
      }),
    select: (page) => page.items,
  });
}

/** Roles a user can be given (first 500, by name). */
export const roleChoicesQueryOptions = () =>
  queryOptions({
    queryKey: pickersKeys.roles(),
    queryFn: ({ signal }) => apiRequest(rolesEndpoints.list, { query: { pageSize: 500 }, signal }),
    select: (page) => page.items,
  });

/** Teams a user can be put in (first 500, by name). */
export const teamChoicesQueryOptions = () =>
  queryOptions({
    queryKey: pickersKeys.teams(),
    queryFn: ({ signal }) => apiRequest(teamsEndpoints.list, { query: { pageSize: 500 }, signal }),
    select: (page) => page.items,
  });

/** Projects a stakeholder can be invited to (those the administrator sees). */
export const projectChoicesQueryOptions = () =>
  queryOptions({
    queryKey: pickersKeys.projects(),
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
