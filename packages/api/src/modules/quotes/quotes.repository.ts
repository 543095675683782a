import type { QuoteMetaType, QuoteStatus } from '@keel/types';
import type { Knex } from 'knex';
import { buildSearchText } from '../../lib/search-text';
import { writeSearchTokens } from '../search/search-tokens.repository';

export async function listQuoteMetaTypes(knex: Knex): Promise<QuoteMetaType[]> {
  return knex('quote_meta_types')
    .orderBy('sort_order')
    .orderBy('id')
    .select<QuoteMetaType[]>('id', 'page_title as pageTitle', 'icon');
}

/** The built-in quote meta types (reference data, present in every workspace). */
export const QUOTE_META_TYPES: readonly QuoteMetaType[] = [
  { id: 1, pageTitle: 'Standard', icon: 'file-text' },
  { id: 2, pageTitle: 'Change request', icon: 'git-pull-request' },
  { id: 3, pageTitle: 'Support retainer', icon: 'life-buoy' },
];

export async function ensureQuoteMetaTypes(knex: Knex): Promise<void> {
  await knex('quote_meta_types')
    .insert(
      QUOTE_META_TYPES.map((t, index) => ({
        id: t.id,
        page_title: t.pageTitle,
        icon: t.icon,
        sort_order: index,
      })),
    )
    .onConflict('id')
    .ignore();
}

export interface NewQuote {
  number: string;
  name: string;
  client?: string | null;
  metaTypeId: number;
  status: QuoteStatus;
  ownerId?: number | null;
  archived?: boolean;
}

/** The quick-search text of a quote; every write of these fields must refresh it. */
export function quoteSearchText(q: Pick<NewQuote, 'name' | 'number' | 'client'>): string {
  return buildSearchText([q.name, q.number, q.client]);
}

const CHUNK = 200;

/** Inserts quotes (search text maintained) in chunks; returns ids in input order. */
export async function insertQuotes(
  knex: Knex,
  quotes: readonly NewQuote[],
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < quotes.length; i += CHUNK) {
    const rows = quotes.slice(i, i + CHUNK).map((q) => ({
      number: q.number,
      name: q.name,
      client: q.client ?? null,
      meta_type_id: q.metaTypeId,
      status: q.status,
      owner_id: q.ownerId ?? null,
      archived: q.archived ?? false,
      search_text: quoteSearchText(q),
      created_at: now,
      updated_at: now,
    }));
    const inserted = await knex('quotes').insert(rows).returning<{ id: number }[]>('id');
    const chunkIds = inserted.map((row) => row.id);
    await writeSearchTokens(
      knex,
      'quote',
      chunkIds.map((id, index) => ({ id, searchText: rows[index]?.search_text ?? '' })),
    );
    ids.push(...chunkIds);
  }
  return ids;
}
