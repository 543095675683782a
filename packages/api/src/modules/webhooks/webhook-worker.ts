import cluster from 'node:cluster';
import { WEBHOOK_PAUSE_AFTER_FAILURES } from '@keel/types';
import type { WebhookSettings } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../lib/db';
import type { Logger } from '../../logger';
import { insertNotifications } from '../notifications';
import {
  claimRun,
  pauseWebhook,
  releaseClaimedDeliveries,
  settleRun,
  webhooksWithDueHead,
  type ClaimedDelivery,
  type SettledAttempt,
} from './webhook-claims.repository';
import { openWebhookSecret } from './webhook-secrets';
import { sendAttempt, type AttemptResult } from './webhook-send';
import { webhookTarget } from './webhooks.repository';

/**
 * The delivery worker (README.md § Delivery): one per deployment, started
 * with the scheduled jobs under their lease. Every `pollIntervalMs`, and at
 * once when a commit in this process queued deliveries (`nudgeWebhookWorker`),
 * it looks for webhooks whose oldest open delivery is due and runs a lane
 * per webhook (up to `concurrency` at once): the lane claims the run of that
 * webhook's oldest due deliveries (up to 50), sends them one after the other
 * (stopping at a failure), settles them together, and goes on until none is
 * due. So a webhook gets its events in order (the next waits
 * while the earlier one is retried) and webhooks do not wait for each other.
 */

export interface WebhookWorkerDeps {
  knex: Db;
  logger: Logger;
  clock: Clock;
  settings: WebhookSettings;
  /** Where the server secret lives (the webhook secrets are sealed under it). */
  dataDir: string;
}

export interface WebhookWorker {
  start(): Promise<void>;
  /** Looks for due deliveries now. */
  nudge(): void;
  /** Resolves once no lane runs and nothing is due (tests). */
  drain(): Promise<void>;
  /** Stops: no new claim; the attempts in flight finish and are settled. */
  stop(): Promise<void>;
}

let running: WebhookWorker | null = null;

/** Deliveries of one webhook claimed, sent (in order, one at a time) and settled together. */
const RUN_SIZE = 50;
/** The least time between two looks a nudge asks for: a burst of commits asks once. */
const NUDGE_GAP_MS = 20;

/** What a cluster's worker sends its primary after a commit that queued deliveries. */
export const WEBHOOKS_QUEUED_MESSAGE = 'keel:webhooks-queued';

/**
 * After a commit that queued deliveries: the delivery worker of this process
 * looks now; a cluster's worker, which sends none, tells its primary (whose
 * worker coalesces a burst of such nudges into one look per NUDGE_GAP_MS).
 */
export function nudgeWebhookWorker(): void {
  if (running) running.nudge();
  else if (cluster.isWorker && process.send) process.send(WEBHOOKS_QUEUED_MESSAGE);
}

