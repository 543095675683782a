/**
 * The timesheet export on its own, for a quick before/after on a busy machine
 * (the full bench generates and measures far more):
 *   tsx tests/bench/export-alone.ts generate <DATA_DIR> [ENTRIES=200000]
 *     the demo workspace, 1,000 users on 200 projects of 10 tasks, and
 *     ENTRIES time entries (two a working day per user, like generate.ts).
 *   tsx tests/bench/export-alone.ts run <BASE_URL> [csv|xlsx]
 *     against a server started on that data set, runs an export of every
 *     entry as the administrator (the bench's columns) and prints rows/s,
 *     while `GET /api/users/current` is asked every 20 ms: its p99 and worst.
 */
import { loadavg } from 'node:os';
import { TIMESHEET_EXPORT_COLUMNS, TIMESHEET_EXPORT_MONEY_COLUMNS } from '@keel/types';
import { createDatabase, migrateToLatest } from '../../packages/api/src/db/database';
import { seedDemoWorkspace } from '../../packages/api/src/demo/demo-workspace';
import { registerSubscriptions } from '../../packages/api/src/subscriptions';
import {
  insertProjects,
  type NewProject,
} from '../../packages/api/src/modules/projects/projects.repository';
import { taskNameColumns } from '../../packages/api/src/modules/tasks/tasks.repository';
import { insertUser } from '../../packages/api/src/modules/auth';

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const NOTES = [
  'Standup',
  'Code review',
  'Client call, follow-up',
  '',
  'Fixing "review" comments',
  '=SUM(A1)',
];

interface Statement {
  run(...args: unknown[]): unknown;
}
interface SqliteConnection {
  prepare(sql: string): Statement;
}

