import fs from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test/test-server';
import { createDatabase, type Knex } from './database';
import { DurableCommits, settledCommits } from './durable-commits';

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

/** A datasync that waits until `release()`. */
function gatedSyncs() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const syncs = vi.spyOn(fileHandlePrototype, 'datasync').mockImplementation(() => gate);
  return { syncs, release: () => release() };
}

describe('DurableCommits', () => {
  it('shares one sync among the commits made while one runs, and syncs again for them', async () => {
    const wal = path.join(dir, 'one.sqlite-wal');
    fs.writeFileSync(wal, 'frames');
    const syncs = vi.spyOn(fileHandlePrototype, 'datasync');
    let changes = 0;
    const durable = new DurableCommits(wal, () => changes);
    // Nothing written: nothing to wait for.
    durable.afterStatement(false);
    expect(durable.settled()).toBeNull();
    changes = 1;
    durable.afterStatement(false);
    const first = durable.settled();
    expect(first).not.toBeNull();
    // Ten commits while the first sync runs: one more sync covers them all.
    for (let i = 0; i < 10; i += 1) {
      changes += 1;
      durable.afterStatement(false);
    }
    const last = durable.settled();
    await Promise.all([first, last]);
    expect(syncs).toHaveBeenCalledTimes(2);
    expect(durable.settled()).toBeNull();
    // A schema change counts no rows but is synced too.
    durable.afterStatement(true);
    await durable.settled();
    expect(syncs).toHaveBeenCalledTimes(3);
    await durable.close();
  });

  it('frees the connection at the COMMIT; what waits for the sync is settledCommits', async () => {
    const knex: Knex = createDatabase({ databaseUrl: null, dataDir: path.join(dir, 'db') });
    try {
      await knex.schema.createTable('things', (t) => {
        t.increments('id');
        t.string('name');
      });
      await settledCommits(knex);
      const { syncs, release } = gatedSyncs();
      await knex.transaction(async (trx) => {
        await trx('things').insert({ name: 'a' });
      });
      // Committed and readable at once; not yet on disk.
      expect(await knex('things').count({ n: '*' })).toEqual([{ n: 1 }]);
      const waiting = settledCommits(knex);
      expect(waiting).not.toBeNull();
      let settled = false;
      void waiting?.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(settled).toBe(false);
      release();
      await waiting;
      expect(syncs).toHaveBeenCalledTimes(1);
      // A read commits nothing: nothing to wait for.
      expect(settledCommits(knex)).toBeNull();
    } finally {
      await knex.destroy();
    }
  });

  it('answers no request before the commits made before its answer are on disk', async () => {
    const server = await startTestServer();
    try {
      const { syncs, release } = gatedSyncs();
      let answered = false;
      const login = fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
      }).then((response) => {
        answered = true;
        return response;
      });
      await vi.waitFor(() => expect(syncs).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      release();
      expect((await login).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
