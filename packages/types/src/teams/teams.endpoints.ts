import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  TeamCreateInputSchema,
  TeamListQuerySchema,
  TeamPageSchema,
  TeamSchema,
  TeamUpdateInputSchema,
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
    path: '/api/teams/{teamId}',
    summary: 'One team',
    tag: 'teams',
    params: idParams('teamId'),
    response: TeamSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/teams',
    summary: 'Create a team',
    tag: 'teams',
    body: TeamCreateInputSchema,
    response: TeamSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/teams/{teamId}',
    summary: 'Rename a team, set its lead and members (409 on a stale version)',
    tag: 'teams',
    params: idParams('teamId'),
    body: TeamUpdateInputSchema,
    response: TeamSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/teams/{teamId}',
    summary: 'Delete a team (409 on a stale version)',
    tag: 'teams',
    params: idParams('teamId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
