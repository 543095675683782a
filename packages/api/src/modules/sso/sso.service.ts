import type { SignInOptions, SsoErrorReason } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAudited } from '../audit';
import {
  activateInvitedUser,
  assignRoles,
  createSession,
  findAccountById,
  findRoleIdsByName,
  findUserByEmail,
  insertUser,
  nameFromEmail,
  revokeUserInvitations,
  type Account,
} from '../auth';
import type { OidcSettings } from '../../config';
import {
  authorizationSecrets,
  authorizationUrl,
  exchangeCode,
  providerConfiguration,
  type ProviderPerson,
} from './oidc-client';
import * as repo from './sso.repository';

/** How long a started sign-in waits for its callback. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;
export const CALLBACK_PATH = '/api/auth/oidc/callback';

/** A refused OpenID Connect sign-in: the router sends the browser to the error page with the reason. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoErrorReason,
    /** What went wrong, for the log (never shown to the user). */
    readonly detail: string,
  ) {
    super(`single sign-on refused (${reason}): ${detail}`);
    this.name = 'SsoRefusal';
  }
}

export function signInOptions(deps: AppDeps): SignInOptions {
  const { oidc, passwordLogin } = deps.config;
  return { sso: oidc ? { buttonLabel: oidc.buttonLabel } : null, passwordLogin };
}

function settingsOf(deps: AppDeps): OidcSettings {
  if (!deps.config.oidc) throw new SsoRefusal('not_configured', 'OIDC_ISSUER is not set');
  return deps.config.oidc;
}

async function configurationOf(settings: OidcSettings) {
  try {
    return await providerConfiguration(settings);
  } catch (error) {
    throw new SsoRefusal('provider', `discovery of ${settings.issuer} failed: ${String(error)}`);
  }
}

/**
 * Where to go after signing in: a path of this site (never `//host`, `/\host`,
 * a sign-in page or the API); anything else is the start page.
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  if ([...value].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return '/';
  try {
    const base = 'http://keel.invalid';
    const url = new URL(value, base);
    if (url.origin !== base || url.pathname.startsWith('/auth/') || url.pathname.startsWith('/api'))
      return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

/**
 * Starts a sign-in: new PKCE verifier, state and nonce, kept in a
 * `oidc_sign_ins` row whose id is the hash of the token the browser keeps in
 * its cookie. Answers the provider's authorization URL and that token.
 */
export async function start(
  deps: AppDeps,
  input: { origin: string; returnTo: string | undefined },
): Promise<{ url: string; token: string }> {
  const settings = settingsOf(deps);
  const configuration = await configurationOf(settings);
  const secrets = await authorizationSecrets();
  const token = newToken();
  const now = deps.clock();
  const redirectUri = input.origin + CALLBACK_PATH;
  await repo.deleteExpiredSignIns(deps.knex, now);
  await repo.insertStartedSignIn(deps.knex, {
    id: hashToken(token),
    state: secrets.state,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    redirectUri,
    returnTo: safeReturnTo(input.returnTo),
    createdAt: now,
    expiresAt: now + SIGN_IN_TTL_MS,
  });
  const url = authorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    response_type: 'code',
    code_challenge: secrets.codeChallenge,
    code_challenge_method: 'S256',
    state: secrets.state,
    nonce: secrets.nonce,
  });
  return { url: url.href, token };
}

export interface CallbackInput {
  /** The callback's query as the provider sent it. */
  query: Record<string, string | undefined>;
  /** The token of the browser's sign-in cookie. */
  cookieToken: string | undefined;
}

/**
 * Finishes a sign-in: takes the started sign-in (single use), checks the
 * state, exchanges the code, finds (or links, or creates) the user and
 * starts a session. Throws an SsoRefusal for every refusal.
 */
