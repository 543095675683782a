import type { Knex } from 'knex';
import { searchTokens } from '../../lib/search-text';
import { databaseKind } from '../dialect';

/**
 * Word-start tokens of projects' and quotes' `search_text` (see
 * `searchTokens`): quick search finds the names, fields and words that start
 * with a term by an index range here instead of scanning every row; only
 * when those give fewer than 20 results does it scan for matches inside
 * words. Tokens compare byte-wise on both databases (SQLite's default,
 * `COLLATE "C"` on PostgreSQL) so ranges and order agree.
 */
const TABLES = [
  { table: 'project_search_tokens', owner: 'projects', column: 'project_id' },
  { table: 'quote_search_tokens', owner: 'quotes', column: 'quote_id' },
] as const;

export async function up(knex: Knex): Promise<void> {
  const postgres = databaseKind(knex) === 'postgres';
  for (const { table, owner, column } of TABLES) {
    await knex.schema.createTable(table, (t) => {
      t.integer(column).notNullable().references('id').inTable(owner).onDelete('CASCADE');
      t.smallint('kind').notNullable(); // 1 field start, 2 word start
      if (postgres) t.specificType('token', 'varchar(64) COLLATE "C"').notNullable();
      else t.string('token', 64).notNullable();
      // Covering: a prefix range yields the owners and kinds without reading rows.
      t.index(['token', column, 'kind']);
      t.index([column]);
    });
    // Tokens of the rows written before this table existed.
    const rows = await knex(owner).select<{ id: number; search_text: string }[]>(
      'id',
      'search_text',
    );
    const tokens = rows.flatMap((row) =>
      searchTokens(row.search_text).map((t) => ({
        [column]: row.id,
        kind: t.kind,
        token: t.token,
      })),
    );
    for (let i = 0; i < tokens.length; i += 300) {
      await knex(table).insert(tokens.slice(i, i + 300));
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table } of [...TABLES].reverse()) await knex.schema.dropTableIfExists(table);
}
