import type { TaskStatus } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { scopeTasks, type TaskViewer } from './tasks.repository';

/** The board of a project: its lock and the sort keys around a place in a column. */

/**
 * Serialises the moves of one project's board (PostgreSQL: a row lock on the
 * project, released at commit; SQLite runs one transaction at a time), so two
 * moves never read the same neighbours and pick the same key. Writes nothing.
 */
export async function lockBoard(knex: Knex, projectId: number): Promise<void> {
  if (databaseKind(knex) === 'postgres')
    await knex('projects').where({ id: projectId }).forUpdate().first('id');
}

/** The board keys around `position` (0-based) in a column, leaving out the moved task. */
export async function neighbourKeys(
  knex: Knex,
  projectId: number,
  status: TaskStatus,
  position: number | 'end',
  exceptTaskId: number | null,
  viewer: TaskViewer | null,
): Promise<{ before: string | null; after: string | null }> {
  const column = () => {
    const q = knex('tasks').where({ project_id: projectId, status });
    if (exceptTaskId !== null) q.whereNot('id', exceptTaskId);
    return q;
  };
  const firstKey = (q: Knex.QueryBuilder, order: 'asc' | 'desc') =>
    q
      .orderBy('board_key', order)
      .first<{ board_key: string } | undefined>('board_key')
      .then((row) => row?.board_key ?? null);
  const lastOfColumn = () => firstKey(column(), 'desc');
  if (position === 'end') return { before: await lastOfColumn(), after: null };

  // The place is counted among the cards the mover sees (an assigned-only
  // member sees part of the column); the key goes right next to the visible
  // neighbour, so it can never fall on a hidden card's key.
  const visible = () => {
    const q = knex('tasks as t')
      .join('projects as p', 'p.id', 't.project_id')
      .where('t.project_id', projectId)
      .where('t.status', status);
    if (exceptTaskId !== null) q.whereNot('t.id', exceptTaskId);
    if (viewer !== null) scopeTasks(q, viewer);
    return q;
  };
  if (position === 0) {
    const first = (await visible()
      .orderBy('t.board_key')
      .first<{ board_key: string } | undefined>('t.board_key')) as
      { board_key: string } | undefined;
    const after = first?.board_key ?? (await firstKey(column(), 'asc'));
    if (after === null) return { before: null, after: null };
    return { before: await firstKey(column().where('board_key', '<', after), 'desc'), after };
  }
  const previous = (await visible()
    .orderBy('t.board_key')
    .offset(position - 1)
    .first<{ board_key: string } | undefined>('t.board_key')) as { board_key: string } | undefined;
  const before =
    previous?.board_key ??
    (
      (await visible()
        .orderBy('t.board_key', 'desc')
        .first<{ board_key: string } | undefined>('t.board_key')) as
        { board_key: string } | undefined
    )?.board_key ??
    null;
  if (before === null) return { before: await lastOfColumn(), after: null };
  return { before, after: await firstKey(column().where('board_key', '>', before), 'asc') };
}
