import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseStamp, type Knex } from './database';
import { countRows } from './row-count';

let dir: string;
let knex: Knex;
let other: Knex;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-row-count-'));
  knex = createDatabase({ databaseUrl: null, dataDir: dir });
  other = createDatabase({ databaseUrl: null, dataDir: dir });
  await knex.schema.createTable('things', (t) => {
    t.increments('id');
    t.string('kind');
  });
  await knex('things').insert([{ kind: 'a' }, { kind: 'a' }, { kind: 'b' }]);
});
afterAll(async () => {
  await other?.destroy();
  await knex?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const countA = (db: Knex) => countRows(db, db('things').where({ kind: 'a' }));

describe('countRows on SQLite', () => {
  it('counts once while nothing changes, and again after a write through the same connection', async () => {
    const counted: string[] = [];
    const onQuery = (query: { sql: string }) => {
      if (query.sql.startsWith('select count(*)')) counted.push(query.sql);
    };
    knex.on('query', onQuery);
    expect(await countA(knex)).toBe(2);
    expect(await countA(knex)).toBe(2);
    expect(counted).toHaveLength(1);
    knex.off('query', onQuery);
    await knex('things').insert({ kind: 'a' });
    expect(await countA(knex)).toBe(3);
    await knex('things').where({ kind: 'a' }).update({ kind: 'b' });
    expect(await countA(knex)).toBe(0);
  });

  it('sees a commit by another connection or process', async () => {
    expect(await countA(knex)).toBe(0);
    await other('things').insert([{ kind: 'a' }, { kind: 'a' }]);
    expect(await countA(knex)).toBe(2);
  });

  it('keeps different filters apart', async () => {
    expect(await countRows(knex, knex('things').where({ kind: 'b' }))).toBe(4);
    expect(await countRows(knex, knex('things'))).toBe(6);
  });

  it("ignores the list's own columns and order, and leaves the query as it was", async () => {
    const list = knex('things').where({ kind: 'b' }).select('id', 'kind').orderBy('id', 'desc');
    expect(await countRows(knex, list)).toBe(4);
    const rows = (await list) as Array<{ id: number; kind: string }>;
    expect(rows).toHaveLength(4);
    expect(rows[0]!.id).toBeGreaterThan(rows[3]!.id);
  });

  it('reads the stamp without a query, and waits for no transaction to read it', async () => {
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    knex.on('query', onQuery);
    const before = await databaseStamp(knex);
    knex.off('query', onQuery);
    expect(queries).toEqual([]);
    await knex.transaction(async (trx) => {
      await trx('things').insert({ kind: 'c' });
      // The transaction holds the one connection: a query would wait for it.
      expect(await databaseStamp(knex)).not.toBe(before);
    });
  });

  for (const outcome of ['commit', 'rollback'] as const) {
    it(`remembers a count asked during a transaction as it is after the ${outcome}`, async () => {
      const countC = () => countRows(knex, knex('things').where({ kind: 'c' }));
      const before = await countC();
      let counting: Promise<number> | undefined;
      await knex
        .transaction(async (trx) => {
          await trx('things').insert({ kind: 'c' });
          // The stamp is read now; the count waits for the connection.
          counting = countC();
          await new Promise((resolve) => setTimeout(resolve, 10));
          if (outcome === 'rollback') throw new Error('rolled back');
        })
        .catch(() => undefined);
      const expected = outcome === 'commit' ? before + 1 : before;
      expect(await counting).toBe(expected);
      expect(await countC()).toBe(expected);
      expect(await countRows(knex, knex('things').where({ kind: 'c' }).select('id'))).toBe(
        expected,
      );
    });
  }
});
