import { BUILT_IN_ROLE_FLAGS, type BuiltInRole, type GlobalPermissionFlag } from '@keel/types';
import type { Knex } from 'knex';

/**
 * Creates the built-in roles when missing and gives Administrator every flag
 * (so flags added by later releases reach it). Other roles' flags are left
 * as an administrator may have edited them.
 */
export async function ensureBuiltInRoles(
  knex: Knex,
  now: number,
): Promise<Map<BuiltInRole, number>> {
  const ids = new Map<BuiltInRole, number>();
  for (const [name, flags] of Object.entries(BUILT_IN_ROLE_FLAGS) as Array<
    [BuiltInRole, readonly GlobalPermissionFlag[]]
  >) {
    let row = await knex('roles').where({ name }).first<{ id: number } | undefined>('id');
    const created = !row;
    if (!row) {
      [row] = await knex('roles')
        .insert({ name, built_in: true, created_at: now, updated_at: now })
        .returning<{ id: number }[]>('id');
    }
    if (!row) throw new Error(`could not create role ${name}`);
    ids.set(name, row.id);
    if (created || name === 'Administrator') {
      await knex('role_flags')
        .insert(flags.map((flag) => ({ role_id: row.id, flag })))
        .onConflict(['role_id', 'flag'])
        .ignore();
    }
  }
  return ids;
}