async function generate(dataDir: string, entries: number): Promise<void> {
  const knex = createDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(knex);
    // As the server does before its seed: the seed's writes record changes the figures follow.
    registerSubscriptions();
    await seedDemoWorkspace(knex, { passwordHashCost: 17 });
    const started = Date.now();
    await knex.transaction(async (trx) => {
      const userIds: number[] = [];
      for (let i = 1; i <= 1000; i += 1)
        userIds.push(
          await insertUser(
            trx,
            { email: `bench.user${i}@example.com`, name: `Bench Üser ${i}`, status: 'active' },
            NOW,
          ),
        );
      const projects: NewProject[] = Array.from({ length: 200 }, (_, i) => ({
        code: `BP-${String(i + 1).padStart(5, '0')}`,
        name: `Bench, project ${i + 1}`,
        alternateName: null,
        client: 'Acme',
        status: 'active',
        managerId: userIds[0] ?? null,
        archived: false,
      })) as NewProject[];
      const projectIds = await insertProjects(trx, projects, NOW);
      const tasks: Array<{ id: number; projectId: number }> = [];
      for (const projectId of projectIds)
        for (let k = 0; k < 10; k += 1) {
          const [row] = await trx('tasks')
            .insert({
              project_id: projectId,
              ...taskNameColumns(`Task ${k + 1} of ${projectId}`),
              description: '',
              status: 'todo',
              priority: 'normal',
              labels: '[]',
              board_key: `a${k}`,
              version: 1,
              created_at: NOW,
              updated_at: NOW,
            })
            .returning<{ id: number }[]>('id');
          tasks.push({ id: Number(row?.id), projectId });
        }
      const perUser = Math.ceil(entries / userIds.length);
      const days: string[] = [];
      for (
        let day = Date.parse('2024-11-04T00:00:00Z');
        days.length * 2 < perUser;
        day += 86_400_000
      ) {
        const weekday = new Date(day).getUTCDay();
        if (weekday >= 1 && weekday <= 5) days.push(new Date(day).toISOString().slice(0, 10));
      }
      const connection = (await trx.client.acquireConnection()) as SqliteConnection;
      try {
        const insert = connection.prepare(
          'INSERT INTO time_entries (user_id, date, project_id, project_task_id, timesheet_task_id, minutes, note, billable, version, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, 1, ?, ?, ?)',
        );
        let written = 0;
        for (const [u, userId] of userIds.entries())
          for (const date of days)
            for (const half of [0, 1]) {
              if (written >= entries) break;
              const task = tasks[
                (u * 7 + half * 3 + written) % tasks.length
              ] as (typeof tasks)[number];
              insert.run(
                userId,
                date,
                task.projectId,
                task.id,
                half ? 240 : 225,
                NOTES[written % NOTES.length],
                half,
                userId,
                NOW,
                NOW,
              );
              written += 1;
            }
      } finally {
        await trx.client.releaseConnection(connection);
      }
    });
    const { n } = (await knex('time_entries').count<{ n: number }[]>({ n: '*' }).first()) ?? {
      n: 0,
    };
    console.log(
      `${n} time entries in ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await knex.destroy();
  }
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function run(base: string, format: 'csv' | 'xlsx'): Promise<void> {
  const admin = await signIn(base, 'admin@example.com');
  const created = await fetch(`${base}/api/timesheet/export-templates`, {
    method: 'POST',
    headers: { cookie: admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Export alone ${format} ${Date.now()}`,
      format,
      columns: TIMESHEET_EXPORT_COLUMNS.filter(
        (column) => !TIMESHEET_EXPORT_MONEY_COLUMNS.includes(column),
      ),
    }),
  });
  if (!created.ok) throw new Error(`template: ${created.status} ${await created.text()}`);
  const template = (await created.json()) as { id: number };
  // Warm-up (unmeasured): the first requests of a fresh server compile its hot paths.
  for (let i = 0; i < 50; i += 1)
    await (await fetch(`${base}/api/users/current`, { headers: { cookie: admin } })).text();
  const url = `${base}/api/timesheet/export-templates/${template.id}/run?from=2000-01-01&to=2100-12-31`;
  // The same probe first for 5 s with nothing else running: what this machine gives right now.
  const reference = await whileProbing(
    base,
    admin,
    () => new Promise((done) => setTimeout(done, 5000)),
  );
  const started = performance.now();
  const { result, latencies } = await whileProbing(base, admin, async () => {
    const response = await fetch(url, { headers: { cookie: admin } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1;
    }
    return { status: response.status, bytes, lines };
  });
  const seconds = (performance.now() - started) / 1000;
  const rows = result.lines - 1;
  console.log(
    `${format}: ${result.status}, ${(result.bytes / 1024 / 1024).toFixed(1)} MB, ` +
      `${format === 'csv' ? `${rows} rows, ${Math.round(rows / seconds)} rows/s, ` : ''}${seconds.toFixed(1)} s; ` +
      `users/current every 20 ms: ${figures(latencies)} (alone before: ${figures(reference.latencies)}); ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
}

/** Runs `work` while `GET /api/users/current` is asked every 20 ms, one at a time; the answers' times. */
async function whileProbing<T>(
  base: string,
  cookie: string,
  work: () => Promise<T>,
): Promise<{ result: T; latencies: number[] }> {
  const latencies: number[] = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const t = performance.now();
      await (await fetch(`${base}/api/users/current`, { headers: { cookie } })).text();
      latencies.push(performance.now() - t);
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  try {
    return { result: await work(), latencies };
  } finally {
    probing = false;
    await prober;
  }
}

function figures(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `${sorted.length} asked, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, worst ${at(1).toFixed(1)} ms`;
}

const [command, target, extra] = process.argv.slice(2);
if (command === 'generate' && target) await generate(target, Number(extra ?? 200_000));
else if (command === 'run' && target) await run(target, extra === 'xlsx' ? 'xlsx' : 'csv');
else
  throw new Error(
    'usage: export-alone.ts generate <DATA_DIR> [ENTRIES] | run <BASE_URL> [csv|xlsx]',
  );
