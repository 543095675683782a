import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { derivedDataTransaction } from './db';

describe('derivedDataTransaction (SQLite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-db-'));
  const knex = createDatabase({ dataDir, databaseUrl: null });
  afterAll(async () => {
    await knex.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const level = async (db: typeof knex) =>
    Number(
      ((await db.raw('PRAGMA synchronous')) as Array<{ synchronous: number }>)[0]?.synchronous,
    );

  it('commits with synchronous NORMAL and leaves the connection at FULL', async () => {
    await knex.schema.createTable('t', (t) => t.integer('x'));
    const inside = await derivedDataTransaction(knex, async (trx) => {
      await trx('t').insert({ x: 1 });
      return level(trx);
    });
    expect(inside).toBe(1); // NORMAL
    expect(await level(knex)).toBe(2); // FULL
    expect(await knex('t').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('restores FULL after a rollback too', async () => {
    await expect(
      derivedDataTransaction(knex, async (trx) => {
        await trx('t').insert({ x: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await level(knex)).toBe(2);
    expect(await knex('t').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
