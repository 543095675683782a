import type { Knex } from 'knex';

/**
 * The search text of a risk or issue (`normalizeSearchText` of its title and
 * description, `lib/search-text.ts`), so that the register's and the
 * portfolio's search is the same case- and accent-insensitive `LIKE` on
 * SQLite and PostgreSQL as the project and quote lists'. Written with every
 * insert and update of the row (`risks.repository.ts`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('risks', (t) => {
    t.text('search_text').notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('risks', (t) => {
    t.dropColumn('search_text');
  });
}
