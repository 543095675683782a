import type {
  AdminUser,
  AdminUserListQuery,
  EffectivePermissions,
  IssuedLink,
  Page,
  PasswordResetInput,
  AdminUserUpdateInput,
  InvitationCreateInputSchema,
} from '@keel/types';
import { GLOBAL_PERMISSION_FLAGS } from '@keel/types';
import type { Db } from '../../lib/db';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { UNIQUE_RULES, uniqueConflict } from '../../lib/unique-name';
import { hashToken, newToken } from '../../lib/tokens';
import { claimVersion, type ExpectedVersion, type VersionedTable } from '../../lib/versioned-save';
import { createInvitation } from '../auth/auth.service';
import { revokeInvitations } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import { assertStrongPassword } from '../auth/password-strength';
import { loadGlobalFlags, type AuthUser } from '../auth/policy';
import { recordAudit } from '../audit/audit.repository';
import { findRole, flagsByRole } from '../roles/roles.repository';
import {
  findRoleIdsByName,
  findUserByEmail,
  findUserById,
  setPassword,
} from '../users/users.repository';
import * as repo from './admin-users.repository';
import {
  environmentMailer,
  invitationMessage,
  passwordResetMessage,
  type MailMessage,
} from './mailer';
import { iso } from '../../lib/dates';

/** Password reset links work once, for a day. */
export const PASSWORD_RESET_TTL_MS = 24 * 60 * 60 * 1000;

type InviteInput = z.output<typeof InvitationCreateInputSchema>;

