import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  PermissionCatalogueSchema,
  RoleCreateInputSchema,
  RoleListQuerySchema,
  RolePageSchema,
  RoleSchema,
  RoleUpdateInputSchema,
} from './roles.schemas';

export const rolesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/roles',
    summary: 'Roles with their flags and user counts',
    tag: 'roles',
    query: RoleListQuerySchema,
    response: RolePageSchema,
  }),
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/api/roles/flags',
    summary: 'Every global permission flag, grouped by area, with a short description',
    tag: 'roles',
    response: PermissionCatalogueSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/roles/{roleId}',
    summary: 'One role',
    tag: 'roles',
    params: idParams('roleId'),
    response: RoleSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/roles',
    summary: 'Create a role',
    tag: 'roles',
    body: RoleCreateInputSchema,
    response: RoleSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/roles/{roleId}',
    summary: 'Rename a role or change its flags (409 on a stale version)',
    tag: 'roles',
    params: idParams('roleId'),
    body: RoleUpdateInputSchema,
    response: RoleSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/roles/{roleId}',
    summary: 'Delete a custom role; built-in roles stay (409 on a stale version)',
    tag: 'roles',
    params: idParams('roleId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
