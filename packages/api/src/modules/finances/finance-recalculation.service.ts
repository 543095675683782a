import type { Project, ProjectStatus } from '@keel/types';
import { utcDate } from '../../lib/dates';
import { derivedDataTransaction, yieldToWaitingQueries, type Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import type { AuthUser } from '../auth';
import { getProject } from '../projects';
import { scheduleProgress } from './finance-engine';
import { rewriteProjectsFigures } from './finance-figures.service';
import {
  checkpointWriteAheadLog,
  liveProjectIds,
  queuedMarksOf,
  settleQueuedProjects,
} from './finance-queue.repository';
import { listProjectsForFigures } from './project-figures.repository';

/**
 * Recalculating the derived figures of projects on request (DOMAIN.md §
 * Recalculate): hours, cost, revenue and progress on `projects`, and the
 * month rows of `project_month_figures`, all written by the finance rewrite
 * (`finance-figures.service.ts`, README.md), the one place that computes
 * them. The routes `POST /api/projects/recalculate` and
 * `POST /api/projects/{id}/recalculate` are handled here (`finances.router.ts`).
 */

/** Rebuilds the figures of the projects (all live ones when no ids are given), with `deps.knex`. */
export async function recalculateIds(
  deps: AppDeps,
  projectIds?: readonly number[],
): Promise<number> {
  const ids = projectIds ?? (await listProjectsForFigures(deps.knex)).map((row) => row.id);
  const now = deps.clock();
  const today = utcDate(now);
  const distinct = [...new Set(ids)];
  let count = 0;
  // One transaction (a savepoint inside the caller's): the rows and totals change together.
  await deps.knex.transaction(async (trx) => {
    for (let i = 0; i < distinct.length; i += RECALCULATE_BATCH_MAX)
      count += (
        await rewriteProjectsFigures(trx, distinct.slice(i, i + RECALCULATE_BATCH_MAX), today, now)
      ).size;
  });
  return count;
}

/** `POST /api/projects/{id}/recalculate`: rebuilds the project's figures, then answers the project. */
export async function recalculateProject(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<Project> {
  await recalculateIds(deps, [projectId]);
  return getProject(deps, user, projectId);
}

/** The elapsed share of the schedule (the rule progress falls back to without estimates). */
export function progressOf(
  status: ProjectStatus,
  start: string | null,
  end: string | null,
  today: string,
): number {
  return scheduleProgress(status, start, end, today);
}

/** Projects read per page by `recalculateAll`. */
const RECALCULATE_PAGE = 200;
/**
 * A transaction ends after this long (and the event loop gets a turn): a
 * request waits at most about this plus its commit (no disk flush:
 * `derivedDataTransaction`). 10 ms rather than 25 halves the typical wait;
 * the recalculation takes a little longer (more commits and settles).
 */
const HOLD_BUDGET_MS = 10;
/** Most projects rewritten together (a batch's share of the budget stays small). */
const RECALCULATE_BATCH_MAX = 10;

/**
 * Transactions between two checkpoints of SQLite's write-ahead log. A
 * transaction of the bench's adds about 40 pages to the log; SQLite's own
 * checkpoint comes in the commit that takes the log past 1000 pages, and
 * copying 4 MB there made that commit the longest wait of the requests. Eight
 * transactions (~300 pages) keep the log below it, each checkpoint a short
 * step of its own between transactions.
 */
const CHECKPOINT_EVERY = 8;

/** The live projects' ids, a page (`RECALCULATE_PAGE`) at a time, in id order. */
export async function* liveProjectPages(knex: Db): AsyncGenerator<number[]> {
  let afterId = 0;
  for (;;) {
    const ids = await liveProjectIds(knex, afterId, RECALCULATE_PAGE);
    if (ids.length === 0) return;
    yield ids;
    afterId = ids[ids.length - 1] as number;
  }
}

/**
 * Every live project, rebuilt from scratch (`rewriteInShortTransactions`
 * over the pages of live projects).
 */
export async function recalculateAll(
  deps: Pick<AppDeps, 'knex' | 'clock'>,
): Promise<{ recalculated: number }> {
  const now = deps.clock();
  const recalculated = await rewriteInShortTransactions(
    deps.knex,
    liveProjectPages(deps.knex),
    utcDate(now),
    now,
  );
  return { recalculated };
}

/**
 * Rebuilds the projects of each page as of `today`, the one place that
 * rewrites many projects (the recalculation of everything, the daily
 * refresh, the queue's worker): in transactions that each end after `HOLD_BUDGET_MS` of work (on
 * SQLite a transaction holds the only connection), with a turn of the event
 * loop between them and more turns while queries wait for a connection
 * (`yieldToWaitingQueries`), so a request waits at most one short
 * transaction; projects are rebuilt whole, a few at a time
 * (`rewriteProjectsFigures`: seven reads and three writes a batch). The
 * write-ahead log is checkpointed between transactions (`CHECKPOINT_EVERY`),
 * with a turn for the requests after it too, never inside a commit. The
 * queue marks of the rebuilt projects made before their rewrite are removed
 * with it (the worker would only rebuild them again). Returns the projects
 * rewritten.
 */
export async function rewriteInShortTransactions(
  knex: Db,
  pages: AsyncIterable<readonly number[]> | Iterable<readonly number[]>,
  today: string,
  now: number,
): Promise<number> {
  let recalculated = 0;
  let sinceCheckpoint = 0;
  // Time a project's rewrite took in the last batch (the first batch is one project).
  let msPerProject = HOLD_BUDGET_MS;
  for await (const ids of pages) {
    if (ids.length === 0) {
      // A page with nothing to rewrite (the daily refresh) still took its reads: a turn for the requests.
      await yieldToWaitingQueries(knex);
      continue;
    }
    // The queue's marks of these projects, read before their rewrites: a rewrite
    // covers them (and removes them, so the worker does not rebuild the project
    // again); a mark made or renewed meanwhile has a newer generation and stays.
    const marks = new Map((await queuedMarksOf(knex, ids)).map((m) => [m.projectId, m]));
    let index = 0;
    while (index < ids.length) {
      // Committed without the disk flush (`derivedDataTransaction`: the rows are redone by a recalculation).
      index = await derivedDataTransaction(knex, async (trx) => {
        const started = performance.now();
        let at = index;
        const covered = [];
        // Batches sized by the time a project took in the last batch to fill half
        // of what is left of the budget (projects differ: a batch sized for all
        // of it overshoots): a batch reads and writes its projects in a few
        // statements (`rewriteProjectsFigures`), far fewer than one by one.
        do {
          const left = HOLD_BUDGET_MS - (performance.now() - started);
          const size = Math.min(
            RECALCULATE_BATCH_MAX,
            Math.max(1, Math.floor(left / 2 / msPerProject)),
          );
          const batch = ids.slice(at, at + size);
          const batchStarted = performance.now();
          recalculated += (await rewriteProjectsFigures(trx, batch, today, now)).size;
          msPerProject = Math.max(0.05, (performance.now() - batchStarted) / batch.length);
          for (const id of batch) {
            const mark = marks.get(id);
            if (mark) covered.push(mark);
          }
          at += batch.length;
        } while (at < ids.length && performance.now() - started < HOLD_BUDGET_MS);
        await settleQueuedProjects(trx, covered);
        return at;
      });
      await yieldToWaitingQueries(knex);
      sinceCheckpoint += 1;
      if (sinceCheckpoint === CHECKPOINT_EVERY) {
        sinceCheckpoint = 0;
        await checkpointWriteAheadLog(knex);
        await yieldToWaitingQueries(knex);
      }
    }
  }
  return recalculated;
}
