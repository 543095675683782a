import type {
  ChangePasswordInput,
  Profile,
  ProfileUpdateInput,
  ThemePreference,
} from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import { versionedSave } from '../../lib/versioned-save';
import { deleteUserSessions, updateUserProfileFields, userVersion } from '../admin-users';
import {
  assertStrongPassword,
  hashPassword,
  setPassword,
  verifyPassword,
  type AuthUser,
} from '../auth';
import { findUserById, identityOf, ownRecord, updateSettings } from '../users';
import { PROFILE_ROWS } from './profile.repository';

/** The signed-in user's own profile (DOMAIN.md § User): every signed-in user may edit theirs. */

export async function getProfile(deps: AppDeps, user: Pick<AuthUser, 'id'>): Promise<Profile> {
  const record = await ownRecord(deps.knex, user.id);
  return {
    ...identityOf(record),
    theme: record.settings.theme,
    version: await userVersion(deps.knex, user.id),
  };
}

export async function updateProfile(
  deps: AppDeps,
  user: AuthUser,
  input: ProfileUpdateInput,
): Promise<Profile> {
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    PROFILE_ROWS,
    { id: user.id, version: input.version },
    (trx) =>
      updateUserProfileFields(
        trx,
        user.id,
        { name: input.name, initials: input.initials, color: input.color },
        now,
      ),
    { now, current: (trx) => getProfile({ ...deps, knex: trx }, user) },
  );
  if (input.theme) await updateSettings(deps.knex, user.id, { theme: input.theme }, now);
  return getProfile(deps, user);
}

export async function setTheme(
  deps: AppDeps,
  user: AuthUser,
  theme: ThemePreference,
): Promise<{ theme: ThemePreference }> {
  const settings = await updateSettings(deps.knex, user.id, { theme }, deps.clock());
  return { theme: settings.theme };
}

/**
 * Changes the password after checking the current one, and ends every other
 * session of the user (the one making the change stays signed in).
 */
export async function changePassword(
  deps: AppDeps,
  user: AuthUser,
  input: ChangePasswordInput,
  currentSessionId: string | undefined,
): Promise<{ ok: true }> {
  const record = await findUserById(deps.knex, user.id);
  if (!record?.passwordHash || !(await verifyPassword(input.currentPassword, record.passwordHash)))
    throw ValidationError.field('currentPassword', 'The current password is not correct');
  assertStrongPassword(input.newPassword, record, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword, deps.config.passwordHashCost);
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    await setPassword(trx, user.id, passwordHash, now);
    await deleteUserSessions(trx, user.id, currentSessionId);
  });
  return { ok: true };
}
