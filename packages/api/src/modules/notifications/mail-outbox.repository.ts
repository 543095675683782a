import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { countRows } from '../../db/row-count';
import { insertInSlices } from '../../lib/insert-row.repository';
import { newMessageId, notificationMail, type MailOutboxOptions } from './notification-mail';

/**
 * The e-mail outbox (`mail_outbox`, see its migration): rows written beside
 * the notifications in the caller's transaction, then claimed, sent and
 * settled by the worker (`mail-outbox.service.ts`).
 */

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A mail claimed by a worker: `attempts` is this claim's number (its fence). */
export interface ClaimedMail {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  messageId: string;
  attempts: number;
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  message_id: string;
  attempts: number;
  next_attempt_at: number | string;
}

/**
 * Which database handles write notification e-mails. The app switches it on
 * for its database when SMTP is configured (`createApp`); keyed by the
 * client's configuration, which a transaction shares with the handle it was
 * opened on, so `insertNotifications(trx, ...)` sees it too. Handles never
 * switched on (the demo seed runs before the app exists; tests without SMTP)
 * write no mail.
 */
const outboxByDatabase = new WeakMap<object, MailOutboxOptions>();

export function setMailOutbox(knex: Knex, options: MailOutboxOptions | null): void {
  const key = knex.client.config as object;
  if (options) outboxByDatabase.set(key, options);
  else outboxByDatabase.delete(key);
}

export function mailOutboxOf(knex: Knex): MailOutboxOptions | null {
  return outboxByDatabase.get(knex.client.config as object) ?? null;
}

/**
 * One e-mail per inserted notification whose recipient is active (not
 * invited, disabled or deleted), written with the caller's handle: in its
 * transaction, so the mail exists exactly when the notification does.
 */
export async function enqueueNotificationMails(
  knex: Knex,
  notifications: ReadonlyArray<{ id: number; userId: number; text: string; link: string | null }>,
  options: MailOutboxOptions,
  now: number,
): Promise<number> {
  if (notifications.length === 0) return 0;
  const userIds = [...new Set(notifications.map((n) => n.userId))];
  const recipients = await knex('users')
    .whereIn('id', userIds)
    .where({ status: 'active' })
    .whereNull('deleted_at')
    .select<{ id: number; email: string }[]>('id', 'email');
  const addressOf = new Map(
    recipients.filter((r) => r.email.includes('@')).map((r) => [r.id, r.email]),
  );
  const rows = notifications.flatMap((n) => {
    const address = addressOf.get(n.userId);
    if (!address) return [];
    const mail = notificationMail(n, options.publicUrl);
    return [
      {
        user_id: n.userId,
        to_address: address,
        subject: mail.subject,
        text: mail.text,
        notification_id: n.id,
        message_id: newMessageId(options.messageIdDomain),
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      },
    ];
  });
  await insertInSlices(rows, (slice) => knex('mail_outbox').insert(slice));
  return rows.length;
}

/** Due: waiting and its time has come, or claimed by a worker whose lease ran out. */
function due(query: Knex.QueryBuilder, now: number, maxAttempts: number): void {
  void query.where((q) =>
    q
      .where((p) => p.where('status', 'pending').andWhere('next_attempt_at', '<=', now))
      .orWhere((s) =>
        s
          .where('status', 'sending')
          .andWhere('lease_until', '<=', now)
          .andWhere('attempts', '<', maxAttempts),
      ),
  );
}

/**
 * Claims up to `limit` due mails for this worker until `leaseUntil`, in one
 * statement: `UPDATE ... WHERE id IN (due ids) AND <still due> RETURNING`.
 * On PostgreSQL the ids are picked `FOR UPDATE SKIP LOCKED`, so concurrent
 * workers take different rows, and the outer condition is checked again on
 * the locked row (a row another worker claimed meanwhile is no longer due);
 * SQLite runs one writing statement at a time. Every claim
 * counts an attempt (a mail that crashes its worker every time ends failed).
 */
