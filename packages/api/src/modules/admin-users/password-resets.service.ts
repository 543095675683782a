import type { IssuedLink, PasswordResetInput } from '@keel/types';
import { iso } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import {
  assertStrongPassword,
  findAccountById,
  hashPassword,
  setPassword,
  type AuthUser,
} from '../auth';
import { recordAudited } from '../audit';
import * as repo from './admin-users.repository';
import { assertMayManage, getUser } from './admin-users.service';
import { appLink, trySend } from './issued-links';
import { passwordResetMessage } from './mailer';

/*
 * Password reset links: an administrator issues one for an active user; the
 * user sets a new password with it (every session of theirs ends).
 */

/** Password reset links work once, for a day. */
export const PASSWORD_RESET_TTL_MS = 24 * 60 * 60 * 1000;

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
    await recordAudited(trx, actor, now, {
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
  const user = await findAccountById(deps.knex, reset.userId);
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
  const owner = await findAccountById(deps.knex, reset.userId);
  if (owner) assertStrongPassword(input.password, owner, 'password');
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const user = await findAccountById(trx, reset.userId);
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
