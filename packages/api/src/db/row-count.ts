import type { Knex } from 'knex';
import { databaseStamp } from './database';

/** Counts remembered, at most this many (the oldest is forgotten first). */
const MAX_REMEMBERED = 500;
const remembered = new Map<string, { stamp: string; value: number }>();

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
  return rememberUntilChanged(knex, queryKey(counting), remembered, async () =>
    Number((await counting)[0]?.count ?? 0),
  );
}

/** A query's SQL and bindings: the key of what it answers. */
export function queryKey(query: Knex.QueryBuilder): string {
  const { sql, bindings } = query.toSQL();
  return `${sql}\n${JSON.stringify(bindings)}`;
}

/**
 * The answer of `read`, on SQLite remembered in `memory` under `what` (e.g.
 * `queryKey` of the query it runs) and the database file until the database
 * changes (`databaseStamp`; the stamp names the connection too, so two
 * databases never share an entry), at most `limit` answers (the oldest is
 * forgotten first; large answers, such as a project's plan, keep fewer).
 * PostgreSQL always reads, unless `stampOf` names what the answer depends on
 * there too (the invoices' revision: the invoice list's sums; `commitStamp`,
 * any commit of the server: a project's timeline). A remembered
 * answer is shared by the requests that find it: callers only read it. The
 * one memory of this kind: list counts, the dashboard's grouped counts, the
 * portfolio sums, contract consumption, the current user, a project's plan,
 * the invoice list's sums.
 */
export async function rememberUntilChanged<T>(
  knex: Knex,
  what: string,
  memory: Map<string, { stamp: string; value: T }>,
  read: () => Promise<T>,
  limit: number = MAX_REMEMBERED,
  stampOf: (knex: Knex) => Promise<string | null> = databaseStamp,
): Promise<T> {
  const stamp = await stampOf(knex);
  if (stamp === null) return read();
  const filename = (knex.client.connectionSettings as { filename?: string }).filename ?? '';
  const key = `${filename}\n${what}`;
  const known = memory.get(key);
  if (known?.stamp === stamp) return known.value;
  const value = await read();
  memory.delete(key);
  memory.set(key, { stamp, value });
  if (memory.size > limit) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
  return value;
}
