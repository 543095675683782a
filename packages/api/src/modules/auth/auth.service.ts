import {
  INVITATION_TTL_MS,
  LOGIN_ACCOUNT_DELAY_BASE_MS,
  LOGIN_ACCOUNT_DELAY_MAX_MS,
  LOGIN_ACCOUNT_SLOWDOWN_AFTER,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  type InvitationCheck,
  type LoginInput,
  type SignupInput,
} from '@keel/types';
import {
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  NotFoundError,
} from '../../lib/errors';
import { UNIQUE_RULES, uniqueConflict } from '../../lib/unique-name';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { hashToken, newToken } from '../../lib/tokens';
import {
  activateUser,
  assignRoles,
  findAccountById,
  findUserByEmail,
  holdsRole,
  insertUser,
} from './accounts.repository';
import * as repo from './auth.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { assertStrongPassword } from './password-strength';
import { parseGlobalFlags, type AuthUser } from './policy';
import { iso } from '../../lib/dates';

/** Sign-in limits (only failures count) over sliding windows; see `@keel/types` auth constants. */
export const LOGIN_WINDOW_MS = LOGIN_FAILURE_WINDOW_MS;
/** The longest window: attempts older than this are swept by housekeeping. */
export const LOGIN_ATTEMPTS_KEPT_MS = Math.max(LOGIN_FAILURE_WINDOW_MS, LOGIN_ACCOUNT_WINDOW_MS);
/** last_seen_at is written at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface SignedIn {
  user: AuthUser;
  /** Hash of the cookie token (the session row id). */
  sessionId: string;
}

/** Starts a session for a user; returns the token for the cookie (only its hash is stored). */
export async function createSession(deps: AppDeps, userId: number): Promise<string> {
  const token = newToken();
  const now = deps.clock();
  await repo.insertSession(deps.knex, {
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: now + SESSION_IDLE_MS,
    absoluteExpiresAt: now + SESSION_ABSOLUTE_MS,
  });
  return token;
}

/**
 * Resolves the session cookie to a signed-in user, or null. An expired
 * session (idle 8 h, absolute 30 d) is deleted; a live one is touched at most
 * once a minute.
 */
export async function resolveSession(deps: AppDeps, token: string): Promise<SignedIn | null> {
  const id = hashToken(token);
  const session = await repo.findSessionWithUser(deps.knex, id);
  if (!session) return null;
  const now = deps.clock();
  const expired = now >= session.idleExpiresAt || now >= session.absoluteExpiresAt;
  if (expired || !session.user.active) {
    await repo.deleteSession(deps.knex, id);
    return null;
  }
  if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
    await repo.touchSession(
      deps.knex,
      id,
      now,
      Math.min(now + SESSION_IDLE_MS, session.absoluteExpiresAt),
    );
  }
  const { id: userId, email, name, external, flags } = session.user;
  const user: AuthUser = { id: userId, email, name, external, flags: parseGlobalFlags(flags) };
  return { user, sessionId: id };
}

/**
 * The wait an account's attempts owe after its latest failure, with
 * `failures` failures in LOGIN_ACCOUNT_WINDOW_MS: none below
 * LOGIN_ACCOUNT_SLOWDOWN_AFTER, then 1 s doubling with each failure, at most
 * LOGIN_ACCOUNT_DELAY_MAX_MS.
 */
export function accountDelayMs(failures: number): number {
  if (failures < LOGIN_ACCOUNT_SLOWDOWN_AFTER) return 0;
  const doublings = Math.min(failures - LOGIN_ACCOUNT_SLOWDOWN_AFTER, 30);
  return Math.min(LOGIN_ACCOUNT_DELAY_BASE_MS * 2 ** doublings, LOGIN_ACCOUNT_DELAY_MAX_MS);
}

