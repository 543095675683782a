import type { Knex } from 'knex';

/**
 * Project details (DOMAIN.md § Projects): billing, dates, money in minor
 * units, description, tags (JSON text), source quote, the current RAG,
 * timesheet settings and the derived figures `/recalculate` rebuilds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (t) => {
    t.string('billing_type', 24).notNullable().defaultTo('timeAndMaterial'); // fixedPrice | timeAndMaterial | internal
    t.string('start_date', 10).nullable(); // YYYY-MM-DD
    t.string('end_date', 10).nullable();
    t.string('currency', 3).notNullable().defaultTo('EUR');
    t.bigInteger('budget_amount').nullable(); // minor units
    t.integer('budget_minutes').nullable();
    t.text('description').notNullable().defaultTo('');
    t.text('tags').notNullable().defaultTo('[]');
    t.integer('source_quote_id').nullable().references('id').inTable('quotes').onDelete('SET NULL');
    t.integer('source_quote_revision').nullable();
    // Current RAG; every change is also a row of project_rag_changes.
    for (const dimension of ['overall', 'schedule', 'budget', 'scope']) {
      t.string(`rag_${dimension}`, 8).notNullable().defaultTo('grey');
      t.text(`rag_${dimension}_comment`).notNullable().defaultTo('');
    }
    t.bigInteger('rag_updated_at').nullable();
    t.integer('rag_updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    // Timesheet settings.
    t.boolean('ts_logging_allowed').notNullable().defaultTo(true);
    t.string('ts_log_target', 16).notNullable().defaultTo('tasksOnly'); // tasksOnly | tasksAndProject
    t.boolean('ts_notes_required').notNullable().defaultTo(false);
    t.boolean('ts_billable_by_default').notNullable().defaultTo(true);
    // Derived figures.
    t.integer('actual_minutes').notNullable().defaultTo(0);
    t.bigInteger('cost_amount').notNullable().defaultTo(0);
    t.bigInteger('revenue_amount').notNullable().defaultTo(0);
    t.integer('progress_percent').notNullable().defaultTo(0);
    t.bigInteger('recalculated_at').nullable();
  });
  await knex.schema.alterTable('projects', (t) => {
    t.index(['rag_overall']);
    t.index(['billing_type']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (t) => {
    t.dropIndex(['rag_overall']);
    t.dropIndex(['billing_type']);
    t.dropForeign(['source_quote_id']);
    t.dropForeign(['rag_updated_by']);
    t.dropColumns(
      'billing_type',
      'start_date',
      'end_date',
      'currency',
      'budget_amount',
      'budget_minutes',
      'description',
      'tags',
      'source_quote_id',
      'source_quote_revision',
      ...['overall', 'schedule', 'budget', 'scope'].flatMap((d) => [
        `rag_${d}`,
        `rag_${d}_comment`,
      ]),
      'rag_updated_at',
      'rag_updated_by',
      'ts_logging_allowed',
      'ts_log_target',
      'ts_notes_required',
      'ts_billable_by_default',
      'actual_minutes',
      'cost_amount',
      'revenue_amount',
      'progress_percent',
      'recalculated_at',
    );
  });
}
