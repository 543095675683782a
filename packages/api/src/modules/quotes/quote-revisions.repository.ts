import type { PricingTotals, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { userDetailColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';
import { parseJson, type StoredLine, type StoredMarkup } from './quote-lines.repository';

/** A quote's revisions (`quote_revisions`): frozen once written, never changed afterwards. */

export interface RevisionRecord {
  number: number;
  author: UserRef | null;
  createdAt: number;
  note: string;
  currency: string;
  rateProfileName: string | null;
  pricingConfigName: string | null;
  lineItems: StoredLine[];
  markups: StoredMarkup[];
  totals: PricingTotals;
}

const REVISION_COLUMNS = [
  'r.number',
  'r.author_id',
  ...userDetailColumns('u', 'author'),
  'r.created_at',
  'r.note',
  'r.currency',
  'r.rate_profile_name',
  'r.pricing_config_name',
  'r.line_items',
  'r.markups',
  'r.totals',
];

interface RevisionRow extends UserRefRow<'author'> {
  number: number;
  created_at: number | string;
  note: string;
  currency: string;
  rate_profile_name: string | null;
  pricing_config_name: string | null;
  line_items: string;
  markups: string;
  totals: string;
}

function toRevision(row: RevisionRow): RevisionRecord {
  return {
    number: row.number,
    author: userRefOf(row, 'author'),
    createdAt: Number(row.created_at),
    note: row.note,
    currency: row.currency,
    rateProfileName: row.rate_profile_name,
    pricingConfigName: row.pricing_config_name,
    lineItems: parseJson<StoredLine[]>(row.line_items, []),
    markups: parseJson<StoredMarkup[]>(row.markups, []),
    totals: parseJson<PricingTotals>(row.totals, {} as PricingTotals),
  };
}

/** A quote's revisions, newest first. */
export async function listRevisions(knex: Knex, quoteId: number): Promise<RevisionRecord[]> {
  const rows = await knex('quote_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .where('r.quote_id', quoteId)
    .orderBy('r.number', 'desc')
    .select<RevisionRow[]>(REVISION_COLUMNS);
  return rows.map(toRevision);
}

export async function findRevision(
  knex: Knex,
  quoteId: number,
  number: number,
): Promise<RevisionRecord | null> {
  const row = await knex('quote_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .where({ 'r.quote_id': quoteId, 'r.number': number })
    .first<RevisionRow | undefined>(REVISION_COLUMNS);
  return row ? toRevision(row) : null;
}

/** Inserts a revision; the only write of `quote_revisions` (a revision never changes afterwards). */
export async function insertRevision(
  knex: Knex,
  quoteId: number,
  revision: Omit<RevisionRecord, 'author'> & { authorId: number },
): Promise<void> {
  await knex('quote_revisions').insert({
    quote_id: quoteId,
    number: revision.number,
    author_id: revision.authorId,
    note: revision.note,
    currency: revision.currency,
    rate_profile_name: revision.rateProfileName,
    pricing_config_name: revision.pricingConfigName,
    line_items: JSON.stringify(revision.lineItems),
    markups: JSON.stringify(revision.markups),
    totals: JSON.stringify(revision.totals),
    created_at: revision.createdAt,
  });
  await knex('quotes').where({ id: quoteId }).update({ current_revision: revision.number });
}
