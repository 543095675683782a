import type { MailOutboxSettings } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../lib/db';
import { oneAtATime } from '../../lib/one-at-a-time';
import type { Logger } from '../../logger';
import { createMailer, type Mailer } from '../admin-users';
import {
  claimDueMails,
  countFailedMails,
  failAbandonedMails,
  markMailSent,
  releaseMail,
  setMailOutbox,
  settleFailedMail,
  type ClaimedMail,
} from './mail-outbox.repository';
import { messageIdDomain, retryDelayMs } from './notification-mail';

/**
 * The e-mail outbox worker: sends the mails of notifications outside any
 * request and any transaction (README.md § E-mail outbox).
 *
 * Each round fails the mails abandoned with no attempts left, claims up to
 * `batchSize` due mails (one statement; a lease of `leaseMs`), sends them one
 * after the other and settles each: sent at once after the server accepted
 * it, else due again after a growing delay, or failed after `maxAttempts`.
 * A full batch is followed by the next round at once, otherwise by a pause of
 * `pollIntervalMs`; the timers are `unref`'d, so the worker never keeps the
 * process alive, and it only ever waits on I/O.
 */

/**
 * Notifications written through `knex` (and its transactions) get their
 * e-mail in the outbox when SMTP is configured, and none otherwise.
 * `createApp` calls it for the app's database.
 */
export function configureMailOutbox(
  knex: Db,
  config: { smtp: { from: string } | null; publicUrl: string | null },
): void {
  setMailOutbox(
    knex,
    config.smtp
      ? {
          publicUrl: config.publicUrl,
          messageIdDomain: messageIdDomain(config.publicUrl, config.smtp.from),
        }
      : null,
  );
}

export interface OutboxWorkerDeps {
  knex: Db;
  logger: Logger;
  clock: Clock;
  settings: MailOutboxSettings;
  /** For the retry jitter (tests pin it). */
  random?: () => number;
}

export interface OutboxRound {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface MailOutboxWorker {
  /** Starts the rounds, the first after one poll interval. */
  start(): void;
  /** One round now (after the round in progress, if any). */
  runOnce(): Promise<OutboxRound>;
  /**
   * Stops: no new round; the send in progress finishes and is settled, the
   * rest of its batch is given back as due. Resolves when nothing is running.
   */
  stop(): Promise<void>;
}

export function createMailOutboxWorker(deps: OutboxWorkerDeps, mailer: Mailer): MailOutboxWorker {
  const { knex, logger, clock, settings } = deps;
  const random = deps.random ?? Math.random;
  // Beyond this the send is given up as failed (and retried), well inside the lease.
  const sendTimeoutMs = Math.floor(settings.leaseMs / 2);
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;

  async function send(mail: ClaimedMail): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        mailer.send({
          from: mailer.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
          headers: { 'Auto-Submitted': 'auto-generated' },
        }),
        new Promise<never>((_resolve, reject) => {
          timeout = setTimeout(
            () =>
              reject(new Error(`The mail server did not answer within ${sendTimeoutMs / 1000} s`)),
            sendTimeoutMs,
          );
          timeout.unref();
        }),
      ]);
    } finally {
      clearTimeout(timeout);
    }
  }

  async function settle(mail: ClaimedMail, error: unknown, round: OutboxRound): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const last = mail.attempts >= settings.maxAttempts;
    const nextAttemptAt = last ? null : clock() + retryDelayMs(mail.attempts, settings, random);
    const settled = await settleFailedMail(knex, mail, message, nextAttemptAt);
    if (!settled) return; // claimed again meanwhile (this lease ran out): that claim decides
    if (last) {
      round.failed += 1;
      logger.error(
        { mailId: mail.id, to: mail.toAddress, attempts: mail.attempts, err: message },
        'notification e-mail failed for good (kept in mail_outbox as failed)',
      );
    } else {
      round.retried += 1;
      logger.warn(
        { mailId: mail.id, attempts: mail.attempts, retryAt: new Date(nextAttemptAt ?? 0) },
        `notification e-mail not sent, retrying: ${message}`,
      );
    }
  }

  async function round(): Promise<OutboxRound> {
    const result: OutboxRound = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    if (stopping) return result;
    const now = clock();
    for (const mail of await failAbandonedMails(knex, now, settings.maxAttempts)) {
      result.failed += 1;
      logger.error(
        { mailId: mail.id, to: mail.toAddress, attempts: mail.attempts },
        'notification e-mail failed for good: its worker stopped while sending it, every time',
      );
    }
    const batch = await claimDueMails(
      knex,
      now,
      now + settings.leaseMs,
      settings.batchSize,
      settings.maxAttempts,
    );
    result.claimed = batch.length;
    for (const [index, mail] of batch.entries()) {
      if (stopping) {
        for (const rest of batch.slice(index)) await releaseMail(knex, rest);
        break;
      }
      let error: unknown = null;
      try {
        await send(mail);
      } catch (e) {
        error = e ?? new Error('unknown error');
      }
      if (error === null) {
        // At once: the window in which a crash would send it again is this one statement.
        await markMailSent(knex, mail.id, clock());
        result.sent += 1;
      } else {
        await settle(mail, error, result);
      }
    }
    return result;
  }

  const rounds = oneAtATime(round);
  const runOnce = rounds.run;

  function schedule(delay: number): void {
    if (stopping) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = null;
    let full = false;
    try {
      const result = await runOnce();
      full = result.claimed === settings.batchSize;
    } catch (error) {
      logger.warn({ err: error }, 'the e-mail outbox round failed; trying again later');
    }
    schedule(full ? 0 : settings.pollIntervalMs);
  }

  return {
    start() {
      if (timer || stopping) return;
      schedule(settings.pollIntervalMs);
    },
    runOnce,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await rounds.settled();
    },
  };
}

export interface RunningOutbox {
  stop(): Promise<void>;
}

/**
 * Starts the worker with the SMTP settings of the configuration (the
 * server does, when SMTP is configured); `stop` ends it and closes the
 * mail transport.
 */
export async function startMailOutbox(
  deps: Omit<OutboxWorkerDeps, 'settings'> & {
    config: { smtp: Parameters<typeof createMailer>[0]; mailOutbox: MailOutboxSettings };
  },
): Promise<RunningOutbox | null> {
  const mailer = await createMailer(deps.config.smtp);
  if (!mailer) return null;
  const worker = createMailOutboxWorker({ ...deps, settings: deps.config.mailOutbox }, mailer);
  const failed = await countFailedMails(deps.knex);
  if (failed > 0)
    deps.logger.warn(
      { failed },
      `${failed} notification e-mails failed for good (mail_outbox rows with status failed)`,
    );
  worker.start();
  return {
    async stop() {
      await worker.stop();
      mailer.close();
    },
  };
}
