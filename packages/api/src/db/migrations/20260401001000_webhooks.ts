import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Webhooks (issue 33 § 3; modules/webhooks/README.md):
 * - `webhooks`: a target URL, the event types it wants (`events`, a
 *   comma-framed list `,task.created,task.updated,` matched with LIKE), an
 *   optional project, `active`, the pause (`paused_at`, after
 *   `consecutive_failures` reached 20) and the signing secret, sealed with
 *   AES-256-GCM under a key derived from the server secret (`secret_sealed`);
 * - `webhook_events`: one row per event that some webhook wanted, written in
 *   the writer's transaction; `public_id` is the event id receivers see, stable
 *   across redeliveries; `payload` the JSON body sent;
 * - `webhook_deliveries`: the outbox, one row per event and webhook (and per
 *   redelivery): `status` pending / sending / delivered / failed, `attempts`,
 *   `next_attempt_at`, `lease_until` (a claimed delivery whose worker died is
 *   due again), and the log of the last attempt (request, response code,
 *   duration, excerpt, error).
 *   `webhook_deliveries_open` serves the worker's claim (the oldest open
 *   delivery of each webhook); `webhook_deliveries_log` the log, newest first.
 * - the built-in Administrator gets `manageWebhooks` at start-up (it holds
 *   every flag); nothing to grant here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhooks', (t) => {
    t.increments('id');
    t.string('url', 2000).notNullable();
    t.text('events').notNullable();
    t.integer('project_id').nullable().references('id').inTable('projects').onDelete('CASCADE');
    t.boolean('active').notNullable().defaultTo(true);
    t.bigInteger('paused_at').nullable();
    t.integer('consecutive_failures').notNullable().defaultTo(0);
    t.text('secret_sealed').notNullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['active', 'project_id'], 'webhooks_active');
  });
  await knex.schema.createTable('webhook_events', (t) => {
    t.increments('id');
    t.string('public_id', 40).notNullable().unique('webhook_events_public_id');
    t.string('type', 60).notNullable();
    t.bigInteger('occurred_at').notNullable();
    t.text('payload').notNullable();
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.increments('id');
    t.integer('webhook_id').notNullable().references('id').inTable('webhooks').onDelete('CASCADE');
    t.integer('event_id')
      .notNullable()
      .references('id')
      .inTable('webhook_events')
      .onDelete('CASCADE');
    t.string('status', 10).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').nullable();
    t.bigInteger('lease_until').nullable();
    t.bigInteger('last_attempt_at').nullable();
    t.bigInteger('delivered_at').nullable();
    t.integer('response_code').nullable();
    t.integer('duration_ms').nullable();
    t.text('request_headers').nullable();
    t.text('response_excerpt').nullable();
    t.text('error').nullable();
    t.bigInteger('created_at').notNullable();
    t.index(['webhook_id', 'status', 'id'], 'webhook_deliveries_open');
    t.index(['webhook_id', 'id'], 'webhook_deliveries_log');
    t.index(['event_id'], 'webhook_deliveries_event');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_events');
  await knex.schema.dropTable('webhooks');
}
