import type { apiTokensEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as tokens from './api-tokens.service';

/** Thin handlers of the token routes (session only: the registrar refuses a bearer request). */
type T = typeof apiTokensEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, user }) => tokens.listOwnTokens(deps, user);
export const create: H<'create'> = ({ deps, user, body }) => tokens.createToken(deps, user, body);
export const revoke: H<'revoke'> = ({ deps, user, params }) =>
  tokens.revokeOwnToken(deps, user, params.tokenId);
export const listOfUser: H<'listOfUser'> = ({ deps, params }) =>
  tokens.listTokensOfUser(deps, params.userId);
export const revokeOfUser: H<'revokeOfUser'> = ({ deps, user, params }) =>
  tokens.revokeTokenOfUser(deps, user, params.userId, params.tokenId);
