import type { Knex } from 'knex';
import { timestamps } from './columns';

/** Projects (core columns) and project membership with a project role. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projects', (t) => {
    t.increments('id');
    t.string('code', 32).notNullable().unique();
    t.string('name', 200).notNullable();
    t.string('alternate_name', 200).nullable();
    t.string('client', 200).nullable();
    t.string('status', 16).notNullable().defaultTo('draft'); // draft | active | onHold | completed | cancelled
    t.integer('manager_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.boolean('archived').notNullable().defaultTo(false);
    // Lowercased, accent-stripped `|name|code|alternate name|client`, maintained on write (quick search).
    t.text('search_text').notNullable().defaultTo('');
    t.integer('version').notNullable().defaultTo(1);
    t.bigInteger('deleted_at').nullable();
    timestamps(t);
    t.index(['manager_id']);
    t.index(['status']);
  });

  await knex.schema.createTable('project_members', (t) => {
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('role', 16).notNullable(); // manager | member | viewer | stakeholder
    t.bigInteger('created_at').notNullable();
    t.primary(['project_id', 'user_id']);
    // Scoping ("projects I am a member of") goes from the user to the project.
    t.index(['user_id', 'project_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_members');
  await knex.schema.dropTableIfExists('projects');
}
