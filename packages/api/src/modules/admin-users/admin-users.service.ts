import type {
  AdminUser,
  AdminUserListQuery,
  AdminUserUpdateInput,
  EffectivePermissions,
  Page,
} from '@keel/types';
import { GLOBAL_PERMISSION_FLAGS } from '@keel/types';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { claimVersion, type ExpectedVersion } from '../../lib/versioned-save';
import { pageOf } from '../../lib/lists';
import {
  findAccountById,
  findRoleIdsByName,
  loadGlobalFlags,
  revokeUserInvitations,
  type AuthUser,
} from '../auth';
import { revokeUserTokens } from '../api-tokens';
import { recordAudited } from '../audit';
import { findRole, flagsByRole } from '../roles';
import * as repo from './admin-users.repository';

/**
 * The administration of users (DOMAIN.md § Users): the list, a user's
 * profile, roles and teams, disabling and enabling, and the rules every
 * administrative change of a user keeps (nobody grants more than they hold;
 * the last active administrator stays). Invitations are in
 * `invitations.service.ts`, password reset links in `password-resets.service.ts`.
 */

export async function listUsers(
  deps: AppDeps,
  query: AdminUserListQuery,
): Promise<Page<AdminUser>> {
  const { ids, total } = await repo.listUserIds(deps.knex, query);
  return pageOf({ items: await repo.loadAdminUsers(deps.knex, ids, deps.clock()), total }, query);
}

export async function getUser(deps: AppDeps, id: number, knex: Db = deps.knex): Promise<AdminUser> {
  const [user] = await repo.loadAdminUsers(knex, [id], deps.clock());
  if (!user) throw new NotFoundError('User not found');
  return user;
}

/** What the audit log keeps of a user: no secrets, names rather than ids. */
export function auditSnapshot(user: AdminUser) {
  return {
    email: user.email,
    name: user.name,
    initials: user.initials,
    color: user.color,
    external: user.external,
    status: user.status,
    roles: user.roles.map((r) => r.name),
    teams: user.teams.map((t) => t.name),
  };
}

