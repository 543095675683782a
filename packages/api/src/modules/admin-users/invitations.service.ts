import type { AdminUser, InvitationCreateInputSchema, IssuedLink } from '@keel/types';
import type { z } from 'zod';
import { iso } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { UNIQUE_RULES, uniqueConflict } from '../../lib/unique-name';
import { recordAudited } from '../audit';
import { createInvitation, findUserByEmail, revokeUserInvitations, type AuthUser } from '../auth';
import * as repo from './admin-users.repository';
import {
  assertIdsExist,
  assertMayGrant,
  assertMayManage,
  auditSnapshot,
  getUser,
} from './admin-users.service';
import { appLink, trySend } from './issued-links';
import { invitationMessage } from './mailer';

/* Invitations (DOMAIN.md § Invitation): issuing, re-sending and revoking the link of an invited user. */

type InviteInput = z.output<typeof InvitationCreateInputSchema>;

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
    await recordAudited(trx, actor, now, {
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
  await assertIdsExist(deps.knex, repo.existingRoleIds, input.roleIds, 'roleIds', 'roles');
  await assertMayGrant(deps.knex, actor, input.roleIds);
  if (input.external)
    await assertIdsExist(
      deps.knex,
      repo.existingProjectIds,
      input.projectIds,
      'projectIds',
      'projects',
    );
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
    await revokeUserInvitations(trx, id, now);
    await recordAudited(trx, actor, now, {
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
