import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { commitStamp, databaseStamp } from './database';
import { databaseKind } from './dialect';
import { rememberUntilChanged } from './row-count';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await server.knex.schema.createTable('stamped_things', (t) => {
    t.increments('id');
    t.string('kind');
  });
});
afterAll(() => server.close());

describe('commitStamp', () => {
  it('moves with every commit, so an answer remembered under it is read again after a write', async () => {
    const { knex } = server;
    const memory = new Map<string, { stamp: string; value: number }>();
    let reads = 0;
    const count = () =>
      rememberUntilChanged(
        knex,
        'stamped things',
        memory,
        async () => {
          reads += 1;
          const [row] = await knex('stamped_things').count<{ n: number | string }[]>({ n: '*' });
          return Number(row?.n ?? 0);
        },
        10,
        commitStamp,
      );
    expect(await count()).toBe(0);
    for (const kind of ['a', 'b', 'c']) {
      const before = await commitStamp(knex);
      await knex('stamped_things').insert({ kind });
      expect(await commitStamp(knex)).not.toBe(before);
    }
    expect(await count()).toBe(3);
    await knex.transaction(async (trx) => {
      await trx('stamped_things').insert({ kind: 'd' });
      // A transaction's own rows are never remembered for others.
      if (databaseKind(knex) === 'postgres') expect(await commitStamp(trx)).toBeNull();
    });
    expect(await count()).toBe(4);
    expect(reads).toBeGreaterThanOrEqual(3);
  });

  it('is the database stamp on SQLite, and names the database and WAL position on PostgreSQL', async () => {
    const { knex } = server;
    const stamp = await commitStamp(knex);
    if (databaseKind(knex) === 'sqlite') expect(stamp).toBe(await databaseStamp(knex));
    else expect(stamp).toMatch(/^[^:]+:[0-9A-F]+\/[0-9A-F]+$/);
  });
});
