import type { Knex } from 'knex';

/** Tables whose rows are named uniquely, ignoring case. */
export type UniquelyNamedTable =
  | 'roles'
  | 'teams'
  | 'salary_groups'
  | 'custom_fields'
  | 'quote_rate_profiles'
  | 'quote_pricing_configs'
  | 'timesheet_export_templates'
  | 'timesheet_tasks';

/** True when a row of `table` other than `exceptId` already has `name` (ignoring case). */
export async function nameTaken(
  knex: Knex,
  table: UniquelyNamedTable,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  // lower() on both sides: the same folding as the unique index on lower(name).
  const q = knex(table).whereRaw('lower(name) = lower(?)', [name]);
  if (exceptId !== undefined) q.whereNot('id', exceptId);
  return Boolean(await q.first('id'));
}
