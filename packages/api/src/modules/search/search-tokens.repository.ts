import type { Knex } from 'knex';
import { searchTokens } from '../../lib/search-text';

/** The word-start token table of each searchable record type (migration 20250501000000). */
export const SEARCH_TOKEN_TABLES = {
  project: { table: 'project_search_tokens', owner: 'project_id' },
  quote: { table: 'quote_search_tokens', owner: 'quote_id' },
} as const;

export type SearchableKind = keyof typeof SEARCH_TOKEN_TABLES;

const CHUNK = 300;

/**
 * Replaces the search tokens of the given records. Every write of a
 * `search_text` calls this in the same transaction, so the tokens never
 * disagree with the text they index.
 */
export async function writeSearchTokens(
  knex: Knex,
  kind: SearchableKind,
  records: ReadonlyArray<{ id: number; searchText: string }>,
): Promise<void> {
  const { table, owner } = SEARCH_TOKEN_TABLES[kind];
  const ids = records.map((r) => r.id);
  for (let i = 0; i < ids.length; i += CHUNK) {
    await knex(table)
      .whereIn(owner, ids.slice(i, i + CHUNK))
      .delete();
  }
  const rows = records.flatMap((record) =>
    searchTokens(record.searchText).map((t) => ({
      [owner]: record.id,
      kind: t.kind,
      token: t.token,
    })),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    await knex(table).insert(rows.slice(i, i + CHUNK));
  }
}