function tooMany(what: string, retryAfterMs: number): TooManyRequestsError {
  const wait =
    retryAfterMs < 60_000
      ? plural(Math.max(1, Math.ceil(retryAfterMs / 1000)), 'second')
      : plural(Math.ceil(retryAfterMs / 60_000), 'minute');
  return new TooManyRequestsError(
    `Too many failed sign-in attempts for ${what}. Try again in ${wait}.`,
    retryAfterMs / 1000,
  );
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Counts this attempt before the (slow) password check: the attempt row is
 * inserted and committed first, then the rows are counted, so of any number
 * of concurrent attempts at most the limit ever reach the hash (the n-th
 * committed row counts at least n). Over a limit, the row is removed again
 * (a refused attempt does not count towards the wider limits, so hammering
 * from one address cannot lock the account for everyone) and a 429 is thrown.
 *
 * Per account and address, and per address: hard limits within
 * LOGIN_FAILURE_WINDOW_MS. Per account across addresses: a slowdown, never a
 * lockout (`accountDelayMs`): an address that already failed on the account
 * within the hour waits out the account's delay since its latest failure
 * (429, Retry-After at most LOGIN_ACCOUNT_DELAY_MAX_MS); an address without
 * such a failure is checked at once, so the owner signing in from their own
 * address is never refused because others guessed. All counters are rows of
 * `login_attempts`: any instance answers the same.
 * Returns the attempt's row id.
 */
async function countAttempt(deps: AppDeps, email: string, ip: string): Promise<number> {
  const now = deps.clock();
  const id = await repo.recordAttempt(deps.knex, email, ip, now);
  const refuse = async (error: TooManyRequestsError): Promise<never> => {
    await repo.deleteAttempt(deps.knex, id);
    throw error;
  };
  const limits = [
    {
      where: { email, ip },
      limit: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      what: 'this account from your address',
    },
    { where: { ip }, limit: LOGIN_FAILURES_PER_ADDRESS, what: 'your address' },
  ];
  for (const check of limits) {
    const since = now - LOGIN_FAILURE_WINDOW_MS;
    const { count, oldest } = await repo.countFailures(deps.knex, check.where, since);
    // `count` includes this attempt: the limit-th failure is still checked, the next one is not.
    if (count > check.limit)
      await refuse(
        tooMany(check.what, Math.max(1000, (oldest ?? now) + LOGIN_FAILURE_WINDOW_MS - now)),
      );
  }
  const account = await repo.accountFailures(
    deps.knex,
    email,
    ip,
    now - LOGIN_ACCOUNT_WINDOW_MS,
    id,
  );
  const delay = accountDelayMs(account.count);
  if (delay > 0 && account.fromThisAddress && account.latest !== null) {
    const retryAfterMs = account.latest + delay - now;
    if (retryAfterMs > 0) await refuse(tooMany('this account', retryAfterMs));
  }
  return id;
}

/**
 * With `PASSWORD_LOGIN=0`, may this user still use a password? Only the
 * break-glass administrator: the `PASSWORD_LOGIN_BREAK_GLASS` e-mail when
 * set, else every holder of the Administrator role.
 */
async function mayUsePassword(deps: AppDeps, user: { id: number; email: string }) {
  if (deps.config.passwordLogin) return true;
  const breakGlass = deps.config.passwordLoginBreakGlass;
  if (breakGlass !== null) return user.email.toLowerCase() === breakGlass;
  return holdsRole(deps.knex, user.id, 'Administrator');
}

function passwordSignInOff(deps: AppDeps): ForbiddenError {
  const label = deps.config.oidc?.buttonLabel ?? 'single sign-on';
  return new ForbiddenError(
    `Password sign-in is turned off for this workspace. Use "Sign in with ${label}" instead.`,
  );
}

/**
 * Checks the credentials and starts a new session (a new id on every sign-in;
 * the session the browser had before, if any, is ended).
 */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  ip: string,
  previousToken: string | undefined,
): Promise<{ token: string; userId: number }> {
  const email = input.email.toLowerCase();
  const attemptId = await countAttempt(deps, email, ip);
  const user = await findUserByEmail(deps.knex, email);
  const ok =
    user && user.status === 'active' && user.passwordHash
      ? await verifyPassword(input.password, user.passwordHash)
      : await verifyAgainstDummy(input.password, deps.config.passwordHashCost);
  // A failure stays counted (its row was written before the check).
  if (!ok || !user) throw new UnauthorizedError('Email or password is incorrect');
  await repo.deleteAttempt(deps.knex, attemptId);
  await repo.clearFailures(deps.knex, email, ip);
  // Checked after the password, so the answer does not tell who the break-glass administrator is.
  if (!(await mayUsePassword(deps, user))) throw passwordSignInOff(deps);
  if (previousToken) await repo.deleteSession(deps.knex, hashToken(previousToken));
  return { token: await createSession(deps, user.id), userId: user.id };
}

