// The bench's timeline part (issue 31) over BT-00001, a project of 2,000
// tasks and 3,000 dependencies (generate-timeline.ts):
// - the project's timeline (`GET /api/projects/{id}/timeline`: every task
//   with its critical flag, every dependency) at 10 connections, p99;
// - rescheduling the pivot task (`PUT /api/tasks/{id}/schedule`) a week
//   later, which moves its 500 successors in one transaction. The API sends
//   no Server-Timing header, so the server's time is the request's latency
//   measured on a quiet server: one request at a time on one connection,
//   nothing else running, after a few unmeasured ones. Each reschedule moves
//   the pivot one more week, so every one moves all 500 again.
// - on SQLite, the Gantt in Chromium before the reschedules (the plan as
//   generated): its first render and the frames while a bar is dragged
//   (timeline-browser.mjs).
// Called by run.mjs (`--only=timeline`).
import { bench, CONNECTIONS, BUDGETS, fail, measure, recordFigure, verdict } from './measure.mjs';
import { callJson, signIn } from './server.mjs';
import { measureTimelineBrowser } from './timeline-browser.mjs';

export const TIMELINE_FIGURE = 'project timeline (2,000 tasks, 3,000 deps)';
export const RESCHEDULE_FIGURE = 'reschedule moving 500 successors';
/** generate-timeline.ts's project, sizes and pivot. */
const PROJECT_CODE = 'BT-00001';
const TASKS = 2000;
const DEPENDENCIES = 3000;
const PIVOT = 'Timeline step 1500';
const SUCCESSORS = 500;
const WARM_UP = 3;
const RESCHEDULES = 40;

const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

export async function measureTimeline(base) {
  console.log(
    `\nTimeline (${TASKS.toLocaleString('en')} tasks, ${DEPENDENCIES.toLocaleString('en')} dependencies; ${bench.database}):`,
  );
  const admin = await signIn(base, 'admin@example.com');
  const found = await callJson(base, admin, 'POST', `/api/projects/query?search=${PROJECT_CODE}`, {
    page: 1,
    pageSize: 1,
  });
  const projectId = found.items?.[0]?.id;
  if (!projectId)
    throw new Error(`timeline: ${PROJECT_CODE} not found (generated with --timeline)`);
  const url = `${base}/api/projects/${projectId}/timeline`;

  const probe = await callJson(base, admin, 'GET', `/api/projects/${projectId}/timeline`);
  if (probe.tasks?.length !== TASKS || probe.dependencies?.length !== DEPENDENCIES)
    fail(
      `${TIMELINE_FIGURE}: expected ${TASKS} tasks and ${DEPENDENCIES} dependencies (got ${probe.tasks?.length}, ${probe.dependencies?.length})`,
    );
  await measure(TIMELINE_FIGURE, url, admin);
  console.log(
    `${''.padEnd(34)} (${CONNECTIONS} connections; ${probe.tasks.filter((t) => t.critical).length} tasks critical, critical path ${probe.criticalPathDays} working days)`,
  );

  // The browser parts run on SQLite only (as the board's): the page is the same on either.
  if (bench.database === 'SQLite') await measureTimelineBrowser(base, projectId, TASKS);

  let pivot = probe.tasks.find((t) => t.name === PIVOT);
  if (!pivot) throw new Error(`timeline: ${PIVOT} not found`);
  const times = [];
  for (let n = 0; n < WARM_UP + RESCHEDULES; n += 1) {
    const body = {
      startDate: plusDays(pivot.startDate, 7),
      dueDate: plusDays(pivot.dueDate, 7),
      version: pivot.version,
    };
    const started = performance.now();
    const response = await fetch(`${base}/api/tasks/${pivot.id}/schedule`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const result = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok)
      throw new Error(`${RESCHEDULE_FIGURE}: ${response.status} ${JSON.stringify(result)}`);
    if (result.moved.length !== SUCCESSORS) {
      fail(`${RESCHEDULE_FIGURE}: moved ${result.moved.length} tasks, not ${SUCCESSORS}`);
      break;
    }
    if (n >= WARM_UP) times.push(elapsed);
    pivot = result;
  }
  if (times.length === 0) return;
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const budget = BUDGETS.timeline?.rescheduleP95Ms;
  const judged = verdict(`${RESCHEDULE_FIGURE} p95`, p95, budget, 'ms', RESCHEDULE_FIGURE);
  console.log(
    `${RESCHEDULE_FIGURE.padEnd(34)} p50 ${p50.toFixed(0).padStart(4)} ms   p95 ${p95.toFixed(0).padStart(4)} ms   max ${times[times.length - 1].toFixed(0)} ms   ${judged}`,
  );
  console.log(
    `${''.padEnd(34)} (${times.length} reschedules one at a time on a quiet server, each moving ${SUCCESSORS} tasks a week; latency as the server's time: no Server-Timing header)`,
  );
  recordFigure(
    RESCHEDULE_FIGURE,
    `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (1 conn, quiet)`,
    budget === undefined ? '' : `p95 <= ${budget} ms`,
  );
}
