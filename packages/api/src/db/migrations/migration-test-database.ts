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
