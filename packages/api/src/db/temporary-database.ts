import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Knex } from './database';

/**
 * A test file's own SQLite database: an empty file in a new temporary
 * directory, made before the file's tests (before the `beforeAll` hooks
 * registered after this call) and removed after them. For tests of the
 * database layer itself; API tests use `test/test-server.ts`.
 */
export function temporaryDatabase(): { database: () => Knex; directory: () => string } {
  let dir: string;
  let knex: Knex;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-db-'));
    knex = createDatabase({ databaseUrl: null, dataDir: dir });
  });
  afterAll(async () => {
    await knex?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { database: () => knex, directory: () => dir };
}
