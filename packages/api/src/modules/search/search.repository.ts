import type { Knex } from 'knex';
import { binaryText } from '../../db/dialect';
import {
  FIELD_SEPARATOR,
  SEARCH_TOKEN_MAX,
  escapeLike,
  prefixUpperBound,
} from '../../lib/search-text';
import { scopeToVisibleProjects, type AuthUser } from '../auth';
import { SEARCH_TOKEN_TABLES, type SearchableKind } from './search-tokens.repository';

export interface SearchHit {
  id: number;
  name: string;
  alternateName: string | null;
  type: 1 | 2;
  /**
   * 0 the name starts with the term, 1 another field starts with it, 2 a
   * word starts with it, 3 it is anywhere inside.
   */
  rank: number;
  searchText: string;
}

/**
 * The ranks are found in stages, cheapest first, each giving at most `limit`
 * hits of its ranks in result order; the service stops as soon as the hits
 * so far fill the page, since every later stage ranks lower:
 *   `namePrefix` (0): an index range on `search_text` itself;
 *   `wordStart` (1-2): an index range on the word-start tokens;
 *   `inside` (3): a scan of every row for the term inside a word.
 */
export type SearchStage = 'namePrefix' | 'wordStart' | 'inside';
export const SEARCH_STAGES: readonly SearchStage[] = ['namePrefix', 'wordStart', 'inside'];

/** What differs between the searchable record types. */
export interface Searchable {
  kind: SearchableKind;
  type: 1 | 2;
  table: string;
  /** Shown beside the name: the project's alternate name, the quote's number. */
  alternateName: string;
  /** Limits `FROM <table>` to the rows the user may find. */
  scope(query: Knex.QueryBuilder): Knex.QueryBuilder;
}

/** Projects the user may read (name, code, alternate name, client). */
export function searchableProjects(user: AuthUser): Searchable {
  return {
    kind: 'project',
    type: 1,
    table: 'projects',
    alternateName: 'alternate_name',
    scope: (query) => scopeToVisibleProjects(query, user, 'projects'),
  };
}

/**
 * Quotes (not deleted; name, number, client): readQuotes sees every quote.
 * Templates are not quotes here: a result opens `/quotes/{id}`, which is a
 * quote's page (templates are started from the Templates list).
 * "Not a template" is written `NOT quotes.is_template`, not as an equality:
 * an equality on `is_template` lets SQLite walk the quote list's index
 * (`quotes_list`, which leads with it) and read every quote's row, kilobytes
 * of line items each (25 ms for 10,000 quotes), instead of the range of
 * `search_text` on `quotes_search_covering` (under 1 ms).
 */
export const SEARCHABLE_QUOTES: Searchable = {
  kind: 'quote',
  type: 2,
  table: 'quotes',
  alternateName: 'number',
  scope: (query) => query.whereNull('quotes.deleted_at').whereRaw('NOT quotes.is_template'),
};

/** `column` starts with `prefix`: an index range where a bound exists, else `LIKE`. */
function whereStartsWith(
  knex: Knex,
  query: Knex.QueryBuilder,
  column: string,
  prefix: string,
  negate = false,
): Knex.QueryBuilder {
  const bound = prefixUpperBound(prefix);
  const [sql, bindings] = bound
    ? [`(${binaryText(knex, column)} >= ? AND ${binaryText(knex, column)} < ?)`, [prefix, bound]]
    : [`${knex.ref(column).toQuery()} LIKE ? ESCAPE '\\'`, [`${escapeLike(prefix)}%`]];
  return query.whereRaw(negate ? `NOT ${sql}` : sql, bindings);
}

function selectHit(knex: Knex, query: Knex.QueryBuilder, on: Searchable, rank: Knex.Raw | number) {
  const { table } = on;
  return query.select(
    `${table}.id as id`,
    `${table}.name as name`,
    `${table}.${on.alternateName} as alternate_name`,
    `${table}.search_text as search_text`,
    typeof rank === 'number'
      ? knex.raw(`${rank} as match_rank`)
      : rank.wrap('(', ') as match_rank'),
    knex.raw(`${on.type} as hit_type`),
  );
}

