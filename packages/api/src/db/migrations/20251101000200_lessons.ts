import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Lessons learned (issue 15 § 3). `search_text` is the normalised text of the
 * title, what happened, the recommendation and the tags (`lib/search-text.ts`),
 * so the library's search is one `LIKE` on SQLite and PostgreSQL alike. Tags
 * live in `lesson_tags` (one row per lesson and tag), so filtering and
 * counting by tag is SQL. A project's tab reads by (project, created_at); the
 * library reads newest first and filters by category and impact.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lessons', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.string('category', 16).notNullable();
    t.text('what_happened').notNullable().defaultTo('');
    t.text('recommendation').notNullable().defaultTo('');
    t.string('impact', 8).notNullable();
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('search_text').notNullable().defaultTo('');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['project_id', 'created_at'], 'lessons_project_created');
    t.index(['created_at'], 'lessons_created');
    t.index(['category', 'created_at'], 'lessons_category_created');
    t.index(['impact', 'created_at'], 'lessons_impact_created');
  });
  await knex.schema.createTable('lesson_tags', (t) => {
    t.integer('lesson_id').notNullable().references('id').inTable('lessons').onDelete('CASCADE');
    t.string('tag', 40).notNullable();
    t.primary(['lesson_id', 'tag']);
    t.index(['tag', 'lesson_id'], 'lesson_tags_tag');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('lesson_tags');
  await knex.schema.dropTableIfExists('lessons');
}
