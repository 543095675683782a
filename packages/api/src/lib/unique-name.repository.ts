import type { Knex } from 'knex';

/** Tables whose rows are named uniquely, ignoring case. */
export type UniquelyNamedTable =
  | 'roles'
  | 'teams'
  | 'salary_groups'
  | 'custom_fields'
  | 'quote_rate_profiles'
  | 'quote_pricing_configs';

/** True when a row of `table` other than `exceptId` already has `name` (ignoring case). */
export async function nameTaken(
  knex: Knex,
  table: UniquelyNamedTable,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const q = knex(table).whereRaw('lower(name) = ?', [name.toLowerCase()]);
  if (exceptId !== undefined) q.whereNot('id', exceptId);
  return Boolean(await q.first('id'));
}
