import type { Knex } from 'knex';
import { databaseKind } from '../dialect';

/**
 * Indexes for the project browser's query.
 *
 * A handful of values (status, billing type, RAG) make poor indexes: without
 * statistics SQLite's planner takes an equality on them as selective and
 * walks the index with one row lookup per entry, about twice as slow as the
 * scan it replaces for "status in (draft, active, on hold)". They go.
 *
 * On SQLite the quick-search covering index also carries `archived` and
 * `status`, so the browser's usual query (search, status, archived, sorted
 * by name = `search_text`) counts and pages on the index alone. PostgreSQL
 * keeps its plain scan (see 20250401000000).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (t) => {
    t.dropIndex(['status']);
    t.dropIndex(['rag_overall']);
    t.dropIndex(['billing_type']);
  });
  if (databaseKind(knex) !== 'sqlite') return;
  await knex.schema.alterTable('projects', (t) => {
    t.dropIndex([], 'projects_search_covering');
    t.index(
      ['search_text', 'deleted_at', 'archived', 'status', 'name', 'alternate_name'],
      'projects_list_covering',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'sqlite') {
    await knex.schema.alterTable('projects', (t) => {
      t.dropIndex([], 'projects_list_covering');
      t.index(['search_text', 'deleted_at', 'name', 'alternate_name'], 'projects_search_covering');
    });
  }
  await knex.schema.alterTable('projects', (t) => {
    t.index(['status']);
    t.index(['rag_overall']);
    t.index(['billing_type']);
  });
}
