import { UserSettingsSchema, type TeamRef, type UserSettings } from '@keel/types';
import type { Knex } from 'knex';
import type { UserStatus } from '../auth';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The users table as the user's own profile and settings see it (accounts,
 * passwords and roles are the auth module's: `auth/accounts.repository.ts`).
 */

export interface UserRecord {
  id: number;
  email: string;
  name: string;
  initials: string;
  color: string;
  external: boolean;
  status: UserStatus;
  passwordHash: string | null;
  settings: UserSettings;
}

interface UserRow {
  id: number;
  email: string;
  name: string;
  initials: string;
  color: string;
  external: number | boolean;
  status: UserStatus;
  password_hash: string | null;
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
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    initials: row.initials,
    color: row.color,
    external: Boolean(row.external),
    status: row.status,
    passwordHash: row.password_hash,
    settings: parseSettings(row.settings),
  };
}

const USER_COLUMNS = [
  'id',
  'email',
  'name',
  'initials',
  'color',
  'external',
  'status',
  'password_hash',
  'settings',
];

export async function findUserById(knex: Knex, id: number): Promise<UserRecord | null> {
  const row = await knex('users')
    .where({ id })
    .whereNull('deleted_at')
    .first<UserRow | undefined>(USER_COLUMNS);
  return row ? toRecord(row) : null;
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
