import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { databaseKind } from './dialect';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await server.knex.schema.createTable('queued_things', (t) => {
    t.increments('id');
    t.integer('n').notNullable();
  });
});
afterAll(() => server.close());

describe("a transaction's statements asked for at once", () => {
  it('run in the order asked, each with its own answer, and pg is never handed a second at once', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const answers = await server.knex.transaction(async (trx) => {
        const writes = Array.from({ length: 20 }, (_, n) =>
          trx('queued_things').insert({ n }).returning('n'),
        );
        const reads = Array.from({ length: 20 }, (_, n) =>
          trx('queued_things').where('n', '<=', n).count<{ c: number | string }[]>({ c: '*' }),
        );
        return Promise.all([...writes, ...reads]);
      });
      // Each write before it (they were asked first), in order: the n-th read counts n + 1 rows.
      expect(
        answers.slice(20).map((rows) => Number((rows as Array<{ c: unknown }>)[0]?.c)),
      ).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
      const stored = await server.knex('queued_things').orderBy('id').pluck('n');
      expect(stored).toEqual(Array.from({ length: 20 }, (_, n) => n));
      // Let a deprecation warning, emitted on the next tick, arrive.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('a statement that fails does not hold up the next one on its connection', async () => {
    // One connection: both statements take their turns on it.
    const single = knexFactory({ ...server.knex.client.config, pool: { min: 0, max: 1 } });
    try {
      const [bad, good] = await Promise.allSettled([
        single.raw('SELECT * FROM no_such_table'),
        single('queued_things').count<{ c: number | string }[]>({ c: '*' }),
      ]);
      expect(bad.status).toBe('rejected');
      expect(good.status).toBe('fulfilled');
      expect(databaseKind(single)).toBe(
        process.env.KEEL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite',
      );
    } finally {
      await single.destroy();
    }
  });
});
