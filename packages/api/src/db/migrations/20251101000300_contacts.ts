import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Contacts (issue 15 § 5): the global directory and the links of contacts to
 * projects with a role. The directory is searched through `search_text`
 * (name, company and email, normalised by `lib/search-text.ts`) and listed by
 * name; a project's links are read by project, and a contact's links (its
 * project count, the delete) by contact. A contact is linked to a project at
 * most once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contacts', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('company', 200).notNullable().defaultTo('');
    t.string('job_title', 200).notNullable().defaultTo('');
    t.string('email', 254).notNullable().defaultTo('');
    t.string('phone', 40).notNullable().defaultTo('');
    t.text('notes').notNullable().defaultTo('');
    t.text('search_text').notNullable().defaultTo('');
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['name', 'id'], 'contacts_name');
    t.index(['company', 'name'], 'contacts_company');
  });
  await knex.schema.createTable('project_contacts', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('contact_id').notNullable().references('id').inTable('contacts').onDelete('CASCADE');
    t.string('role', 100).notNullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.unique(['project_id', 'contact_id'], { indexName: 'project_contacts_project_contact' });
    t.index(['contact_id'], 'project_contacts_contact');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_contacts');
  await knex.schema.dropTableIfExists('contacts');
}
