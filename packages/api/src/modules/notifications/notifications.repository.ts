import type { InAppNotification, NotificationKind } from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { insertInSlices } from '../../lib/insert-row.repository';
import { enqueueNotificationMails, mailOutboxOf } from './mail-outbox.repository';
import type { MailOutboxOptions } from './notification-mail';

interface NotificationRow {
  id: number;
  kind: NotificationKind;
  text: string;
  link: string | null;
  read: number | boolean;
  created_at: number | string;
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  text: string;
  link: string | null;
}

/**
 * Adds in-app notifications, with the caller's handle (in its transaction).
 * When the app sends e-mail (SMTP configured, `setMailOutbox`), each one for
 * an active user also gets its e-mail in the outbox, written in the same
 * transaction (the caller's, else one of its own): the mail exists (and is
 * sent) if and only if the notification commits.
 */
export async function insertNotifications(
  knex: Knex,
  notifications: readonly NewNotification[],
  now: number,
): Promise<void> {
  if (notifications.length === 0) return;
  const rows = notifications.map((n) => ({
    user_id: n.userId,
    kind: n.kind,
    text: n.text,
    link: n.link,
    read: false,
    created_at: now,
  }));
  const outbox = mailOutboxOf(knex);
  if (!outbox) {
    // In slices: a reminder run notifies everyone whose week is open.
    await insertInSlices(rows, (slice) => knex('notifications').insert(slice));
    return;
  }
  // A caller outside a transaction still gets both rows or neither.
  if (!knex.isTransaction) {
    await knex.transaction((trx) => insertWithMails(trx, rows, outbox, now));
    return;
  }
  await insertWithMails(knex, rows, outbox, now);
}

async function insertWithMails(
  trx: Knex,
  rows: ReadonlyArray<Record<string, unknown>>,
  outbox: MailOutboxOptions,
  now: number,
): Promise<void> {
  // RETURNING gives the rows back in no promised order: each carries what its mail needs.
  const inserted = await insertInSlices(
    rows,
    (slice) =>
      trx('notifications').insert(slice).returning(['id', 'user_id', 'text', 'link']) as Promise<
        Array<{ id: number; user_id: number; text: string; link: string | null }>
      >,
  );
  await enqueueNotificationMails(
    trx,
    inserted
      .flat()
      .map((row) => ({ id: row.id, userId: row.user_id, text: row.text, link: row.link })),
    outbox,
    now,
  );
}

export async function listNotifications(
  knex: Knex,
  userId: number,
  options: { unreadOnly: boolean; page: number; pageSize: number },
): Promise<{ items: InAppNotification[]; total: number }> {
  const base = () => {
    const q = knex('notifications').where({ user_id: userId });
    if (options.unreadOnly) q.where({ read: false });
    return q;
  };
  const total = await countRows(knex, base());
  const rows = await base()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .select<NotificationRow[]>('id', 'kind', 'text', 'link', 'read', 'created_at');
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    read: Boolean(row.read),
    createdAt: iso(row.created_at),
  }));
  return { items, total };
}

export async function countUnread(knex: Knex, userId: number): Promise<number> {
  return countRows(knex, knex('notifications').where({ user_id: userId, read: false }));
}

/** Marks read; returns how many rows were the user's (0 = not theirs or unknown). */
export async function markRead(
  knex: Knex,
  userId: number,
  notificationId?: number,
): Promise<number> {
  const query = knex('notifications').where({ user_id: userId });
  if (notificationId !== undefined) query.where({ id: notificationId });
  return query.update({ read: true });
}
