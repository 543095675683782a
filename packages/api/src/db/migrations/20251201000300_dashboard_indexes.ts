import type { Knex } from 'knex';

/**
 * The portfolio dashboard's lists (`GET /api/projects/summary`): the RAG
 * matrix and the at-risk list read the visible projects worst RAG first
 * (`RAG_ORDER` of `modules/projects/project-browser.repository.ts`, the same
 * expression, so the planner matches it). Led by that expression, the index
 * gives the order without sorting 10,000 rows, and carries what the
 * dashboard filters on (status, archived, deleted), so a page of 50 reads 50
 * index entries. Nothing else filters on the expression: the browser's
 * queries keep their plans (20250501000100).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX projects_rag_order ON projects ((CASE rag_overall WHEN 'red' THEN 0 WHEN 'amber' THEN 1 WHEN 'green' THEN 2 ELSE 3 END), id, status, archived, deleted_at)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX projects_rag_order');
}
