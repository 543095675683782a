import { defineEndpoint } from '../endpoint';
import { IdParamsSchema, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  TeamInputSchema,
  TeamListQuerySchema,
  TeamPageSchema,
  TeamSchema,
  UpdateTeamInputSchema,
} from './teams.schemas';

export const teamsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/teams',
    summary: 'Teams with lead and members',
    tag: 'teams',
    query: TeamListQuerySchema,
    response: TeamPageSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/teams/{id}',
    summary: 'One team',
    tag: 'teams',
    params: IdParamsSchema,
    response: TeamSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/teams',
    summary: 'Create a team',
    tag: 'teams',
    body: TeamInputSchema,
    response: TeamSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/teams/{id}',
    summary: 'Rename a team, set its lead and members (409 on a stale version)',
    tag: 'teams',
    params: IdParamsSchema,
    body: UpdateTeamInputSchema,
    response: TeamSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/teams/{id}',
    summary: 'Delete a team (409 on a stale version)',
    tag: 'teams',
    params: IdParamsSchema,
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
