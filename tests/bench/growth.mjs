// Growth is flat where it should be (issue 29 item 8): the task list of one
// project, the week of one user and the task text filter, measured on the
// full data set and again on one a tenth the size (generate.ts --tenth: a
// tenth of the users, projects, quotes, tasks and time entries, the same per
// user and per project), with the same requests: the two p99s within 1.5x.
import autocannon from 'autocannon';
import { CONNECTIONS, bench, measure, recordFigure, sqliteOnlyVerdict } from './measure.mjs';
import { benchProjectIds, signIn, withServer } from './server.mjs';

export const PROJECT_LIST = 'tasks/query (project open, 100)';
export const WEEK = 'timesheet week';
export const TEXT_FILTER = 'tasks/query (text filter)';
const LIMIT = 1.5;

/**
 * One project's open tasks, grouped by status, as its task list asks for
 * them: BP-00002, an ordinary bench project (about 10 tasks at either size;
 * BP-00001 is the 500-task board at both).
 */
export async function projectListRequest(base, cookie) {
  const projectId = (await benchProjectIds(base, cookie))('BP-00002');
  return {
    url: `${base}/api/tasks/query`,
    body: {
      filters: [
        { filterName: 'project', intValue: projectId },
        { filterName: 'completion', intValue: 1 },
      ],
      groupBy: 'status',
      page: 1,
      pageSize: 100,
    },
  };
}

/** A bench user's own week (generate.ts BENCH_TIMESHEET_USER and BENCH_WEEK), about 10 entries at either size. */
export const WEEK_USER = 'bench.user1@example.com';
export const weekUrl = (base) => `${base}/api/timesheet/entries?from=2026-09-07&to=2026-09-13`;

/**
 * The task list's text filter (issue 29), through its index: a term found in
 * the same 11 tasks at every data set size (the board's tasks 25 and 250 to
 * 259; the other projects have 10 tasks or fewer), so the figure is the
 * filter's own cost, not a result growing with the data.
 */
export const TEXT_QUERY = {
  filters: [{ filterName: 'text', stringValue: 'Task 25' }],
  page: 1,
  pageSize: 100,
};

/** The full data set's p99 of each figure, of the run in progress (one database at a time). */
const full = new Map();

/** Notes a full-set figure for the comparison at a tenth (called by the parts that measure them). */
export function noteFull(name, result) {
  if ([PROJECT_LIST, WEEK, TEXT_FILTER].includes(name)) full.set(name, result);
}

/**
 * The three figures on a data set a tenth the size (after the full set's
 * server stopped, so the two never share the machine), each with the full
 * set's beside it and the verdict (SQLite; on PostgreSQL for information).
 * The week is measured when the timesheet part ran (the full set then has
 * its time entries); each request is warmed up for 3 s first, as the
 * timesheet part warms up the full set's week.
 */
export async function measureGrowth(databaseUrl) {
  const names = [PROJECT_LIST, WEEK, TEXT_FILTER].filter((name) => full.has(name));
  if (names.length === 0) return;
  const url = databaseUrl ? new URL(databaseUrl) : null;
  if (url) url.pathname = `${url.pathname}_tenth`;
  const flags = ['--tenth', ...(full.has(WEEK) ? ['--timesheet'] : [])];
  await withServer(
    { databaseUrl: url?.toString() ?? null, flags, label: 'data set a tenth the size' },
    async (base) => {
      console.log(
        `\nGrowth: the full data set against a tenth of it (${bench.database}; p99 within ${LIMIT}x):`,
      );
      const admin = await signIn(base, 'admin@example.com');
      const requests = {
        [PROJECT_LIST]: { ...(await projectListRequest(base, admin)), cookie: admin },
        [WEEK]: { url: weekUrl(base), cookie: full.has(WEEK) ? await signIn(base, WEEK_USER) : '' },
        [TEXT_FILTER]: { url: `${base}/api/tasks/query`, body: TEXT_QUERY, cookie: admin },
      };
      for (const name of names) {
        const { url: target, body, cookie } = requests[name];
        await autocannon({
          url: target,
          connections: CONNECTIONS,
          duration: 3,
          ...(body
            ? {
                method: 'POST',
                body: JSON.stringify(body),
                headers: { cookie, 'content-type': 'application/json' },
              }
            : { headers: { cookie } }),
        });
        const tenth = await measure(`${name} (a tenth)`, target, cookie, body);
        const big = full.get(name).latency.p99;
        const small = tenth.latency.p99;
        // Within 1.5x of each other, whichever is the larger (autocannon's p99 is in whole ms).
        const ratio = Math.max(big, small) / Math.max(1, Math.min(big, small));
        const figure = `${name}: full / a tenth`;
        console.log(
          `${''.padEnd(34)} p99 full ${big} ms, a tenth ${small} ms: ${ratio.toFixed(2)}x   ` +
            `(CPU a request ${full.get(name).cpuMsPerRequest.toFixed(2)} / ${tenth.cpuMsPerRequest.toFixed(2)} ms)   ` +
            sqliteOnlyVerdict(`${name} p99 full / a tenth`, ratio, LIMIT, 'x', figure),
        );
        recordFigure(
          figure,
          `p99 ${big} / ${small} ms = ${ratio.toFixed(2)}x`,
          `within ${LIMIT}x (SQLite)`,
        );
      }
    },
  );
  full.clear();
}
