import type { Knex } from 'knex';
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

/** Case-insensitive infix match of `term` on any of `columns` (the same on SQLite and PostgreSQL). */
export function whereMatches(query: Knex.QueryBuilder, columns: string[], term: string): void {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  query.where((q) => {
    for (const column of columns) q.orWhereRaw(`lower(??) LIKE ? ESCAPE '\\'`, [column, pattern]);
  });
}
