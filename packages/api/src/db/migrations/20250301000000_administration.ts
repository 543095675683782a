import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Administration: password reset links, salary groups with their rate
 * history, employee records with personal rate overrides, the audit log, and
 * the last sign-in of each user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    // Written at sign-in; the user lists fall back to the newest session for older rows.
    t.bigInteger('last_sign_in_at').nullable();
  });

  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // SHA-256 of the 256-bit token; the token itself is only ever in the link.
    t.string('token_hash', 64).notNullable().unique();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('used_at').nullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('salary_groups', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable().unique();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });

  // A rate is in force from its date until the next entry of the same group.
  await knex.schema.createTable('salary_group_rates', (t) => {
    t.increments('id');
    t.integer('salary_group_id')
      .notNullable()
      .references('id')
      .inTable('salary_groups')
      .onDelete('CASCADE');
    t.string('effective_from', 10).notNullable(); // YYYY-MM-DD
    t.integer('amount').notNullable(); // minor units per hour
    t.string('currency', 3).notNullable();
    t.unique(['salary_group_id', 'effective_from']);
  });

  await knex.schema.createTable('employees', (t) => {
    t.increments('id');
    t.integer('user_id')
      .notNullable()
      .unique()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.integer('salary_group_id').nullable().references('id').inTable('salary_groups');
    t.integer('standard_minutes_per_day').notNullable().defaultTo(480);
    t.string('working_days', 32).notNullable().defaultTo('[1,2,3,4,5]'); // JSON ISO weekdays
    t.string('employment_start', 10).notNullable();
    t.string('employment_end', 10).nullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['salary_group_id']);
  });

  await knex.schema.createTable('employee_rate_overrides', (t) => {
    t.increments('id');
    t.integer('employee_id')
      .notNullable()
      .references('id')
      .inTable('employees')
      .onDelete('CASCADE');
    t.string('effective_from', 10).notNullable();
    t.integer('amount').notNullable();
    t.string('currency', 3).notNullable();
    t.unique(['employee_id', 'effective_from']);
  });

  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id');
    t.bigInteger('at').notNullable();
    t.integer('actor_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('entity_type', 32).notNullable();
    t.integer('entity_id').nullable();
    t.string('entity_label', 254).notNullable().defaultTo('');
    t.string('action', 32).notNullable();
    t.text('before').nullable(); // JSON
    t.text('after').nullable(); // JSON
    t.index(['at']);
    t.index(['entity_type', 'entity_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'audit_log',
    'employee_rate_overrides',
    'employees',
    'salary_group_rates',
    'salary_groups',
    'password_resets',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('last_sign_in_at');
  });
}
