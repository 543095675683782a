import type { Page } from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../db/row-count';
import { escapeLike } from './search-text';

/**
 * Helpers shared by the paged, searchable lists (administration, audit).
 * Counting a list is `countRows` (`db/row-count.ts`).
 */

export function pageWindow(query: { page: number; pageSize: number }): {
  offset: number;
  limit: number;
} {
  return { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
}

/** A list's page as the API answers it: the found items and total, with the page asked for. */
export function pageOf<T>(
  found: { items: T[]; total: number },
  query: { page: number; pageSize: number },
): Page<T> {
  return { items: found.items, total: found.total, page: query.page, pageSize: query.pageSize };
}

/**
 * One page of a list: `total` counts `filtered` (the list's rows before
 * joins and order); `rows` is `ordered` (the same rows, joined and ordered)
 * cut to the page's window. A page that is not full ends the list, so its
 * rows give the total without a count (most project lists fit on their
 * first page).
 */
export async function pageOfRows<Row>(
  knex: Knex,
  filtered: Knex.QueryBuilder,
  ordered: Knex.QueryBuilder,
  page: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const { offset, limit } = pageWindow(page);
  const rows = (await ordered.offset(offset).limit(limit)) as Row[];
  const total = endsTheList(rows.length, offset, limit)
    ? offset + rows.length
    : await countRows(knex, filtered);
  return { rows, total };
}

/** `pageOfRows` answering the page's items: its rows as `toItems` makes them (e.g. `(rows) => rows.map(toRecord)`). */
export async function pageOfItems<Row, Item>(
  knex: Knex,
  filtered: Knex.QueryBuilder,
  ordered: Knex.QueryBuilder,
  page: { page: number; pageSize: number },
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<{ items: Item[]; total: number }> {
  const { rows, total } = await pageOfRows<Row>(knex, filtered, ordered, page);
  return { items: await toItems(rows), total };
}

/** Whether a page of `found` rows at `offset` is the list's last: then it tells the total. */
function endsTheList(found: number, offset: number, limit: number): boolean {
  return found < limit && (found > 0 || offset === 0);
}

/** Case-insensitive infix match of `term` on any of `columns` (the same on SQLite and PostgreSQL). */
export function whereMatches(query: Knex.QueryBuilder, columns: string[], term: string): void {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  query.where((q) => {
    for (const column of columns) q.orWhereRaw(`lower(??) LIKE ? ESCAPE '\\'`, [column, pattern]);
  });
}
