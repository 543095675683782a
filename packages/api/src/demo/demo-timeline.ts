import type { Knex } from 'knex';

/**
 * Timeline planning in the demo (issue 31): KEEL-001 and KEEL-002 each get a
 * chain of dependencies between their first dated top-level tasks (in start
 * order: finish-to-start where the next one starts a week or more after,
 * else start-to-start, so every constraint holds as seeded) and one
 * baseline, "Plan of record", freezing every task's dates. Idempotent: a
 * project with dependencies or a baseline already is left alone.
 */

const PROJECTS = ['KEEL-001', 'KEEL-002'] as const;
const CHAIN = 5;
const DAY = 86_400_000;

export async function seedTimelineDemo(
  trx: Knex,
  context: { pmId: number; seedTime: number },
): Promise<void> {
  for (const code of PROJECTS) {
    const project = await trx('projects').where({ code }).first<{ id: number } | undefined>('id');
    if (!project) continue;
    const seeded =
      (await trx('task_dependencies').where({ project_id: project.id }).first('id')) ??
      (await trx('task_baselines').where({ project_id: project.id }).first('id'));
    if (seeded) continue;
    const tasks = await trx('tasks')
      .where({ project_id: project.id })
      .whereNull('parent_id')
      .whereNotNull('start_date')
      .whereNotNull('due_date')
      .orderBy([{ column: 'start_date' }, { column: 'id' }])
      .limit(CHAIN)
      .select<Array<{ id: number; start_date: string; due_date: string }>>(
        'id',
        'start_date',
        'due_date',
      );
    const rows = [];
    for (let i = 1; i < tasks.length; i++) {
      const before = tasks[i - 1] as (typeof tasks)[number];
      const after = tasks[i] as (typeof tasks)[number];
      // A week after a due date always holds the next working day (the demo's holidays and a
      // weekend make at most four days off in a row).
      const finishToStart = Date.parse(after.start_date) - Date.parse(before.due_date) >= 7 * DAY;
      rows.push({
        project_id: project.id,
        predecessor_id: before.id,
        successor_id: after.id,
        type: finishToStart ? 'FS' : 'SS',
        lag_days: 0,
        created_by: context.pmId,
        version: 1,
        created_at: context.seedTime,
        updated_at: context.seedTime,
      });
    }
    if (rows.length > 0) await trx('task_dependencies').insert(rows);

    const [baseline] = await trx('task_baselines')
      .insert({
        project_id: project.id,
        name: 'Plan of record',
        created_by: context.pmId,
        version: 1,
        created_at: context.seedTime,
        updated_at: context.seedTime,
      })
      .returning<{ id: number }[]>('id');
    const all = await trx('tasks')
      .where({ project_id: project.id })
      .orderBy('id')
      .select<Array<{ id: number; start_date: string | null; due_date: string | null }>>(
        'id',
        'start_date',
        'due_date',
      );
    for (let start = 0; start < all.length; start += 200)
      await trx('task_baseline_items').insert(
        all.slice(start, start + 200).map((t) => ({
          baseline_id: (baseline as { id: number }).id,
          task_id: t.id,
          start_date: t.start_date,
          due_date: t.due_date,
        })),
      );
  }
}
