import { UserSettingsSchema, type TeamRef, type UserSettings } from '@keel/types';
import type { Knex } from 'knex';
import { colorFor, deriveInitials } from './user-profile';

export type UserStatus = 'invited' | 'active' | 'disabled';

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

export async function findUserByEmail(knex: Knex, email: string): Promise<UserRecord | null> {
  const row = await knex('users')
    .where({ email: email.trim().toLowerCase() })
    .whereNull('deleted_at')
    .first<UserRow | undefined>(USER_COLUMNS);
  return row ? toRecord(row) : null;
}

export async function findUserById(knex: Knex, id: number): Promise<UserRecord | null> {
  const row = await knex('users')
    .where({ id })
    .whereNull('deleted_at')
    .first<UserRow | undefined>(USER_COLUMNS);
  return row ? toRecord(row) : null;
}

export interface NewUser {
  email: string;
  name: string;
  external?: boolean;
  status: UserStatus;
  passwordHash?: string | null;
}

/** Inserts a user (email lowercased; initials and colour derived) and returns its id. */
export async function insertUser(knex: Knex, user: NewUser, now: number): Promise<number> {
  const email = user.email.trim().toLowerCase();
  const [row] = await knex('users')
    .insert({
      email,
      name: user.name,
      initials: deriveInitials(user.name),
      color: colorFor(email),
      external: user.external ?? false,
      status: user.status,
      password_hash: user.passwordHash ?? null,
      settings: '{}',
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('insert into users returned no id');
  return row.id;
}

export async function activateUser(
  knex: Knex,
  id: number,
  values: { name: string; passwordHash: string },
  now: number,
): Promise<void> {
  await knex('users')
    .where({ id })
    .update({
      name: values.name,
      initials: deriveInitials(values.name),
      password_hash: values.passwordHash,
      status: 'active',
      updated_at: now,
      version: knex.raw('version + 1'),
    });
}

export async function setPassword(
  knex: Knex,
  id: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  await knex('users')
    .where({ id })
    .update({
      password_hash: passwordHash,
      status: 'active',
      updated_at: now,
      version: knex.raw('version + 1'),
    });
}

export async function findRoleIdsByName(knex: Knex, names: readonly string[]): Promise<number[]> {
  const rows = await knex('roles').whereIn('name', names).select<{ id: number }[]>('id');
  return rows.map((row) => row.id);
}

export async function assignRoles(
  knex: Knex,
  userId: number,
  roleIds: readonly number[],
): Promise<void> {
  if (roleIds.length === 0) return;
  await knex('user_roles')
    .insert(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
    .onConflict(['user_id', 'role_id'])
    .ignore();
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
