import type { scopeEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as scope from './scope.service';

/** Thin handlers of the scope routes: input was validated, the project permission checked. */
type T = typeof scopeEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, user, params, query }) =>
  scope.listScope(deps, user, params.projectId, query);
export const create: H<'create'> = ({ deps, user, params, body }) =>
  scope.createScopeItem(deps, user, params.projectId, body);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  scope.updateScopeItem(deps, user, params.projectId, params.scopeItemId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  scope.deleteScopeItem(deps, user, params.projectId, params.scopeItemId, query.version);
export const decide: H<'decide'> = ({ deps, user, params, body }) =>
  scope.decideScopeItem(deps, user, params.projectId, params.scopeItemId, body);
export const budgetHistory: H<'budgetHistory'> = ({ deps, params, query }) =>
  scope.budgetHistory(deps, params.projectId, query);