export async function claimDueMails(
  knex: Knex,
  now: number,
  leaseUntil: number,
  limit: number,
  maxAttempts: number,
): Promise<ClaimedMail[]> {
  const ids = knex('mail_outbox')
    .modify(due, now, maxAttempts)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .select('id');
  const claim = knex('mail_outbox');
  if (databaseKind(knex) === 'postgres')
    // ARRAY(...) runs the pick once (an init plan). As `id IN (...)` PostgreSQL may
    // run it again for every row it updates, and each run skips the rows this
    // statement has already changed and picks the next ones: the whole table.
    void claim.whereRaw('?? = ANY(ARRAY(?))', ['id', ids.forUpdate().skipLocked()]);
  else void claim.whereIn('id', ids);
  const rows = (await claim
    .modify(due, now, maxAttempts)
    .update({ status: 'sending', lease_until: leaseUntil, attempts: knex.raw('attempts + 1') })
    .returning([
      'id',
      'to_address',
      'subject',
      'text',
      'message_id',
      'attempts',
      'next_attempt_at',
    ])) as ClaimedRow[];
  return rows
    .sort((a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at) || a.id - b.id)
    .map((row) => ({
      id: row.id,
      toAddress: row.to_address,
      subject: row.subject,
      text: row.text,
      messageId: row.message_id,
      attempts: row.attempts,
    }));
}

/**
 * Mails whose last claim ran out with no attempts left (their worker died
 * each time) become failed; returns them for the log.
 */
export async function failAbandonedMails(
  knex: Knex,
  now: number,
  maxAttempts: number,
): Promise<Array<{ id: number; toAddress: string; attempts: number }>> {
  const rows = (await knex('mail_outbox')
    .where('status', 'sending')
    .andWhere('lease_until', '<=', now)
    .andWhere('attempts', '>=', maxAttempts)
    .update({
      status: 'failed',
      lease_until: null,
      last_error: 'The worker sending it stopped before it finished, on every attempt',
    })
    .returning(['id', 'to_address', 'attempts'])) as Array<{
    id: number;
    to_address: string;
    attempts: number;
  }>;
  return rows.map((r) => ({ id: r.id, toAddress: r.to_address, attempts: r.attempts }));
}

/**
 * Sent: set right after the mail server accepted it, whoever holds the
 * claim now (the mail is out; a later claim must not send it again).
 */
export async function markMailSent(knex: Knex, id: number, now: number): Promise<void> {
  await knex('mail_outbox')
    .where({ id })
    .whereNot('status', 'sent')
    .update({ status: 'sent', sent_at: now, lease_until: null });
}

const ERROR_MAX = 1000;

/**
 * After a failed send: waiting again until `nextAttemptAt`, or failed for
 * good when `nextAttemptAt` is null. Only while this claim holds the row
 * (`attempts` unchanged); returns whether it did.
 */
export async function settleFailedMail(
  knex: Knex,
  claim: { id: number; attempts: number },
  error: string,
  nextAttemptAt: number | null,
): Promise<boolean> {
  const changed = await knex('mail_outbox')
    .where({ id: claim.id, status: 'sending', attempts: claim.attempts })
    .update({
      status: nextAttemptAt === null ? 'failed' : 'pending',
      next_attempt_at: nextAttemptAt ?? knex.ref('next_attempt_at'),
      lease_until: null,
      last_error: error.slice(0, ERROR_MAX),
    });
  return changed > 0;
}

/** Gives back a claimed mail not tried (the worker is stopping): due again at once, attempt not counted. */
export async function releaseMail(
  knex: Knex,
  claim: { id: number; attempts: number },
): Promise<void> {
  await knex('mail_outbox')
    .where({ id: claim.id, status: 'sending', attempts: claim.attempts })
    .update({ status: 'pending', lease_until: null, attempts: claim.attempts - 1 });
}

/** How many mails are failed for good (the worker logs it when it starts). */
export async function countFailedMails(knex: Knex): Promise<number> {
  return countRows(knex, knex('mail_outbox').where({ status: 'failed' }));
}
