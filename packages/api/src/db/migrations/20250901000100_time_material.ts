import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Time and material contracts (issue 13, modules/time-material/README.md):
 * contracts of a project, the people billed on them at an hourly rate, the
 * hashed public stakeholder token, and the failed public-token lookups the
 * per-address rate limit counts.
 *
 * Money (rates, caps) is BIGINT minor units, so a value beyond int4 is stored
 * as it is on PostgreSQL. The token is stored hashed (sha-256 hex) under a
 * unique index: the public lookup is one index probe.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('time_material_contracts', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.string('period_start', 10).notNullable();
    t.string('period_end', 10).notNullable();
    t.string('currency', 3).notNullable();
    t.bigInteger('cap_amount').nullable();
    t.bigInteger('cap_minutes').nullable();
    t.string('stakeholder_token_hash', 64).nullable().unique({
      indexName: 'time_material_contracts_token',
    });
    t.bigInteger('stakeholder_token_created_at').nullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['project_id', 'period_start'], 'time_material_contracts_project');
    t.check('period_start <= period_end', [], 'time_material_contracts_period');
  });

  await knex.schema.createTable('time_material_resources', (t) => {
    t.increments('id');
    t.integer('contract_id')
      .notNullable()
      .references('id')
      .inTable('time_material_contracts')
      .onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('hourly_rate').notNullable();
    t.bigInteger('cap_minutes').nullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.unique(['contract_id', 'user_id'], { indexName: 'time_material_resources_contract_user' });
    t.check('hourly_rate >= 0', [], 'time_material_resources_rate');
  });

  // One failed public-token lookup (unknown, revoked or rotated token, wrong project or
  // resource) per row; swept by the housekeeping once older than the window.
  await knex.schema.createTable('public_link_failures', (t) => {
    t.increments('id');
    t.string('ip', 64).notNullable();
    t.bigInteger('created_at').notNullable();
    t.index(['ip', 'created_at'], 'public_link_failures_ip');
  });

  // A resource's billable time on the project within a period: the consumption
  // GROUP BY (user, month) and the timesheet pages read this range. Covering
  // (billable, minutes), so the aggregate reads the index alone on SQLite.
  await knex.schema.alterTable('time_entries', (t) => {
    t.index(
      ['project_id', 'user_id', 'date', 'billable', 'minutes'],
      'time_entries_project_user_date',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('time_entries', (t) => {
    t.dropIndex(
      ['project_id', 'user_id', 'date', 'billable', 'minutes'],
      'time_entries_project_user_date',
    );
  });
  await knex.schema.dropTable('public_link_failures');
  await knex.schema.dropTable('time_material_resources');
  await knex.schema.dropTable('time_material_contracts');
}
