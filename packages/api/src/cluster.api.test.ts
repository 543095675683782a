import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-workspace';

/**
 * The built server (`dist/main.js`, built here when missing or older than
 * the sources) with WEB_CONCURRENCY=2, as real processes over real HTTP: two
 * workers answer, the scheduled jobs run in one of them, the primary sends
 * the webhook deliveries their commits queue, a killed worker is
 * replaced while requests keep succeeding, and the writes it acknowledged
 * are still there. On SQLite and, in the postgres project, on PostgreSQL.
 */

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(API, 'dist/main.js');

/** The newest modification time of the sources under `dir` (ms; tests aside, the build leaves them out). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else if (!/\.test\.ts$/.test(entry.name)) latest = Math.max(latest, fs.statSync(full).mtimeMs);
  }
  return latest;
}

function buildWhenStale(): void {
  const built = fs.existsSync(ENTRY) ? fs.statSync(ENTRY).mtimeMs : 0;
  if (built < newest(path.join(API, 'src')))
    execFileSync(process.execPath, ['build.mjs'], { cwd: API });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Answer {
  status: number;
  body: string;
  cookie: string;
}

/** One request on a new connection (no keep-alive: each may reach another worker). */
function send(
  port: number,
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            cookie: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface LogLine {
  pid: number;
  msg?: string;
  /** The lease of a "running the scheduled jobs" line (`scheduled-jobs`, `webhook-deliveries`). */
  job?: string;
  req?: { url?: string };
}

/** The running server: its processes' JSON log lines as they come. */
interface Cluster {
  child: ChildProcess;
  port: number;
  lines: LogLine[];
  text: string[];
  until(what: string, test: () => boolean, timeoutMs?: number): Promise<void>;
}

async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: API,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'info',
      PASSWORD_HASH_COST: '10',
      // The test's webhook receiver listens on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEB_CONCURRENCY: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const text: string[] = [];
  let rest = '';
  const read = (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      text.push(part);
      if (part.startsWith('{')) lines.push(JSON.parse(part) as LogLine);
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const until = async (what: string, test: () => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`waiting for ${what}; the server said:\n${text.slice(-30).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await until(
    'the start',
    () => text.some((line) => line.startsWith('Keel is running at')),
    60_000,
  );
  return { child, port, lines, text, until };
}

const pidsOf = (lines: LogLine[], msg: string, job?: string) =>
  lines
    .filter((line) => line.msg === msg && (job === undefined || line.job === job))
    .map((line) => line.pid);
const answeredBy = (lines: LogLine[], from = 0) =>
  new Set(
    lines
      .slice(from)
      .filter((line) => line.req)
      .map((line) => line.pid),
  );
const SERVING = 'worker process serving';
const RUNNING = 'running the scheduled jobs in this process';
/** The lease holders: the scheduled jobs run in a worker, the webhook deliveries in the primary. */
const jobPids = (lines: LogLine[]) => pidsOf(lines, RUNNING, 'scheduled-jobs');
const webhookPids = (lines: LogLine[]) => pidsOf(lines, RUNNING, 'webhook-deliveries');

const postgres =
  process.env.KEEL_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
let dataDir: string;
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | null = null;

beforeAll(async () => {
  buildWhenStale();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-cluster-'));
  if (postgres) {
    const name = `keel_cluster_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: postgres, pool: { min: 0, max: 1 } });
    await admin.raw('CREATE DATABASE ??', [name]);
    const url = new URL(postgres);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    };
  }
}, 120_000);
afterAll(async () => {
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2: the built server as a primary and two workers', () => {
  it('answers from two workers, runs the jobs in one, and replaces a killed worker losing no write', async () => {
    const cluster = await startCluster({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const { port, lines, until } = cluster;
    try {
      await until('two workers', () => pidsOf(lines, SERVING).length === 2);
      const workers = pidsOf(lines, SERVING);
      await until('the scheduled jobs', () => jobPids(lines).length === 1);
      // The webhook deliveries are sent by the primary, which serves no request.
      await until('the webhook sender', () => webhookPids(lines).length === 1);
      expect(webhookPids(lines)).toEqual([cluster.child.pid]);
      expect(workers).not.toContain(cluster.child.pid);

      const login = await send(port, 'POST', '/api/auth/login', {
        body: { email: DEMO_ACCOUNTS.pm.email, password: DEMO_PASSWORD },
      });
      expect(login.status, login.body).toBe(200);
      const cookie = login.cookie;
      // Writes on new connections, so both workers acknowledge some.
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const created = await send(port, 'POST', '/api/contacts', {
          cookie,
          body: { name: `Cluster contact ${i}` },
        });
        expect(created.status, created.body).toBe(201);
        ids.push((JSON.parse(created.body) as { id: number }).id);
      }
      for (let i = 0; i < 6; i += 1)
        expect((await send(port, 'GET', '/api/health')).status).toBe(200);
      await until('requests logged by both workers', () => answeredBy(lines).size === 2);
      expect([...answeredBy(lines)].sort()).toEqual([...workers].sort());

      // A ping queued by a worker's commit is sent by the primary, told of it by the worker.
      const received: string[] = [];
      const receiver = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          received.push(body);
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
      try {
        const admin = await send(port, 'POST', '/api/auth/login', {
          body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD },
        });
        const hook = await send(port, 'POST', '/api/webhooks', {
          cookie: admin.cookie,
          body: {
            url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
            events: ['project.created'],
            active: true,
          },
        });
        expect(hook.status, hook.body).toBe(201);
        const { id } = JSON.parse(hook.body) as { id: number };
        const ping = await send(port, 'POST', `/api/webhooks/${id}/ping`, { cookie: admin.cookie });
        expect(ping.status, ping.body).toBe(201);
        await until('the ping received', () => received.length === 1, 10_000);
        expect(JSON.parse(received[0] as string)).toMatchObject({ type: 'ping', data: { id } });
      } finally {
        await new Promise((done) => receiver.close(done));
      }

      // Only one worker runs the scheduled jobs; kill it.
      const [holder] = jobPids(lines) as [number];
      expect(workers).toContain(holder);
      const survivor = workers.find((pid) => pid !== holder) as number;
      process.kill(holder, 'SIGKILL');
      await until('the exit noticed', () =>
        lines.some((line) => line.msg === 'a worker process exited unexpectedly; starting another'),
      );
      // Requests keep succeeding while the worker is replaced.
      const statuses: number[] = [];
      const from = lines.length;
      await until(
        'a replacement worker',
        () => {
          void send(port, 'GET', '/api/health').then(
            (answer) => statuses.push(answer.status),
            () => statuses.push(0),
          );
          return pidsOf(lines.slice(from), SERVING).length === 1;
        },
        30_000,
      );
      const [replacement] = pidsOf(lines.slice(from), SERVING) as [number];
      expect(workers).not.toContain(replacement);
      // The jobs are taken over, by one worker only.
      await until('the jobs taken over', () => jobPids(lines).length === 2, 30_000);
      expect(jobPids(lines).filter((pid) => pid !== holder)).toHaveLength(1);
      expect([survivor, replacement]).toContain(jobPids(lines)[1]);

      const afterKill = lines.length;
      const read = await send(port, 'GET', '/api/contacts?search=cluster%20contact', { cookie });
      expect(read.status, read.body).toBe(200);
      const found = (JSON.parse(read.body) as { items: Array<{ id: number }> }).items;
      expect(found.map((contact) => contact.id).sort((a, b) => a - b)).toEqual(ids);
      for (let i = 0; i < 6; i += 1) statuses.push((await send(port, 'GET', '/api/health')).status);
      expect(statuses.length).toBeGreaterThan(6);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      await until('requests logged by the new pair', () => answeredBy(lines, afterKill).size === 2);
      expect([...answeredBy(lines, afterKill)].sort()).toEqual([survivor, replacement].sort());
    } finally {
      cluster.child.kill('SIGTERM');
      await new Promise((resolve) => cluster.child.once('exit', resolve));
    }
    expect(cluster.child.exitCode).toBe(0);
    // Every worker stopped with the primary.
    for (const pid of new Set(pidsOf(lines, SERVING))) expect(() => process.kill(pid, 0)).toThrow();
  }, 150_000);
});
