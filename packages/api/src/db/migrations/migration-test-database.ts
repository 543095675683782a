import type { Knex } from '../database';
import { migrationSource } from './index';

/** Runs every migration named before `name`: the database as the release before it left it. */
export async function migrateUpToBefore(knex: Knex, name: string): Promise<void> {
  for (;;) {
    const [, pending] = (await knex.migrate.list({ migrationSource })) as [
      unknown[],
      Array<[string]>,
    ];
    const next = pending[0]?.[0];
    if (!next || next >= name) return;
    await knex.migrate.up({ migrationSource });
  }
}

/** Inserts a row stamped `created_at` and `updated_at` with `now`, and answers its id. */
export function stampedInsert(
  knex: Knex,
  now: number,
): (table: string, row: Record<string, unknown>) => Promise<number> {
  const times = { created_at: now, updated_at: now };
  return async (table, row) => {
    const [inserted] = await knex(table)
      .insert({ ...row, ...times })
      .returning<Array<{ id: number }>>('id');
    return Number(inserted?.id);
  };
}
