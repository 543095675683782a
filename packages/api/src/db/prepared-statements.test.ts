import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachePreparedStatements,
  createDatabase,
  PREPARED_STATEMENT_CACHE_SIZE,
  type Knex,
} from './database';

describe('cachePreparedStatements', () => {
  it('prepares each SQL text once and forgets the least recently used beyond the limit', () => {
    const prepared: string[] = [];
    const conn = {
      pragma: () => undefined,
      function: () => undefined,
      prepare: (sql: string) => {
        prepared.push(sql);
        return { sql };
      },
    };
    cachePreparedStatements(conn);
    const first = conn.prepare('SELECT 1');
    expect(conn.prepare('SELECT 1')).toBe(first);
    expect(prepared).toEqual(['SELECT 1']);

    for (let i = 0; i < PREPARED_STATEMENT_CACHE_SIZE - 1; i++) conn.prepare(`SELECT ${i + 2}`);
    conn.prepare('SELECT 1'); // used again: now the most recent
    conn.prepare('SELECT extra'); // one over the limit: 'SELECT 2' (least recent) goes
    expect(conn.prepare('SELECT 1')).toBe(first);
    const before = prepared.length;
    conn.prepare('SELECT 2');
    expect(prepared.length).toBe(before + 1);
  });
});

describe('cached statements on a real SQLite connection', () => {
  let dir: string;
  let knex: Knex;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-statements-'));
    knex = createDatabase({ databaseUrl: null, dataDir: dir });
    await knex.schema.createTable('things', (t) => {
      t.increments('id');
      t.string('kind');
    });
  });
  afterAll(async () => {
    await knex?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs the same query again with other bindings, and after the schema changed', async () => {
    await knex('things').insert({ kind: 'a' });
    await knex('things').insert({ kind: 'b' });
    const kinds = async (kind: string) =>
      (await knex('things').where({ kind }).select('kind')).map((row) => row.kind as string);
    expect(await kinds('a')).toEqual(['a']);
    expect(await kinds('b')).toEqual(['b']);
    expect(await knex('things').where({ kind: 'a' }).select('*')).toEqual([{ id: 1, kind: 'a' }]);
    await knex.schema.alterTable('things', (t) => t.integer('size').defaultTo(3));
    expect(await knex('things').where({ kind: 'a' }).select('*')).toEqual([
      { id: 1, kind: 'a', size: 3 },
    ]);
    expect(await kinds('a')).toEqual(['a']);
  });
});