export async function listUsers(
  deps: AppDeps,
  query: AdminUserListQuery,
): Promise<Page<AdminUser>> {
  const { ids, total } = await repo.listUserIds(deps.knex, query);
  return {
    items: await repo.loadAdminUsers(deps.knex, ids, deps.clock()),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getUser(deps: AppDeps, id: number, knex: Db = deps.knex): Promise<AdminUser> {
  const [user] = await repo.loadAdminUsers(knex, [id], deps.clock());
  if (!user) throw new NotFoundError('User not found');
  return user;
}

/** What the audit log keeps of a user: no secrets, names rather than ids. */
function auditSnapshot(user: AdminUser) {
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

async function assertIdsExist(
  knex: Db,
  table: 'roles' | 'teams' | 'users' | 'projects',
  ids: readonly number[],
  field: string,
  what: string,
): Promise<void> {
  const found = await repo.existingIds(knex, table, ids);
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
async function assertMayGrant(
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

async function assertMayManage(knex: Db, actor: AuthUser, userId: number): Promise<void> {
  const flags = await loadGlobalFlags(knex, userId);
  if ([...flags].some((flag) => !actor.flags.has(flag)))
    throw new ForbiddenError('This user holds permissions you do not have; ask an administrator');
}

/** The users table as version-checked saves see it: deleted users are gone. */
const USERS: VersionedTable = {
  table: 'users',
  notFound: 'User not found',
  live: (query) => query.whereNull('deleted_at'),
};

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
  await claimVersion(trx, USERS, expected, {
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

/** Where the app's pages live: PUBLIC_URL when configured, else a path on the app's own origin. */
function appLink(deps: AppDeps, path: string, params: Record<string, string>): string {
  const base = deps.config.publicUrl?.replace(/\/+$/, '') ?? '';
  return `${base}${path}?${new URLSearchParams(params).toString()}`;
}

/** Sends when SMTP is configured; a failure is logged and reported as "not sent", never fatal. */
async function trySend(deps: AppDeps, build: (from: string) => MailMessage): Promise<boolean> {
  const mailer = await environmentMailer();
  if (!mailer) return false;
  try {
    await mailer.send(build(mailer.from));
    return true;
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not send e-mail');
    return false;
  }
}

async function issueInvitation(
  deps: AppDeps,
  actor: AuthUser,
  input: InviteInput,
  action: 'invite' | 'resendInvitation',
): Promise<IssuedLink> {
  const now = deps.clock();
  const { token, userId } = await deps.knex.transaction(async (trx) => {
    const scoped = { ...deps, knex: trx };
    const before = await findUserByEmail(trx, input.email);
    const beforeSnapshot = before ? auditSnapshot(await getUser(deps, before.id, trx)) : null;
    const issued = await createInvitation(scoped, {
      email: input.email,
      roleIds: [],
      external: input.external,
      invitedBy: actor.id,
      name: input.name,
    });
    await repo.setUserExternal(trx, issued.userId, input.external, input.name);
    await repo.replaceUserRoles(trx, issued.userId, input.roleIds);
    if (input.external)
      await repo.insertStakeholderMemberships(trx, issued.userId, input.projectIds, now);
    const after = await getUser(deps, issued.userId, trx);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'invitation',
      entityId: issued.userId,
      entityLabel: input.email,
      action,
      before: beforeSnapshot,
      after: { ...auditSnapshot(after), projectIds: input.external ? input.projectIds : [] },
    });
    return issued;
  });
  const expiresAt = new Date(now + 7 * 24 * 60 * 60 * 1000);
  const url = appLink(deps, '/auth/signup', { email: input.email, token });
  const emailSent = await trySend(deps, (from) =>
    invitationMessage({ from, to: input.email, link: url, invitedBy: actor.name, expiresAt }),
  );
  return { userId, url, expiresAt: iso(expiresAt.getTime()), emailSent };
}

/** Invites someone (DOMAIN.md § Invitation); re-inviting an invited user replaces the old link. */
export async function inviteUser(
  deps: AppDeps,
  actor: AuthUser,
  input: InviteInput,
): Promise<IssuedLink> {
  await assertIdsExist(deps.knex, 'roles', input.roleIds, 'roleIds', 'roles');
  await assertMayGrant(deps.knex, actor, input.roleIds);
  if (input.external)
    await assertIdsExist(deps.knex, 'projects', input.projectIds, 'projectIds', 'projects');
  const existing = await findUserByEmail(deps.knex, input.email);
  if (existing && existing.status !== 'invited') throw uniqueConflict(UNIQUE_RULES.userEmail);
  return issueInvitation(deps, actor, input, 'invite');
}

async function invitedUser(deps: AppDeps, id: number): Promise<AdminUser> {
  const user = await getUser(deps, id);
  if (user.status !== 'invited')
    throw new ConflictError(
      'This user has already accepted an invitation; only invited users have one',
    );
  return user;
}

export async function resendInvitation(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
): Promise<IssuedLink> {
  const user = await invitedUser(deps, id);
  // The link signs one in as that user: only for users within one's own permissions.
  await assertMayManage(deps.knex, actor, id);
  return issueInvitation(
    deps,
    actor,
    {
      email: user.email,
      name: user.name,
      external: user.external,
      roleIds: user.roles.map((r) => r.id),
      projectIds: [],
    },
    'resendInvitation',
  );
}

export async function revokeInvitation(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
): Promise<{ ok: true }> {
  const user = await invitedUser(deps, id);
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    await revokeInvitations(trx, id, now);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'invitation',
      entityId: id,
      entityLabel: user.email,
      action: 'revokeInvitation',
      before: { invitation: user.invitation },
      after: { invitation: null },
    });
  });
  return { ok: true };
}

export async function updateUser(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: AdminUserUpdateInput,
): Promise<AdminUser> {
  await assertIdsExist(deps.knex, 'roles', input.roleIds, 'roleIds', 'roles');
  await assertIdsExist(deps.knex, 'teams', input.teamIds, 'teamIds', 'teams');
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
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
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
    await revokeInvitations(trx, id, now);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
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
    const record = await findUserById(trx, id);
    const status = record?.passwordHash ? 'active' : 'invited';
    await repo.setUserStatus(trx, id, status, now);
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
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

export async function issuePasswordReset(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
): Promise<IssuedLink> {
  const user = await getUser(deps, id);
  // The link signs one in as that user: only for users within one's own permissions.
  await assertMayManage(deps.knex, actor, id);
  if (user.status !== 'active')
    throw new ConflictError(
      user.status === 'invited'
        ? 'This user has not signed up yet; resend the invitation instead'
        : 'Enable this user before issuing a password reset link',
    );
  const now = deps.clock();
  const token = newToken();
  const expiresAt = now + PASSWORD_RESET_TTL_MS;
  await deps.knex.transaction(async (trx) => {
    await repo.insertPasswordReset(trx, {
      userId: id,
      tokenHash: hashToken(token),
      expiresAt,
      createdBy: actor.id,
      createdAt: now,
    });
    await recordAudit(trx, {
      actorId: actor.id,
      at: now,
      entityType: 'user',
      entityId: id,
      entityLabel: user.email,
      action: 'issuePasswordReset',
      before: null,
      after: { expiresAt: iso(expiresAt) },
    });
  });
  const url = appLink(deps, '/auth/reset-password', { token });
  const emailSent = await trySend(deps, (from) =>
    passwordResetMessage({ from, to: user.email, link: url, expiresAt: new Date(expiresAt) }),
  );
  return { userId: id, url, expiresAt: iso(expiresAt), emailSent };
}

async function usableReset(deps: AppDeps, token: string): Promise<repo.PasswordReset> {
  const reset = await repo.findPasswordReset(deps.knex, hashToken(token));
  if (!reset) throw new NotFoundError('This password reset link is not valid. Ask for a new one.');
  if (reset.usedAt !== null)
    throw ValidationError.field(
      'token',
      'This password reset link has already been used. Ask for a new one.',
    );
  if (deps.clock() >= reset.expiresAt)
    throw ValidationError.field(
      'token',
      'This password reset link has expired. Ask for a new one.',
    );
  return reset;
}

export async function checkPasswordReset(deps: AppDeps, token: string) {
  const reset = await usableReset(deps, token);
  const user = await findUserById(deps.knex, reset.userId);
  if (!user || user.status !== 'active')
    throw new NotFoundError('This password reset link is not valid. Ask for a new one.');
  return { email: user.email, expiresAt: iso(reset.expiresAt) };
}

/** Sets the new password and ends every session of the user (a reset may follow a leak). */
export async function resetPassword(
  deps: AppDeps,
  input: PasswordResetInput,
): Promise<{ ok: true }> {
  const reset = await usableReset(deps, input.token);
  const owner = await findUserById(deps.knex, reset.userId);
  if (owner) assertStrongPassword(input.password, owner, 'password');
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const user = await findUserById(trx, reset.userId);
    if (!user || user.status !== 'active')
      throw new NotFoundError('This password reset link is not valid. Ask for a new one.');
    if (!(await repo.markPasswordResetUsed(trx, reset.id, now)))
      throw ValidationError.field(
        'token',
        'This password reset link has already been used. Ask for a new one.',
      );
    await setPassword(trx, reset.userId, passwordHash, now);
    await repo.deleteUserSessions(trx, reset.userId);
  });
  return { ok: true };
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
