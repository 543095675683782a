import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { createDatabase } from './db/database';
import { processName, releaseLeasesOf } from './db/job-lease';
import type { Logger } from './logger';
import { nudgeWebhookWorker, WEBHOOKS_QUEUED_MESSAGE } from './modules/webhooks';
import {
  prepareToServe,
  sendWebhooksWhileLeased,
  serve,
  serverUrl,
  type DemoSeeder,
} from './server';
import { registerSubscriptions } from './subscriptions';

/**
 * Several worker processes serving one database (WEB_CONCURRENCY > 1,
 * README.md § Worker processes), with `node:cluster`:
 *
 * - the primary prepares the database once (migrations, reference data, the
 *   demo seed, the first administrator, the attachment sweep), then forks the
 *   workers and serves no request itself; the workers share the listening
 *   port (the primary hands each connection to a worker in turn);
 * - a worker that exits unexpectedly (an error, a signal it did not
 *   survive: not a graceful stop, which leaves with code 0) is replaced: at once the first time,
 *   then after a doubling pause (up to `MAX_RESTART_DELAY_MS`) while workers
 *   keep dying within `CRASH_WINDOW_MS` of each other, so a crash loop does
 *   not spin. A worker that dies before any has listened (a port in use, a
 *   bad database URL) stops the start instead;
 * - the scheduled jobs run in the one worker holding their lease
 *   (`db/job-lease.ts`), the webhook deliveries in the primary holding
 *   theirs (nudged by a worker's message after a commit that queued some);
 *   the primary gives a dead worker's leases back, so
 *   another worker takes the jobs over within a renewal (10 s) rather than
 *   when the lease runs out (30 s);
 * - SIGTERM or SIGINT stops the workers gracefully (each finishes its open
 *   requests and gives its leases back), then the primary. A worker whose
 *   primary is gone stops too.
 *
 * What a worker keeps in memory stays correct across processes: the SQLite
 * memories (sessions, list counts, portfolio aggregates) are kept until the
 * database changes, which `PRAGMA data_version` tells of commits by any
 * process (`databaseStamp`); PostgreSQL keeps none of them.
 */

export const CRASH_WINDOW_MS = 60_000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** How long a graceful stop may take before the primary leaves regardless. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The pause before replacing a worker, given when the recent exits were
 * (this one included): none for the first within the window, then 1 s, 2 s,
 * 4 s... up to `MAX_RESTART_DELAY_MS`.
 */
export function restartDelayMs(recentExits: number): number {
  if (recentExits <= 1) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (recentExits - 2));
}

/** The primary: prepares the database, forks and supervises `config.webConcurrency` workers. */
export async function runPrimary(
  config: Config,
  logger: Logger,
  seedDemo: DemoSeeder | undefined,
  announce: (url: string, demoPresent: boolean) => void,
): Promise<void> {
  const { knex, demoPresent } = await prepareToServe(config, logger, seedDemo);
  const workers = new Set<Worker>();
  const exits: number[] = [];
  let listening = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    if (!stopping) workers.add(cluster.fork());
  };
  // The webhook deliveries are sent from here, beside the workers rather than
  // between their requests; a worker tells of a commit that queued some.
  const webhooks = await sendWebhooksWhileLeased(config, logger, knex);
  cluster.on('message', (_worker, message) => {
    if (message === WEBHOOKS_QUEUED_MESSAGE) nudgeWebhookWorker();
  });
  const finish = () => {
    void webhooks
      .stop()
      .then(() => knex.destroy())
      .finally(() => process.exit(exitCode));
  };
  const stop = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ signal, workers: workers.size }, 'shutting down the workers');
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    if (workers.size === 0) finish();
    for (const worker of workers) worker.process.kill('SIGTERM');
  };

  cluster.on('listening', (_worker, address) => {
    if (listening) return;
    listening = true;
    announce(serverUrl(config.host, address.port), demoPresent);
  });
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    const pid = worker.process.pid ?? 0;
    if (!stopping && code === 0 && workers.size === 0) {
      // Every worker was stopped, not by the primary (a service manager's
      // SIGTERM to the whole process group, or Ctrl+C): the primary stops too.
      stop('the workers stopped');
      return;
    }
    if (stopping) {
      if (workers.size === 0) finish();
      return;
    }
    if (code === 0) {
      // Stopped gracefully on its own signal: asked for, not a crash.
      logger.info({ workerPid: pid }, 'a worker process stopped; not replacing it');
      return;
    }
    void releaseLeasesOf(knex, processName(pid)).catch((error: unknown) =>
      logger.warn({ err: error, workerPid: pid }, "could not give a dead worker's job leases back"),
    );
    if (!listening) {
      logger.error({ workerPid: pid, code, signal }, 'a worker process could not start; stopping');
      stop('a worker could not start', 1);
      return;
    }
    const now = Date.now();
    exits.push(now);
    while (exits.length > 0 && (exits[0] as number) < now - CRASH_WINDOW_MS) exits.shift();
    const delay = restartDelayMs(exits.length);
    logger.error(
      { workerPid: pid, code, signal, restartInMs: delay },
      'a worker process exited unexpectedly; starting another',
    );
    // Not unref'd: with every worker dead, this timer keeps the primary alive.
    setTimeout(fork, delay);
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  logger.info({ workers: config.webConcurrency }, 'starting the worker processes');
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}

/** A worker: serves the prepared database until told to stop. */
export async function runWorker(config: Config, logger: Logger): Promise<void> {
  registerSubscriptions();
  const running = await serve(config, logger, createDatabase(config), { sendsWebhooks: false });
  logger.info({ worker: cluster.worker?.id }, 'worker process serving');
  stopOnSignals(logger, running);
  // The primary is gone (killed): no one would replace or stop this worker.
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

/**
 * Stops gracefully on SIGINT or SIGTERM: open requests get a moment
 * (`running.close()`: the server closes, the scheduled jobs stop and give
 * their lease back, the database closes), then the process leaves regardless.
 */
export function stopOnSignals(
  logger: Logger,
  running: { close(): Promise<void>; server: { closeIdleConnections?: () => void } },
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.server.closeIdleConnections?.();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
