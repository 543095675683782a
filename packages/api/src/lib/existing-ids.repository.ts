import type { Knex } from 'knex';

/** Tables whose ids a form may name (users and projects: not deleted). */
export type ReferencedTable = 'roles' | 'teams' | 'users' | 'projects' | 'salary_groups';

/** Which of these ids exist in `table` (users and projects: not deleted). */
export async function existingIds(
  knex: Knex,
  table: ReferencedTable,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const query = knex(table).whereIn('id', [...new Set(ids)]);
  if (table === 'users' || table === 'projects') query.whereNull('deleted_at');
  const rows = await query.select<{ id: number }[]>('id');
  return new Set(rows.map((r) => r.id));
}
