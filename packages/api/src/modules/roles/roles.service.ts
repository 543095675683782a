import {
  PERMISSION_CATALOGUE,
  type GlobalPermissionFlag,
  type Page,
  type Role,
  type RoleCreateInputSchema,
  type RoleListQuerySchema,
  type RoleUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, orNotFound, ValidationError } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import { deleteRow } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { createAudited, deleteAudited, updateAudited, type AuditedKind } from '../audit';
import * as repo from './roles.repository';

/**
 * Roles (DOMAIN.md § Role). Built-in roles keep their names (start-up finds
 * them by name) and cannot be deleted; Administrator always holds every flag.
 */

export async function listRoles(
  deps: AppDeps,
  query: z.output<typeof RoleListQuerySchema>,
): Promise<Page<Role>> {
  return pageOf(await repo.listRoles(deps.knex, query), query);
}

export async function getRole(deps: AppDeps, id: number, knex = deps.knex): Promise<Role> {
  return orNotFound(await repo.findRole(knex, id), 'Role not found');
}

export function permissionCatalogue() {
  return PERMISSION_CATALOGUE.map((area) => ({ area: area.area, flags: [...area.flags] }));
}

/** A role editor cannot hand out (or take away) a flag they do not hold themselves. */
function assertOwnFlags(actor: AuthUser, flags: readonly GlobalPermissionFlag[]): void {
  const missing = flags.filter((flag) => !actor.flags.has(flag));
  if (missing.length > 0)
    throw new ForbiddenError(
      `You cannot grant or remove flags you do not hold: ${missing.join(', ')}`,
    );
}

const ROLE: AuditedKind<Role> = {
  entityType: 'role',
  table: repo.ROLE_ROWS,
  load: getRole,
  snapshot: (role) => ({ name: role.name, flags: role.flags }),
  // The users who held a deleted role lose it: the log keeps how many.
  deletedSnapshot: (role) => ({ name: role.name, flags: role.flags, userCount: role.userCount }),
  label: (role) => role.name,
};

export async function createRole(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof RoleCreateInputSchema>,
): Promise<Role> {
  assertOwnFlags(actor, input.flags);
  const id = await createAudited(deps, actor, ROLE, async (trx, now) => {
    await repo.assertRoleNameFree(trx, input.name);
    const roleId = await repo.insertRole(trx, input.name, now);
    await repo.replaceRoleFlags(trx, roleId, input.flags);
    return roleId;
  });
  return getRole(deps, id);
}

export async function updateRole(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof RoleUpdateInputSchema>,
): Promise<Role> {
  await updateAudited(
    deps,
    actor,
    ROLE,
    { id, version: input.version },
    async (trx, before, now) => {
      if (before.builtIn && input.name !== before.name)
        throw ValidationError.field('name', 'Built-in roles cannot be renamed');
      assertOwnFlags(actor, [
        ...input.flags.filter((f) => !before.flags.includes(f)),
        ...before.flags.filter((f) => !input.flags.includes(f)),
      ]);
      if (before.name === 'Administrator' && input.flags.length !== before.flags.length)
        throw ValidationError.field('flags', 'The Administrator role always holds every flag');
      await repo.assertRoleNameFree(trx, input.name, id);
      await repo.updateRoleRow(trx, id, input.name, now);
      await repo.replaceRoleFlags(trx, id, input.flags);
    },
  );
  return getRole(deps, id);
}

export async function deleteRole(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return deleteAudited(deps, actor, ROLE, { id, version }, async (trx, before) => {
    if (before.builtIn) throw new ConflictError('Built-in roles cannot be deleted');
    await deleteRow(trx, repo.ROLE_ROWS, id);
  });
}
