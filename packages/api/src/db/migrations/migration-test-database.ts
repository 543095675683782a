import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Knex } from '../database';
import { migrationSource } from './index';

/**
 * A migration test's database: an empty SQLite file of its own, made before
 * the file's tests and removed after them. `database()` is its handle.
 */
export function migrationTestDatabase(): { database: () => Knex } {
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
  return { database: () => knex };
}

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
