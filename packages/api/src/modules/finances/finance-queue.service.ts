import { utcDate } from '../../lib/dates';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../lib/db';
import { oneAtATime } from '../../lib/one-at-a-time';
import type { Logger } from '../../logger';
import { figuresDependOnDate } from './finance-engine';
import { liveProjectPages, rewriteInShortTransactions } from './finance-recalculation.service';
import { loadDatedProjects } from './project-figures.repository';
import {
  claimQueuedProjects,
  enqueueProjects,
  projectsOfUsers,
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

/** Marks these projects (many time entries written at once: an import), in the caller's transaction. */
export async function queueProjects(
  db: Db,
  projectIds: readonly number[],
  now: number,
): Promise<void> {
  await enqueueProjects(
    db,
    [...new Set(projectIds)].sort((a, b) => a - b),
    now,
  );
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
    if (batch.length === 0 || stopping) return batch.length; // a lease lapses: the next round takes them
    // Rewritten like the recalculation of everything, in its short transactions,
    // each removing the marks read before it (the claimed one or a newer one
    // made before the rewrite read its inputs; one made meanwhile stays).
    const at = clock();
    const ids = batch.map((claim) => claim.projectId);
    await rewriteInShortTransactions(knex, [ids], utcDate(at), at);
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
 * The pages of live projects whose figures the date moved since they were
 * written (`figuresDependOnDate` from the day of their `recalculated_at` to
 * `today`; never written or written on a later day: always): a page of
 * live projects and what the date moves of them read (three short
 * statements), then only those ids passed on.
 */
async function* dateDependentPages(
  knex: Db,
  today: string,
  stopped: () => boolean,
): AsyncGenerator<number[]> {
  for await (const ids of liveProjectPages(knex)) {
    if (stopped()) return;
    const projects = await loadDatedProjects(knex, ids);
    yield projects
      .filter(({ recalculatedAt, ...inputs }) => {
        if (recalculatedAt === null) return true;
        const day = utcDate(recalculatedAt);
        return day > today || figuresDependOnDate(inputs, day, today);
      })
      .map((project) => project.id);
  }
}

/**
 * The daily refresh (README.md § Daily refresh): rewrites the live projects
 * whose figures the date moved since they were written, and only those, as
 * of today, in the short transactions of the recalculation of everything
 * (`rewriteInShortTransactions`). Returns the projects rewritten.
 */
export async function refreshDateDependentFigures(
  deps: Pick<FinanceWorkerDeps, 'knex' | 'clock'>,
  stopped: () => boolean = () => false,
): Promise<number> {
  const now = deps.clock();
  const today = utcDate(now);
  const pages = dateDependentPages(deps.knex, today, stopped);
  return rewriteInShortTransactions(deps.knex, pages, today, now);
}

export interface RunningFinanceWorker {
  stop(): Promise<void>;
}

/**
 * Starts the queue worker and the daily refresh (the server does, under the
 * scheduled jobs' lease): the refresh runs at start (figures written on an
 * earlier day may have moved, whether or not this process saw the day
 * change) and again once the date changes (checked hourly).
 */
export function startFinanceWorker(
  deps: FinanceWorkerDeps & { refreshCheckMs?: number },
): RunningFinanceWorker {
  const worker = createFinanceQueueWorker(deps);
  let lastDay = '';
  let running: Promise<void> | null = null;
  let stopping = false;
  const refresh = () => {
    const day = utcDate(deps.clock());
    if (day === lastDay || running || stopping) return;
    running = refreshDateDependentFigures(deps, () => stopping)
      .then((count) => {
        if (stopping) return; // cut short: the next start refreshes again
        lastDay = day; // only once done: a failed refresh is tried again at the next check
        deps.logger.info({ count, day }, 'daily refresh of the finance forecasts done');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'daily finance refresh failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(refresh, deps.refreshCheckMs ?? 3_600_000);
  timer.unref();
  refresh();
  worker.start();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await Promise.all([running, worker.stop()]);
    },
  };
}
