// The bench's figures and verdicts: autocannon runs with the server's CPU
// time a request, the budgets of tests/bench/budgets.json (twice as loose on
// PostgreSQL, issue 29 item 7), and the closing table of every figure beside
// its budget, SQLite's and PostgreSQL's side by side.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../scripts/lib/run.mjs';
import { databaseBackendsCpuMs, processTreeCpuMs } from './cpu.mjs';

export const BUDGETS = JSON.parse(readFileSync(join(ROOT, 'tests/bench/budgets.json'), 'utf8'));
export const DURATION_S = 10;
export const CONNECTIONS = 10;

/**
 * The run being measured: its database ('SQLite' or 'PostgreSQL'), the
 * server's process id (its CPU time is read with every figure) and, on
 * PostgreSQL, a client of the measured database (its backends' CPU time too).
 */
export const bench = { database: 'SQLite', serverPid: null, databaseClient: null };

/** The database backends' CPU time by process id (PostgreSQL on this machine), else null. */
const backendsCpu = () =>
  bench.databaseClient ? databaseBackendsCpuMs(bench.databaseClient) : Promise.resolve(null);

/** CPU time the backends used between two readings (a backend started in between counts from 0). */
function backendsDelta(before, after) {
  if (!before || !after) return Number.NaN;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** PostgreSQL's budgets are SQLite's loosened by this much: maxima times it, minima over it. */
const POSTGRES_FACTOR = 2;
const factor = () => (bench.database === 'PostgreSQL' ? POSTGRES_FACTOR : 1);

/** Every verdict: { name, ok, database, figure }. */
const verdicts = [];
/** Figure name -> { budget: text, [database]: { text, load } }, in the order measured. */
const figures = new Map();
/** Load average (1 min) at each figure, per database. */
const loads = { SQLite: [], PostgreSQL: [] };

const named = (name) => (bench.database === 'SQLite' ? name : `${name} on ${bench.database}`);
const scaledText = (budget, scaled) =>
  scaled === budget ? `${budget}` : `2 x ${budget} = ${scaled}`;

/** A figure as the closing table prints it: whole numbers from 100 on, else one decimal. */
const rounded = (value) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));

/**
 * A maximum (a figure of its own in the closing table unless `figure` names another): PASS when `value` is at most `budget` (on PostgreSQL twice it),
 * OVER otherwise; '' and no verdict when there is no budget. `figure` names
 * the line of the closing table the verdict belongs to (default: `name`).
 */
export function verdict(name, value, budget, unit, figure = name) {
  if (budget === undefined) return '';
  const allowed = budget * factor();
  const ok = value <= allowed;
  verdicts.push({ name: named(name), ok, database: bench.database, figure });
  if (figure === name) recordFigure(name, `${rounded(value)} ${unit}`, `<= ${budget} ${unit}`);
  return `${ok ? 'PASS' : 'OVER'} (budget ${scaledText(budget, allowed)} ${unit})`;
}

/** A minimum: PASS when `value` reaches `minimum` (on PostgreSQL half of it), FAIL otherwise. */
export function minimumVerdict(name, value, minimum, figure = name) {
  if (minimum === undefined) return '';
  const allowed = minimum / factor();
  const ok = value >= allowed;
  verdicts.push({ name: named(name), ok, database: bench.database, figure });
  if (figure === name) recordFigure(name, `${rounded(value)}`, `>= ${minimum}`);
  return `${ok ? 'PASS' : 'FAIL'} (>= ${allowed === minimum ? minimum : `${minimum} / 2 = ${allowed}`})`;
}

/**
 * A ratio between two figures of the same run (a bearer token's p99 over a
 * cookie's): the same limit on every database, since both sides are measured there.
 */
export function ratioVerdict(name, value, limit, figure = name) {
  if (limit === undefined) return '';
  const ok = value <= limit;
  verdicts.push({ name: named(name), ok, database: bench.database, figure });
  return `${ok ? 'PASS' : 'OVER'} (at most ${limit}x)`;
}

/** A verdict that is not a budget (a ratio): on SQLite only, for information on PostgreSQL. */
export function sqliteOnlyVerdict(name, value, limit, unit, figure = name) {
  return bench.database === 'SQLite' ? verdict(name, value, limit, unit, figure) : '';
}

/** Notes a failure that has no figure (an endpoint answering errors, a short export). */
export function fail(name) {
  verdicts.push({ name: named(name), ok: false, database: bench.database, figure: null });
}

/** Adds a figure to the closing table (`measure` adds its own). */
export function recordFigure(name, text, budget = '') {
  const row = figures.get(name) ?? { budget };
  row.budget ||= budget;
  row[bench.database] = text;
  figures.set(name, row);
  loads[bench.database]?.push(loadavg()[0]);
}

