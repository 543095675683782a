import { registerSubscriptions } from './subscriptions';
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Db } from './lib/db';
import { createApp } from './app';
import { ConfigError, type Config } from './config';
import { createDatabase, isEmptyDatabase, migrateToLatest } from './db/database';
import { databaseKind } from './db/dialect';
import { ensureReferenceData } from './reference-data';
import { holdsDemoAccounts } from './modules/users';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import type { Logger } from './logger';
import { ensureAdministrator } from './modules/auth/admin';
import { findRoleIdsByName } from './modules/auth';
import { deleteExpiredSessions, deleteOldAttempts } from './modules/auth/auth.repository';
import { deleteExpiredKeys } from './modules/idempotency/idempotency.repository';
import { releaseLeasesOfDeadProcesses, runWhileLeased, type LeasedJob } from './db/job-lease';
import { startFinanceWorker } from './modules/finances/finance-queue.service';
import { startBuild as startWorkloadBuild } from './modules/workload';
import { startMailOutbox } from './modules/notifications/mail-outbox.service';
import { startWeekReminders } from './modules/timesheet';
import { startWebhookWorker } from './modules/webhooks';
import { LOGIN_ATTEMPTS_KEPT_MS } from './modules/auth/auth.service';
import { sweepPublicLinkFailures } from './lib/public-link-failures';
import { deleteExpiredSignIns } from './modules/sso';
import {
  SHARED_SWEEP_GRACE_MS,
  sweepUnreferencedFiles,
} from './modules/tasks/task-attachments.service';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes expired sessions, sign-in failures and failed public-link lookups
 * older than their limit windows, and expired idempotency keys.
 */
export async function housekeeping(knex: Db, now: number): Promise<void> {
  await deleteExpiredSessions(knex, now);
  await deleteOldAttempts(knex, now - LOGIN_ATTEMPTS_KEPT_MS);
  await deleteExpiredKeys(knex, now);
  await sweepPublicLinkFailures(knex, now);
  await deleteExpiredSignIns(knex, now);
}

/**
 * Writes the demo workspace (`src/demo`, injected by the entry point: the
 * server itself never imports the demo data, and a build without the seeder
 * cannot publish its accounts).
 */
export type DemoSeeder = (
  knex: Db,
  options: { passwordHashCost: number; dataDir?: string },
) => Promise<void>;

export interface PreparedDatabase {
  knex: Db;
  seededDemo: boolean;
  demoPresent: boolean;
}

/**
 * Whether to seed the demo workspace, and why not. Only when asked for
 * (SEED_DEMO=1, which `npm start` passes on a fresh clone), never in
 * production or with an administrator configured (its published accounts
 * would be an open door), and on SQLite only into an empty database.
 */
export function demoSeedDecision(
  config: Pick<Config, 'seedDemo' | 'production' | 'adminEmail'>,
  kind: 'sqlite' | 'postgres',
  empty: boolean,
): { seed: boolean; reason: string | null } {
  if (!config.seedDemo)
    return {
      seed: false,
      reason:
        empty && !config.adminEmail
          ? 'SEED_DEMO is not set (npm start sets it on a fresh clone)'
          : null,
    };
  if (config.production) return { seed: false, reason: 'NODE_ENV=production (SEED_DEMO ignored)' };
  if (config.adminEmail)
    return {
      seed: false,
      reason: 'an administrator is configured (ADMIN_EMAIL; SEED_DEMO ignored)',
    };
  if (kind === 'sqlite' && !empty) return { seed: false, reason: null };
  return { seed: true, reason: null };
}

