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

/**
 * Rows a multi-row insert writes at most: Knex writes SQLite's as one
 * compound SELECT, which SQLite refuses beyond 500 terms ("too many terms in
 * compound SELECT"), and each row's values are bound parameters too.
 */
export const ROWS_PER_INSERT = 200;

/**
 * Runs `insert` over `rows` in slices of at most `rowsPerInsert` (at most
 * 500: the compound SELECT's limit), one after the other, and answers what
 * each slice's insert answered, in order. No statement runs for no rows.
 */
export async function insertInSlices<Row, Answer>(
  rows: readonly Row[],
  insert: (slice: Row[]) => PromiseLike<Answer>,
  rowsPerInsert = ROWS_PER_INSERT,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < rows.length; i += rowsPerInsert)
    answers.push(await insert(rows.slice(i, i + rowsPerInsert)));
  return answers;
}
