import type { Knex } from 'knex';
import { ValidationError } from '../../lib/errors';
import { escapeLike } from '../../lib/search-text';

/** Helpers shared by the administration modules' lists and edits. */

/** Start of a `YYYY-MM-DD` day in UTC, epoch milliseconds. */
export function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

/** Today's date (UTC) as `YYYY-MM-DD`. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isoOrNull(ms: number | string | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();
}

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

/**
 * Roles, teams and salary groups are named uniquely, ignoring case: a 400 on
 * `name` when another row of `table` (any but `exceptId`) already has the name.
 */
export async function assertNameFree(
  knex: Knex,
  table: 'roles' | 'teams' | 'salary_groups',
  noun: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  const q = knex(table).whereRaw('lower(name) = ?', [name.toLowerCase()]);
  if (exceptId !== undefined) q.whereNot('id', exceptId);
  if (await q.first('id'))
    throw ValidationError.field('name', `A ${noun} with this name already exists`);
}

export async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.clone().clearSelect().clearOrder().count({ count: '*' }).first()) as
    { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}
