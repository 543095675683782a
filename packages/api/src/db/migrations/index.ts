import type { Knex } from 'knex';
import * as identity from './20250101000000_identity';
import * as projects from './20250101000100_projects';
import * as quotes from './20250101000200_quotes';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in order. Registered statically (not read from a folder)
 * so the esbuild bundle carries them. Append new ones; never rename old ones.
 */
const migrations: Array<[name: string, migration: Migration]> = [
  ['20250101000000_identity', identity],
  ['20250101000100_projects', projects],
  ['20250101000200_quotes', quotes],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
