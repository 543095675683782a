import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SQLITE_BUSY_TIMEOUT_MS } from './database';
import { temporaryDatabase } from './temporary-database';

const { database, directory } = temporaryDatabase();

/** Another process writing the file: better-sqlite3 waits for a lock synchronously, so never in this one. */
function writeFromAnotherProcess(file: string, sql: string): Promise<unknown> {
  const script = `const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.pragma('busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}');
db.prepare(process.argv[2]).run();`;
  return promisify(execFile)(process.execPath, ['-e', script, file, sql]);
}

describe('two processes writing one SQLite file (WEB_CONCURRENCY)', () => {
  it("makes a transaction that reads before writing wait for the other's write instead of failing", async () => {
    const knex = database();
    await knex.schema.createTable('counters', (t) => {
      t.string('name').primary();
      t.integer('value').notNullable();
    });
    await knex('counters').insert({ name: 'n', value: 0 });
    let other: Promise<unknown> | null = null;
    // Reads, lets the other process write meanwhile, then writes what it read plus one:
    // begun DEFERRED it failed at its write (SQLITE_BUSY: its snapshot was stale);
    // begun IMMEDIATE it holds the write lock, and the other process waits for it.
    await knex.transaction(async (trx) => {
      const row = await trx('counters').where({ name: 'n' }).first<{ value: number }>('value');
      other = writeFromAnotherProcess(
        path.join(directory(), 'keel.sqlite'),
        "UPDATE counters SET value = value + 10 WHERE name = 'n'",
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      await trx('counters')
        .where({ name: 'n' })
        .update({ value: row.value + 1 });
    });
    await other;
    expect(await knex('counters').where({ name: 'n' }).first('value')).toEqual({ value: 11 });
  });
});
