import type { Knex } from 'knex';
import { timestamps } from './columns';

/** Workspace-defined project custom fields and the projects' values of them. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('custom_fields', (t) => {
    t.increments('id');
    t.string('name', 80).notNullable().unique();
    t.string('type', 8).notNullable(); // text | number | date | select
    t.text('options').notNullable().defaultTo('[]'); // JSON array of choices (select)
    t.integer('position').notNullable().defaultTo(0);
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });
  await knex.schema.createTable('project_custom_field_values', (t) => {
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('field_id')
      .notNullable()
      .references('id')
      .inTable('custom_fields')
      .onDelete('CASCADE');
    // Stored as text; numbers are written with String() and read back by the field's type.
    t.text('value').notNullable();
    t.primary(['project_id', 'field_id']);
    t.index(['field_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_custom_field_values');
  await knex.schema.dropTableIfExists('custom_fields');
}