/** At most `limit` hits of one record type at this stage, best first (not yet run). */
function stageQuery(
  knex: Knex,
  on: Searchable,
  stage: SearchStage,
  term: string,
  limit: number,
): Knex.QueryBuilder {
  const { table } = on;
  const namePrefix = FIELD_SEPARATOR + term;
  const t = escapeLike(term);
  let query: Knex.QueryBuilder;
  switch (stage) {
    case 'namePrefix':
      query = selectHit(knex, on.scope(knex(table)), on, 0);
      whereStartsWith(knex, query, `${table}.search_text`, namePrefix);
      break;
    case 'wordStart':
      if (Array.from(term).length <= SEARCH_TOKEN_MAX) {
        const tokens = SEARCH_TOKEN_TABLES[on.kind];
        query = selectHit(
          knex,
          on.scope(
            knex(tokens.table).join(table, `${table}.id`, `${tokens.table}.${tokens.owner}`),
          ),
          on,
          knex.raw(`MIN(??)`, [`${tokens.table}.kind`]),
        ).groupBy(
          `${table}.id`,
          `${table}.name`,
          `${table}.${on.alternateName}`,
          `${table}.search_text`,
        );
        whereStartsWith(knex, query, `${tokens.table}.token`, term);
      } else {
        // Longer than any token: find field and word starts by scanning.
        query = selectHit(
          knex,
          on.scope(knex(table)),
          on,
          knex.raw(`CASE WHEN ?? LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END`, [
            `${table}.search_text`,
            `%${FIELD_SEPARATOR}${t}%`,
          ]),
        ).whereRaw(`(?? LIKE ? ESCAPE '\\' OR ?? LIKE ? ESCAPE '\\')`, [
          `${table}.search_text`,
          `%${FIELD_SEPARATOR}${t}%`,
          `${table}.search_text`,
          `% ${t}%`,
        ]);
      }
      whereStartsWith(knex, query, `${table}.search_text`, namePrefix, true);
      break;
    case 'inside':
      query = selectHit(knex, on.scope(knex(table)), on, 3).whereRaw(
        `?? LIKE ? ESCAPE '\\' AND ?? NOT LIKE ? ESCAPE '\\' AND ?? NOT LIKE ? ESCAPE '\\'`,
        [
          `${table}.search_text`,
          `%${t}%`,
          `${table}.search_text`,
          `%${FIELD_SEPARATOR}${t}%`,
          `${table}.search_text`,
          `% ${t}%`,
        ],
      );
      break;
  }
  return query
    .orderBy('match_rank')
    .orderByRaw(binaryText(knex, `${table}.search_text`))
    .orderBy(`${table}.id`)
    .limit(limit);
}

/**
 * One stage for every record type in a single statement (each type's best
 * `limit`, unioned): on SQLite every statement costs a round trip to the
 * database thread, whatever its size.
 */
export async function searchStage(
  knex: Knex,
  targets: readonly Searchable[],
  stage: SearchStage,
  term: string,
  limit: number,
): Promise<SearchHit[]> {
  const parts = targets.map((on, index) =>
    knex.select('*').from(stageQuery(knex, on, stage, term, limit).as(`hits_${index}`)),
  );
  const [first, ...rest] = parts;
  if (!first) return [];
  const rows = (await (rest.length ? first.unionAll(rest) : first)) as Array<{
    id: number;
    name: string;
    alternate_name: string | null;
    search_text: string;
    match_rank: number | string;
    hit_type: number | string;
  }>;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    alternateName: row.alternate_name,
    type: Number(row.hit_type) === 2 ? 2 : 1,
    rank: Number(row.match_rank),
    searchText: row.search_text,
  }));
}
