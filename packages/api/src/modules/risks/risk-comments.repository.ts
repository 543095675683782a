import type { RiskComment } from '@keel/types';
import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import { iso } from '../../lib/dates';
import { pageOfItems } from '../../lib/lists';
import { userRefColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';

/** The comments on risks and issues, as stored (README.md beside this file). */

export async function insertComment(
  knex: Knex,
  riskId: number,
  authorId: number | null,
  body: string,
  now: number,
): Promise<number> {
  const id = await insertReturningId(knex, 'risk_comments', {
    risk_id: riskId,
    author_id: authorId,
    body,
    created_at: now,
  });
  // A comment is activity on the item ("recent"), not a change of it: the version stays.
  await knex('risks')
    .where({ id: riskId })
    .update({ comment_count: knex.raw('comment_count + 1'), updated_at: now });
  return id;
}

interface CommentRow extends UserRefRow<'a'> {
  id: number;
  risk_id: number;
  body: string;
  created_at: number | string;
}

function selectComments(knex: Knex): Knex.QueryBuilder {
  return knex('risk_comments as c')
    .leftJoin('users as a', 'a.id', 'c.author_id')
    .select('c.id', 'c.risk_id', 'c.body', 'c.created_at', ...userRefColumns('a'));
}

function toComment(row: CommentRow): RiskComment {
  return {
    id: row.id,
    riskId: row.risk_id,
    author: userRefOf(row, 'a'),
    body: row.body,
    createdAt: iso(row.created_at),
  };
}

/** The item's comments, oldest first, one page. */
export async function listComments(
  knex: Knex,
  riskId: number,
  query: { page: number; pageSize: number },
): Promise<{ items: RiskComment[]; total: number }> {
  const filtered = knex('risk_comments as c').where('c.risk_id', riskId);
  const ordered = selectComments(knex)
    .where('c.risk_id', riskId)
    .orderBy([{ column: 'c.created_at' }, { column: 'c.id' }]);
  return pageOfItems(knex, filtered, ordered, query, (rows: CommentRow[]) => rows.map(toComment));
}

export async function findComment(knex: Knex, id: number): Promise<RiskComment | null> {
  const row = (await selectComments(knex).where('c.id', id).first()) as CommentRow | undefined;
  return row ? toComment(row) : null;
}
