import type { QuoteMetaType, QuoteStatus, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import { buildSearchText, escapeLike } from '../../lib/search-text';
import { userDetailColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';
import type { VersionedTable } from '../../lib/versioned-save';
import { writeSearchTokens } from '../search';
import {
  draftLineColumns,
  parseJson,
  type StoredLine,
  type StoredMarkup,
} from './quote-lines.repository';

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
  /** The quote engine's columns (demo and bench quotes; defaults: EUR, no profile, no lines). */
  currency?: string;
  quoteDate?: string | null;
  rateProfileId?: number | null;
  pricingConfigId?: number | null;
  lineItems?: readonly StoredLine[];
  currentRevision?: number | null;
  acceptedRevision?: number | null;
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
      currency: q.currency ?? 'EUR',
      quote_date: q.quoteDate ?? null,
      rate_profile_id: q.rateProfileId ?? null,
      pricing_config_id: q.pricingConfigId ?? null,
      ...draftLineColumns(q.lineItems ?? []),
      current_revision: q.currentRevision ?? null,
      accepted_revision: q.acceptedRevision ?? null,
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

/* ---------------------------------------------------------------------------
 * The quote engine's rows (issue 14): quotes and templates with their draft
 * line items (JSON) and what a quote reads of its rate profile and pricing
 * config. Lines: quote-lines.repository.ts; revisions:
 * quote-revisions.repository.ts; lists: quote-lists.repository.ts.
 * ------------------------------------------------------------------------- */

/** What a quote's list row and its full record both carry. */
export interface QuoteHead {
  id: number;
  number: string;
  name: string;
  client: string | null;
  metaTypeId: number;
  owner: UserRef | null;
  currency: string;
  status: QuoteStatus;
  archived: boolean;
  isTemplate: boolean;
  quoteDate: string;
  validUntil: string | null;
  currentRevision: number | null;
  acceptedRevision: number | null;
  updatedAt: number;
}

export interface QuoteRecord extends QuoteHead {
  notes: string;
  rateProfile: { id: number; name: string; currency: string } | null;
  pricingConfig: { id: number; name: string } | null;
  lineItems: StoredLine[];
  /** The pricing config's current entries (none without a config). */
  markups: StoredMarkup[];
  version: number;
  createdAt: number;
}

/** The head of a quote (or template) row: what a list row and the full record both read, in this order. */
export const QUOTE_HEAD_COLUMNS = [
  'q.id',
  'q.number',
  'q.name',
  'q.client',
  'q.meta_type_id',
  'q.status',
  'q.archived',
  'q.is_template',
  'q.currency',
  'q.quote_date',
  'q.valid_until',
] as const;

/** The owner, joined as `u` (see `quotesJoined`). */
export const QUOTE_OWNER_COLUMNS = ['q.owner_id', ...userDetailColumns('u', 'owner')] as const;

const QUOTE_COLUMNS = [
  ...QUOTE_HEAD_COLUMNS,
  'q.notes',
  'q.line_items',
  'q.current_revision',
  'q.accepted_revision',
  'q.version',
  'q.created_at',
  'q.updated_at',
  ...QUOTE_OWNER_COLUMNS,
  'q.rate_profile_id',
  'rp.name as rate_profile_name',
  'rp.currency as rate_profile_currency',
  'q.pricing_config_id',
  'pc.name as pricing_config_name',
  'pc.markups as pricing_config_markups',
];

interface QuoteRowData extends UserRefRow<'owner'> {
  id: number;
  number: string;
  name: string;
  client: string | null;
  meta_type_id: number;
  status: QuoteStatus;
  archived: boolean | number;
  is_template: boolean | number;
  currency: string;
  quote_date: string | null;
  valid_until: string | null;
  notes: string;
  line_items: string;
  current_revision: number | null;
  accepted_revision: number | null;
  version: number;
  created_at: number | string;
  updated_at: number | string;
  rate_profile_id: number | null;
  rate_profile_name: string | null;
  rate_profile_currency: string | null;
  pricing_config_id: number | null;
  pricing_config_name: string | null;
  pricing_config_markups: string | null;
}

function quotesJoined(knex: Knex): Knex.QueryBuilder {
  return knex('quotes as q')
    .leftJoin('users as u', 'u.id', 'q.owner_id')
    .leftJoin('quote_rate_profiles as rp', 'rp.id', 'q.rate_profile_id')
    .leftJoin('quote_pricing_configs as pc', 'pc.id', 'q.pricing_config_id')
    .whereNull('q.deleted_at');
}

function toQuoteRecord(row: QuoteRowData): QuoteRecord {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    client: row.client,
    metaTypeId: row.meta_type_id,
    owner: userRefOf(row, 'owner'),
    currency: row.currency,
    status: row.status,
    archived: Boolean(row.archived),
    isTemplate: Boolean(row.is_template),
    quoteDate: row.quote_date ?? isoDate(Number(row.created_at)),
    validUntil: row.valid_until,
    notes: row.notes,
    rateProfile:
      row.rate_profile_id === null
        ? null
        : {
            id: row.rate_profile_id,
            name: row.rate_profile_name ?? '',
            currency: row.rate_profile_currency ?? '',
          },
    pricingConfig:
      row.pricing_config_id === null
        ? null
        : { id: row.pricing_config_id, name: row.pricing_config_name ?? '' },
    lineItems: parseJson<StoredLine[]>(row.line_items, []),
    markups: parseJson<StoredMarkup[]>(row.pricing_config_markups, []),
    currentRevision: row.current_revision,
    acceptedRevision: row.accepted_revision,
    version: Number(row.version),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** A live (not deleted) quote or template; null when there is none. */
export async function findQuote(knex: Knex, id: number): Promise<QuoteRecord | null> {
  const row = await quotesJoined(knex)
    .where('q.id', id)
    .first<QuoteRowData | undefined>(QUOTE_COLUMNS);
  return row ? toQuoteRecord(row) : null;
}

/** The columns a create writes (the number is given separately, per attempt). */
export interface QuoteColumns {
  name: string;
  client: string | null;
  metaTypeId: number;
  ownerId: number | null;
  currency: string;
  quoteDate: string;
  validUntil: string | null;
  notes: string;
  rateProfileId: number | null;
  pricingConfigId: number | null;
  lineItems: StoredLine[];
}

function quoteColumns(c: Partial<QuoteColumns>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (c.name !== undefined) row.name = c.name;
  if (c.client !== undefined) row.client = c.client;
  if (c.metaTypeId !== undefined) row.meta_type_id = c.metaTypeId;
  if (c.ownerId !== undefined) row.owner_id = c.ownerId;
  if (c.currency !== undefined) row.currency = c.currency;
  if (c.quoteDate !== undefined) row.quote_date = c.quoteDate;
  if (c.validUntil !== undefined) row.valid_until = c.validUntil;
  if (c.notes !== undefined) row.notes = c.notes;
  if (c.rateProfileId !== undefined) row.rate_profile_id = c.rateProfileId;
  if (c.pricingConfigId !== undefined) row.pricing_config_id = c.pricingConfigId;
  if (c.lineItems !== undefined) Object.assign(row, draftLineColumns(c.lineItems));
  return row;
}

/**
 * Inserts a draft quote or a template under `number`; a number another
 * request took in the meantime fails on the unique index
 * (`isDuplicateNumber`), and the caller retries with the next one.
 */
export async function insertQuote(
  knex: Knex,
  number: string,
  columns: QuoteColumns,
  isTemplate: boolean,
  now: number,
): Promise<number> {
  const searchText = quoteSearchText({ ...columns, number });
  const id = await insertReturningId(knex, 'quotes', {
    ...quoteColumns(columns),
    number,
    status: 'draft',
    archived: false,
    is_template: isTemplate,
    search_text: searchText,
    created_at: now,
    updated_at: now,
  });
  await writeSearchTokens(knex, 'quote', [{ id, searchText }]);
  return id;
}

/** Writes the changed columns of a quote (its version was claimed); keeps the search text current. */
export async function updateQuoteRow(
  knex: Knex,
  id: number,
  changes: Partial<QuoteColumns>,
): Promise<void> {
  const row = quoteColumns(changes);
  if (changes.name !== undefined || changes.client !== undefined) {
    const current = await knex('quotes')
      .where({ id })
      .first<{ name: string; number: string; client: string | null }>('name', 'number', 'client');
    const searchText = quoteSearchText({
      name: changes.name ?? current.name,
      number: current.number,
      client: changes.client !== undefined ? changes.client : current.client,
    });
    row.search_text = searchText;
    await writeSearchTokens(knex, 'quote', [{ id, searchText }]);
  }
  if (Object.keys(row).length > 0) await knex('quotes').where({ id }).update(row);
}

export async function setQuoteStatus(
  knex: Knex,
  id: number,
  status: QuoteStatus,
  acceptedRevision: number | null,
): Promise<void> {
  await knex('quotes').where({ id }).update({ status, accepted_revision: acceptedRevision });
}

export async function setQuoteArchived(knex: Knex, id: number, archived: boolean): Promise<void> {
  await knex('quotes').where({ id }).update({ archived });
}

export async function softDeleteQuote(knex: Knex, id: number, now: number): Promise<void> {
  await knex('quotes').where({ id }).update({ deleted_at: now });
}

/** The highest number with `prefix` (`Q-2026-`, `T-`), deleted quotes included (numbers are never reused). */
export async function highestNumber(knex: Knex, prefix: string): Promise<string | null> {
  const row = await knex('quotes')
    .where('number', 'like', `${escapeLike(prefix)}%`)
    .orderByRaw('length(number) desc')
    .orderBy('number', 'desc')
    .first<{ number: string } | undefined>('number');
  return row?.number ?? null;
}

/** Is the error the unique index of `quotes.number` refusing a second quote with that number? */
export function isDuplicateNumber(error: unknown): boolean {
  const e = error as { code?: string; message?: string; constraint?: string } | null;
  return (
    (e?.code === '23505' && (e.constraint ?? '').includes('number')) ||
    /UNIQUE constraint failed: quotes\.number/.test(e?.message ?? '')
  );
}

/** Any project (deleted or not) still pointing at the quote: such a quote cannot be deleted. */
export async function hasProjectFromQuote(knex: Knex, quoteId: number): Promise<boolean> {
  return Boolean(await knex('projects').where('source_quote_id', quoteId).first('id'));
}

export async function metaTypeExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('quote_meta_types').where({ id }).first('id'));
}

/** An internal, not deleted user who may own a quote. */
export async function ownerExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(
    await knex('users').where({ id, external: false }).whereNull('deleted_at').first('id'),
  );
}

/**
 * Quote rows as a version-checked save claims them: live, and of the kind the
 * route is about (a template id on a quote route is a 404, and the reverse).
 */
export function quoteRowsOf(kind: 'quote' | 'template', notFound: string): VersionedTable {
  return {
    table: 'quotes',
    notFound,
    live: (query) => query.whereNull('deleted_at').where('is_template', kind === 'template'),
  };
}
