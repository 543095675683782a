import type { Knex } from 'knex';
import { timestamps } from './columns';

/** Users, roles and their flags, teams, invitations, sessions, login attempts. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    // Stored lowercased, which makes the unique index case-insensitive on both databases.
    t.string('email', 254).notNullable().unique();
    t.string('name', 120).notNullable();
    t.string('initials', 4).notNullable();
    t.string('color', 16).notNullable();
    t.boolean('external').notNullable().defaultTo(false);
    t.string('status', 16).notNullable().defaultTo('invited'); // invited | active | disabled
    t.string('password_hash', 255).nullable();
    t.text('settings').notNullable().defaultTo('{}'); // JSON
    t.integer('version').notNullable().defaultTo(1);
    t.bigInteger('deleted_at').nullable();
    timestamps(t);
  });

  await knex.schema.createTable('roles', (t) => {
    t.increments('id');
    t.string('name', 80).notNullable().unique();
    t.boolean('built_in').notNullable().defaultTo(false);
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });

  await knex.schema.createTable('role_flags', (t) => {
    t.integer('role_id').notNullable().references('id').inTable('roles').onDelete('CASCADE');
    t.string('flag', 64).notNullable();
    t.primary(['role_id', 'flag']);
  });

  await knex.schema.createTable('user_roles', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('role_id').notNullable().references('id').inTable('roles').onDelete('CASCADE');
    t.primary(['user_id', 'role_id']);
    t.index(['role_id']);
  });

  await knex.schema.createTable('teams', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable().unique();
    t.integer('lead_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });

  await knex.schema.createTable('team_members', (t) => {
    t.integer('team_id').notNullable().references('id').inTable('teams').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['team_id', 'user_id']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('invitations', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('email', 254).notNullable();
    // SHA-256 of the 256-bit token; the token itself is only ever in the link.
    t.string('token_hash', 64).notNullable().unique();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('used_at').nullable();
    t.bigInteger('revoked_at').nullable();
    t.integer('invited_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('sessions', (t) => {
    // SHA-256 of the cookie value, so a leaked table cannot be replayed.
    t.string('id', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_seen_at').notNullable();
    t.bigInteger('idle_expires_at').notNullable();
    t.bigInteger('absolute_expires_at').notNullable();
    t.index(['user_id']);
    t.index(['absolute_expires_at']);
  });

  // Only failed sign-ins are recorded; limits count them per account and per address.
  await knex.schema.createTable('login_attempts', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable();
    t.string('ip', 64).notNullable();
    t.bigInteger('created_at').notNullable();
    t.index(['email', 'created_at']);
    t.index(['ip', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'login_attempts',
    'sessions',
    'invitations',
    'team_members',
    'teams',
    'user_roles',
    'role_flags',
    'roles',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
