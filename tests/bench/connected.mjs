// The bench's connected part (issue 33), on a server of its own (the base
// data set; personal API tokens unthrottled with API_TOKEN_RATE_LIMIT, and
// webhooks allowed to a receiver on this machine with WEBHOOK_ALLOW_PRIVATE=1):
// - a bearer-token request against a cookie session: `GET /api/users/current`
//   at 10 connections, as the admin, three rounds each taken in turn
//   (cookie, token, cookie, token...) so a drift of the machine touches both
//   alike; the token's p99 summed over its rounds within 10 % of the
//   cookie's, and each one's CPU a request printed beside it;
// - webhooks: 10 webhooks on `task.created`, each to its own path of a
//   receiver in this process that checks every delivery's `Keel-Signature`
//   and answers 204; 1,000 tasks created as the admin (`POST /api/tasks`, 10
//   at a time) make 10,000 deliveries. From commit to receipt is measured
//   from the moment the creating request was sent (the write commits before
//   its answer, so this is an upper bound), p99 over all 10,000, and every
//   one must arrive; then 500 more paced at 100 a second, for information;
// - then 1,000 more, the server's whole process tree killed (SIGKILL) once
//   500 were answered, started again on the same data, and the rest created:
//   every task whose create was answered 201 must reach all 10 webhooks (0
//   lost); the receiver counts each event id at least once, and the report
//   says how many arrived twice and how many came from creates whose answer
//   the kill cut off (committed, unanswered: delivered all the same).
// Called by run.mjs (`--only=connected`).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import {
  BUDGETS,
  CONNECTIONS,
  bench,
  fail,
  measure,
  ratioVerdict,
  recordFigure,
  verdict,
} from './measure.mjs';
import { callJson, signIn, withServer } from './server.mjs';

export const TOKEN_FIGURE = 'bearer token against cookie (users/current)';
export const DELIVERY_FIGURE = 'webhooks: commit to receipt (1,000 events x 10)';
export const PACED_FIGURE = 'webhooks: at 100 events a second (500 x 10)';
export const KILL_FIGURE = 'webhooks: lost across a kill (1,000 events x 10)';
const WEBHOOKS = 10;
const EVENTS = 1000;
const CREATES_AT_ONCE = 10;
const ROUNDS = 3;
/** How long the receiver waits for the last deliveries before it counts the missing. */
const DELIVERY_DEADLINE_MS = 180_000;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** A Keel-Signature header (`t=<unix>, v1=<hex>`) checked against the body with the webhook's secret. */
function signatureValid(header, body, secret) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=')),
  );
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The receiver: `/hook/<n>` is webhook n. Keeps, per webhook, the first
 * receipt time of every event id and its task id, and counts repeats and
 * bad signatures.
 */
async function startReceiver() {
  const secrets = new Map();
  const received = Array.from({ length: WEBHOOKS }, () => new Map());
  const counts = { repeats: 0, badSignatures: 0, other: 0 };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const hook = Number(/^\/hook\/(\d+)$/.exec(req.url ?? '')?.[1]);
      const secret = secrets.get(hook);
      if (secret === undefined || !signatureValid(req.headers['keel-signature'], body, secret)) {
        counts.badSignatures += 1;
        res.writeHead(401).end();
        return;
      }
      const event = JSON.parse(body);
      if (event.type !== 'task.created') counts.other += 1;
      else if (received[hook].has(event.id)) counts.repeats += 1;
      else received[hook].set(event.id, { at, taskId: event.data.id });
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: (hook) => `http://127.0.0.1:${server.address().port}/hook/${hook}`,
    secrets,
    received,
    counts,
    /** The task ids webhook `hook` has received. */
    taskIds: (hook) => new Set([...received[hook].values()].map((r) => r.taskId)),
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * Creates `count` tasks on the project, `CREATES_AT_ONCE` at a time; each
 * answered one as {taskId, sentAt}; with `perSecond`, paced to that rate.
 * Creates that fail (the server gone) are counted, not retried.
 */
async function createTasks(base, cookie, projectId, count, label, perSecond = null) {
  const answered = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const one = async () => {
    while (next < count) {
      const index = next++;
      // Paced: the create `index` goes out no sooner than index / perSecond seconds in.
      const due = perSecond ? started + (index * 1000) / perSecond : 0;
      if (due > performance.now())
        await new Promise((done) => setTimeout(done, due - performance.now()));
      const sentAt = performance.now();
      try {
        const response = await fetch(`${base}/api/tasks`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ projectId, name: `Webhook bench ${label} ${index + 1}` }),
        });
        const task = await response.json();
        if (response.status !== 201) throw new Error(`${response.status}`);
        answered.push({ taskId: task.id, sentAt });
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CREATES_AT_ONCE }, one));
  return { answered, failed, seconds: (performance.now() - started) / 1000 };
}

