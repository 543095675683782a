import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Config } from '../config';
import { migrationSource } from './migrations';

export type { Knex };
export type DatabaseKind = 'sqlite' | 'postgres';

// Instants are stored as epoch milliseconds in BIGINT columns (portable and
// comparable in SQL on both databases); pg returns BIGINT as a string unless
// told otherwise. Counts come back as numbers too, as on SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
// Calendar dates (`YYYY-MM-DD`) stay strings, as on SQLite, instead of local-time Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

export function databaseKind(knex: Knex): DatabaseKind {
  const client = knex.client.config.client as string;
  return client === 'pg' || client === 'postgres' || client === 'postgresql'
    ? 'postgres'
    : 'sqlite';
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Overrides `$DATA_DIR/keel.sqlite` (tests, benchmark). */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests use one schema per test file). */
  searchPath?: string;
  /** PostgreSQL connection pool size (SQLite always uses one connection). */
  poolMax?: number;
}

export function sqlitePath(dataDir: string): string {
  return path.join(dataDir, 'keel.sqlite');
}

/** Opens the database: PostgreSQL when a URL is configured, else SQLite under DATA_DIR. */
export function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<DatabaseOptions>,
): Knex {
  if (config.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: config.databaseUrl,
      searchPath: config.searchPath ? [config.searchPath] : undefined,
      pool: { min: 0, max: config.poolMax ?? 10 },
    });
  }
  const file = config.sqliteFile ?? sqlitePath(config.dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return knexFactory({
    client: 'sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
    pool: {
      // One connection: SQLite allows one writer, and in WAL mode a
      // transaction that read before writing fails at once with SQLITE_BUSY
      // (its snapshot is stale; no busy timeout helps) whenever another
      // connection wrote meanwhile. Queueing every query on one connection
      // makes concurrent edits wait instead of fail.
      min: 1,
      max: 1,
      afterCreate(
        conn: SqliteConnection,
        done: (err: Error | null, conn: SqliteConnection) => void,
      ) {
        conn.serialize(() => {
          conn.run('PRAGMA journal_mode = WAL');
          conn.run('PRAGMA synchronous = NORMAL');
          conn.run('PRAGMA foreign_keys = ON');
          conn.run('PRAGMA busy_timeout = 5000', (err: Error | null) => done(err, conn));
        });
      },
    },
  });
}

interface SqliteConnection {
  serialize(fn: () => void): void;
  run(sql: string, cb?: (err: Error | null) => void): void;
}

/** Runs every migration not yet applied (statically registered, so the bundle carries them). */
export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}

/** True when the database has no users yet (a fresh install). */
export async function isEmptyDatabase(knex: Knex): Promise<boolean> {
  const row = await knex('users').count<{ count: number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0) === 0;
}
