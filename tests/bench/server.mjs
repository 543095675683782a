// The measured server's life in the bench: its data set generated (SQLite
// files in a temporary directory, or a PostgreSQL database dropped and
// created), the built server started on it and stopped, and signing in.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, freePort, run } from '../../scripts/lib/run.mjs';
import { processTreeCpuMs } from './cpu.mjs';
import { bench } from './measure.mjs';

/** What run.mjs's options say of the server: the checkout whose build runs, its workers, a CPU profile. */
export const serverSettings = { root: ROOT, workers: undefined, cpuProfDir: undefined, port: 0 };

export const bin = (tool) => join(ROOT, 'node_modules/.bin', tool);

/** Drops and creates the benchmark's PostgreSQL database (through the server's `postgres` database). */
async function recreatePostgres(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function waitHealthy(server, port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become healthy within 60 s');
}

/** A quiet second: the server's processes used less CPU than this in it (idle workers use about none). */
const QUIET_CPU_MS = 20;
/**
 * The same with `--cpu-prof`: V8's sampling profiler costs each idle process
 * about 30 ms of CPU a second, so the tree of three never fell under
 * QUIET_CPU_MS and every profiled run waited the whole QUIET_TIMEOUT_MS.
 */
const PROFILED_QUIET_CPU_MS = 200;
const QUIET_TIMEOUT_MS = 600_000;

/**
 * Waits until the server's start-up work has finished (issue 29: figures are
 * measured after it): healthy is when the first worker listens, while the
 * others may still be loading and the scheduled jobs (housekeeping, the
 * finance figures' refresh) run their first round. Quiet is two seconds in a
 * row in which the server's whole process tree used under `quietCpuMs` of
 * CPU; after QUIET_TIMEOUT_MS the bench goes on and says so.
 */
async function waitQuiet(pid, quietCpuMs) {
  const started = Date.now();
  let quietSeconds = 0;
  let before = processTreeCpuMs(pid);
  if (!Number.isFinite(before)) return;
  while (quietSeconds < 2) {
    if (Date.now() - started > QUIET_TIMEOUT_MS) {
      console.log(
        `(the server was still busy after ${QUIET_TIMEOUT_MS / 1000} s: measuring anyway)`,
      );
      return;
    }
    await new Promise((done) => setTimeout(done, 1000));
    const now = processTreeCpuMs(pid);
    quietSeconds = now - before < quietCpuMs ? quietSeconds + 1 : 0;
    before = now;
  }
  console.log(
    `(the server's start-up work finished: quiet after ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/**
 * Generates a data set (tests/bench/generate.ts with `flags`) on `databaseUrl`
 * (null: SQLite in a temporary directory), starts the built server on it
 * (with `env` added to its environment) and runs `work(base, control)` once
 * its start-up work has finished; then stops the server and removes the
 * directory. `bench.serverPid` is the server's while `work` runs.
 * With `killable`, `control.killAndRestart()` kills the server's whole process tree at once
 * (SIGKILL: no graceful stop, as a crash or a power cut) and starts it again
 * on the same data and port (the connected part's "0 lost" figure).
 */
export async function withServer({ databaseUrl, flags, label, env = {}, killable = false }, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'keel-bench-'));
  let server;
  try {
    console.log(`\nGenerating the ${label} in ${databaseUrl ?? dataDir}...`);
    const started = Date.now();
    if (databaseUrl) await recreatePostgres(databaseUrl);
    const args = [
      'tests/bench/generate.ts',
      dataDir,
      ...(databaseUrl ? [databaseUrl] : []),
      ...flags,
    ];
    if ((await run(bin('tsx'), args)) !== 0) throw new Error(`generating the ${label} failed`);
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    // --port=N: a port of one's own on a shared machine (default: any free port).
    const port = serverSettings.port || (await freePort());
    const { root, workers, cpuProfDir } = serverSettings;
    const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
    const start = async () => {
      server = spawn(process.execPath, [...nodeArgs, join(root, 'packages/api/dist/main.js')], {
        cwd: root,
        // Request logs at info level would measure the terminal, not the server.
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          LOG_LEVEL: 'warn',
          WEB_CONCURRENCY: workers ?? process.env.WEB_CONCURRENCY ?? '',
          // The demo workspace is seeded only when asked for.
          SEED_DEMO: databaseUrl ? (process.env.SEED_DEMO ?? '') : '1',
          STATIC_DIR: join(root, 'packages/app/dist'),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        // Its own process group, so killAndRestart reaches the cluster's workers too (otherwise
        // in the bench's group, so a Ctrl-C stops it with the bench).
        detached: killable,
      });
      await waitHealthy(server, port);
      await waitQuiet(server.pid, cpuProfDir ? PROFILED_QUIET_CPU_MS : QUIET_CPU_MS);
      bench.serverPid = server.pid;
    };
    await start();
    if (databaseUrl) {
      bench.databaseClient = new pg.Client({ connectionString: databaseUrl });
      await bench.databaseClient.connect();
    }
    const control = {
      async killAndRestart() {
        if (!killable) throw new Error('killAndRestart needs withServer({ killable: true })');
        const exited = new Promise((done) => server.once('exit', done));
        process.kill(-server.pid, 'SIGKILL');
        await exited;
        // The workers of a cluster leave with their group; wait until the port is free.
        await new Promise((done) => setTimeout(done, 500));
        await start();
      },
    };
    return await work(`http://127.0.0.1:${port}`, control);
  } finally {
    bench.serverPid = null;
    await bench.databaseClient?.end();
    bench.databaseClient = null;
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (!response.ok)
    throw new Error(`signing in as ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A JSON call; throws unless it answers 2xx. */
export async function callJson(base, cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status} ${await response.text()}`);
  return response.json();
}

/** The ids of the bench projects the parts measure (BP-00001, the board's, and so on), by code. */
export async function benchProjectIds(base, cookie) {
  const options = await callJson(base, cookie, 'GET', '/api/tasks/query/options');
  const projects = options.find((d) => d.name === 'project')?.items ?? [];
  return (code) => {
    const id = projects.find((p) => String(p.title).startsWith(code))?.value;
    if (id === undefined) throw new Error(`bench project ${code} not found`);
    return id;
  };
}
