import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachePreparedStatements, PREPARED_STATEMENT_CACHE_SIZE, type Knex } from './database';
import { temporaryDatabase } from './temporary-database';

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
  const { database } = temporaryDatabase();
  let knex: Knex;
  beforeAll(async () => {
    knex = database();
    await knex.schema.createTable('things', (t) => {
      t.increments('id');
      t.string('kind');
    });
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

describe('LIMIT and OFFSET on SQLite', () => {
  const { database } = temporaryDatabase();
  let knex: Knex;
  beforeAll(async () => {
    knex = database();
    await knex.schema.createTable('numbers', (t) => {
      t.increments('id');
      t.integer('value');
    });
    await knex('numbers').insert([{ value: 10 }, { value: 20 }, { value: 30 }]);
  });

  it('are written into the SQL, not bound (SQLite plans a bound LIMIT again at every run)', async () => {
    const first = knex('numbers').where('value', '>', 5).orderBy('id').first('value');
    expect(first.toSQL().sql).toMatch(/ limit 1$/);
    expect(first.toSQL().bindings).toEqual([5]);
    expect(await first).toEqual({ value: 10 });
    const page = knex('numbers').orderBy('id').limit(2).offset(1).select('value');
    expect(page.toSQL().sql).toMatch(/ limit 2 offset 1$/);
    expect(page.toSQL().bindings).toEqual([]);
    expect(await page).toEqual([{ value: 20 }, { value: 30 }]);
    // An offset alone: SQLite needs a LIMIT, -1 (none).
    expect(await knex('numbers').orderBy('id').offset(2).select('value')).toEqual([{ value: 30 }]);
    // Only integers are kept by Knex: text is never written into the SQL.
    const odd = knex('numbers')
      .orderBy('id')
      .limit('2; drop table numbers' as never)
      .select('id');
    expect(odd.toSQL().sql).toMatch(/ limit 2$/);
    expect(await odd).toHaveLength(2);
  });
});

/** better-sqlite3 itself (it ships no types): a plain connection, with its own row objects. */
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => { prepare(sql: string): { all(): unknown[] }; close(): void };

describe('rows read as objects', () => {
  const { database, directory } = temporaryDatabase();
  let knex: Knex;
  beforeAll(async () => {
    knex = database();
    await knex.schema.createTable('pairs', (t) => {
      t.increments('id');
      t.string('name');
      t.integer('size');
    });
    await knex('pairs').insert([
      { name: 'a', size: 1 },
      { name: 'b', size: null },
    ]);
  });

  /** The same SQL on a plain better-sqlite3 connection of the same file (its own row objects). */
  function plainRows(sql: string): unknown[] {
    const plain = new Database(path.join(directory(), 'keel.sqlite'), { readonly: true });
    try {
      return plain.prepare(sql).all();
    } finally {
      plain.close();
    }
  }

  it('builds the objects better-sqlite3 builds: keys, order, values, a repeated name', async () => {
    const cases = [
      'SELECT * FROM pairs ORDER BY id',
      'SELECT size, name, id FROM pairs ORDER BY id DESC',
      // Two columns named `id`: the later one wins, at the first one's place.
      'SELECT p.id, p.name, q.id FROM pairs p JOIN pairs q ON q.id = 3 - p.id ORDER BY p.id',
      'SELECT name AS "__proto__", \'toString\' AS "constructor", 1 AS "a""b" FROM pairs',
    ];
    for (const sql of cases) {
      const ours = (await knex.raw(sql)) as Array<Record<string, unknown>>;
      const theirs = plainRows(sql) as Array<Record<string, unknown>>;
      expect(ours, sql).toEqual(theirs);
      expect(
        ours.map((row) => Object.keys(row)),
        sql,
      ).toEqual(theirs.map((row) => Object.keys(row)));
      expect(
        ours.every((row) => Object.getPrototypeOf(row) === Object.prototype),
        sql,
      ).toBe(true);
    }
    expect(await knex.raw('SELECT * FROM pairs WHERE id > 5')).toEqual([]);
  });

  it('still gives arrays to a caller that asks for raw rows, and objects to Knex after it', async () => {
    const connection = (await knex.client.acquireConnection()) as {
      prepare(sql: string): { raw(on: boolean): { all(): unknown[] } };
    };
    try {
      expect(connection.prepare('SELECT id, name FROM pairs ORDER BY id').raw(true).all()).toEqual([
        [1, 'a'],
        [2, 'b'],
      ]);
    } finally {
      await knex.client.releaseConnection(connection);
    }
    expect(await knex('pairs').orderBy('id').select('id', 'name')).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
  });
});
