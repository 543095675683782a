import type { Knex } from 'knex';

/**
 * Discussion posts get a real `version` (DOMAIN.md: editable records carry
 * one): edits and deletes are version-checked saves like every other record,
 * instead of comparing the `edited_at` instant.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['discussion_threads', 'discussion_comments']) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('version').notNullable().defaultTo(1);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['discussion_threads', 'discussion_comments']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('version');
    });
  }
}
