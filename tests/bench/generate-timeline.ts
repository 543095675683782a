/**
 * The timeline part's data (issue 31), with --timeline: one project,
 * BT-00001 "Bench timeline", of 2,000 tasks and 3,000 finish-to-start
 * dependencies, inserted directly (as generate.ts inserts the bench tasks).
 *
 * - Steps 1 to 1,500 are a general plan: each from step 2 on waits on one
 *   earlier step among the 100 before it, and 503 of them on a second one.
 *   Step 1,500, "the pivot", is the last of them: nothing of the plan waits on it.
 * - Steps 1,501 to 2,000 are a chain after the pivot: each waits on the one
 *   before it, and from step 1,503 on also on the one two before it (498).
 *   Each starts the working day after its predecessor's due date (the tight
 *   constraint), so moving the pivot later moves exactly these 500.
 *
 * 1,499 + 503 + 500 + 498 = 3,000 dependencies; every one points from an
 * earlier step to a later one, so the graph is acyclic. The dates follow the
 * server's rule for FS with no lag (the successor starts on the first working
 * day after the predecessor's due date; working days are Monday to Friday
 * less the workspace holidays), so every constraint holds as generated.
 * Names hold "Timeline step", never "task": the text filter's figure
 * (`Task 25`) keeps its 11 matches.
 */
import type { Knex } from '../../packages/api/src/db/database';
import { insertProjects } from '../../packages/api/src/modules/projects/projects.repository';
import { taskNameColumns } from '../../packages/api/src/modules/tasks/tasks.repository';
import { spacedKeys } from '../../packages/api/src/lib/fractional-key';

export const TIMELINE_PROJECT_CODE = 'BT-00001';
export const TIMELINE_TASKS = 2000;
export const TIMELINE_DEPENDENCIES = 3000;
/** The step whose later dates move the chain: its 500 successors. */
export const TIMELINE_PIVOT = 'Timeline step 1500';
export const TIMELINE_SUCCESSORS = 500;

const PLAN = TIMELINE_TASKS - TIMELINE_SUCCESSORS;
const SECOND_IN_PLAN =
  TIMELINE_DEPENDENCIES - (PLAN - 1) - TIMELINE_SUCCESSORS - (TIMELINE_SUCCESSORS - 2);
const WINDOW = 100;
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const DAY = 86_400_000;

/** mulberry32, as generate.ts: the same plan on every run (its own seed). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateTimeline(
  knex: Knex,
  managerId: number,
): Promise<{ tasks: number; dependencies: number }> {
  const rand = random(31);
  const holidays = new Set(
    (await knex('holidays').select<{ date: string }[]>('date')).map((h) => h.date),
  );
  const iso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
  const working = (day: number) => {
    const weekday = new Date(day * DAY).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.has(iso(day));
  };
  const nextWorking = (day: number) => {
    let d = day + 1;
    while (!working(d)) d += 1;
    return d;
  };
  /** The due day of a step starting on `start` (a working day) and lasting `length` working days. */
  const dueOf = (start: number, length: number) => {
    let d = start;
    for (let n = 1; n < length; n += 1) d = nextWorking(d);
    return d;
  };

  let first = Math.floor(NOW / DAY);
  while (!working(first)) first += 1;
  const start: number[] = [];
  const due: number[] = [];
  const edges: Array<[number, number]> = [];
  // Which plan steps get a second predecessor: 503 of steps 3..1,500, spread evenly.
  const second = new Set(
    Array.from(
      { length: SECOND_IN_PLAN },
      (_, i) => 2 + Math.floor((i * (PLAN - 2)) / SECOND_IN_PLAN),
    ),
  );
  for (let i = 0; i < TIMELINE_TASKS; i += 1) {
    const predecessors: number[] = [];
    if (i >= PLAN) {
      predecessors.push(i - 1);
      if (i >= PLAN + 2) predecessors.push(i - 2);
    } else if (i > 0) {
      const pickEarlier = () => Math.max(0, i - 1 - Math.floor(rand() * Math.min(WINDOW, i)));
      const one = pickEarlier();
      predecessors.push(one);
      if (second.has(i)) {
        let two = pickEarlier();
        // A different step: the nearest earlier one not yet taken.
        if (two === one) two = one > 0 ? one - 1 : one + 1;
        if (two < i && two !== one) predecessors.push(two);
      }
    }
    for (const p of predecessors) edges.push([p, i]);
    const earliest = predecessors.length
      ? nextWorking(Math.max(...predecessors.map((p) => due[p]!)))
      : first;
    // The chain is tight; the plan has a little slack (0 to 2 working days).
    let s = earliest;
    if (i < PLAN) for (let n = Math.floor(rand() * 3); n > 0; n -= 1) s = nextWorking(s);
    start.push(s);
    due.push(dueOf(s, 1 + Math.floor(rand() * 4)));
  }
  if (edges.length !== TIMELINE_DEPENDENCIES)
    throw new Error(
      `timeline: ${edges.length} dependencies generated, not ${TIMELINE_DEPENDENCIES}`,
    );

  const [projectId] = await insertProjects(
    knex,
    [
      {
        code: TIMELINE_PROJECT_CODE,
        name: 'Bench timeline',
        status: 'active',
        managerId,
        startDate: iso(start[0]!),
        endDate: iso(Math.max(...due)),
      },
    ],
    NOW,
  );
  const keys = spacedKeys(TIMELINE_TASKS);
  const rows = start.map((s, i) => ({
    project_id: projectId,
    ...taskNameColumns(`Timeline step ${i + 1}`),
    description: '',
    status: 'todo',
    start_date: iso(s),
    due_date: iso(due[i]!),
    priority: 'normal',
    labels: '[]',
    board_key: keys[i],
    version: 1,
    created_at: NOW,
    updated_at: NOW,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await knex('tasks')
      .insert(rows.slice(i, i + 500))
      .returning<{ id: number }[]>('id');
    ids.push(...inserted.map((row) => row.id));
  }
  await knex.batchInsert(
    'task_dependencies',
    edges.map(([p, s]) => ({
      project_id: projectId,
      predecessor_id: ids[p],
      successor_id: ids[s],
      type: 'FS',
      lag_days: 0,
      created_by: managerId,
      version: 1,
      created_at: NOW,
      updated_at: NOW,
    })),
    500,
  );
  return { tasks: ids.length, dependencies: edges.length };
}
