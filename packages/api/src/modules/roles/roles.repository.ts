import { GLOBAL_PERMISSION_FLAGS, type GlobalPermissionFlag, type Role } from '@keel/types';
import type { Knex } from 'knex';
import { assertNameFree } from '../../lib/unique-name';
import { countRows } from '../../db/row-count';
import { pageWindow, whereMatches } from '../../lib/lists';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

interface RoleRow {
  id: number;
  name: string;
  built_in: number | boolean;
  version: number;
  user_count: number | string;
}

function rolesQuery(knex: Knex): Knex.QueryBuilder {
  return knex('roles').select(
    'roles.id',
    'roles.name',
    'roles.built_in',
    'roles.version',
    knex.raw(
      '(SELECT COUNT(*) FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = roles.id AND u.deleted_at IS NULL) as user_count',
    ),
  );
}

/** Flags of these roles, each list in the canonical order. */
export async function flagsByRole(
  knex: Knex,
  roleIds: readonly number[],
): Promise<Map<number, GlobalPermissionFlag[]>> {
  const rows =
    roleIds.length === 0
      ? []
      : await knex('role_flags')
          .whereIn('role_id', [...roleIds])
          .select<Array<{ role_id: number; flag: string }>>('role_id', 'flag');
  const result = new Map<number, GlobalPermissionFlag[]>();
  for (const id of roleIds) {
    const held = new Set(rows.filter((r) => r.role_id === id).map((r) => r.flag));
    result.set(
      id,
      GLOBAL_PERMISSION_FLAGS.filter((flag) => held.has(flag)),
    );
  }
  return result;
}

async function toRoles(knex: Knex, rows: RoleRow[]): Promise<Role[]> {
  const flags = await flagsByRole(
    knex,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    builtIn: Boolean(row.built_in),
    flags: flags.get(row.id) ?? [],
    userCount: Number(row.user_count),
    version: Number(row.version),
  }));
}

export async function listRoles(
  knex: Knex,
  query: {
    search?: string;
    sort: 'name' | 'userCount';
    direction: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<{ items: Role[]; total: number }> {
  const base = knex('roles');
  if (query.search) whereMatches(base, ['roles.name'], query.search);
  const total = await countRows(knex, base);
  const q = rolesQuery(knex);
  if (query.search) whereMatches(q, ['roles.name'], query.search);
  const { offset, limit } = pageWindow(query);
  const rows = await q
    .orderByRaw(
      `${query.sort === 'name' ? 'lower(roles.name)' : 'user_count'} ${query.direction}, roles.id ${query.direction}`,
    )
    .offset(offset)
    .limit(limit);
  return { items: await toRoles(knex, rows as RoleRow[]), total };
}

export async function findRole(knex: Knex, id: number): Promise<Role | null> {
  const rows = (await rolesQuery(knex).where('roles.id', id)) as RoleRow[];
  return (await toRoles(knex, rows))[0] ?? null;
}

export async function insertRole(knex: Knex, name: string, now: number): Promise<number> {
  return insertReturningId(knex, 'roles', {
    name,
    built_in: false,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function updateRoleRow(
  knex: Knex,
  id: number,
  name: string,
  now: number,
): Promise<void> {
  await knex('roles').where({ id }).update({ name, updated_at: now });
}

export async function replaceRoleFlags(
  knex: Knex,
  id: number,
  flags: readonly GlobalPermissionFlag[],
): Promise<void> {
  await knex('role_flags').where({ role_id: id }).delete();
  if (flags.length > 0)
    await knex('role_flags').insert(flags.map((flag) => ({ role_id: id, flag })));
}

/** The roles table as version-checked saves see it. */
export const ROLE_ROWS: VersionedTable = { table: 'roles', notFound: 'Role not found' };

/** 409 naming `name` when another role (not `exceptId`) holds the name already. */
export async function assertRoleNameFree(
  knex: Knex,
  name: string,
  exceptId?: number,
): Promise<void> {
  await assertNameFree(knex, 'roles', name, exceptId);
}
