import { UserSettingsSchema, type TeamRef, type UserSettings } from '@keel/types';
import type { Knex } from 'knex';
import { rememberUntilChanged } from '../../db/row-count';
import { ACCOUNT_COLUMNS, toAccount, type Account, type AccountRow } from '../auth';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The users table as the user's own profile and settings see it (accounts,
 * passwords and roles are the auth module's: `auth/accounts.repository.ts`).
 */

/** An account (auth's row, read the same way) with the user's own settings. */
export interface UserRecord extends Account {
  settings: UserSettings;
}

interface UserRow extends AccountRow {
  settings: string;
}

/** Settings are stored as JSON text; anything unreadable falls back to the defaults. */
/**
 * Reads the stored settings one key at a time: a value that no longer fits
 * its schema (say, after the schema tightened) falls back to its default
 * alone, so the user's other settings survive.
 */
function parseSettings(raw: string): UserSettings {
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object') stored = value as Record<string, unknown>;
  } catch {
    // unreadable: every setting takes its default
  }
  const settings: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(UserSettingsSchema.shape)) {
    const parsed = schema.safeParse(stored[key]);
    settings[key] = parsed.success ? parsed.data : schema.parse(undefined);
  }
  return settings as UserSettings;
}

function toRecord(row: UserRow): UserRecord {
  return { ...toAccount(row), settings: parseSettings(row.settings) };
}

const USER_COLUMNS = [...ACCOUNT_COLUMNS, 'settings'];

export async function findUserById(knex: Knex, id: number): Promise<UserRecord | null> {
  const row = await knex('users')
    .where({ id })
    .whereNull('deleted_at')
    .first<UserRow | undefined>(USER_COLUMNS);
  return row ? toRecord(row) : null;
}

/**
 * The ids of the users (not deleted) with these e-mails, by lower-case
 * e-mail (an import matches the people it brings by e-mail); with
 * `activeInternal`, only active staff accounts (who may be an assignee, log
 * time, author a comment).
 */
export async function userIdsByEmail(
  knex: Knex,
  emails: readonly string[],
  only: 'any' | 'activeInternal' = 'any',
): Promise<Map<string, number>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const found = new Map<string, number>();
  for (let at = 0; at < wanted.length; at += 500) {
    const query = knex('users')
      .whereIn('email', wanted.slice(at, at + 500))
      .whereNull('deleted_at');
    if (only === 'activeInternal') void query.where({ status: 'active', external: false });
    const rows = await query.select<Array<{ id: number; email: string }>>('id', 'email');
    for (const row of rows) found.set(row.email.toLowerCase(), Number(row.id));
  }
  return found;
}

/** A user's name (a byline, an event's actor), or null when there is no such user. */
export async function userName(knex: Knex, userId: number): Promise<string | null> {
  const row = await knex('users').where({ id: userId }).first<{ name: string } | undefined>('name');
  return row?.name ?? null;
}

/** Is the user an active, internal (staff) account, not deleted (who logs time, who may be billed)? */
export async function isActiveInternalUser(knex: Knex, userId: number): Promise<boolean> {
  const row = await knex('users')
    .where({ id: userId, status: 'active', external: false })
    .whereNull('deleted_at')
    .first('id');
  return Boolean(row);
}

/** Which of `ids` are active, internal, not deleted users (`isActiveInternalUser` for many at once). */
export async function activeInternalUserIds(
  knex: Knex,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await knex('users')
    .whereIn('id', ids)
    .where({ status: 'active', external: false })
    .whereNull('deleted_at')
    .select<Array<{ id: number }>>('id');
  return new Set(rows.map((row) => Number(row.id)));
}

export async function findUserTeams(knex: Knex, userId: number): Promise<TeamRef[]> {
  return knex('team_members as tm')
    .join('teams as t', 't.id', 'tm.team_id')
    .where('tm.user_id', userId)
    .orderBy('t.name')
    .orderBy('t.id')
    .select<TeamRef[]>('t.id', 't.name');
}

/** Replaces one key of the settings JSON, keeping the others. */
export async function updateSettings(
  knex: Knex,
  userId: number,
  patch: Partial<UserSettings>,
  now: number,
): Promise<UserSettings> {
  return knex.transaction(async (trx) => {
    const row = await trx('users')
      .where({ id: userId })
      .first<{ settings: string } | undefined>('settings');
    const settings = { ...parseSettings(row?.settings ?? '{}'), ...patch };
    await trx('users')
      .where({ id: userId })
      .update({ settings: JSON.stringify(settings), updated_at: now });
    return settings;
  });
}

/** Does this workspace hold all five demo accounts (the app then offers them on sign-in)? */
export async function holdsDemoAccounts(knex: Knex): Promise<boolean> {
  const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
  const row = await knex('users')
    .whereIn('email', emails)
    .count<{ count: number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0) === emails.length;
}

/** What `GET /api/users/current` reads of the database: the user's record, teams and the demo's presence. */
export interface CurrentUserFacts {
  record: Omit<UserRecord, 'passwordHash'>;
  teams: TeamRef[];
  demoWorkspace: boolean;
}

const rememberedCurrentUsers = new Map<string, { stamp: string; value: CurrentUserFacts | null }>();

/**
 * The current user's facts (null when the account is gone). The app asks on
 * every page load and focus: on SQLite the facts are remembered until the
 * database changes (`rememberUntilChanged`), so an unchanged user costs the
 * stamp alone instead of three queries. The password hash is not kept.
 */
export async function findCurrentUserFacts(
  knex: Knex,
  userId: number,
): Promise<CurrentUserFacts | null> {
  return rememberUntilChanged(knex, `current user ${userId}`, rememberedCurrentUsers, async () => {
    const found = await findUserById(knex, userId);
    if (!found) return null;
    const { passwordHash: _hash, ...record } = found;
    const teams = await findUserTeams(knex, userId);
    const demoWorkspace = await holdsDemoAccounts(knex);
    return { record, teams, demoWorkspace };
  });
}
