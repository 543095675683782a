import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computePricing } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Knex } from '../database';
import { migrationSource } from './index';

let dir: string;
let knex: Knex;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-migration-'));
  knex = createDatabase({ databaseUrl: null, dataDir: dir });
});
afterAll(async () => {
  await knex?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 20251101000900_quote_draft_sums', () => {
  it("stores an existing draft's labour, expenses and line count by the pricing engine", async () => {
    for (;;) {
      const [, pending] = (await knex.migrate.list({ migrationSource })) as [
        unknown[],
        Array<[string]>,
      ];
      const next = pending[0]?.[0];
      if (!next || next >= '20251101000900') break;
      await knex.migrate.up({ migrationSource });
    }
    const lines = [
      { minutes: 90, rate: 12_345, costRate: null, expenses: 0 },
      { minutes: 25, rate: 9_999, costRate: 5_000, expenses: 4_250 },
    ];
    const now = Date.now();
    await knex('quote_meta_types').insert({ id: 1, page_title: 'Standard', icon: 'file' });
    await knex('quotes').insert([
      {
        number: 'Q-OLD-1',
        name: 'With lines',
        meta_type_id: 1,
        search_text: 'with lines',
        line_items: JSON.stringify(lines),
        created_at: now,
        updated_at: now,
      },
      {
        number: 'Q-OLD-2',
        name: 'Empty',
        meta_type_id: 1,
        search_text: 'empty',
        line_items: '[]',
        created_at: now,
        updated_at: now,
      },
    ]);

    await migrateToLatest(knex);

    const rows = await knex('quotes')
      .orderBy('number')
      .select('number', 'draft_labour', 'draft_expenses', 'line_count');
    const { labour, expenses } = computePricing(lines, []);
    expect(rows.map((r) => ({ ...r, draft_labour: Number(r.draft_labour) }))).toEqual([
      {
        number: 'Q-OLD-1',
        draft_labour: labour,
        draft_expenses: expenses,
        line_count: 2,
      },
      { number: 'Q-OLD-2', draft_labour: 0, draft_expenses: 0, line_count: 0 },
    ]);
    expect(labour).toBe(18_518 + 4_166);
  });
});