export function createWebhookWorker(deps: WebhookWorkerDeps): WebhookWorker {
  const { knex, logger, clock, settings } = deps;
  // A claim outlives its run's attempts by far: a claim this old was its worker's last.
  const leaseMs = settings.timeoutMs * (RUN_SIZE + 2);
  const lanes = new Map<number, Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  let looking: Promise<void> | null = null;
  let lookAgain = false;
  /** Due webhooks found without a lane at the last look: the lanes take turns. */
  let waiting = false;
  let nudged: NodeJS.Timeout | null = null;

  async function notifyPaused(webhookId: number, ownerId: number | null, url: string) {
    if (ownerId === null) return;
    await insertNotifications(
      knex,
      [
        {
          userId: ownerId,
          kind: 'webhookPaused',
          text: `Webhook ${url} was paused after ${WEBHOOK_PAUSE_AFTER_FAILURES} failed deliveries in a row; save it as active to resume.`,
          link: `/management/webhooks?webhook=${webhookId}`,
        },
      ],
      clock(),
    );
  }

  const unopenable: Omit<AttemptResult, 'durationMs'> = {
    delivered: false,
    responseCode: null,
    error: 'The signing secret cannot be opened (the server secret changed)',
    requestHeaders: {},
    responseExcerpt: null,
  };

  /**
   * Sends a claimed run in order, stopping at the first failure (the rest
   * waits behind it), and settles it in one transaction.
   */
  async function sendRun(webhookId: number, run: readonly ClaimedDelivery[]): Promise<void> {
    const target = await webhookTarget(knex, webhookId);
    if (!target) return; // deleted meanwhile, with its deliveries
    const secret = openWebhookSecret(deps.dataDir, webhookId, target.secretSealed);
    const settled: SettledAttempt[] = [];
    let sent = 0;
    for (const delivery of run) {
      if (stopping) break;
      const at = clock();
      const result: AttemptResult =
        secret === null
          ? { ...unopenable, durationMs: 0 }
          : await sendAttempt(
              {
                url: target.url,
                secret,
                body: delivery.payload,
                eventPublicId: delivery.eventPublicId,
                eventType: delivery.eventType,
                deliveryId: delivery.id,
                at,
              },
              settings,
            );
      sent += 1;
      const delay = settings.retryDelaysMs[delivery.attempts];
      settled.push({
        delivery,
        log: { at, ...result },
        retry: result.delivered
          ? null
          : { nextAttemptAt: delay === undefined ? null : clock() + delay },
      });
      if (!result.delivered) {
        logger.warn(
          { webhookId, deliveryId: delivery.id, attempt: delivery.attempts + 1 },
          `webhook delivery failed: ${result.error ?? ''}`,
        );
        break;
      }
    }
    const unsent = run.slice(sent).map((delivery) => delivery.id);
    const failures = await settleRun(knex, webhookId, settled, unsent);
    if (
      failures >= WEBHOOK_PAUSE_AFTER_FAILURES &&
      (await pauseWebhook(knex, webhookId, clock()))
    ) {
      logger.warn({ webhookId }, 'webhook paused after failures in a row');
      await notifyPaused(webhookId, target.createdBy, target.url);
    }
  }

  /**
   * Claims and sends runs of one webhook until none is due — or, while other
   * webhooks wait for a lane (`waiting`), after one run: it gives its lane
   * up, and the next look starts lanes for the oldest due heads first, so
   * more webhooks than lanes take turns instead of the last ones waiting
   * for a burst to end.
   */
  async function lane(webhookId: number): Promise<void> {
    while (!stopping) {
      const now = clock();
      const run = await claimRun(knex, webhookId, now, now + leaseMs, RUN_SIZE);
      if (run.length === 0) return;
      await sendRun(webhookId, run);
      if (waiting) return;
    }
  }

  function startLane(webhookId: number): void {
    const run = lane(webhookId)
      .catch((error: unknown) => logger.warn({ err: error, webhookId }, 'webhook lane failed'))
      .finally(() => {
        lanes.delete(webhookId);
        // The lane may have stopped at a delivery that is due again later, or others wait for a lane.
        look();
      });
    lanes.set(webhookId, run);
  }

  async function lookOnce(): Promise<void> {
    if (stopping) return;
    const due = await webhooksWithDueHead(knex, clock());
    const laneless = due.filter((webhookId) => !lanes.has(webhookId));
    for (const webhookId of laneless) {
      if (lanes.size >= settings.concurrency) break;
      startLane(webhookId);
    }
    waiting = laneless.some((webhookId) => !lanes.has(webhookId));
  }

  /** One look at a time; a look asked for while one runs runs after it. */
  function look(): void {
    if (stopping) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = lookOnce()
      .catch((error: unknown) => logger.warn({ err: error }, 'webhook worker round failed'))
      .finally(() => {
        looking = null;
        if (lookAgain) {
          lookAgain = false;
          look();
        }
      });
  }

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(() => {
      look();
      schedule();
    }, settings.pollIntervalMs);
    timer.unref();
  }

  const worker: WebhookWorker = {
    async start() {
      const released = await releaseClaimedDeliveries(knex, clock());
      if (released > 0)
        logger.warn(
          { released },
          'webhook deliveries left claimed by a stopped worker are due again',
        );
      running = worker;
      look();
      schedule();
    },
    nudge() {
      if (nudged || stopping) return;
      nudged = setTimeout(() => {
        nudged = null;
        look();
      }, NUDGE_GAP_MS);
      nudged.unref();
    },
    async drain() {
      for (;;) {
        await looking;
        if (lanes.size === 0) {
          await lookOnce();
          if (lanes.size === 0) return;
        }
        await Promise.all([...lanes.values()]);
      }
    },
    async stop() {
      stopping = true;
      if (running === worker) running = null;
      if (timer) clearTimeout(timer);
      if (nudged) clearTimeout(nudged);
      timer = null;
      await looking;
      await Promise.all([...lanes.values()]);
    },
  };
  return worker;
}

/** Starts the worker with the configuration's settings (the scheduled jobs do). */
export async function startWebhookWorker(
  deps: Omit<WebhookWorkerDeps, 'settings' | 'dataDir'> & {
    config: { webhooks: WebhookSettings; dataDir: string };
  },
): Promise<WebhookWorker> {
  const worker = createWebhookWorker({
    ...deps,
    settings: deps.config.webhooks,
    dataDir: deps.config.dataDir,
  });
  await worker.start();
  return worker;
}
