import type { Knex } from 'knex';

/**
 * The quote list's index (`POST /api/quotes/query`). A quote's row carries
 * its line items (JSON, kilobytes), so every row the list reads to filter or
 * sort costs its pages: without an index both databases read every quote to
 * return 50. Partial on `deleted_at IS NULL` (every list's condition):
 * PostgreSQL never takes `IS NULL` as fixing a column for the order, so as a
 * key column it would keep the index from giving the order. The selection's
 * columns come first (`is_template`, `archived`), then the default order
 * (`updated_at`, `id`): the default page is the index's first 50 entries. The narrow filter and sort columns follow, so a list filtered by
 * meta type, status or owner, or sorted by number or a date, filters, counts
 * and sorts on the index alone and reads the rows of its page only (the
 * repository selects the page's ids first; `deleted_at` last, so SQLite
 * checks the predicate on the index too). Name and client sorts still read
 * the rows: long text is kept out of the index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.index(
      [
        'is_template',
        'archived',
        'updated_at',
        'id',
        'meta_type_id',
        'status',
        'owner_id',
        'number',
        'quote_date',
        'valid_until',
        'deleted_at',
      ],
      'quotes_list',
      { predicate: knex.whereNull('deleted_at') },
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.dropIndex([], 'quotes_list');
  });
}
