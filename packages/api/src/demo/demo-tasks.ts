import { TASK_DOMAINS, TASK_STATUSES, type TaskStatus } from '@keel/types';
import type { Knex } from 'knex';
import type { DemoStaffing } from './demo-lookups';
import { utcDate } from '../lib/dates';
import { spacedKeys } from '../lib/fractional-key';
import { taskNameColumns } from '../modules/tasks';
import { demoFile, storeDemoFile } from './demo-task-files';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Demo tasks (issue 11): about 400 tasks across the demo projects in every
 * status, with subtasks, comments, todos and history; `member@example.com`
 * has assigned tasks in KEEL-001 and KEEL-002 (and in the other projects they
 * are a member of). A few tasks of the first projects carry small files
 * (`demo-task-files.ts`). Deterministic (a seeded generator, times from the
 * seed time; due dates and completions from `now`, so the lists and the stats' last 12 weeks show them)
 * and idempotent: a project that already has tasks is left alone.
 */

const TASKS_PER_PROJECT = 34;
/** Projects (the first of the list) whose tasks carry demo files, and which of their tasks. */
const PROJECTS_WITH_FILES = 4;
const hasFile = (index: number) => index % 12 === 1;
const DAY = 86_400_000;
/** Done tasks were completed over this many days before `now` (the stats show 12 weeks). */
const COMPLETED_OVER_DAYS = 80;

const VERBS = [
  'Design',
  'Build',
  'Review',
  'Test',
  'Document',
  'Plan',
  'Fix',
  'Migrate',
  'Refine',
  'Ship',
];
const THINGS = [
  'sign-in flow',
  'payment screen',
  'search results',
  'onboarding emails',
  'release checklist',
  'API error handling',
  'dashboard charts',
  'export to CSV',
  'accessibility audit',
  'navigation menu',
  'notification settings',
  'data import',
  'print stylesheet',
  'status page',
  'backup job',
];
const COMMENTS = [
  'I have started on this; first draft by Thursday.',
  'Blocked on the client’s feedback — **see the thread** in discussion.',
  'Looks good to me. Ready for review.',
  'Can we split this into two tasks? The scope grew.',
];
const TODOS = [
  'Write the acceptance criteria',
  'Implement',
  'Review with the team',
  'Deploy to staging',
];

/** A small deterministic generator (mulberry32). */
export function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PlannedTask {
  projectId: number;
  parentIndex: number | null;
  name: string;
  status: TaskStatus;
  assignee: DemoAccountKey | null;
  /** Also (or only, when unassigned) assigned to the Delivery team. */
  toTeam: boolean;
  domain: string | null;
  startDate: string | null;
  dueDate: string | null;
  workEstimation: number | null;
  priority: string;
  labels: string[];
}

export async function seedTasksDemo(
  trx: Knex,
  context: DemoStaffing & {
    seedTime: number;
    /** The real time of seeding: done tasks are completed in the weeks before it. */
    now: number;
    /** `$DATA_DIR/files`, or null to seed no files (a database-only seed). */
    filesDir: string | null;
  },
): Promise<void> {
  const { userIds, seedTime, now } = context;
  const today = Math.floor(now / DAY) * DAY;
  const deliveryTeamId =
    (await trx('teams').where({ name: 'Delivery' }).first<{ id: number } | undefined>('id'))?.id ??
    null;
  const rows = await trx('projects')
    .whereIn(
      'code',
      context.projects.map((p) => p.code),
    )
    .select<{ id: number; code: string }[]>('id', 'code');
  const withTasks = new Set(
    (await trx('tasks').distinct('project_id').select<{ project_id: number }[]>()).map(
      (r) => r.project_id,
    ),
  );
  for (const [projectIndex, project] of context.projects.entries()) {
    const row = rows.find((r) => r.code === project.code);
    if (!row || withTasks.has(row.id)) continue;
    const random = generator(Number(project.code.replace(/\D/g, '')) || 1);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    // Internal members may be assignees; the member always gets some tasks where they are in the team.
    const assignees = (Object.entries(project.members) as Array<[DemoAccountKey, string]>)
      .filter(([, role]) => role !== 'stakeholder')
      .map(([key]) => key);
    const planned: PlannedTask[] = [];
    for (let i = 0; i < TASKS_PER_PROJECT; i++) {
      const isSubtask = i % 6 === 5 || i % 6 === 4;
      const parentIndex = isSubtask ? i - (i % 6) : null;
      const status = TASK_STATUSES[i % TASK_STATUSES.length] as TaskStatus;
      const dueOffset = Math.floor(random() * 60) - 20;
      const assignee =
        assignees.includes('member') && i % 3 === 0
          ? 'member'
          : i % 7 === 6
            ? null
            : pick(assignees.length ? assignees : (['pm'] as DemoAccountKey[]));
      planned.push({
        projectId: row.id,
        parentIndex,
        name: `${pick(VERBS)} ${pick(THINGS)}`,
        status,
        assignee,
        domain: i % 5 === 4 ? null : pick(TASK_DOMAINS),
        // Dates around the day the workspace is seeded (not the fixed seed
        // time), so a demo opened today has overdue, current and later work.
        startDate: utcDate(today + (dueOffset - 5) * DAY),
        dueDate: i % 8 === 7 ? null : utcDate(today + dueOffset * DAY),
        workEstimation: i % 4 === 3 ? null : (1 + Math.floor(random() * 16)) * 30,
        priority: pick(['low', 'normal', 'normal', 'high', 'urgent']),
        labels: i % 3 === 1 ? [pick(['frontend', 'backend', 'client', 'quick win'])] : [],
        // Some work goes to the Delivery team (the pm and the member), so its team list has tasks.
        toTeam: deliveryTeamId !== null && (assignee === null || i % 5 === 2),
      });
    }
    // Board keys: evenly spaced per status column, in plan order.
    const keys = new Map<TaskStatus, string[]>();
    for (const status of TASK_STATUSES)
      keys.set(status, spacedKeys(planned.filter((t) => t.status === status).length));
    const used = new Map<TaskStatus, number>();
    const ids: number[] = [];
    for (const [index, task] of planned.entries()) {
      const n = used.get(task.status) ?? 0;
      used.set(task.status, n + 1);
      const createdAt = seedTime - (TASKS_PER_PROJECT - index) * 3_600_000;
      const [inserted] = await trx('tasks')
        .insert({
          project_id: task.projectId,
          parent_id: task.parentIndex === null ? null : ids[task.parentIndex],
          ...taskNameColumns(task.name),
          description: `Part of ${project.code}. ${task.name} as agreed in the kick-off.`,
          status: task.status,
          assignee_id: task.assignee ? userIds[task.assignee] : null,
          assignee_team_id: task.toTeam ? deliveryTeamId : null,
          domain: task.domain,
          start_date: task.startDate,
          due_date: task.dueDate,
          work_estimation: task.workEstimation,
          priority: task.priority,
          labels: JSON.stringify(task.labels),
          board_key: keys.get(task.status)?.[n] as string,
          created_by: userIds.pm,
          version: 1,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning<{ id: number }[]>('id');
      const id = (inserted as { id: number }).id;
      ids.push(id);
      const history: Array<{
        task_id: number;
        user_id: number;
        created_at: number;
        field: string;
        from_value: string | null;
        to_value: string | null;
      }> = [
        {
          task_id: id,
          user_id: userIds.pm,
          created_at: createdAt,
          field: 'created',
          from_value: null,
          to_value: task.name,
        },
      ];
      if (task.status !== 'todo')
        history.push({
          task_id: id,
          user_id: task.assignee ? userIds[task.assignee] : userIds.pm,
          created_at:
            task.status === 'done'
              ? Math.max(
                  createdAt + 1_800_000,
                  now -
                    ((index * 7 + projectIndex * 11) % COMPLETED_OVER_DAYS) * DAY -
                    (index % 9) * 3_600_000,
                )
              : createdAt + 1_800_000,
          field: 'status',
          from_value: 'todo',
          to_value: task.status,
        });
      if (index % 3 === 0) {
        const body = pick(COMMENTS);
        await trx('task_comments').insert({
          task_id: id,
          body,
          author_id: userIds.pm,
          created_at: createdAt + 2_400_000,
          version: 1,
        });
        history.push({
          task_id: id,
          user_id: userIds.pm,
          created_at: createdAt + 2_400_000,
          field: 'comment',
          from_value: null,
          to_value: body,
        });
      }
      if (context.filesDir !== null && projectIndex < PROJECTS_WITH_FILES && hasFile(index)) {
        const uploadedBy = task.assignee ? userIds[task.assignee] : userIds.pm;
        const at = createdAt + 3_000_000;
        const { fileName } = await storeDemoFile(
          trx,
          context.filesDir,
          demoFile(Math.floor(index / 12) + projectIndex, project.code, task.name),
          { id, uploadedBy },
          at,
        );
        history.push({
          task_id: id,
          user_id: uploadedBy,
          created_at: at,
          field: 'attachment',
          from_value: null,
          to_value: fileName,
        });
      }
      await trx('task_updates').insert(history);
      if (index % 4 === 0)
        await trx('task_todos').insert(
          TODOS.map((body, order) => ({
            task_id: id,
            body,
            done: task.status === 'done' || order < index % 3,
            sort_order: order,
            version: 1,
          })),
        );
    }
  }
}