export async function callback(
  deps: AppDeps,
  input: CallbackInput,
): Promise<{ token: string; userId: number; returnTo: string }> {
  const settings = settingsOf(deps);
  if (!input.cookieToken) throw new SsoRefusal('state', 'no sign-in cookie');
  const started = await repo.takeStartedSignIn(deps.knex, hashToken(input.cookieToken));
  if (!started) throw new SsoRefusal('state', 'no started sign-in for this cookie (used or swept)');
  if (deps.clock() >= started.expiresAt) throw new SsoRefusal('state', 'the sign-in expired');
  if (input.query.state !== started.state)
    throw new SsoRefusal('state', 'the state does not match the started sign-in');
  if (input.query.error)
    throw new SsoRefusal('provider', `the provider answered ${input.query.error}`);
  const configuration = await configurationOf(settings);
  const callbackUrl = new URL(started.redirectUri);
  for (const [key, value] of Object.entries(input.query))
    if (value !== undefined) callbackUrl.searchParams.set(key, value);
  let person: ProviderPerson;
  try {
    person = await exchangeCode(configuration, callbackUrl, started);
  } catch (error) {
    throw new SsoRefusal('provider', `the code exchange failed: ${String(error)}`);
  }
  const { email } = person;
  if (!email || !person.emailVerified)
    throw new SsoRefusal('email_unverified', `subject ${person.subject}: no verified e-mail`);
  const account = await userFor(deps, settings, { ...person, email });
  if (account.status === 'disabled')
    throw new SsoRefusal('disabled', `user ${account.id} is disabled`);
  if (account.status === 'invited') {
    // Signing in with the invited e-mail, vouched for by the provider, accepts the invitation.
    await deps.knex.transaction(async (trx) => {
      await activateInvitedUser(trx, account.id, deps.clock());
      await revokeUserInvitations(trx, account.id, deps.clock());
    });
  }
  return {
    token: await createSession(deps, account.id),
    userId: account.id,
    returnTo: started.returnTo,
  };
}

/**
 * The Keel user of this person: the one their subject was linked to, else
 * the one with their (verified) e-mail, linked now, else a new one with the
 * default role when `OIDC_AUTO_CREATE=1`.
 */
async function userFor(
  deps: AppDeps,
  settings: OidcSettings,
  person: ProviderPerson & { email: string },
): Promise<Account> {
  const now = deps.clock();
  const { issuer } = settings;
  const linked = await repo.findIdentityUser(deps.knex, issuer, person.subject);
  if (linked !== null) {
    const account = await findAccountById(deps.knex, linked);
    if (!account)
      throw new SsoRefusal('no_account', `the user linked to ${person.subject} is gone`);
    await repo.touchIdentity(deps.knex, issuer, person.subject, person.email, now);
    return account;
  }
  let account = await findUserByEmail(deps.knex, person.email);
  if (!account) {
    if (!settings.autoCreate)
      throw new SsoRefusal('no_account', `no user has ${person.email}; OIDC_AUTO_CREATE is off`);
    account = await createUser(deps, settings, person);
  }
  await repo.linkIdentity(
    deps.knex,
    { userId: account.id, issuer, subject: person.subject, email: person.email },
    now,
  );
  return account;
}

/** Creates the user (active, the default role, no password) and records it in the audit log. */
async function createUser(
  deps: AppDeps,
  settings: OidcSettings,
  person: ProviderPerson & { email: string },
): Promise<Account> {
  const roleIds = await findRoleIdsByName(deps.knex, [settings.defaultRole]);
  if (roleIds.length === 0)
    throw new SsoRefusal(
      'not_configured',
      `OIDC_DEFAULT_ROLE "${settings.defaultRole}" is no role`,
    );
  const now = deps.clock();
  const name = person.name ?? nameFromEmail(person.email);
  const id = await deps.knex.transaction(async (trx) => {
    const userId = await insertUser(trx, { email: person.email, name, status: 'active' }, now);
    await assignRoles(trx, userId, roleIds);
    await recordAudited(
      trx,
      { id: userId, email: person.email, name, external: false, flags: new Set() },
      now,
      {
        entityType: 'user',
        entityId: userId,
        entityLabel: person.email,
        action: 'create',
        before: null,
        after: { email: person.email, name, roles: [settings.defaultRole], via: 'OpenID Connect' },
      },
    );
    return userId;
  });
  const account = await findAccountById(deps.knex, id);
  if (!account) throw new Error(`user ${id} was not created`);
  return account;
}