/**
 * Opens and migrates the database, adds reference data, seeds the demo
 * workspace when asked for (`demoSeedDecision`) and creates the first
 * administrator from ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export async function prepareDatabase(
  config: Config,
  logger: Logger,
  seedDemo?: DemoSeeder,
  clock: Clock = systemClock,
): Promise<PreparedDatabase> {
  const knex = createDatabase(config);
  await migrateToLatest(knex);
  const empty = await isEmptyDatabase(knex);
  await ensureReferenceData(knex, clock());
  let seededDemo = false;
  const decision = demoSeedDecision(config, databaseKind(knex), empty);
  if (decision.reason) logger.warn(`not seeding the demo workspace: ${decision.reason}`);
  if (decision.seed && !seedDemo)
    logger.warn('not seeding the demo workspace: this process has no demo seeder');
  if (decision.seed && seedDemo) {
    logger.info('seeding the demo workspace');
    await seedDemo(knex, {
      passwordHashCost: config.passwordHashCost,
      dataDir: config.dataDir,
    });
    seededDemo = true;
  }
  if (config.adminEmail && config.adminPassword) {
    const { created } = await ensureAdministrator(
      knex,
      { email: config.adminEmail, password: config.adminPassword },
      { passwordHashCost: config.passwordHashCost, now: clock(), resetPassword: false },
    );
    if (created) logger.info({ email: config.adminEmail }, 'created the first administrator');
  }
  // A role is data, not a variable: checked once the database is there (OIDC_AUTO_CREATE=1 needs it).
  if (config.oidc?.autoCreate) {
    const role = config.oidc.defaultRole;
    if ((await findRoleIdsByName(knex, [role])).length === 0) {
      await knex.destroy();
      throw new ConfigError([`OIDC_DEFAULT_ROLE must name a role (no role is named "${role}")`]);
    }
  }
  if (empty && !seededDemo && !config.adminEmail)
    logger.warn(
      'the database has no users: create the first administrator with `npm run create-admin` or ADMIN_EMAIL/ADMIN_PASSWORD',
    );
  return { knex, seededDemo, demoPresent: await holdsDemoAccounts(knex) };
}

/**
 * Removes attachment files no row names (an upload cut short by a crash).
 * With PostgreSQL several instances may share `$DATA_DIR/files`: only files
 * untouched for `SHARED_SWEEP_GRACE_MS` go, so another instance's upload in
 * flight is kept. A failure is logged; the server starts anyway.
 */
export async function sweepFilesAtStart(
  knex: Db,
  config: Pick<Config, 'dataDir'>,
  logger: Logger,
  now = Date.now(),
): Promise<string[]> {
  const graceMs = databaseKind(knex) === 'postgres' ? SHARED_SWEEP_GRACE_MS : 0;
  try {
    const removed = await sweepUnreferencedFiles(knex, config.dataDir, { now, graceMs });
    if (removed.length > 0)
      logger.info({ files: removed.length }, 'removed attachment files no attachment names');
    return removed;
  } catch (error) {
    logger.warn({ err: error }, 'sweeping unreferenced attachment files failed');
    return [];
  }
}

export interface RunningServer {
  app: Express;
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * How long an idle kept-alive connection stays open: longer than clients and
 * proxies keep theirs (Node's fetch/undici 4 s, browsers and most load
 * balancers 60 s), so the server never closes a socket a client is about to
 * reuse (Node's default of 5 s did, and a request sent just then failed with
 * ECONNRESET). The headers timeout is a second longer, as Node requires.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

/** Listens on the configured host and port (0 picks a free port). */
export function listen(app: Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = HEADERS_TIMEOUT_MS;
  });
}

/**
 * What a process does before it serves: registers the change subscriptions
 * and, unless another process already did (the primary of a cluster,
 * `cluster.ts`), prepares the database, sweeps orphaned attachment files
 * and frees the job leases of this host's processes that no longer run.
 */
export async function prepareToServe(
  config: Config,
  logger: Logger,
  seedDemo?: DemoSeeder,
): Promise<PreparedDatabase> {
  // Before the seed writes: its writes record changes the figures follow.
  registerSubscriptions();
  const prepared = await prepareDatabase(config, logger, seedDemo);
  await sweepFilesAtStart(prepared.knex, config, logger);
  await releaseLeasesOfDeadProcesses(prepared.knex);
  return prepared;
}

