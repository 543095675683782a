import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Knex } from 'knex';
import type { Logger } from '../logger';

/**
 * Jobs that must run in one process at a time (README.md § Worker processes):
 * with several worker processes (WEB_CONCURRENCY), or several instances on one
 * PostgreSQL database, each process asks for the job's lease (`job_leases`,
 * one row per job) and runs the job only while it holds it. The holder renews
 * the lease every `renewMs`; another process takes it over once it has run
 * out (`ttlMs` after the last renewal: a holder that died), or at once when
 * the holder gave it back (a graceful stop) or the primary process removed
 * the lease of a worker it saw die (`releaseLeasesOf`).
 */

/** A process on this host as a lease holder names itself (`leaseHolder`, `releaseLeasesOf`). */
export function processName(pid: number = process.pid): string {
  return `${os.hostname()}/${pid}/`;
}

/**
 * A new holder name: the host and process (so the primary can name a dead
 * worker's leases) and a random part (two runners in one process, as in
 * tests, are two holders).
 */
export function leaseHolder(): string {
  return `${processName()}${randomBytes(6).toString('hex')}`;
}

/**
 * Takes or renews the lease `name` for `holder` until `now + ttlMs`, in one
 * statement: only when it is free, has run out, or is already this holder's.
 * True when `holder` holds it now.
 */
export async function takeJobLease(
  knex: Knex,
  name: string,
  holder: string,
  now: number,
  ttlMs: number,
): Promise<boolean> {
  const rows = (await knex('job_leases')
    .insert({ name, holder, expires_at: now + ttlMs })
    .onConflict('name')
    .merge(['holder', 'expires_at'])
    .where((w) => w.where('job_leases.holder', holder).orWhere('job_leases.expires_at', '<=', now))
    .returning('holder')) as Array<{ holder: string }>;
  return rows.length === 1;
}

/** Gives the lease `name` back, when `holder` still holds it. */
export async function releaseJobLease(knex: Knex, name: string, holder: string): Promise<void> {
  await knex('job_leases').where({ name, holder }).delete();
}

/** Gives back every lease held by the process `processName(pid)` (a worker that died); how many. */
export async function releaseLeasesOf(knex: Knex, process: string): Promise<number> {
  return knex('job_leases')
    .whereRaw('substr(holder, 1, ?) = ?', [process.length, process])
    .delete();
}

/** Whether the process `pid` of this host still runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Gives back the leases held by processes of this host that no longer run
 * (a server killed outright, primary and all): at start, so the jobs do not
 * wait for those leases to run out. How many there were.
 */
export async function releaseLeasesOfDeadProcesses(knex: Knex): Promise<number> {
  const host = `${os.hostname()}/`;
  const holders = await knex('job_leases').distinct().pluck<string[]>('holder');
  let released = 0;
  for (const holder of holders) {
    if (!holder.startsWith(host)) continue;
    const pid = Number(holder.slice(host.length).split('/')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid))
      released += await knex('job_leases').where({ holder }).delete();
  }
  return released;
}

/** What runs while the lease is held: started when it is taken, stopped when it is lost or given back. */
export interface LeasedJob {
  stop(): Promise<void>;
}

export interface LeasedJobOptions {
  knex: Knex;
  logger: Logger;
  /** The lease's name (`job_leases.name`). */
  name: string;
  start: () => Promise<LeasedJob>;
  holder?: string;
  clock?: () => number;
  /** How long a lease lasts without renewal (default 30 s). */
  ttlMs?: number;
  /** How often the lease is renewed, or asked for by a process without it (default 10 s). */
  renewMs?: number;
}

export interface LeaseRunner {
  /** Whether this process holds the lease (and runs the job) now. */
  holding(): boolean;
  /** Stops the job, if it runs here, and gives the lease back. */
  stop(): Promise<void>;
}

export const JOB_LEASE_TTL_MS = 30_000;
export const JOB_LEASE_RENEW_MS = 10_000;

/**
 * Runs `start()`'s job in this process only while it holds the lease: asks
 * for it now and every `renewMs`; a lost lease (this process stalled longer
 * than `ttlMs` and another took over) stops the job here. A failed renewal
 * (the database busy or away) keeps the job running until the lease would
 * have run out, then stops it. The jobs run under this (the finance worker,
 * the outbox) also claim their items under leases of their own, so a
 * moment of overlap during a takeover does no harm.
 */
export async function runWhileLeased(options: LeasedJobOptions): Promise<LeaseRunner> {
  const { knex, logger, name } = options;
  const holder = options.holder ?? leaseHolder();
  const clock = options.clock ?? Date.now;
  const ttlMs = options.ttlMs ?? JOB_LEASE_TTL_MS;
  const renewMs = options.renewMs ?? JOB_LEASE_RENEW_MS;
  let job: LeasedJob | null = null;
  let heldUntil = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let turn: Promise<void> = Promise.resolve();

  async function letGo(reason: string): Promise<void> {
    const running = job;
    job = null;
    heldUntil = 0;
    if (!running) return;
    logger.info({ job: name, holder }, `stopped the scheduled jobs here: ${reason}`);
    await running.stop();
  }

  async function attempt(): Promise<void> {
    if (stopped) return;
    const now = clock();
    let held: boolean;
    try {
      held = await takeJobLease(knex, name, holder, now, ttlMs);
    } catch (error) {
      logger.warn({ err: error, job: name }, 'could not take or renew the job lease');
      if (job && clock() >= heldUntil) await letGo('the lease ran out');
      return;
    }
    if (held) {
      heldUntil = now + ttlMs;
      if (!job && !stopped) {
        job = await options.start();
        logger.info({ job: name, holder }, 'running the scheduled jobs in this process');
      }
    } else if (job) {
      await letGo('another process took the lease over');
    }
  }

  function next(): void {
    turn = turn.then(attempt).catch((error: unknown) => {
      logger.warn({ err: error, job: name }, 'starting the scheduled jobs failed');
    });
  }

  next();
  await turn;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      next();
      void turn.then(schedule);
    }, renewMs);
    timer.unref();
  };
  schedule();
  return {
    holding: () => job !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await turn;
      await letGo('the process stops');
      await releaseJobLease(knex, name, holder).catch((error: unknown) =>
        logger.warn({ err: error, job: name }, 'could not give the job lease back'),
      );
    },
  };
}
