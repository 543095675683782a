import { CURRENCIES, type RateProfile, type RateProfileOptions } from '@keel/types';
import type { RateProfileSaveInputSchema } from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { orNotFound, throwIfAny, type FieldErrors } from '../../lib/errors';
import { versionedRowDelete, versionedSave } from '../../lib/versioned-save';
import { hasAnyFlag, hasFlag, type AuthUser } from '../auth';
import * as repo from './rate-profiles.repository';

/**
 * Rate profiles (README.md beside this file): each role's hourly rate and
 * salary group. Routes declare readQuoteRateProfiles or manageQuoteRateProfiles
 * for reads and manageQuoteRateProfiles for writes; salary groups are shown
 * to and set by holders of readEmployeeSalaryGroups only, because a group
 * leads straight to a cost rate.
 */

/** Whether the user may see (and so set) the salary groups of roles. */
export function seesSalaryGroups(user: AuthUser): boolean {
  return hasAnyFlag(user, ['readEmployeeSalaryGroups', 'manageEmployeeSalaryGroups']);
}

export async function listProfiles(deps: AppDeps, user: AuthUser): Promise<RateProfile[]> {
  return repo.listProfiles(deps.knex, seesSalaryGroups(user));
}

async function loadProfile(db: Db, user: AuthUser, id: number): Promise<RateProfile> {
  return orNotFound(
    await repo.findProfile(db, id, seesSalaryGroups(user)),
    'Rate profile not found',
  );
}

export async function profileOptions(deps: AppDeps, user: AuthUser): Promise<RateProfileOptions> {
  const salaryGroups = seesSalaryGroups(user) ? await repo.listSalaryGroupRefs(deps.knex) : null;
  return {
    currencies: [...CURRENCIES],
    salaryGroups,
    roleNames: await repo.listRoleNames(deps.knex),
    canManage: hasFlag(user, 'manageQuoteRateProfiles'),
  };
}

type SaveInput = z.output<typeof RateProfileSaveInputSchema>;

/**
 * The roles to store. A writer who may not see salary groups cannot choose
 * one either: each role keeps the group its namesake (ignoring case) had in
 * the stored profile, so their edit of a rate never drops a cost link they
 * could not see. Otherwise every given group must exist.
 */
async function rolesToStore(
  db: Db,
  user: AuthUser,
  input: SaveInput,
  stored: readonly repo.StoredRole[],
): Promise<repo.StoredRole[]> {
  if (!seesSalaryGroups(user)) {
    const kept = new Map(stored.map((r) => [r.role.toLocaleLowerCase(), r.salaryGroupId]));
    return input.roles.map((r) => ({
      role: r.role,
      hourlyRate: r.hourlyRate,
      salaryGroupId: kept.get(r.role.toLocaleLowerCase()) ?? null,
    }));
  }
  const wanted = input.roles.flatMap((r) => (r.salaryGroupId === null ? [] : [r.salaryGroupId]));
  const found = await repo.existingSalaryGroupIds(db, wanted);
  const errors: FieldErrors = {};
  input.roles.forEach((r, index) => {
    if (r.salaryGroupId !== null && !found.has(r.salaryGroupId))
      errors[`roles.${index}.salaryGroupId`] = ['Unknown salary group'];
  });
  throwIfAny(errors);
  return input.roles.map((r) => ({
    role: r.role,
    hourlyRate: r.hourlyRate,
    salaryGroupId: r.salaryGroupId,
  }));
}

/** `POST /api/quotes/rates`: creates without `id`, replaces with `id` and `version`. */
export async function saveProfile(
  deps: AppDeps,
  user: AuthUser,
  input: SaveInput,
): Promise<RateProfile> {
  const now = deps.clock();
  const values = { name: input.name, currency: input.currency };
  if (input.id === undefined) {
    await repo.assertRateProfileNameFree(deps.knex, input.name);
    const roles = await rolesToStore(deps.knex, user, input, []);
    const id = await deps.knex.transaction(async (trx) => {
      const profileId = await repo.insertProfile(trx, values, now);
      await repo.replaceRoles(trx, profileId, roles);
      return profileId;
    });
    return loadProfile(deps.knex, user, id);
  }
  const id = input.id;
  await loadProfile(deps.knex, user, id);
  await repo.assertRateProfileNameFree(deps.knex, input.name, id);
  await versionedSave(
    deps.knex,
    repo.PROFILE_ROWS,
    { id, version: input.version ?? 0 },
    async (trx) => {
      // Read inside the claim: the roles kept for a writer without salary groups are the latest.
      const roles = await rolesToStore(trx, user, input, await repo.storedRoles(trx, id));
      await repo.updateProfileRow(trx, id, values, now);
      await repo.replaceRoles(trx, id, roles);
    },
    { now, current: (trx, profileId) => loadProfile(trx, user, profileId) },
  );
  return loadProfile(deps.knex, user, id);
}

/** `POST /api/quotes/rates/{profileId}`: deletes; quotes using it keep their lines and rates. */
export async function deleteProfile(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return versionedRowDelete(deps, repo.PROFILE_ROWS, { id, version }, (trx, profileId) =>
    loadProfile(trx, user, profileId),
  );
}
