import {
  computePricing,
  type MarkupEntry,
  type QuoteLineItemInput,
  type QuoteStatus,
} from '@keel/types';
import type { Knex } from 'knex';
import { draftLineColumns, type StoredLine } from '../modules/quotes/quote-lines.repository';
import { insertRevision as insertRevisionRow } from '../modules/quotes/quote-revisions.repository';
import { insertQuote } from '../modules/quotes/quotes.repository';
import { costRatesOf } from '../modules/quotes/quote-lines.service';

/**
 * Quotes with frozen revisions, for the demo workspace and the tests of the
 * project from a quote: accepted quotes made in one step, as the quotes API
 * would leave them after freezing and accepting. Rows go through the quotes
 * repository (number, search text and tokens, revision rows), cost rates
 * through the service's rule (the rate profile's salary groups on the quote
 * date), totals through `computePricing`.
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
  rateProfileId?: number | null;
  /** The config whose markups the draft prices with (the last revision's, frozen). */
  pricingConfigId?: number | null;
}

interface QuoteContext {
  rateProfileId: number | null;
  quoteDate: string;
  currency: string;
}

async function storedLines(
  knex: Knex,
  revision: RevisionSpec,
  quote: QuoteContext,
): Promise<StoredLine[]> {
  const costRates = await costRatesOf(knex, quote.rateProfileId, quote.quoteDate, quote.currency);
  return revision.lines.map((l) => ({
    key: l.key,
    section: l.section ?? '',
    description: l.description ?? '',
    role: l.role ?? '',
    minutes: l.minutes,
    rate: l.rate,
    costRate: costRates.get(l.role ?? '') ?? null,
    expenses: l.expenses ?? 0,
  }));
}

async function namesOf(knex: Knex, quoteId: number) {
  const row = await knex('quotes as q')
    .leftJoin('quote_rate_profiles as rp', 'rp.id', 'q.rate_profile_id')
    .leftJoin('quote_pricing_configs as pc', 'pc.id', 'q.pricing_config_id')
    .where('q.id', quoteId)
    .first<{ rate_profile_name: string | null; pricing_config_name: string | null }>(
      'rp.name as rate_profile_name',
      'pc.name as pricing_config_name',
    );
  return {
    rateProfileName: row?.rate_profile_name ?? null,
    pricingConfigName: row?.pricing_config_name ?? null,
  };
}

async function freeze(
  knex: Knex,
  quoteId: number,
  number: number,
  revision: RevisionSpec,
  quote: QuoteContext & { ownerId: number | null },
  now: number,
): Promise<StoredLine[]> {
  const lineItems = await storedLines(knex, revision, quote);
  await insertRevisionRow(knex, quoteId, {
    number,
    authorId: quote.ownerId as number,
    createdAt: now,
    note: revision.note ?? '',
    currency: quote.currency,
    ...(await namesOf(knex, quoteId)),
    lineItems,
    markups: revision.markups,
    totals: computePricing(lineItems, revision.markups),
  });
  return lineItems;
}

/** Inserts the quote (its draft = the last revision) and its revisions; returns its id. */
export async function insertQuoteWithRevisions(
  knex: Knex,
  spec: QuoteSpec,
  now: number,
): Promise<number> {
  const context = {
    rateProfileId: spec.rateProfileId ?? null,
    quoteDate: spec.quoteDate ?? '2026-01-15',
    currency: spec.currency ?? 'EUR',
    ownerId: spec.ownerId,
  };
  const quoteId = await insertQuote(
    knex,
    spec.number,
    {
      name: spec.name,
      client: spec.client,
      metaTypeId: 1,
      ownerId: spec.ownerId,
      currency: context.currency,
      quoteDate: context.quoteDate,
      validUntil: null,
      notes: '',
      rateProfileId: context.rateProfileId,
      pricingConfigId: spec.pricingConfigId ?? null,
      lineItems: [],
    },
    false,
    now,
  );
  let draft: StoredLine[] = [];
  for (const [i, revision] of spec.revisions.entries())
    draft = await freeze(knex, quoteId, i + 1, revision, context, now);
  await knex('quotes')
    .where({ id: quoteId })
    .update({
      ...draftLineColumns(draft),
      status: spec.status,
      accepted_revision: spec.accepted,
    });
  return quoteId;
}

/** Freezes a newer revision and, when asked, accepts it (as `PUT .../status` accepted would). */
export async function addRevision(
  knex: Knex,
  quoteId: number,
  revision: RevisionSpec,
  accept: boolean,
  now: number,
): Promise<number> {
  const quote = await knex('quotes').where({ id: quoteId }).first<{
    current_revision: number | null;
    owner_id: number | null;
    currency: string;
    rate_profile_id: number | null;
    quote_date: string | null;
  }>('current_revision', 'owner_id', 'currency', 'rate_profile_id', 'quote_date');
  const number = Number(quote.current_revision ?? 0) + 1;
  const draft = await freeze(
    knex,
    quoteId,
    number,
    revision,
    {
      ownerId: quote.owner_id,
      currency: quote.currency,
      rateProfileId: quote.rate_profile_id,
      quoteDate: quote.quote_date ?? '2026-01-15',
    },
    now,
  );
  await knex('quotes')
    .where({ id: quoteId })
    .update({
      ...draftLineColumns(draft),
      ...(accept ? { accepted_revision: number, status: 'accepted' } : {}),
      version: knex.raw('version + 1'),
      updated_at: now,
    });
  return number;
}
