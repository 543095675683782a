// The bench's invoices part (issue 32) over the data of generate-invoices.ts
// (`--invoices`), as the Finance account (finance@example.com):
// - the invoice list (`GET /api/invoices`, its first page of 50, newest
//   first, with the sums per currency of every invoice it lists) over the
//   100,000 generated invoices, at 10 connections, p99;
// - a from-time draft (`POST /api/invoices/from-time {contractId, from, to}`)
//   of March 2023 of the BI-00001 contract, whose 20,000 billable entries
//   (50 resources, every week approved) are all in that month: one request
//   at a time on a quiet server, after unmeasured ones, each draft deleted
//   (`DELETE /api/invoices/{id}`) before the next, so every run drafts the
//   same 20,000 entries; p95 and median. The API sends no Server-Timing
//   header, so the request's latency stands for the server's time;
// - 20 drafts, then their 20 `issue` calls sent at once: every answer a 200
//   and the 20 numbers distinct and consecutive (a pass/fail verdict).
// Called by run.mjs (`--only=invoices`).
import autocannon from 'autocannon';
import { BUDGETS, CONNECTIONS, bench, fail, measure, recordFigure, verdict } from './measure.mjs';
import { callJson, signIn } from './server.mjs';

export const LIST_FIGURE = 'invoices list (100,000, finance)';
export const FROM_TIME_FIGURE = 'from-time draft (20,000 entries)';
export const ISSUE_FIGURE = 'concurrent issues';
/** generate-invoices.ts's data. */
const PROJECT_CODE = 'BI-00001';
const CONTRACT = 'Bench invoicing 2023';
const CLIENT = 'Bench client 1';
const INVOICES = 100_000;
const RESOURCES = 50;
const MONTH = { from: '2023-03-01', to: '2023-03-31' };
const WARM_UP = 2;
const RUNS = 10;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** The ids the part works on: BI-00001, its contract and the complete client. */
async function benchIds(base, admin) {
  const found = await callJson(base, admin, 'POST', `/api/projects/query?search=${PROJECT_CODE}`, {
    page: 1,
    pageSize: 1,
  });
  const projectId = found.items?.[0]?.id;
  if (!projectId)
    throw new Error(`invoices: ${PROJECT_CODE} not found (generated with --invoices)`);
  const contracts = await callJson(base, admin, 'GET', `/api/projects/${projectId}/time-material`);
  const contractId = contracts.items?.find((c) => c.name === CONTRACT)?.id;
  const contacts = await callJson(
    base,
    admin,
    'GET',
    `/api/contacts?search=${encodeURIComponent(CLIENT)}`,
  );
  const clientId = contacts.items?.find((c) => c.name === CLIENT)?.id;
  if (!contractId || !clientId) throw new Error(`invoices: ${CONTRACT} or ${CLIENT} not found`);
  return { projectId, contractId, clientId };
}

async function measureList(base, finance) {
  const url = `${base}/api/invoices`;
  const probe = await callJson(base, finance, 'GET', '/api/invoices');
  // The generated invoices and the demo's few (issue 32 item 5).
  if (!(probe.total >= INVOICES) || probe.items?.length !== 50)
    fail(`${LIST_FIGURE}: expected ${INVOICES} invoices or more, 50 a page (got ${probe.total})`);
  // Warm-up (unmeasured): a freshly started server compiles its hot paths during the first seconds.
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers: { cookie: finance } });
  await measure(LIST_FIGURE, url, finance);
  console.log(
    `${''.padEnd(34)} (${probe.total.toLocaleString('en')} invoices, 50 a page, newest first; ` +
      `totals of ${probe.totals?.map((t) => `${t.count.toLocaleString('en')} in ${t.currency}`).join(', ')})`,
  );
}

/** One draft of the month, timed, checked, then deleted (untimed). */
async function draftOnce(base, finance, ids) {
  const started = performance.now();
  const response = await fetch(`${base}/api/invoices/from-time`, {
    method: 'POST',
    headers: { cookie: finance, 'content-type': 'application/json' },
    body: JSON.stringify({
      contractId: ids.contractId,
      ...MONTH,
      clientContactId: ids.clientId,
      taxRate: 1900,
    }),
  });
  const draft = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 201)
    throw new Error(`${FROM_TIME_FIGURE}: ${response.status} ${JSON.stringify(draft)}`);
  const deleted = await fetch(`${base}/api/invoices/${draft.id}?version=${draft.version}`, {
    method: 'DELETE',
    headers: { cookie: finance },
  });
  if (!deleted.ok)
    throw new Error(`${FROM_TIME_FIGURE}: deleting the draft answered ${deleted.status}`);
  const minutes = draft.lines.reduce((sum, line) => sum + line.quantity, 0);
  return { ms, lines: draft.lines.length, minutes, gross: draft.totals.gross };
}

