import type { Knex } from 'knex';

/**
 * Which database a handle speaks to, and the SQL that differs between them.
 * Migrations, repositories and the database helpers ask here (never
 * `db/database.ts`, which opens databases and runs the migrations).
 */
export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(knex: Knex): DatabaseKind {
  // The client's dialect, not its configured name: Keel hands Knex client classes of its own
  // (`sqlite-client.ts`, `postgres-client.ts`), which keep their dialect's.
  return (knex.client as { dialect?: string }).dialect === 'postgresql' ? 'postgres' : 'sqlite';
}

/**
 * `column` as SQL that compares and sorts byte-wise (code-point order) on
 * both databases: SQLite's default, PostgreSQL's "C" collation. Gives the
 * same order on both, and lets range conditions use an index.
 */
export function binaryText(knex: Knex, column: string): string {
  const quoted = knex.ref(column).toQuery();
  return databaseKind(knex) === 'postgres' ? `${quoted} COLLATE "C"` : quoted;
}
