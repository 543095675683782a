import type { Knex } from 'knex';

/**
 * Inserts one row into `table` and answers its new id; a database that
 * returns no id is an error (`insert into <table> returned no id`).
 */
export async function insertReturningId(
  knex: Knex,
  table: string,
  values: Record<string, unknown>,
): Promise<number> {
  const [row] = await knex(table).insert(values).returning<{ id: number }[]>('id');
  if (!row) throw new Error(`insert into ${table} returned no id`);
  return row.id;
}
