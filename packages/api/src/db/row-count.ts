import type { Knex } from 'knex';
import { databaseStamp } from './database';

/** Counts remembered, at most this many (the oldest is forgotten first). */
const MAX_REMEMBERED = 500;
const remembered = new Map<string, { stamp: string; count: number }>();

/**
 * `count(*)` of a filtered list. A count has to visit every matching row
 * however small the page, so on SQLite it is remembered until the database
 * changes (`databaseStamp`): paging through a list, or reloading it, counts
 * once. Any write, from any connection, makes every remembered count stale.
 * PostgreSQL always counts. The one row counter of the API: every paged list
 * counts through it.
 */
export async function countRows(knex: Knex, query: Knex.QueryBuilder): Promise<number> {
  // The list's own columns and order do not change the count (and PostgreSQL
  // rejects an ORDER BY next to count(*)); the caller's query is left as it is.
  const counting = query
    .clone()
    .clearSelect()
    .clearOrder()
    .count<{ count: number | string }[]>({ count: '*' });
  const stamp = await databaseStamp(knex);
  if (stamp === null) return Number((await counting)[0]?.count ?? 0);
  const { sql, bindings } = counting.toSQL();
  const filename = (knex.client.connectionSettings as { filename?: string }).filename ?? '';
  const key = `${filename}\n${sql}\n${JSON.stringify(bindings)}`;
  const known = remembered.get(key);
  if (known?.stamp === stamp) return known.count;
  const count = Number((await counting)[0]?.count ?? 0);
  remembered.delete(key);
  remembered.set(key, { stamp, count });
  if (remembered.size > MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  return count;
}
