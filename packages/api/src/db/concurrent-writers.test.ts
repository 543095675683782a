import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SQLITE_BUSY_TIMEOUT_MS } from './database';
import { isBusy } from './sqlite-client';
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

  it("waits for another process's write lock without blocking the event loop, and writes soon after it is released", async () => {
    const knex = database();
    await knex.schema.createTable('writes', (t) => {
      t.increments('id');
      t.string('by').notNullable();
    });
    // The other process takes the write lock, says so, holds it 400 ms, then commits.
    const script = `const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.exec('BEGIN IMMEDIATE');
db.prepare("INSERT INTO writes (by) VALUES ('other')").run();
process.stdout.write('locked\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
db.exec('COMMIT');
process.stdout.write('released\\n');`;
    const other = spawn(process.execPath, ['-e', script, path.join(directory(), 'keel.sqlite')]);
    const said: Array<{ line: string; at: number }> = [];
    other.stdout.setEncoding('utf8');
    other.stdout.on('data', (text: string) => {
      for (const line of text.split('\n').filter(Boolean))
        said.push({ line, at: performance.now() });
    });
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (said.some((s) => s.line === 'locked')) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    try {
      await knex('writes').insert({ by: 'this' });
    } finally {
      clearInterval(ticker);
    }
    const written = performance.now();
    await new Promise((resolve) => other.on('exit', resolve));
    const released = said.find((s) => s.line === 'released')?.at ?? Number.NaN;
    // The event loop ran while the insert waited about 400 ms (SQLite's own wait blocks it).
    expect(ticks).toBeGreaterThanOrEqual(10);
    // In soon after the release (SQLite's own wait slept up to 100 ms a step).
    expect(written - released).toBeLessThan(60);
    expect(await knex('writes').orderBy('id').pluck('by')).toEqual(['other', 'this']);
  });
});

describe('isBusy', () => {
  it('knows SQLITE_BUSY and its extended codes, and nothing else', () => {
    expect(isBusy(Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' }))).toBe(true);
    expect(isBusy(Object.assign(new Error('busy'), { code: 'SQLITE_BUSY_RECOVERY' }))).toBe(true);
    expect(isBusy(Object.assign(new Error('locked'), { code: 'SQLITE_LOCKED' }))).toBe(false);
    expect(isBusy(new Error('SQLITE_BUSY'))).toBe(false);
    expect(isBusy(null)).toBe(false);
  });
});
