import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema } from '../common/common.schemas';
import {
  ApiTokenCreatedSchema,
  ApiTokenCreateInputSchema,
  ApiTokenListSchema,
} from './api-tokens.schemas';

const SESSION_ONLY =
  'Needs a signed-in session: an API token cannot list, create or revoke tokens.';

/** Personal API tokens: the own ones (any signed-in user), any user's (user administrators). */
export const apiTokensEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users/current/tokens',
    summary: "The signed-in user's API tokens (never their secrets)",
    description: SESSION_ONLY,
    tag: 'api tokens',
    sessionOnly: true,
    response: ApiTokenListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/users/current/tokens',
    summary: 'Create an API token; the answer is the only one that carries its secret',
    description: SESSION_ONLY,
    tag: 'api tokens',
    sessionOnly: true,
    body: ApiTokenCreateInputSchema,
    response: ApiTokenCreatedSchema,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/current/tokens/{tokenId}',
    summary: 'Revoke one of the own API tokens',
    description: SESSION_ONLY,
    tag: 'api tokens',
    sessionOnly: true,
    params: idParams('tokenId'),
    response: OkSchema,
  }),
  listOfUser: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/{userId}/tokens',
    summary: "A user's API tokens (never their secrets)",
    description: SESSION_ONLY,
    tag: 'api tokens',
    sessionOnly: true,
    params: idParams('userId'),
    response: ApiTokenListSchema,
  }),
  revokeOfUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/{userId}/tokens/{tokenId}',
    summary: "Revoke one of a user's API tokens",
    description: SESSION_ONLY,
    tag: 'api tokens',
    sessionOnly: true,
    params: idParams('userId', 'tokenId'),
    response: OkSchema,
  }),
} as const;
