import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore, stampedInsert } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20251201001700_task_search_text', () => {
  it("gives an existing database's tasks their search text and index, which every later write keeps in step", async () => {
    // A database as the previous release left it: every migration before this one.
    const knex = database();
    await migrateUpToBefore(knex, '20251201001700');
    const insert = stampedInsert(knex, Date.now());
    const projectId = await insert('projects', {
      code: 'SRCH-1',
      name: 'Search',
      status: 'active',
    });
    const otherId = await insert('projects', { code: 'SRCH-2', name: 'Other', status: 'active' });
    const cafe = await insert('tasks', {
      project_id: projectId,
      name: 'Café Crème',
      board_key: 'a',
    });
    const plan = await insert('tasks', {
      project_id: projectId,
      name: 'PLAN ÜBER',
      board_key: 'b',
    });
    const other = await insert('tasks', { project_id: otherId, name: 'Crèche', board_key: 'c' });
    // Enough rows for more than one slice of the backfill.
    for (let i = 0; i < 450; i += 1)
      await insert('tasks', { project_id: otherId, name: `Filler ${i}`, board_key: `f${i}` });

    await migrateToLatest(knex);
    const stored = await knex('tasks')
      .whereIn('id', [cafe, plan, other])
      .orderBy('id')
      .pluck('search_text');
    expect(stored).toEqual(['cafe creme', 'plan uber', 'creche']);
    expect(await knex('tasks').whereNull('search_text').count<{ n: number }[]>('* as n')).toEqual([
      { n: 0 },
    ]);
    const matching = async (text: string) =>
      (
        await knex.raw<Array<{ id: number }>>(
          'SELECT rowid AS id FROM task_search WHERE task_search MATCH ? ORDER BY rowid',
          [`"${text}"`],
        )
      ).map((row) => Number(row.id));
    expect(await matching('cre')).toEqual([cafe, other]);
    expect(await matching('filler 44')).toHaveLength(11);

    // Insert, rename, a change of another column, delete, a project's cascade.
    const added = await insert('tasks', {
      project_id: projectId,
      name: 'Crémant',
      search_text: 'cremant',
      board_key: 'd',
    });
    expect(await matching('cre')).toEqual([cafe, other, added]);
    await knex('tasks').where({ id: cafe }).update({ name: 'Tea', search_text: 'tea' });
    expect(await matching('cre')).toEqual([other, added]);
    expect(await matching('tea')).toEqual([cafe]);
    await knex('tasks').where({ id: added }).update({ status: 'done' });
    expect(await matching('cre')).toEqual([other, added]);
    await knex('tasks').where({ id: added }).delete();
    expect(await matching('cre')).toEqual([other]);
    await knex('projects').where({ id: otherId }).delete();
    expect(await matching('cre')).toEqual([]);
    expect(await matching('filler')).toEqual([]);
    // The index agrees with its table (FTS5's own check).
    await knex.raw(`INSERT INTO task_search (task_search, rank) VALUES ('integrity-check', 1)`);

    // A task written without its search text is refused.
    await expect(
      insert('tasks', { project_id: projectId, name: 'No text', board_key: 'e' }),
    ).rejects.toThrow(/search_text/);
  });
});
