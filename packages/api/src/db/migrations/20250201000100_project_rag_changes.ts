import type { Knex } from 'knex';

/** Every RAG change of a project (history for the overview, dashboard and status snapshots). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_rag_changes', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    for (const dimension of ['overall', 'schedule', 'budget', 'scope']) {
      t.string(dimension, 8).notNullable();
      t.text(`${dimension}_comment`).notNullable().defaultTo('');
    }
    t.integer('changed_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('changed_at').notNullable();
    t.index(['project_id', 'changed_at']);
    t.index(['changed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_rag_changes');
}
