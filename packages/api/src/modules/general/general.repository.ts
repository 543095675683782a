import type { Knex } from 'knex';

/** Throws unless the database answers a trivial statement. */
export async function pingDatabase(knex: Knex): Promise<void> {
  await knex.raw('select 1');
}