/** Waits until every webhook has every task of `taskIds`, or the deadline; answers the missing count. */
async function awaitDeliveries(receiver, taskIds) {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  const missing = () => {
    let total = 0;
    for (let hook = 0; hook < WEBHOOKS; hook++) {
      const got = receiver.taskIds(hook);
      for (const id of taskIds) if (!got.has(id)) total += 1;
    }
    return total;
  };
  while (missing() > 0 && Date.now() < deadline) await new Promise((d) => setTimeout(d, 200));
  return missing();
}

/** Cookie and bearer in turn on users/current; the ratio of their summed p99s. */
async function measureToken(base, admin) {
  const created = await callJson(base, admin, 'POST', '/api/users/current/tokens', {
    name: 'bench',
    scopes: ['read'],
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const url = `${base}/api/users/current`;
  const bearer = { authorization: `Bearer ${created.token}` };
  // Warm-up (unmeasured), both ways: a freshly started server compiles its hot paths in its first seconds.
  for (const headers of [{ cookie: admin }, bearer])
    await autocannon({ url, connections: CONNECTIONS, duration: 3, headers });
  const p99 = { cookie: 0, token: 0 };
  const cpu = { cookie: 0, token: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const byCookie = await measure('users/current (cookie)', url, admin);
    const byToken = await measure('users/current (bearer token)', url, bearer);
    p99.cookie += byCookie.latency.p99;
    p99.token += byToken.latency.p99;
    cpu.cookie += byCookie.cpuMsPerRequest / ROUNDS;
    cpu.token += byToken.cpuMsPerRequest / ROUNDS;
  }
  const ratio = p99.token / p99.cookie;
  const judged = ratioVerdict(
    `${TOKEN_FIGURE} p99 ratio`,
    ratio,
    BUDGETS.connected?.bearerP99Ratio,
    TOKEN_FIGURE,
  );
  console.log(
    `${TOKEN_FIGURE}: p99 summed over ${ROUNDS} rounds ${p99.token} ms (token) against ${p99.cookie} ms (cookie) = ${ratio.toFixed(2)}x; ` +
      `CPU a request ${cpu.token.toFixed(2)} ms against ${cpu.cookie.toFixed(2)} ms. ${judged}`,
  );
  recordFigure(
    TOKEN_FIGURE,
    `${ratio.toFixed(2)}x (p99 ${p99.token} / ${p99.cookie} ms; CPU ${cpu.token.toFixed(2)} / ${cpu.cookie.toFixed(2)} ms)`,
    `p99 <= ${BUDGETS.connected?.bearerP99Ratio}x`,
  );
}

async function addWebhooks(base, admin, receiver) {
  for (let hook = 0; hook < WEBHOOKS; hook++) {
    const created = await callJson(base, admin, 'POST', '/api/webhooks', {
      url: receiver.url(hook),
      events: ['task.created'],
      active: true,
    });
    receiver.secrets.set(hook, created.secret);
  }
}

/** From each create's sending to each webhook's first receipt of its event, sorted. */
function deliveryLatencies(receiver, answered) {
  const sentAt = new Map(answered.map((a) => [a.taskId, a.sentAt]));
  const latencies = [];
  for (const hook of receiver.received)
    for (const { at, taskId } of hook.values())
      if (sentAt.has(taskId)) latencies.push(at - sentAt.get(taskId));
  return latencies.sort((a, b) => a - b);
}

const latencyText = (latencies) =>
  `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, worst ${latencies.at(-1)?.toFixed(0)} ms`;

/**
 * The burst (the budget): 1,000 creates as fast as 10 connections go. Then,
 * for information, 500 more paced at 100 a second (1,000 deliveries a
 * second): the latency when the deliveries are not queued behind a burst
 * that already takes both cores.
 */
async function measureDelivery(base, admin, projectId, receiver) {
  const burst = await createTasks(base, admin, projectId, EVENTS, 'burst');
  const { answered, failed } = burst;
  if (failed > 0) fail(`${DELIVERY_FIGURE}: ${failed} creates failed`);
  const missing = await awaitDeliveries(
    receiver,
    answered.map((a) => a.taskId),
  );
  const latencies = deliveryLatencies(receiver, answered);
  const p99 = percentile(latencies, 0.99);
  const judged = [
    verdict(`${DELIVERY_FIGURE} p99`, p99, BUDGETS.connected?.webhookP99Ms, 'ms', DELIVERY_FIGURE),
    verdict(`${DELIVERY_FIGURE} missing`, missing, 0, 'missing', DELIVERY_FIGURE),
  ];
  console.log(
    `${DELIVERY_FIGURE}: the ${answered.length} creates took ${burst.seconds.toFixed(1)} s; ` +
      `${latencies.length.toLocaleString('en')} received of ${(answered.length * WEBHOOKS).toLocaleString('en')}, ` +
      `${latencyText(latencies)}; ${missing} missing; ${judged.join('; ')}`,
  );
  recordFigure(
    DELIVERY_FIGURE,
    `p99 ${p99.toFixed(0)} ms, ${missing} missing`,
    `p99 < ${BUDGETS.connected?.webhookP99Ms} ms, 0 missing`,
  );
  const paced = await createTasks(base, admin, projectId, EVENTS / 2, 'paced', 100);
  const pacedMissing = await awaitDeliveries(
    receiver,
    paced.answered.map((a) => a.taskId),
  );
  const pacedLatencies = deliveryLatencies(receiver, paced.answered);
  console.log(
    `${PACED_FIGURE}: ${latencyText(pacedLatencies)}; ${pacedMissing} missing (for information)`,
  );
  recordFigure(
    PACED_FIGURE,
    `p99 ${percentile(pacedLatencies, 0.99).toFixed(0)} ms, ${pacedMissing} missing`,
    '(information)',
  );
}

async function measureKill(base, projectId, receiver, control) {
  let admin = await signIn(base, 'admin@example.com');
  let killed = false;
  const before = receiver.counts.repeats;
  const first = await createTasks(base, admin, projectId, EVENTS / 2, 'kill');
  // Half answered: kill in the middle of the deliveries they queued, then the rest after the restart.
  console.log('(killing the server mid-burst: SIGKILL to its process tree, then a restart)');
  const inFlight = createTasks(base, admin, projectId, CREATES_AT_ONCE * 5, 'in flight');
  await new Promise((done) => setTimeout(done, 20));
  await control.killAndRestart();
  killed = true;
  const cut = await inFlight;
  admin = await signIn(base, 'admin@example.com');
  const rest = await createTasks(
    base,
    admin,
    projectId,
    EVENTS - first.answered.length - cut.answered.length,
    'after the restart',
  );
  const acknowledged = [...first.answered, ...cut.answered, ...rest.answered].map((a) => a.taskId);
  const lost = await awaitDeliveries(receiver, acknowledged);
  const acknowledgedSet = new Set(acknowledged);
  const unanswered = new Set();
  for (let hook = 0; hook < WEBHOOKS; hook++)
    for (const id of receiver.taskIds(hook))
      if (!acknowledgedSet.has(id) && id > Math.min(...acknowledged)) unanswered.add(id);
  const repeats = receiver.counts.repeats - before;
  const judged = verdict(
    `${KILL_FIGURE} lost`,
    lost,
    BUDGETS.connected?.webhookLost,
    'lost',
    KILL_FIGURE,
  );
  console.log(
    `${KILL_FIGURE}: killed ${killed ? 'once' : 'never'}; ${acknowledged.length} creates answered 201 ` +
      `(${cut.failed} cut off by the kill), ${lost} deliveries of them lost, ${repeats} arrived twice, ` +
      `${unanswered.size} events of creates whose answer the kill cut off delivered all the same; ` +
      `${receiver.counts.badSignatures} bad signatures. ${judged}`,
  );
  if (receiver.counts.badSignatures > 0) fail(`${KILL_FIGURE}: bad signatures`);
  recordFigure(KILL_FIGURE, `${lost} lost, ${repeats} twice`, `0 lost`);
}

/** The connected part on a server of its own (its environment differs from the others'). */
export async function measureConnected(databaseUrl) {
  await withServer(
    {
      databaseUrl,
      flags: [],
      label: `data set for the connected part (${bench.database})`,
      env: { API_TOKEN_RATE_LIMIT: '100000000', WEBHOOK_ALLOW_PRIVATE: '1' },
      killable: true,
    },
    async (base, control) => {
      console.log(`\nConnected (issue 33; ${bench.database}):`);
      const admin = await signIn(base, 'admin@example.com');
      await measureToken(base, admin);
      const projects = await callJson(base, admin, 'POST', '/api/projects/query?search=KEEL-001', {
        page: 1,
        pageSize: 1,
      });
      const projectId = projects.items?.[0]?.id;
      if (!projectId) throw new Error('connected: the demo project KEEL-001 was not found');
      const receiver = await startReceiver();
      try {
        await addWebhooks(base, admin, receiver);
        await measureDelivery(base, admin, projectId, receiver);
        await measureKill(base, projectId, receiver, control);
      } finally {
        await receiver.close();
      }
    },
  );
}
