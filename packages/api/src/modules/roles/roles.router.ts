import type { rolesEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as roles from './roles.service';

/** Thin handlers of the role routes: input was validated by the registrar. */
type R = typeof rolesEndpoints;
type H<K extends keyof R> = Handler<R[K], AuthUser>;

export const list: H<'list'> = ({ deps, query }) => roles.listRoles(deps, query);
export const catalogue: H<'catalogue'> = async () => roles.permissionCatalogue();
export const get: H<'get'> = ({ deps, params }) => roles.getRole(deps, params.roleId);
export const create: H<'create'> = ({ deps, user, body }) => roles.createRole(deps, user, body);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  roles.updateRole(deps, user, params.roleId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  roles.deleteRole(deps, user, params.roleId, query.version);
