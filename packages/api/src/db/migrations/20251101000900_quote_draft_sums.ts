import { computePricing, type PricingLine } from '@keel/types';
import type { Knex } from 'knex';

/**
 * A draft's labour, expenses and line count stored beside its lines (JSON),
 * written with every write of `line_items`. The quote list prices its page
 * from them and the pricing config's markups (`applyMarkups`), without
 * parsing 50 quotes' lines per request (issue 14's list budget).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.bigInteger('draft_labour').notNullable().defaultTo(0);
    t.bigInteger('draft_expenses').notNullable().defaultTo(0);
    t.integer('line_count').notNullable().defaultTo(0);
  });
  // Existing quotes: the same sums the API now writes, by the pricing engine.
  let after = 0;
  for (;;) {
    const rows = await knex('quotes')
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .select<Array<{ id: number; line_items: string }>>('id', 'line_items');
    if (rows.length === 0) break;
    for (const row of rows) {
      const lines = JSON.parse(row.line_items || '[]') as PricingLine[];
      const { labour, expenses } = computePricing(lines, []);
      if (lines.length > 0)
        await knex('quotes')
          .where({ id: row.id })
          .update({ draft_labour: labour, draft_expenses: expenses, line_count: lines.length });
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.dropColumn('line_count');
    t.dropColumn('draft_expenses');
    t.dropColumn('draft_labour');
  });
}
