import type { Knex } from 'knex';

/**
 * The derived finance figures of a project, one row per calendar month
 * ('YYYY-MM', workspace time zone): actual minutes, billable minutes, cost
 * and revenue from time entries, milestones and contracts, and the forecast
 * of the months still to come (issue 16, `modules/finances/README.md`).
 * Money in minor units of the project's currency. The writes that change a
 * figure rewrite the project's rows in their own transaction; recalculate
 * rebuilds them from scratch. The portfolio reads by month, hence the second
 * index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_month_figures', (t) => {
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('month', 7).notNullable();
    t.integer('actual_minutes').notNullable().defaultTo(0);
    t.integer('billable_minutes').notNullable().defaultTo(0);
    t.bigInteger('actual_cost').notNullable().defaultTo(0);
    t.bigInteger('actual_revenue').notNullable().defaultTo(0);
    t.integer('forecast_minutes').notNullable().defaultTo(0);
    t.bigInteger('forecast_cost').notNullable().defaultTo(0);
    t.bigInteger('forecast_revenue').notNullable().defaultTo(0);
    t.primary(['project_id', 'month']);
    t.index(['month', 'project_id'], 'project_month_figures_month_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_month_figures');
}
