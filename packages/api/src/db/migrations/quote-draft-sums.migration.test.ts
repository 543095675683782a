import { computePricing } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20251101000900_quote_draft_sums', () => {
  it("stores an existing draft's labour, expenses and line count by the pricing engine", async () => {
    const knex = database();
    await migrateUpToBefore(knex, '20251101000900');
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
