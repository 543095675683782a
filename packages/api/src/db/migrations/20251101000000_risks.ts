import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * The risk and issue register (issue 15 § 1-2): items, their internal
 * comments, their history (one row per save; `changes` a JSON list of
 * field/from/to) and the users' subscriptions.
 *
 * `updated_at` is the last change of the item or a comment on it, so the
 * "recent" view reads one column. The portfolio views read by project and
 * status (active, inactive), by severity (critical) and by `updated_at`
 * (recent); `severity` is stored (probability x impact) so it can be indexed
 * and sorted on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('risks', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('kind', 8).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.smallint('probability').notNullable();
    t.smallint('impact').notNullable();
    t.smallint('severity').notNullable();
    t.integer('owner_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('status', 16).notNullable();
    t.string('due_date', 10).nullable();
    t.text('mitigation').notNullable().defaultTo('');
    t.boolean('shared_with_stakeholders').notNullable().defaultTo(false);
    t.integer('comment_count').notNullable().defaultTo(0);
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['project_id', 'status', 'severity'], 'risks_project_status_severity');
    t.index(['status', 'severity'], 'risks_status_severity');
    t.index(['updated_at'], 'risks_updated_at');
  });
  await knex.schema.createTable('risk_comments', (t) => {
    t.increments('id');
    t.integer('risk_id').notNullable().references('id').inTable('risks').onDelete('CASCADE');
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('body').notNullable();
    t.bigInteger('created_at').notNullable();
    t.index(['risk_id', 'created_at'], 'risk_comments_risk');
  });
  await knex.schema.createTable('risk_history', (t) => {
    t.increments('id');
    t.integer('risk_id').notNullable().references('id').inTable('risks').onDelete('CASCADE');
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.boolean('created').notNullable().defaultTo(false);
    /** JSON: [{ field, from, to }] with the values as the page shows them. */
    t.text('changes').notNullable();
    t.index(['risk_id', 'created_at'], 'risk_history_risk');
  });
  await knex.schema.createTable('risk_subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('scope', 8).notNullable();
    t.integer('project_id').nullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('risk_id').nullable().references('id').inTable('risks').onDelete('CASCADE');
    /** JSON list of events (created, severityRaised, statusChanged, commented). */
    t.text('events').notNullable();
    t.bigInteger('created_at').notNullable();
    t.index(['user_id'], 'risk_subscriptions_user');
    t.index(['project_id'], 'risk_subscriptions_project');
    t.index(['risk_id'], 'risk_subscriptions_risk');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('risk_subscriptions');
  await knex.schema.dropTableIfExists('risk_history');
  await knex.schema.dropTableIfExists('risk_comments');
  await knex.schema.dropTableIfExists('risks');
}
