import type { RateProfile, SalaryGroupRef } from '@keel/types';
import type { Knex } from 'knex';
import { assertNameFree } from '../../lib/unique-name';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

/** Rate profiles and their roles (the quote engine migration); the only file of them that builds SQL. */

/** The rows a version-checked save claims. */
export const PROFILE_ROWS: VersionedTable = {
  table: 'quote_rate_profiles',
  notFound: 'Rate profile not found',
};

interface ProfileRow {
  id: number;
  name: string;
  currency: string;
  version: number;
  quote_count: number | string;
}

interface RoleRow {
  profile_id: number;
  role: string;
  hourly_rate: number;
  salary_group_id: number | null;
  salary_group_name: string | null;
}

/** A stored role with its salary group id (the service decides who sees the group). */
export interface StoredRole {
  role: string;
  hourlyRate: number;
  salaryGroupId: number | null;
}

// Quotes (templates included) that are not deleted and use the profile.
const QUOTE_COUNT_SQL =
  '(SELECT COUNT(*) FROM quotes q WHERE q.rate_profile_id = quote_rate_profiles.id AND q.deleted_at IS NULL) as quote_count';

/**
 * The profiles (all, or the ones of `ids`) by name, with their roles in
 * position order. `withSalaryGroups` false leaves every group null, so a
 * reader without readEmployeeSalaryGroups never receives one.
 */
export async function listProfiles(
  knex: Knex,
  withSalaryGroups: boolean,
  ids?: readonly number[],
): Promise<RateProfile[]> {
  const q = knex('quote_rate_profiles')
    .select<ProfileRow[]>('id', 'name', 'currency', 'version', knex.raw(QUOTE_COUNT_SQL))
    .orderByRaw('lower(name), id');
  if (ids) q.whereIn('id', ids);
  const rows = await q;
  if (rows.length === 0) return [];
  const roles = await knex('quote_rate_profile_roles as r')
    .leftJoin('salary_groups as g', 'g.id', 'r.salary_group_id')
    .whereIn(
      'r.profile_id',
      rows.map((r) => r.id),
    )
    .orderBy([{ column: 'r.profile_id' }, { column: 'r.position' }])
    .select<RoleRow[]>(
      'r.profile_id',
      'r.role',
      'r.hourly_rate',
      'r.salary_group_id',
      'g.name as salary_group_name',
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    currency: row.currency,
    roles: roles
      .filter((r) => r.profile_id === row.id)
      .map((r) => ({
        role: r.role,
        hourlyRate: { amount: Number(r.hourly_rate), currency: row.currency },
        salaryGroup:
          withSalaryGroups && r.salary_group_id !== null
            ? { id: r.salary_group_id, name: r.salary_group_name ?? '' }
            : null,
      })),
    quoteCount: Number(row.quote_count),
    version: Number(row.version),
  }));
}

export async function findProfile(
  knex: Knex,
  id: number,
  withSalaryGroups: boolean,
): Promise<RateProfile | null> {
  return (await listProfiles(knex, withSalaryGroups, [id]))[0] ?? null;
}

/** The stored roles of a profile with their salary group ids, in order. */
export async function storedRoles(knex: Knex, profileId: number): Promise<StoredRole[]> {
  const rows = await knex('quote_rate_profile_roles')
    .where({ profile_id: profileId })
    .orderBy('position')
    .select<RoleRow[]>('role', 'hourly_rate', 'salary_group_id');
  return rows.map((r) => ({
    role: r.role,
    hourlyRate: Number(r.hourly_rate),
    salaryGroupId: r.salary_group_id === null ? null : Number(r.salary_group_id),
  }));
}

export async function insertProfile(
  knex: Knex,
  values: { name: string; currency: string },
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'quote_rate_profiles', {
    name: values.name,
    currency: values.currency,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateProfileRow(
  knex: Knex,
  id: number,
  values: { name: string; currency: string },
  now: number,
): Promise<void> {
  await knex('quote_rate_profiles')
    .where({ id })
    .update({ name: values.name, currency: values.currency, updated_at: now });
}

export async function replaceRoles(
  knex: Knex,
  profileId: number,
  roles: readonly StoredRole[],
): Promise<void> {
  await knex('quote_rate_profile_roles').where({ profile_id: profileId }).delete();
  if (roles.length > 0)
    await knex('quote_rate_profile_roles').insert(
      roles.map((r, position) => ({
        profile_id: profileId,
        position,
        role: r.role,
        hourly_rate: r.hourlyRate,
        salary_group_id: r.salaryGroupId,
      })),
    );
}

/**
 * Deletes the profile: its roles go with it (ON DELETE CASCADE) and quotes
 * using it are left without one (ON DELETE SET NULL); their lines keep their rates.
 */
/** The salary groups by name (for the form of holders of readEmployeeSalaryGroups). */
export async function listSalaryGroupRefs(knex: Knex): Promise<SalaryGroupRef[]> {
  const rows = await knex('salary_groups')
    .orderByRaw('lower(name), id')
    .select<Array<{ id: number; name: string }>>('id', 'name');
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The ids among `ids` that are salary groups. */
export async function existingSalaryGroupIds(
  knex: Knex,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await knex('salary_groups').whereIn('id', ids).select<{ id: number }[]>('id');
  return new Set(rows.map((r) => Number(r.id)));
}

/** Every role name any profile lists, once, by name. */
export async function listRoleNames(knex: Knex): Promise<string[]> {
  const rows = await knex('quote_rate_profile_roles')
    .distinct('role')
    .orderBy('role')
    .select<{ role: string }[]>();
  return rows.map((r) => r.role);
}

/** 409 naming `name` when another rate profile (not `exceptId`) holds the name already. */
export async function assertRateProfileNameFree(
  knex: Knex,
  name: string,
  exceptId?: number,
): Promise<void> {
  await assertNameFree(knex, 'quote_rate_profiles', name, exceptId);
}