/** The budgets of an endpoint figure, as the closing table prints them. */
function endpointBudgetText(budget) {
  if (!budget) return '';
  return [
    budget.p99Ms !== undefined ? `p99 <= ${budget.p99Ms} ms` : '',
    budget.minRps !== undefined ? `>= ${budget.minRps} req/s` : '',
    budget.cpuMsPerRequest !== undefined ? `CPU <= ${budget.cpuMsPerRequest} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

const cpuText = (cpu) => (Number.isFinite(cpu) ? `${cpu.toFixed(2)} ms CPU` : 'CPU n/a');
/** On PostgreSQL the database's work is in its own processes: the server's share and the database's. */
const cpuParts = (server, database) =>
  Number.isFinite(database)
    ? ` (${server.toFixed(2)} server + ${database.toFixed(2)} database)`
    : '';

/**
 * Load for `DURATION_S` seconds with autocannon: req/s, p50, p99 and the
 * server's CPU time a request (the whole process tree's over the requests
 * answered, and on PostgreSQL the measured database's backends' added: on
 * a machine other work keeps busy, req/s says how much CPU the server got,
 * CPU a request what a request costs; 1000 / it is req/s on a free core), each with its verdict against budgets.json `endpoints[name]`
 * (p99Ms, minRps, cpuMsPerRequest). `cookie` is a session's cookie, or an
 * object of headers instead (a bearer token). A JSON body makes it a POST.
 * `setupRequest` rewrites each request; a list instead is autocannon's
 * `requests`, the sequence each connection runs in turn (the timer's start,
 * then its stop), the first request's body going out as the probe.
 */
export async function measure(name, url, cookie, body, setupRequest, connections = CONNECTIONS) {
  // A session cookie, or headers of their own (a bearer token's `authorization`).
  const auth = typeof cookie === 'object' ? cookie : { cookie };
  const request = body
    ? {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { ...auth, 'content-type': 'application/json' },
      }
    : { method: 'GET', headers: auth };
  // One request first: the endpoint must answer 2xx, or the figures are meaningless.
  const probe = await fetch(url, request);
  if (!probe.ok) throw new Error(`${name}: ${url} answered ${probe.status} ${await probe.text()}`);
  const databaseBefore = await backendsCpu();
  const cpuBefore = bench.serverPid ? processTreeCpuMs(bench.serverPid) : Number.NaN;
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    ...request,
    ...(Array.isArray(setupRequest)
      ? { requests: setupRequest }
      : setupRequest
        ? { requests: [{ setupRequest }] }
        : {}),
  });
  const answered = Math.max(1, result.requests.total);
  const serverCpu = (processTreeCpuMs(bench.serverPid) - cpuBefore) / answered;
  const databaseCpu = backendsDelta(databaseBefore, await backendsCpu()) / answered;
  // What a request costs: on SQLite the database works inside the server; on
  // PostgreSQL its backends' share is added, so the two compare.
  const cpu = serverCpu + (Number.isFinite(databaseCpu) ? databaseCpu : 0);
  result.cpuMsPerRequest = cpu;
  const budget = BUDGETS.endpoints?.[name];
  const rps = result.requests.average;
  const errors = result.non2xx || result.errors;
  const judged = [
    verdict(`${name} p99`, result.latency.p99, budget?.p99Ms, 'ms', name),
    minimumVerdict(`${name} req/s`, rps, budget?.minRps, name),
    Number.isFinite(cpu)
      ? verdict(`${name} CPU a request`, cpu, budget?.cpuMsPerRequest, 'ms CPU', name)
      : '',
  ].filter(Boolean);
  console.log(
    `${name.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s ${cpuText(cpu).padStart(13)}${cpuParts(serverCpu, databaseCpu)}   ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `${errors ? `(${result.non2xx} non-2xx, ${result.errors} errors) ` : ''}` +
      judged.join('; '),
  );
  if (errors) fail(`${name} answered errors`);
  recordFigure(
    name,
    `${rps.toFixed(0)} req/s, ${cpuText(cpu)}${cpuParts(serverCpu, databaseCpu)}, p99 ${result.latency.p99} ms`,
    endpointBudgetText(budget),
  );
  return result;
}

/** The load average figures were measured under, per database: what a reader must know of them. */
function loadText(database) {
  const values = loads[database];
  if (!values?.length) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return `${database}: ${Math.min(...values).toFixed(1)} to ${Math.max(...values).toFixed(1)}, mean ${mean.toFixed(1)}`;
}

/**
 * The closing table: every figure with its budget, SQLite's value and (after
 * `--postgres`) PostgreSQL's beside it, each marked OVER where one of its
 * verdicts failed; then the load averages of the runs.
 */
export function reportFigures() {
  if (figures.size === 0) return;
  const withPostgres = [...figures.values()].some((row) => row.PostgreSQL);
  const mark = (name, database) =>
    verdicts.some((v) => v.figure === name && v.database === database && !v.ok) ? ' OVER' : '';
  console.log(
    `\nEvery figure${withPostgres ? ' (PostgreSQL against twice the budget: p99 and CPU at most 2x, req/s at least half)' : ''}:`,
  );
  const header = [
    'figure'.padEnd(48),
    'budget (SQLite)'.padEnd(44),
    'SQLite'.padEnd(withPostgres ? 44 : 0),
    withPostgres ? 'PostgreSQL' : '',
  ];
  console.log(header.join(' ').trimEnd());
  for (const [name, row] of figures) {
    const cell = (database) => (row[database] ? `${row[database]}${mark(name, database)}` : '-');
    console.log(
      [
        name.padEnd(48),
        (row.budget || '(information)').padEnd(44),
        cell('SQLite').padEnd(withPostgres ? 44 : 0),
        withPostgres ? cell('PostgreSQL') : '',
      ]
        .join(' ')
        .trimEnd(),
    );
  }
  const load = ['SQLite', 'PostgreSQL'].map(loadText).filter(Boolean).join('; ');
  if (load)
    console.log(
      `Load average (1 min) while measuring, on ${availableParallelism()} cores: ${load}.`,
    );
}

/** "All N budgets met." or the list of those over; exits non-zero with --strict when any is. */
export function reportVerdicts(strict) {
  const over = verdicts.filter((v) => !v.ok);
  console.log(
    over.length === 0
      ? `\nAll ${verdicts.length} budgets met.`
      : `\n${over.length} of ${verdicts.length} budgets over: ${over.map((v) => v.name).join(', ')}`,
  );
  if (strict && over.length > 0) process.exitCode = 1;
}
