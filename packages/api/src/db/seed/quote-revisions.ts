import {
  computePricing,
  type MarkupEntry,
  type QuoteLineItemInput,
  type QuoteStatus,
} from '@keel/types';
import type { Knex } from 'knex';

/**
 * Quotes with frozen revisions written straight to the tables (the shapes of
 * the quote engine migration: lines and markups as JSON, totals the engine's
 * figures), for the demo workspace and the tests of the project from a quote.
 * The totals are `computePricing`'s, as the quotes API freezes them.
 */

export interface RevisionSpec {
  lines: Array<QuoteLineItemInput & { key: string }>;
  markups: MarkupEntry[];
  note?: string;
}

export interface QuoteSpec {
  number: string;
  name: string;
  client: string | null;
  ownerId: number | null;
  currency?: string;
  status: QuoteStatus;
  /** The revisions in order (numbered 1, 2, ...). */
  revisions: RevisionSpec[];
  /** The accepted revision's number (null: none). */
  accepted: number | null;
  quoteDate?: string;
}

function stored(revision: RevisionSpec) {
  const lines = revision.lines.map((l) => ({
    key: l.key,
    section: l.section ?? '',
    description: l.description ?? '',
    role: l.role ?? '',
    minutes: l.minutes,
    rate: l.rate,
    costRate: null,
    expenses: l.expenses ?? 0,
  }));
  return { lines, totals: computePricing(lines, revision.markups) };
}

/** Inserts the quote (its draft = the last revision) and its revisions; returns its id. */
export async function insertQuoteWithRevisions(
  knex: Knex,
  spec: QuoteSpec,
  now: number,
): Promise<number> {
  const last = spec.revisions[spec.revisions.length - 1];
  const [row] = await knex('quotes')
    .insert({
      number: spec.number,
      name: spec.name,
      client: spec.client,
      meta_type_id: 1,
      status: spec.status,
      owner_id: spec.ownerId,
      search_text: `|${spec.name}|${spec.number}|${spec.client ?? ''}`.toLowerCase(),
      currency: spec.currency ?? 'EUR',
      quote_date: spec.quoteDate ?? '2026-01-15',
      line_items: JSON.stringify(last ? stored(last).lines : []),
      current_revision: spec.revisions.length || null,
      accepted_revision: spec.accepted,
      created_at: now,
      updated_at: now,
    })
    .returning<Array<{ id: number } | number>>('id');
  const quoteId = typeof row === 'object' ? row.id : Number(row);
  for (const [i, revision] of spec.revisions.entries())
    await insertRevision(knex, quoteId, i + 1, revision, spec, now);
  return quoteId;
}

async function insertRevision(
  knex: Knex,
  quoteId: number,
  number: number,
  revision: RevisionSpec,
  spec: Pick<QuoteSpec, 'ownerId' | 'currency'>,
  now: number,
): Promise<void> {
  const { lines, totals } = stored(revision);
  await knex('quote_revisions').insert({
    quote_id: quoteId,
    number,
    author_id: spec.ownerId,
    note: revision.note ?? '',
    currency: spec.currency ?? 'EUR',
    line_items: JSON.stringify(lines),
    markups: JSON.stringify(revision.markups),
    totals: JSON.stringify(totals),
    created_at: now,
  });
}

/** Freezes a newer revision and, when asked, accepts it (as `PUT .../status` accepted would). */
export async function addRevision(
  knex: Knex,
  quoteId: number,
  revision: RevisionSpec,
  accept: boolean,
  now: number,
): Promise<number> {
  const quote = await knex('quotes')
    .where({ id: quoteId })
    .first<{ current_revision: number | null; owner_id: number | null; currency: string }>(
      'current_revision',
      'owner_id',
      'currency',
    );
  const number = Number(quote.current_revision ?? 0) + 1;
  await insertRevision(
    knex,
    quoteId,
    number,
    revision,
    { ownerId: quote.owner_id, currency: quote.currency },
    now,
  );
  await knex('quotes')
    .where({ id: quoteId })
    .update({
      current_revision: number,
      line_items: JSON.stringify(stored(revision).lines),
      ...(accept ? { accepted_revision: number, status: 'accepted' } : {}),
      version: knex.raw('version + 1'),
      updated_at: now,
    });
  return number;
}
