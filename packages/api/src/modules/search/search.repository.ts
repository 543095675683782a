import type { Knex } from 'knex';
import { databaseKind } from '../../db/database';
import { FIELD_SEPARATOR, escapeLike } from '../../lib/search-text';
import { scopeToVisibleProjects, type AuthUser } from '../auth/policy';

export interface SearchHit {
  id: number;
  name: string;
  alternateName: string | null;
  type: 1 | 2;
  rank: number;
  searchText: string;
}

/**
 * Rank of a match, computed in SQL the same way on both databases:
 * 0 name starts with the term, 1 another field starts with it, 2 a word
 * starts with it, 3 anywhere inside.
 */
function rankExpression(knex: Knex, term: string): Knex.Raw {
  const t = escapeLike(term);
  return knex.raw(
    `CASE WHEN search_text LIKE ? ESCAPE '\\' THEN 0 WHEN search_text LIKE ? ESCAPE '\\' THEN 1 WHEN search_text LIKE ? ESCAPE '\\' THEN 2 ELSE 3 END`,
    [`${FIELD_SEPARATOR}${t}%`, `%${FIELD_SEPARATOR}${t}%`, `% ${t}%`],
  );
}

/** Byte-order text comparison on both databases (SQLite's default; PostgreSQL's "C" collation). */
function binaryOrder(knex: Knex, column: string): Knex.Raw {
  return databaseKind(knex) === 'postgres'
    ? knex.raw(`?? COLLATE "C"`, [column])
    : knex.raw('??', [column]);
}

async function run(
  knex: Knex,
  query: Knex.QueryBuilder,
  term: string,
  limit: number,
  columns: { table: string; alternateName: string },
): Promise<Array<Omit<SearchHit, 'type'>>> {
  const { table } = columns;
  const rows = await query
    .select(
      `${table}.id as id`,
      `${table}.name as name`,
      knex.raw(
        columns.alternateName
          ? `${table}.${columns.alternateName} as alternate_name`
          : 'NULL as alternate_name',
      ),
      `${table}.search_text as search_text`,
      rankExpression(knex, term).wrap('(', ') as match_rank'),
    )
    .whereRaw(`${table}.search_text LIKE ? ESCAPE '\\'`, [`%${escapeLike(term)}%`])
    .orderBy('match_rank')
    .orderByRaw(binaryOrder(knex, `${table}.search_text`))
    .orderBy(`${table}.id`)
    .limit(limit);
  return (
    rows as Array<{
      id: number;
      name: string;
      alternate_name: string | null;
      search_text: string;
      match_rank: number;
    }>
  ).map((row) => ({
    id: row.id,
    name: row.name,
    alternateName: row.alternate_name,
    rank: Number(row.match_rank),
    searchText: row.search_text,
  }));
}

/** Projects the user may read whose name, code, alternate name or client contain the (normalised) term. */
export async function searchProjects(
  knex: Knex,
  user: AuthUser,
  term: string,
  limit: number,
): Promise<SearchHit[]> {
  const query = scopeToVisibleProjects(knex('projects'), user, 'projects');
  const hits = await run(knex, query, term, limit, {
    table: 'projects',
    alternateName: 'alternate_name',
  });
  return hits.map((hit) => ({ ...hit, type: 1 as const }));
}

/**
 * Quotes (not deleted) whose name, number or client contain the term;
 * readQuotes sees every quote. The number is shown as the alternate name.
 */
export async function searchQuotes(knex: Knex, term: string, limit: number): Promise<SearchHit[]> {
  const query = knex('quotes').whereNull('quotes.deleted_at');
  const hits = await run(knex, query, term, limit, { table: 'quotes', alternateName: 'number' });
  return hits.map((hit) => ({ ...hit, type: 2 as const }));
}
