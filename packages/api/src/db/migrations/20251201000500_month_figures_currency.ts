import type { Knex } from 'knex';

/**
 * The project's currency on each of its month figures (issue 16). The
 * portfolio's totals are per currency and month over every filtered project;
 * taking the currency from `projects` joined ~12,000 month rows (a year of
 * 10,000 projects) to the wide project rows, most of the request's time. The
 * rewrite of a project's figures (`replaceProjectFigures`) writes its currency
 * on every row, and every change of a project's currency rewrites its figures
 * in the same transaction (the project update does), so the copy never lags.
 *
 * The month index becomes covering for the totals: led by the month (the
 * range), then the currency (the groups come in order, no sort), the project
 * (the filter on the matching ids) and the summed columns, so the totals read
 * only the index. It replaces `(month, project_id)`, which nothing else needs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_month_figures', (t) => {
    t.string('currency', 3);
  });
  await knex.raw(
    `UPDATE project_month_figures SET currency = (SELECT p.currency FROM projects p WHERE p.id = project_month_figures.project_id)`,
  );
  // No default: a writer that left it out would file the row under a wrong
  // currency silently (SQLite rebuilds the table for this; a few rows a project).
  await knex.schema.alterTable('project_month_figures', (t) => {
    t.string('currency', 3).notNullable().alter();
  });
  await knex.schema.alterTable('project_month_figures', (t) => {
    t.dropIndex(['month', 'project_id'], 'project_month_figures_month_idx');
    t.index(
      [
        'month',
        'currency',
        'project_id',
        'actual_minutes',
        'actual_cost',
        'actual_revenue',
        'forecast_minutes',
        'forecast_cost',
        'forecast_revenue',
      ],
      'project_month_figures_month_idx',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_month_figures', (t) => {
    t.dropIndex([], 'project_month_figures_month_idx');
    t.index(['month', 'project_id'], 'project_month_figures_month_idx');
  });
  await knex.schema.alterTable('project_month_figures', (t) => {
    t.dropColumn('currency');
  });
}
