import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Knex } from './database';
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
});
