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
  const window = pageWindow(page);
  const rows = (await ordered.offset(window.offset).limit(window.limit)) as Row[];
  return { rows, total: await totalOfPage(knex, filtered, rows.length, window) };
}

/**
 * The total of a list whose page at `window` found `found` rows: told by the
 * page when it ends the list, else counted (`countRows`).
 */
export async function totalOfPage(
  knex: Knex,
  filtered: Knex.QueryBuilder,
  found: number,
  window: { offset: number; limit: number },
): Promise<number> {
  return endsTheList(found, window.offset, window.limit)
    ? window.offset + found
    : countRows(knex, filtered);
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