async function measureFromTime(base, finance, ids) {
  const times = [];
  let first;
  for (let n = 0; n < WARM_UP + RUNS; n += 1) {
    const run = await draftOnce(base, finance, ids);
    first ??= run;
    // Every run drafts the same time: the deleted draft released it.
    if (run.lines !== RESOURCES || run.minutes !== first.minutes || run.gross !== first.gross) {
      fail(
        `${FROM_TIME_FIGURE}: run ${n + 1} drafted ${run.lines} lines, ${run.minutes} minutes (expected ${RESOURCES}, ${first.minutes})`,
      );
      return;
    }
    if (n >= WARM_UP) times.push(run.ms);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const budget = BUDGETS.invoices?.fromTimeP95Ms;
  const judged = verdict(`${FROM_TIME_FIGURE} p95`, p95, budget, 'ms', FROM_TIME_FIGURE);
  console.log(
    `${FROM_TIME_FIGURE.padEnd(34)} p50 ${p50.toFixed(0).padStart(4)} ms   p95 ${p95.toFixed(0).padStart(4)} ms   max ${times.at(-1).toFixed(0)} ms   ${judged}`,
  );
  console.log(
    `${''.padEnd(34)} (${RUNS} drafts one at a time after ${WARM_UP} unmeasured, each deleted before the next; ` +
      `${first.lines} lines, ${(first.minutes / 60).toLocaleString('en')} h, gross ${(first.gross / 100).toLocaleString('en')} EUR)`,
  );
  recordFigure(
    FROM_TIME_FIGURE,
    `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (1 conn, ${RUNS} runs)`,
    budget === undefined ? '' : `p95 <= ${budget} ms`,
  );
}

/** "INV-2026-0042" -> { number, prefix: "INV-2026-", n: 42 }. */
const numberParts = (number) => {
  const match = /^(.*-)(\d+)$/.exec(String(number));
  return match ? { number, prefix: match[1], n: Number(match[2]) } : null;
};

async function measureConcurrentIssues(base, finance, ids) {
  const count = BUDGETS.invoices?.concurrentIssues ?? 20;
  const drafts = [];
  for (let n = 0; n < count; n += 1)
    drafts.push(
      await callJson(base, finance, 'POST', '/api/invoices', {
        projectId: ids.projectId,
        clientContactId: ids.clientId,
        lines: [
          {
            description: `Bench issue ${n + 1}`,
            unitKind: 'units',
            quantity: 1,
            unitPrice: 10_000 + n,
            taxRate: 1900,
          },
        ],
      }),
    );
  const started = performance.now();
  const answers = await Promise.all(
    drafts.map(async (draft) => {
      const response = await fetch(`${base}/api/invoices/${draft.id}/issue`, {
        method: 'POST',
        headers: { cookie: finance, 'content-type': 'application/json' },
        body: JSON.stringify({ version: draft.version }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    }),
  );
  const ms = performance.now() - started;
  const errors = answers.filter((a) => a.status !== 200);
  const numbers = answers
    .filter((a) => a.status === 200)
    .map((a) => numberParts(a.body?.number))
    .filter(Boolean)
    .sort((a, b) => a.n - b.n);
  const distinct = new Set(numbers.map((p) => `${p.prefix}${p.n}`)).size;
  const consecutive =
    numbers.length === count &&
    numbers.every((p, i) => p.prefix === numbers[0].prefix && p.n === numbers[0].n + i);
  const faults = errors.length + (count - distinct) + (consecutive ? 0 : 1);
  const range = numbers.length > 0 ? `${numbers[0].number} to ${numbers.at(-1).number}` : 'none';
  const judged = verdict(`${ISSUE_FIGURE} faults`, faults, 0, 'faults', ISSUE_FIGURE);
  console.log(
    `${`${count} ${ISSUE_FIGURE}`.padEnd(34)} ${count - errors.length} issued in ${ms.toFixed(0)} ms, ` +
      `${distinct} distinct numbers (${range}), ${consecutive ? 'consecutive' : 'NOT consecutive'}, ` +
      `${errors.length} errors${errors.length ? ` (${[...new Set(errors.map((e) => e.status))].join(', ')}: ${JSON.stringify(errors[0].body).slice(0, 160)})` : ''}   ${judged}`,
  );
  recordFigure(
    ISSUE_FIGURE,
    `${distinct} distinct, ${consecutive ? 'consecutive' : 'not consecutive'}, ${errors.length} errors`,
    `${count} at once: consecutive, 0 errors`,
  );
}

export async function measureInvoices(base) {
  console.log(
    `\nInvoices (100,000 invoices; a contract of 20,000 billable entries; ${bench.database}):`,
  );
  const admin = await signIn(base, 'admin@example.com');
  const finance = await signIn(base, 'finance@example.com');
  const ids = await benchIds(base, admin);
  // The list first: over the data set as generated (the issues below add 20).
  await measureList(base, finance);
  await measureFromTime(base, finance, ids);
  await measureConcurrentIssues(base, finance, ids);
}
