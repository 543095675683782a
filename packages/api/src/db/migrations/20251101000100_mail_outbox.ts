import type { Knex } from 'knex';

/**
 * The e-mail outbox (issue 15 § 2): one row per e-mail of an in-app
 * notification, written in the notification's own transaction and worked
 * through by the mail worker (`modules/notifications/mail-outbox.service.ts`).
 *
 * `status`: `pending` (waiting for `next_attempt_at`), `sending` (claimed by
 * a worker until `lease_until`; a worker that dies leaves it so, and it is
 * claimed again once the lease has run out), `sent`, or `failed` (every
 * attempt failed; kept with `last_error`, never deleted). `attempts` counts
 * claims: it is also the claim's fence, so a worker whose lease ran out
 * cannot overwrite the outcome of the worker that claimed the row after it.
 * `message_id` is the mail's `Message-ID`, the same on every attempt.
 *
 * The worker's claim reads `(status, next_attempt_at)` for due mails and
 * `(status, lease_until)` for abandoned claims.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id');
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('to_address', 254).notNullable();
    t.string('subject', 250).notNullable();
    t.text('text').notNullable();
    t.integer('notification_id')
      .nullable()
      .references('id')
      .inTable('notifications')
      .onDelete('SET NULL');
    t.string('message_id', 200).notNullable().unique();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable();
    t.bigInteger('lease_until').nullable();
    t.text('last_error').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('sent_at').nullable();
    t.index(['status', 'next_attempt_at'], 'mail_outbox_due');
    t.index(['status', 'lease_until'], 'mail_outbox_lease');
    t.index(['notification_id'], 'mail_outbox_notification');
    t.index(['user_id'], 'mail_outbox_user');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
}
