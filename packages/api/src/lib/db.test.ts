import fs from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/database';
import { settledCommits } from '../db/durable-commits';
import { derivedDataTransaction } from './db';

describe('derivedDataTransaction (SQLite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-db-'));
  const knex = createDatabase({ dataDir, databaseUrl: null });
  let fileHandlePrototype: { datasync: () => Promise<void> };
  beforeAll(async () => {
    await knex.schema.createTable('t', (t) => t.integer('x'));
    const probe = await open(path.join(dataDir, 'probe'), 'w');
    fileHandlePrototype = Object.getPrototypeOf(probe) as typeof fileHandlePrototype;
    await probe.close();
    await settledCommits(knex);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await knex.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const level = async (db: typeof knex) =>
    Number(
      ((await db.raw('PRAGMA synchronous')) as Array<{ synchronous: number }>)[0]?.synchronous,
    );

  it('commits without a sync for answers to wait for; the next write is synced', async () => {
    const syncs = vi.spyOn(fileHandlePrototype, 'datasync');
    await derivedDataTransaction(knex, async (trx) => {
      await trx('t').insert({ x: 1 });
    });
    expect(settledCommits(knex)).toBeNull();
    expect(syncs).not.toHaveBeenCalled();
    expect(await knex('t').count({ n: '*' })).toEqual([{ n: 1 }]);
    await knex('t').insert({ x: 2 });
    await settledCommits(knex);
    expect(syncs).toHaveBeenCalledTimes(1);
    expect(await level(knex)).toBe(1); // NORMAL: the syncs are DurableCommits'
  });

  it('syncs again after a rollback', async () => {
    await expect(
      derivedDataTransaction(knex, async (trx) => {
        await trx('t').insert({ x: 3 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await knex('t').count({ n: '*' })).toEqual([{ n: 2 }]);
    const syncs = vi.spyOn(fileHandlePrototype, 'datasync');
    await knex('t').insert({ x: 4 });
    await settledCommits(knex);
    expect(syncs).toHaveBeenCalledTimes(1);
  });
});
