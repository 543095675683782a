import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20251201000500_month_figures_currency', () => {
  it('gives the month rows of an existing database their project’s currency', async () => {
    // A database as the previous release left it: every migration before this one.
    const knex = database();
    await migrateUpToBefore(knex, '20251201000500');
    const now = Date.now();
    const project = async (code: string, currency: string) => {
      const [row] = await knex('projects')
        .insert({ code, name: code, status: 'active', currency, created_at: now, updated_at: now })
        .returning<Array<{ id: number }>>('id');
      return Number(row?.id);
    };
    const eur = await project('OLD-EUR', 'EUR');
    const usd = await project('OLD-USD', 'USD');
    const row = (projectId: number, month: string, revenue: number) => ({
      project_id: projectId,
      month,
      actual_revenue: revenue,
    });
    await knex('project_month_figures').insert([
      row(eur, '2026-01', 100),
      row(eur, '2026-02', 200),
      row(usd, '2026-01', 300),
    ]);

    await migrateToLatest(knex);

    const rows = await knex('project_month_figures')
      .orderBy(['project_id', 'month'])
      .select('project_id', 'month', 'currency', 'actual_revenue');
    expect(rows).toEqual([
      { project_id: eur, month: '2026-01', currency: 'EUR', actual_revenue: 100 },
      { project_id: eur, month: '2026-02', currency: 'EUR', actual_revenue: 200 },
      { project_id: usd, month: '2026-01', currency: 'USD', actual_revenue: 300 },
    ]);
    // No default: a row without its currency is refused, not filed under one.
    await expect(knex('project_month_figures').insert(row(usd, '2026-03', 1))).rejects.toThrow();
  });
});