/** The name of the lease the scheduled jobs run under (`job_leases`). */
export const SCHEDULED_JOBS_LEASE = 'scheduled-jobs';

/**
 * The scheduled jobs: housekeeping (now and hourly), the notification
 * e-mail outbox (when SMTP is configured), the finance worker with its
 * daily refresh and the reminders of weeks still open (now and hourly).
 * They run in one process at a time (`runWhileLeased`): with
 * several workers (WEB_CONCURRENCY) or instances, the one holding the lease.
 */
export async function startScheduledJobs(
  config: Config,
  logger: Logger,
  knex: Db,
): Promise<LeasedJob> {
  const sweep = () =>
    housekeeping(knex, Date.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'housekeeping failed'),
    );
  await sweep();
  const timer = setInterval(sweep, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  // Notification e-mails, when SMTP is configured: sent from the outbox, outside the requests.
  const outbox = await startMailOutbox({ knex, logger, clock: systemClock, config });
  if (outbox) logger.info('sending notification e-mails from the outbox');
  // Finance figures stale after a salary change, and the daily forecast refresh.
  const finances = startFinanceWorker({ knex, logger, clock: systemClock });
  // The workload store, when marked stale (never built, a holiday changed): in batches, in the background.
  void startWorkloadBuild(knex, logger);
  // "Your week is still open": once per person and week, two days after the week ended.
  const reminders = startWeekReminders({
    knex,
    logger,
    clock: systemClock,
    timeZone: config.workspaceTimeZone,
  });
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([outbox?.stop(), finances.stop(), reminders.stop()]);
    },
  };
}

/** The name of the lease the webhook deliveries are sent under (`job_leases`). */
export const WEBHOOK_DELIVERIES_LEASE = 'webhook-deliveries';

/**
 * The webhook deliveries from their outbox (polled often, nudged after a
 * commit that queued some), in one process at a time: a lease of their own,
 * so a cluster's primary, which serves no request, can send them while its
 * workers serve (`cluster.ts`); a single process runs them beside its requests.
 */
export function sendWebhooksWhileLeased(config: Config, logger: Logger, knex: Db) {
  return runWhileLeased({
    knex,
    logger,
    name: WEBHOOK_DELIVERIES_LEASE,
    start: () => startWebhookWorker({ knex, logger, clock: systemClock, config }),
  });
}

/**
 * Serves the API on a prepared database: the app, listening, and the
 * scheduled jobs when this process takes their lease; the webhook
 * deliveries too unless `sendsWebhooks` is false (a cluster's worker: its
 * primary sends them).
 */
export async function serve(
  config: Config,
  logger: Logger,
  knex: Db,
  { sendsWebhooks = true }: { sendsWebhooks?: boolean } = {},
): Promise<RunningServer> {
  const app = createApp({ config, knex, logger });
  const server = await listen(app, config.host, config.port);
  const scheduled = await runWhileLeased({
    knex,
    logger,
    name: SCHEDULED_JOBS_LEASE,
    start: () => startScheduledJobs(config, logger, knex),
  });
  const webhooks = sendsWebhooks ? await sendWebhooksWhileLeased(config, logger, knex) : null;
  const jobs = { stop: () => Promise.all([scheduled.stop(), webhooks?.stop()]) };
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    server,
    url: serverUrl(config.host, port),
    async close() {
      await Promise.all([
        jobs.stop(),
        new Promise<void>((resolve) => server.close(() => resolve())),
      ]);
      await knex.destroy();
    },
  };
}

/** The address the server answers at, as printed at start (an IPv6 host in brackets). */
export function serverUrl(host: string, port: number): string {
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

/** One process that prepares the database and serves (WEB_CONCURRENCY=1, and tests). */
export async function startServer(
  config: Config,
  logger: Logger,
  seedDemo?: DemoSeeder,
): Promise<RunningServer & { demoPresent: boolean }> {
  const { knex, demoPresent } = await prepareToServe(config, logger, seedDemo);
  return { ...(await serve(config, logger, knex)), demoPresent };
}