/** Refuses ids a form names that do not exist (`existing`: the repository's read of them). */
export async function assertIdsExist(
  knex: Db,
  existing: (knex: Db, ids: readonly number[]) => Promise<Set<number>>,
  ids: readonly number[],
  field: string,
  what: string,
): Promise<void> {
  const found = await existing(knex, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw ValidationError.field(field, `Unknown ${what}: ${missing.join(', ')}`);
}

async function administratorRoleId(knex: Db): Promise<number> {
  const [id] = await findRoleIdsByName(knex, ['Administrator']);
  if (id === undefined) throw new Error('The Administrator role is missing');
  return id;
}

/**
 * Nobody hands out more than they hold: the roles an actor grants or takes
 * away, and the users they disable or enable, must not carry a flag the actor
 * lacks (Administrators hold every flag, so this only limits custom roles).
 */
export async function assertMayGrant(
  knex: Db,
  actor: AuthUser,
  roleIds: readonly number[],
): Promise<void> {
  const flags = await flagsByRole(knex, roleIds);
  for (const [roleId, held] of flags) {
    if (held.some((flag) => !actor.flags.has(flag))) {
      const role = await findRole(knex, roleId);
      throw new ForbiddenError(
        `You cannot grant or remove the role ${role?.name ?? roleId}: it holds permissions you do not have`,
      );
    }
  }
}

export async function assertMayManage(knex: Db, actor: AuthUser, userId: number): Promise<void> {
  const flags = await loadGlobalFlags(knex, userId);
  if ([...flags].some((flag) => !actor.flags.has(flag)))
    throw new ForbiddenError('This user holds permissions you do not have; ask an administrator');
}

/**
 * The version-checked start of every edit of a user: the claim (409 with the
 * stored user when stale), then the user as it was before the edit.
 */
async function claimUser(
  deps: AppDeps,
  trx: Db,
  expected: ExpectedVersion,
  now: number,
): Promise<AdminUser> {
  await claimVersion(trx, repo.USER_ROWS, expected, {
    now,
    current: (knex, id) => getUser(deps, id, knex),
  });
  return getUser(deps, expected.id, trx);
}

/**
 * The last-administrator rule, under concurrency: throws when `userId` is the
 * only active administrator left besides whoever this change demotes. The
 * administrators are locked first (`lockAdministrators`), so two such
 * changes at once cannot both see the other as the remaining administrator.
 */
async function assertAnotherAdministrator(
  trx: Db,
  adminRoleId: number,
  userId: number,
): Promise<void> {
  await repo.lockAdministrators(trx, adminRoleId);
  if ((await repo.countActiveAdministrators(trx, adminRoleId, userId)) === 0)
    throw new ConflictError(LAST_ADMIN_MESSAGE);
}

const LAST_ADMIN_MESSAGE =
  'This is the last active administrator. Give another active user the Administrator role first.';

export async function updateUser(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: AdminUserUpdateInput,
): Promise<AdminUser> {
  await assertIdsExist(deps.knex, repo.existingRoleIds, input.roleIds, 'roleIds', 'roles');
  await assertIdsExist(deps.knex, repo.existingTeamIds, input.teamIds, 'teamIds', 'teams');
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const before = await claimUser(deps, trx, { id, version: input.version }, now);
    const held = before.roles.map((r) => r.id);
    await assertMayGrant(trx, actor, [
      ...input.roleIds.filter((r) => !held.includes(r)),
      ...held.filter((r) => !input.roleIds.includes(r)),
    ]);
    const adminRoleId = await administratorRoleId(trx);
    const losesAdmin =
      before.status === 'active' &&
      before.roles.some((r) => r.id === adminRoleId) &&
      !input.roleIds.includes(adminRoleId);
    if (losesAdmin) await assertAnotherAdministrator(trx, adminRoleId, id);
    await repo.updateUserProfileFields(
      trx,
      id,
      { name: input.name, initials: input.initials, color: input.color },
      now,
    );
    await repo.replaceUserRoles(trx, id, input.roleIds);
    await repo.replaceUserTeams(trx, id, input.teamIds);
    const after = await getUser(deps, id, trx);
    await recordAudited(trx, actor, now, {
      entityType: 'user',
      entityId: id,
      entityLabel: before.email,
      action: 'update',
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
  });
  return getUser(deps, id);
}

/** Disabling ends every session of the user; nobody disables themselves or the last administrator. */
export async function disableUser(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<AdminUser> {
  if (id === actor.id) throw ValidationError.field('id', 'You cannot disable your own account');
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const before = await claimUser(deps, trx, { id, version }, now);
    await assertMayManage(trx, actor, id);
    if (before.status === 'disabled') throw new ConflictError('This user is already disabled');
    const adminRoleId = await administratorRoleId(trx);
    if (before.status === 'active' && before.roles.some((r) => r.id === adminRoleId))
      await assertAnotherAdministrator(trx, adminRoleId, id);
    await repo.setUserStatus(trx, id, 'disabled', now);
    await repo.deleteUserSessions(trx, id);
    await revokeUserTokens(trx, id, now);
    await revokeUserInvitations(trx, id, now);
    await recordAudited(trx, actor, now, {
      entityType: 'user',
      entityId: id,
      entityLabel: before.email,
      action: 'disable',
      before: { status: before.status },
      after: { status: 'disabled' },
    });
  });
  return getUser(deps, id);
}

/** A user who never set a password goes back to "invited" (a new invitation lets them in). */
export async function enableUser(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<AdminUser> {
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const before = await claimUser(deps, trx, { id, version }, now);
    await assertMayManage(trx, actor, id);
    if (before.status !== 'disabled') throw new ConflictError('This user is not disabled');
    const record = await findAccountById(trx, id);
    const status = record?.passwordHash ? 'active' : 'invited';
    await repo.setUserStatus(trx, id, status, now);
    await recordAudited(trx, actor, now, {
      entityType: 'user',
      entityId: id,
      entityLabel: before.email,
      action: 'enable',
      before: { status: 'disabled' },
      after: { status },
    });
  });
  return getUser(deps, id);
}

/** A user's effective flags and the roles they come from. */
export async function effectivePermissions(
  deps: AppDeps,
  id: number,
): Promise<EffectivePermissions> {
  const user = await getUser(deps, id);
  const flags = await loadGlobalFlags(deps.knex, id);
  const roleFlags = await flagsByRole(
    deps.knex,
    user.roles.map((r) => r.id),
  );
  return {
    userId: id,
    flags: GLOBAL_PERMISSION_FLAGS.filter((f) => flags.has(f)),
    roles: user.roles.map((role) => ({ ...role, flags: roleFlags.get(role.id) ?? [] })),
  };
}
