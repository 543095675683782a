import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('migration 20251201000500_month_figures_currency', () => {
  it('gives the month rows of an existing database their project’s currency', async () => {
    // A database as the previous release left it: every migration before this one.
    for (;;) {
      const [, pending] = (await knex.migrate.list({ migrationSource })) as [
        unknown[],
        Array<[string]>,
      ];
      const next = pending[0]?.[0];
      if (!next || next >= '20251201000500') break;
      await knex.migrate.up({ migrationSource });
    }
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
