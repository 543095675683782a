import { utcDate } from '../../lib/dates';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../lib/db';
import { oneAtATime } from '../../lib/one-at-a-time';
import type { Logger } from '../../logger';
import { rewriteProjectFigures } from './finance-figures.service';
import {
  claimQueuedProjects,
  enqueueProjects,
  liveProjectIds,
  oldestRecalculation,
  projectsOfUsers,
  settleQueuedProject,
  userOfEmployee,
  usersOfSalaryGroup,
} from './finance-queue.repository';

/**
 * Rate changes and the calendar (README.md § Rate changes, § Daily refresh).
 *
 * A salary change (a group's rate history, an employee record, its
 * overrides) may change the cost of every project its people worked on or
 * are planned on: unbounded, so the change only marks those projects in
 * `finance_recalc_queue`, in its own transaction; the worker claims marks
 * under a lease, rewrites each project in its own transaction and removes
 * the mark unless the project was marked again meanwhile. A crash leaves the
 * marks (or their lapsed leases) for the next round.
 */

/** Marks the projects of the users (time logged or tasks assigned), in the caller's transaction. */
export async function queueUsersProjects(
  db: Db,
  userIds: readonly number[],
  now: number,
): Promise<void> {
  await enqueueProjects(db, await projectsOfUsers(db, userIds), now);
}

/** After a salary group's rates change: marks the projects of its employees. */
export async function queueSalaryGroupChange(db: Db, groupId: number, now: number): Promise<void> {
  await queueUsersProjects(db, await usersOfSalaryGroup(db, groupId), now);
}

/** After an employee record changes (or before it is deleted): marks the user's projects. */
export async function queueEmployeeChange(db: Db, employeeId: number, now: number): Promise<void> {
  const userId = await userOfEmployee(db, employeeId);
  if (userId !== null) await queueUsersProjects(db, [userId], now);
}

export interface FinanceWorkerDeps {
  knex: Db;
  logger: Logger;
  clock: Clock;
  /** Pause between rounds when the queue is empty (default 2 s). */
  pollIntervalMs?: number;
  /** How long a claim holds its marks (default 60 s). */
  leaseMs?: number;
  /** Marks claimed per round (default 50). */
  batchSize?: number;
}

export interface FinanceQueueWorker {
  start(): void;
  /** Drains the queue now (after the round in progress); resolves with the projects rewritten. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function createFinanceQueueWorker(deps: FinanceWorkerDeps): FinanceQueueWorker {
  const { knex, logger, clock } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? 2000;
  const leaseMs = deps.leaseMs ?? 60_000;
  const batchSize = deps.batchSize ?? 50;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;

  /** One claimed batch; returns how many marks it claimed. */
  async function round(): Promise<number> {
    const now = clock();
    const batch = await claimQueuedProjects(knex, now, now + leaseMs, batchSize);
    for (const claim of batch) {
      if (stopping) break; // the lease lapses and the next worker takes them
      const at = clock();
      await knex.transaction(async (trx) => {
        await rewriteProjectFigures(trx, claim.projectId, utcDate(at), at);
        await settleQueuedProject(trx, claim);
      });
      // A turn of the event loop between projects for the requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return batch.length;
  }

  async function drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await round();
      total += claimed;
      if (claimed < batchSize || stopping) return total;
    }
  }

  const draining = oneAtATime(drainAll);
  const drain = draining.run;

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(() => {
      timer = null;
      drain()
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'the finance recalculation round failed; trying again later'),
        )
        .finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!timer && !stopping) schedule();
    },
    drain,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await draining.settled();
    },
  };
}

/**
 * Marks every live project (the daily refresh: forecasts are as of the last
 * rewrite, so a new day moves them); the worker rewrites them in the
 * background, a project per transaction.
 */
export async function queueAllProjects(db: Db, now: number): Promise<number> {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const ids = await liveProjectIds(db, afterId, 1000);
    if (ids.length === 0) return count;
    await enqueueProjects(db, ids, now);
    count += ids.length;
    afterId = ids[ids.length - 1] as number;
  }
}

export interface RunningFinanceWorker {
  stop(): Promise<void>;
}

/**
 * Starts the queue worker and the daily refresh (the server does): every
 * project is marked once the date changes (checked hourly, and at start when
 * the figures are from an earlier day).
 */
export function startFinanceWorker(
  deps: FinanceWorkerDeps & { refreshCheckMs?: number },
): RunningFinanceWorker {
  const worker = createFinanceQueueWorker(deps);
  let lastDay = utcDate(deps.clock());
  const refresh = () => {
    const day = utcDate(deps.clock());
    if (day === lastDay) return;
    lastDay = day;
    queueAllProjects(deps.knex, deps.clock())
      .then((count) => deps.logger.info({ count }, 'daily refresh of the finance forecasts queued'))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'daily finance refresh failed'));
  };
  const timer = setInterval(refresh, deps.refreshCheckMs ?? 3_600_000);
  timer.unref();
  void oldestRecalculation(deps.knex)
    .then((oldest) => {
      if (oldest !== null && utcDate(oldest) < lastDay) {
        lastDay = '';
        refresh();
      }
    })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'daily finance refresh failed'));
  worker.start();
  return {
    async stop() {
      clearInterval(timer);
      await worker.stop();
    },
  };
}
