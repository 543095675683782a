import { defineEndpoint } from '../endpoint';
import { IdParamsSchema, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  PermissionCatalogueSchema,
  RoleInputSchema,
  RoleListQuerySchema,
  RolePageSchema,
  RoleSchema,
  UpdateRoleInputSchema,
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
    path: '/api/roles/{id}',
    summary: 'One role',
    tag: 'roles',
    params: IdParamsSchema,
    response: RoleSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/roles',
    summary: 'Create a role',
    tag: 'roles',
    body: RoleInputSchema,
    response: RoleSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/roles/{id}',
    summary: 'Rename a role or change its flags (409 on a stale version)',
    tag: 'roles',
    params: IdParamsSchema,
    body: UpdateRoleInputSchema,
    response: RoleSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/roles/{id}',
    summary: 'Delete a custom role; built-in roles stay (409 on a stale version)',
    tag: 'roles',
    params: IdParamsSchema,
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