export async function logout(deps: AppDeps, token: string | undefined): Promise<void> {
  if (token) await repo.deleteSession(deps.knex, hashToken(token));
}

/** Finds a usable invitation or says, on the `token` field, why it cannot be used. */
async function usableInvitation(deps: AppDeps, token: string): Promise<repo.Invitation> {
  const invitation = await repo.findInvitationByTokenHash(deps.knex, hashToken(token));
  if (!invitation || invitation.revokedAt !== null) {
    throw new NotFoundError('This invitation link is not valid. Ask for a new invitation.');
  }
  if (invitation.usedAt !== null) {
    throw ValidationError.field('token', 'This invitation has already been used. Sign in instead.');
  }
  if (deps.clock() >= invitation.expiresAt) {
    throw ValidationError.field('token', 'This invitation has expired. Ask for a new invitation.');
  }
  return invitation;
}

export async function checkInvitation(deps: AppDeps, token: string): Promise<InvitationCheck> {
  const invitation = await usableInvitation(deps, token);
  const user = await findAccountById(deps.knex, invitation.userId);
  if (!user)
    throw new NotFoundError('This invitation link is not valid. Ask for a new invitation.');
  return {
    email: invitation.email,
    name: user.status === 'invited' && user.name !== user.email ? user.name : null,
    external: user.external,
    expiresAt: iso(invitation.expiresAt),
  };
}

/** Accepts an invitation: sets name and password, activates the user, signs them in. */
export async function signup(
  deps: AppDeps,
  input: SignupInput,
): Promise<{ token: string; userId: number }> {
  assertStrongPassword(input.password, { email: input.email, name: input.name }, 'password');
  // Hash before the transaction: it is slow and must not hold a SQLite write lock.
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const invitation = await usableInvitation(deps, input.token);
  if (invitation.email !== input.email.toLowerCase()) {
    throw ValidationError.field('email', 'This invitation was sent to a different email address');
  }
  if (!(await mayUsePassword(deps, { id: invitation.userId, email: invitation.email })))
    throw passwordSignInOff(deps);
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    if (!(await repo.markInvitationUsed(trx, invitation.id, now))) {
      throw ValidationError.field(
        'token',
        'This invitation has already been used. Sign in instead.',
      );
    }
    await activateUser(trx, invitation.userId, { name: input.name, passwordHash }, now);
  });
  return { token: await createSession(deps, invitation.userId), userId: invitation.userId };
}

export interface InvitationInput {
  email: string;
  roleIds: readonly number[];
  external?: boolean;
  invitedBy?: number | null;
  /** Pre-filled display name (the invitee may change it). */
  name?: string;
}

/**
 * Invites someone: creates the invited user (or reuses the not-yet-active
 * one), revokes any earlier link, and returns the new token for the link
 * `/auth/signup?email=...&token=...`. The user-management issue exposes it.
 */
export async function createInvitation(
  deps: AppDeps,
  input: InvitationInput,
): Promise<{ token: string; userId: number }> {
  const email = input.email.trim().toLowerCase();
  const now = deps.clock();
  const token = newToken();
  const userId = await deps.knex.transaction(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing && existing.status !== 'invited') {
      throw uniqueConflict(UNIQUE_RULES.userEmail);
    }
    const id =
      existing?.id ??
      (await insertUser(
        trx,
        { email, name: input.name ?? email, external: input.external, status: 'invited' },
        now,
      ));
    await assignRoles(trx, id, input.roleIds);
    await repo.revokeInvitations(trx, id, now);
    await repo.insertInvitation(trx, {
      userId: id,
      email,
      tokenHash: hashToken(token),
      expiresAt: now + INVITATION_TTL_MS,
      invitedBy: input.invitedBy ?? null,
      createdAt: now,
    });
    return id;
  });
  return { token, userId };
}

/** Revokes every open invitation of the user (an administrator revoked it, or disabled the user). */
export async function revokeUserInvitations(trx: Db, userId: number, now: number): Promise<void> {
  await repo.revokeInvitations(trx, userId, now);
}
