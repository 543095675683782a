import type { Knex } from 'knex';
import type { DemoAccountKey } from './demo-workspace';

/**
 * What the demo seeders look up before they write: the values a table
 * already holds (a re-run of the seed leaves those alone), the demo
 * projects by code, and who staffs them.
 */

/** Which of these values `column` of `table` already holds. */
export async function existingValues<V extends string | number>(
  trx: Knex,
  table: string,
  column: string,
  values: readonly V[],
): Promise<Set<V>> {
  const rows = await trx(table)
    .whereIn(column, [...values])
    .select<Array<Record<string, V>>>(column);
  return new Set(rows.map((row) => row[column] as V));
}

/** The projects with these codes, as rows of `id`, `code` and the `extra` columns asked for. */
export async function projectsByCode<Row extends { id: number; code: string }>(
  trx: Knex,
  codes: readonly string[],
  ...extra: string[]
): Promise<Row[]> {
  const rows: unknown[] = await trx('projects')
    .whereIn('code', [...codes])
    .select('id', 'code', ...extra);
  return rows as Row[];
}

/** What the seeders that staff the demo projects are handed: the accounts' ids, the projects' members. */
export interface DemoStaffing {
  userIds: Record<DemoAccountKey, number>;
  projects: ReadonlyArray<{ code: string; members: Partial<Record<DemoAccountKey, string>> }>;
}
