// The bench's imports part (issue 34): a CSV file of 100,000 time entries
// (1,000 bench users, 100 days each from 2026-12-01, one hour a day on the
// demo's "Internal" timesheet task: no day cap, lock or approved week in the
// way) uploaded as the admin (`POST /api/imports`, kind timeEntries), checked
// (`POST /api/imports/{id}/dry-run`) and committed (`POST
// /api/imports/{id}/commit`), on the shared server and data set. Figures:
// each call's time; imports.commitSeconds: the commit's, at most this; and
// imports.rssGrowthMB: the server's resident memory (its whole process tree)
// sampled every 50 ms from before the upload to the commit's answer, its
// peak over the start, at most this. Every row must be written (100,000
// created, no problem). Called by run.mjs (`--only=imports`).
import { BUDGETS, bench, fail, recordFigure, verdict } from './measure.mjs';
import { processTreeRssBytes } from './cpu.mjs';
import { signIn } from './server.mjs';

const USERS = 1000;
const DAYS = 100;
const ROWS = USERS * DAYS;
const FIRST_DAY = Date.UTC(2026, 11, 1);
export const COMMIT_FIGURE = 'import commit (100,000 time entries)';
export const MEMORY_FIGURE = 'import memory growth (100,000 time entries)';

/** The file: Person, Date, Hours, Timesheet task, Note (headers the mapping guess reads). */
function timeEntriesCsv() {
  const lines = ['Person,Date,Hours,Timesheet task,Note'];
  for (let day = 0; day < DAYS; day += 1) {
    const date = new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
    for (let user = 1; user <= USERS; user += 1)
      lines.push(`bench.user${user}@example.com,${date},1,Internal,Imported day ${day + 1}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function call(base, cookie, method, path, body, headers = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status} ${text.slice(0, 500)}`);
  return { seconds, body: JSON.parse(text) };
}

export async function measureImports(base) {
  console.log(`\nImports (issue 34; ${bench.database}):`);
  const admin = await signIn(base, 'admin@example.com');
  const file = timeEntriesCsv();
  const before = processTreeRssBytes(bench.serverPid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, processTreeRssBytes(bench.serverPid));
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  try {
    const form = new FormData();
    form.append('kind', 'timeEntries');
    form.append('file', new Blob([file], { type: 'text/csv' }), 'time-entries.csv');
    const phases = [];
    const phase = (name) => {
      phases.push(`${name} ${((peak - before) / 1024 / 1024).toFixed(0)} MB`);
    };
    const upload = await call(base, admin, 'POST', '/api/imports', form);
    phase('upload');
    const mapping = upload.body.sheets?.[0]?.mapping ?? {};
    const expected = {
      user: 'Person',
      date: 'Date',
      duration: 'Hours',
      timesheetTask: 'Timesheet task',
      note: 'Note',
    };
    const wrong = Object.entries(expected).filter(([field, column]) => mapping[field] !== column);
    let version = upload.body.version;
    if (wrong.length > 0) {
      console.log(`  (the guess missed ${wrong.map(([field]) => field).join(', ')}: set by PUT)`);
      const put = await call(base, admin, 'PUT', `/api/imports/${upload.body.id}`, {
        version,
        sheets: [{ kind: 'timeEntries', mapping: { ...mapping, ...expected } }],
      });
      version = put.body.version;
    }
    const checked = await call(base, admin, 'POST', `/api/imports/${upload.body.id}/dry-run`);
    phase('dry run');
    const committed = await call(base, admin, 'POST', `/api/imports/${upload.body.id}/commit`, {
      version: checked.body.import.version,
    });
    sampling = false;
    await sampler;
    phase('commit');
    const growthMB = (peak - before) / 1024 / 1024;
    const counts = committed.body.counts;
    console.log(
      `${'import upload (100,000 rows, CSV)'.padEnd(40)} ${upload.seconds.toFixed(1)} s  (${(file.length / 1024 / 1024).toFixed(1)} MB)`,
    );
    console.log(
      `${'import dry run'.padEnd(40)} ${checked.seconds.toFixed(1)} s  (${checked.body.import.counts.valid} valid, ${checked.body.import.counts.errors} with problems)`,
    );
    console.log(
      `${COMMIT_FIGURE.padEnd(40)} ${committed.seconds.toFixed(1)} s  (${counts.created} created)   ${verdict(COMMIT_FIGURE, committed.seconds, BUDGETS.imports?.commitSeconds, 's')}`,
    );
    console.log(
      `${MEMORY_FIGURE.padEnd(40)} ${growthMB.toFixed(0)} MB peak over ${(before / 1024 / 1024).toFixed(0)} MB   ${verdict(MEMORY_FIGURE, growthMB, BUDGETS.imports?.rssGrowthMB, 'MB')}`,
    );
    console.log(`${''.padEnd(40)} (the peak's growth after each call: ${phases.join(', ')})`);
    recordFigure(
      'import upload + dry run + commit',
      `${(upload.seconds + checked.seconds + committed.seconds).toFixed(1)} s (${upload.seconds.toFixed(1)} + ${checked.seconds.toFixed(1)} + ${committed.seconds.toFixed(1)})`,
    );
    if (counts.created !== ROWS || checked.body.problems.length > 0) {
      console.log(
        `  FAIL: ${counts.created} of ${ROWS} created; problems: ${JSON.stringify(checked.body.problems.slice(0, 3))}`,
      );
      fail(COMMIT_FIGURE);
    }
  } finally {
    sampling = false;
    await sampler;
  }
}
