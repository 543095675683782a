import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Status reports (issue 15 § 4): one row per report of a project and period,
 * with its four RAG colours and comments, texts, author, publishing and public
 * link. A draft's chosen top risks are rows of `status_report_risks` (the
 * register's items, in order; a deleted risk drops out by the cascade). At
 * publishing, the top risks and the milestones of the period are frozen into
 * `snapshot` (JSON: `{ topRisks, milestones }`), so a published report never
 * reads the register or the milestones again.
 *
 * The portfolio's "latest per project" reads published reports by project,
 * period end and publish time: `status_reports_latest` (project_id, state,
 * period_end, published_at). The public link is a sha-256 of the token under
 * a unique index (null when there is no link).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('status_reports', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('period_start', 10).notNullable();
    t.string('period_end', 10).notNullable();
    t.string('state', 16).notNullable().defaultTo('draft');
    for (const dimension of ['overall', 'schedule', 'budget', 'scope']) {
      t.string(`rag_${dimension}`, 8).notNullable().defaultTo('grey');
      t.text(`rag_${dimension}_comment`).notNullable().defaultTo('');
    }
    t.text('summary').notNullable().defaultTo('');
    t.text('achievements').notNullable().defaultTo('');
    t.text('next_steps').notNullable().defaultTo('');
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('published_at').nullable();
    t.integer('published_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    /** JSON `{ topRisks, milestones }` frozen at publishing; null for a draft. */
    t.text('snapshot').nullable();
    t.string('public_token_hash', 64).nullable().unique('status_reports_public_token');
    t.bigInteger('public_token_created_at').nullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['project_id', 'state', 'period_end', 'published_at'], 'status_reports_latest');
    t.index(['state', 'published_at'], 'status_reports_published');
  });
  await knex.schema.createTable('status_report_risks', (t) => {
    t.integer('report_id')
      .notNullable()
      .references('id')
      .inTable('status_reports')
      .onDelete('CASCADE');
    t.integer('risk_id').notNullable().references('id').inTable('risks').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.primary(['report_id', 'risk_id']);
    t.index(['risk_id'], 'status_report_risks_risk');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('status_report_risks');
  await knex.schema.dropTableIfExists('status_reports');
}
