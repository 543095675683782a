import type { Knex } from 'knex';
import { colorFor, deriveInitials } from './user-profile';
import { insertReturningId } from '../../lib/insert-row.repository';

/**
 * The users table as signing in sees it: accounts (email, status, password)
 * and the roles they hold. Created by invitations and `create-admin`,
 * activated by signing up, their password set by a reset or the profile.
 * The user's own profile and settings are the users module's.
 */

export type UserStatus = 'invited' | 'active' | 'disabled';

export interface Account {
  id: number;
  email: string;
  name: string;
  initials: string;
  color: string;
  external: boolean;
  status: UserStatus;
  passwordHash: string | null;
}

export interface AccountRow {
  id: number;
  email: string;
  name: string;
  initials: string;
  color: string;
  external: number | boolean;
  status: UserStatus;
  password_hash: string | null;
}

export const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'name',
  'initials',
  'color',
  'external',
  'status',
  'password_hash',
];

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    initials: row.initials,
    color: row.color,
    external: Boolean(row.external),
    status: row.status,
    passwordHash: row.password_hash,
  };
}

/** The (not deleted) account with this email, compared lowercased. */
export async function findUserByEmail(knex: Knex, email: string): Promise<Account | null> {
  const row = await knex('users')
    .where({ email: email.trim().toLowerCase() })
    .whereNull('deleted_at')
    .first<AccountRow | undefined>(ACCOUNT_COLUMNS);
  return row ? toAccount(row) : null;
}

/** The (not deleted) account with this id. */
export async function findAccountById(knex: Knex, id: number): Promise<Account | null> {
  const row = await knex('users')
    .where({ id })
    .whereNull('deleted_at')
    .first<AccountRow | undefined>(ACCOUNT_COLUMNS);
  return row ? toAccount(row) : null;
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
  return insertReturningId(knex, 'users', {
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
  });
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

/** Activates an invited user (signed in through the provider with the invited e-mail). */
export async function activateInvitedUser(knex: Knex, id: number, now: number): Promise<void> {
  await knex('users')
    .where({ id, status: 'invited' })
    .update({ status: 'active', updated_at: now, version: knex.raw('version + 1') });
}

/** Does the user hold the role of this name? */
export async function holdsRole(knex: Knex, userId: number, roleName: string): Promise<boolean> {
  const row = await knex('user_roles')
    .join('roles', 'roles.id', 'user_roles.role_id')
    .where({ 'user_roles.user_id': userId, 'roles.name': roleName })
    .first<{ role_id: number } | undefined>('user_roles.role_id');
  return row !== undefined;
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
