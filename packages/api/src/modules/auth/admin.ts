import type { Db } from '../../lib/db';
import { assignRoles, findUserByEmail, insertUser, setPassword } from './accounts.repository';
import { hashPassword } from './password';
import { ensureBuiltInRoles } from './built-in-roles.repository';
import { weakPasswordReason } from './password-strength';

export interface AdministratorInput {
  email: string;
  password: string;
  name?: string;
}

/** ADMIN_PASSWORD (or the password typed into `npm run create-admin`) is too easy to guess. */
export class WeakAdministratorPasswordError extends Error {
  constructor(reason: string) {
    super(`The administrator password is refused: ${reason}`);
    this.name = 'WeakAdministratorPasswordError';
  }
}

/** "ada.lovelace@x" -> "Ada Lovelace": a readable default name from an email. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._-]+/).filter(Boolean);
  return words.length > 0
    ? words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ')
    : 'Administrator';
}

/**
 * Makes sure an active administrator with this email exists. A new one is
 * created; an existing user gets the Administrator role and, when
 * `resetPassword`, the new password. Returns whether a user was created.
 */
export async function ensureAdministrator(
  knex: Db,
  input: AdministratorInput,
  options: { passwordHashCost: number; now: number; resetPassword: boolean },
): Promise<{ created: boolean; userId: number }> {
  const weak = weakPasswordReason(input.password, input);
  if (weak) throw new WeakAdministratorPasswordError(weak);
  const roles = await ensureBuiltInRoles(knex, options.now);
  const adminRoleId = roles.get('Administrator');
  if (adminRoleId === undefined) throw new Error('Administrator role missing');
  const existing = await findUserByEmail(knex, input.email);
  if (existing) {
    if (options.resetPassword || existing.status !== 'active') {
      await setPassword(
        knex,
        existing.id,
        await hashPassword(input.password, options.passwordHashCost),
        options.now,
      );
    }
    await assignRoles(knex, existing.id, [adminRoleId]);
    return { created: false, userId: existing.id };
  }
  const passwordHash = await hashPassword(input.password, options.passwordHashCost);
  const userId = await insertUser(
    knex,
    {
      email: input.email,
      name: input.name?.trim() || nameFromEmail(input.email),
      status: 'active',
      passwordHash,
    },
    options.now,
  );
  await assignRoles(knex, userId, [adminRoleId]);
  return { created: true, userId };
}
