import fs from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Knex } from './database';
import { DurableCommits } from './durable-commits';

let dir: string;
let fileHandlePrototype: { datasync: () => Promise<void> };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-durable-'));
  const probe = await open(path.join(dir, 'probe'), 'w');
  fileHandlePrototype = Object.getPrototypeOf(probe) as typeof fileHandlePrototype;
  await probe.close();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('DurableCommits', () => {
  it('shares one sync among the commits that arrive while one runs, and syncs again for them', async () => {
    const wal = path.join(dir, 'one.sqlite-wal');
    fs.writeFileSync(wal, 'frames');
    const syncs = vi.spyOn(fileHandlePrototype, 'datasync');
    let changes = 0;
    const durable = new DurableCommits(wal, () => changes);
    // Nothing written: nothing to wait for.
    expect(durable.afterStatement(false)).toBeNull();
    changes = 1;
    const first = durable.afterStatement(false);
    expect(first).not.toBeNull();
    // Ten commits while the first sync runs: one more sync covers them all.
    const more = Array.from({ length: 10 }, () => {
      changes += 1;
      return durable.afterStatement(false);
    });
    await Promise.all([first, ...more]);
    expect(syncs).toHaveBeenCalledTimes(2);
    // A schema change counts no rows but is synced too.
    await durable.afterStatement(true);
    expect(syncs).toHaveBeenCalledTimes(3);
    await durable.close();
  });

  it('holds a COMMIT and a write on its own until the WAL is synced, and not a read', async () => {
    const knex: Knex = createDatabase({ databaseUrl: null, dataDir: path.join(dir, 'db') });
    try {
      await knex.schema.createTable('things', (t) => {
        t.increments('id');
        t.string('name');
      });
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const syncs = vi.spyOn(fileHandlePrototype, 'datasync').mockImplementation(() => gate);
      let committed = false;
      const write = knex
        .transaction(async (trx) => {
          await trx('things').insert({ name: 'a' });
        })
        .then(() => (committed = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(syncs).toHaveBeenCalledTimes(1);
      expect(committed).toBe(false);
      release();
      await write;
      expect(committed).toBe(true);
      syncs.mockRestore();
      const counted = vi.spyOn(fileHandlePrototype, 'datasync');
      expect(await knex('things').count({ n: '*' })).toEqual([{ n: 1 }]);
      expect(counted).not.toHaveBeenCalled();
      await knex('things').insert({ name: 'b' });
      expect(counted).toHaveBeenCalledTimes(1);
    } finally {
      await knex.destroy();
    }
  });
});
