import { describe, expect, it } from 'vitest';
import { utcDate } from '../../lib/dates';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { addDays } from './finance-engine';
import { rewriteProjectsFigures } from './finance-figures.service';
import { liveProjectIds } from './finance-queue.repository';
import { refreshDateDependentFigures, startFinanceWorker } from './finance-queue.service';

/**
 * The daily refresh (README.md § Daily refresh), on SQLite and PostgreSQL:
 * after the date moves it rewrites only the projects whose figures the date
 * moved — every other project's rows and `projects` row stay as they were,
 * byte for byte — and every project's figures then equal a recalculation of
 * everything as of the new day.
 */

let server: TestServer;

serverForFile((started) => {
  server = started;
});

type Row = Record<string, unknown>;

/** Every live project's `projects` row and month rows, whole, by project id. */
async function stored(): Promise<Map<number, { project: Row; rows: Row[] }>> {
  const projects = await server
    .knex('projects')
    .whereNull('deleted_at')
    .orderBy('id')
    .select<Row[]>('*');
  const rows = await server
    .knex('project_month_figures')
    .orderBy(['project_id', 'month'])
    .select<Row[]>('*');
  const out = new Map<number, { project: Row; rows: Row[] }>();
  for (const project of projects) out.set(Number(project.id), { project, rows: [] });
  for (const row of rows) out.get(Number(row.project_id))?.rows.push(row);
  return out;
}

/** The figures of a project as compared with a recalculation (not when they were written). */
const figuresOf = ({ project, rows }: { project: Row; rows: Row[] }) => ({
  totals: [
    project.actual_minutes,
    project.cost_amount,
    project.revenue_amount,
    project.progress_percent,
  ],
  rows,
});

class RolledBack extends Error {}

/** What a recalculation of every live project as of now would store, rolled back. */
async function fullRecalculation(): Promise<Map<number, ReturnType<typeof figuresOf>>> {
  const now = server.clock.now;
  let figures = new Map<number, ReturnType<typeof figuresOf>>();
  await server.knex
    .transaction(async (trx) => {
      const ids = await liveProjectIds(trx, 0, 100_000);
      for (let i = 0; i < ids.length; i += 10)
        await rewriteProjectsFigures(trx, ids.slice(i, i + 10), utcDate(now), now);
      const projects = await trx('projects')
        .whereNull('deleted_at')
        .orderBy('id')
        .select<Row[]>('*');
      const rows = await trx('project_month_figures')
        .orderBy(['project_id', 'month'])
        .select<Row[]>('*');
      figures = new Map(
        projects.map((project) => [
          Number(project.id),
          figuresOf({ project, rows: rows.filter((r) => r.project_id === project.id) }),
        ]),
      );
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return figures;
}

const DAY = 86_400_000;

/**
 * The setup (in the test: on PostgreSQL under load it outlasts a hook's time):
 * a project with figures whose figures the date cannot move — completed (no
 * forecast, progress 100); the demo's other projects all plan work ahead —
 * then every project recalculated as of now.
 */
async function prepare(): Promise<void> {
  const withRows = await server
    .knex('project_month_figures')
    .groupBy('project_id')
    .orderBy([{ column: 'n', order: 'desc' }, 'project_id'])
    .first<{ id: number }>('project_id as id', server.knex.raw('count(*) as n'));
  const project = await server.call<{ version: number }>(
    'admin',
    'GET',
    `/api/projects/${withRows.id}`,
  );
  const completed = await server.call('admin', 'PUT', `/api/projects/${withRows.id}`, {
    status: 'completed',
    version: project.body.version,
  });
  expect(completed.status, completed.text).toBe(200);
  const all = await server.call('admin', 'POST', '/api/projects/recalculate');
  expect(all.status, all.text).toBe(200);
}

describe('the daily refresh', () => {
  it('rewrites only what the date moved, and leaves the figures of a recalculation', async () => {
    await prepare();
    const today = () => utcDate(server.clock.now);
    // A day on, then past the end of the month, then well over a month on: the
    // projects left alone the first time are weighed from their older day after.
    const untilNextMonth = (() => {
      const next = addDays(`${today().slice(0, 7)}-28`, 5); // in the next month
      return Math.round((Date.parse(`${next.slice(0, 7)}-02`) - Date.parse(today())) / DAY);
    })();
    const steps = [1, untilNextMonth, 45];
    for (const [step, days] of steps.entries()) {
      const before = await stored();
      server.clock.advance(days * DAY);
      const expected = await fullRecalculation();
      const rewritten = await refreshDateDependentFigures({
        knex: server.knex,
        clock: () => server.clock.now,
      });
      const after = await stored();
      let untouchedWithRows = 0;
      const touched: number[] = [];
      for (const [id, now] of after) {
        const then = before.get(id);
        if (then && now.project.recalculated_at === then.project.recalculated_at) {
          // Left alone: byte for byte what it was.
          expect(now, `project ${id} left alone`).toEqual(then);
          if (now.rows.length > 0) untouchedWithRows += 1;
        } else touched.push(id);
        expect(figuresOf(now), `project ${id} on ${today()}`).toEqual(expected.get(id));
      }
      expect(touched.length, `step ${step}`).toBe(rewritten);
      // Both kinds exist in the demo workspace, so the comparison says something.
      expect(touched.length, `step ${step}`).toBeGreaterThan(0);
      expect(untouchedWithRows, `step ${step}`).toBeGreaterThan(0);
      // Done for the day: a second run rewrites nothing.
      expect(
        await refreshDateDependentFigures({ knex: server.knex, clock: () => server.clock.now }),
      ).toBe(0);
    }
  }, 120_000);

  it('runs when the scheduled jobs start, and again once the date changes', async () => {
    const days = async () =>
      (
        await server
          .knex('projects')
          .whereNull('deleted_at')
          .select<Array<{ at: number | string | null }>>('recalculated_at as at')
      ).map((row) => (row.at === null ? null : utcDate(Number(row.at))));
    const waitForDay = async (day: string) => {
      for (let tries = 0; tries < 600; tries += 1) {
        if ((await days()).includes(day)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no project refreshed on ${day}`);
    };
    server.clock.advance(DAY);
    const worker = startFinanceWorker({
      knex: server.knex,
      logger: server.deps.logger,
      clock: () => server.clock.now,
      refreshCheckMs: 20,
    });
    try {
      await waitForDay(utcDate(server.clock.now));
      server.clock.advance(DAY);
      await waitForDay(utcDate(server.clock.now));
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
