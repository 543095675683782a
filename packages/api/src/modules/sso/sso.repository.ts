import type { Db } from '../../lib/db';

/**
 * The tables of OpenID Connect sign-in: `oidc_sign_ins` (a started sign-in,
 * until its callback takes it) and `user_identities` (a Keel user as a
 * provider knows them). Migration `20260415000000_oidc_sign_in`.
 */

export interface StartedSignIn {
  /** sha-256 of the token in the browser's cookie. */
  id: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  createdAt: number;
  expiresAt: number;
}

interface StartedSignInRow {
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
  created_at: number | string;
  expires_at: number | string;
}

export async function insertStartedSignIn(knex: Db, row: StartedSignIn): Promise<void> {
  await knex('oidc_sign_ins').insert({
    id: row.id,
    state: row.state,
    nonce: row.nonce,
    code_verifier: row.codeVerifier,
    redirect_uri: row.redirectUri,
    return_to: row.returnTo,
    created_at: row.createdAt,
    expires_at: row.expiresAt,
  });
}

/**
 * Takes a started sign-in: reads and deletes it; only the request whose
 * delete removed the row gets it (of two callbacks with one cookie, one).
 */
export async function takeStartedSignIn(knex: Db, id: string): Promise<StartedSignIn | null> {
  const row = await knex('oidc_sign_ins').where({ id }).first<StartedSignInRow | undefined>();
  if (!row) return null;
  const deleted = await knex('oidc_sign_ins').where({ id }).delete();
  if (deleted !== 1) return null;
  return {
    id: row.id,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
    returnTo: row.return_to,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

/** Removes started sign-ins nobody came back from (housekeeping, and at every start). */
export async function deleteExpiredSignIns(knex: Db, now: number): Promise<void> {
  await knex('oidc_sign_ins').where('expires_at', '<=', now).delete();
}

/** The user this provider subject was linked to, or null. */
export async function findIdentityUser(
  knex: Db,
  issuer: string,
  subject: string,
): Promise<number | null> {
  const row = await knex('user_identities')
    .where({ issuer, subject })
    .first<{ user_id: number } | undefined>('user_id');
  return row ? row.user_id : null;
}

/**
 * Links a provider subject to a user. One subject, one user: the unique
 * index holds it, and a second link of the same subject (two first sign-ins
 * at once) is ignored.
 */
export async function linkIdentity(
  knex: Db,
  identity: { userId: number; issuer: string; subject: string; email: string },
  now: number,
): Promise<void> {
  await knex('user_identities')
    .insert({
      user_id: identity.userId,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      created_at: now,
      last_used_at: now,
    })
    .onConflict(['issuer', 'subject'])
    .ignore();
}

/** Notes a sign-in through a linked identity (and the e-mail the provider now has). */
export async function touchIdentity(
  knex: Db,
  issuer: string,
  subject: string,
  email: string,
  now: number,
): Promise<void> {
  await knex('user_identities').where({ issuer, subject }).update({ email, last_used_at: now });
}
