import { computePricing } from '@keel/types';
import type {
  MarkupAppliesTo,
  MarkupKind,
  PricingTotals,
  QuoteMetaType,
  QuoteSortColumn,
  QuoteStatus,
  UserRef,
} from '@keel/types';
import type { Knex } from 'knex';
import { rowsAsArrays } from '../../db/rows-as-arrays';
import { pageOfRows } from '../../lib/lists';
import { buildSearchText, escapeLike } from '../../lib/search-text';
import { userRef } from '../../lib/user-ref';
import { writeSearchTokens } from '../search';

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

/**
 * The columns stored beside a draft's lines (every write of `line_items`
 * writes them): its labour, expenses and line count, so the list prices a row
 * without its lines.
 */
export function draftLineColumns(lines: readonly StoredLine[]) {
  const { labour, expenses } = computePricing(lines, []);
  return {
    line_items: JSON.stringify(lines),
    draft_labour: labour,
    draft_expenses: expenses,
    line_count: lines.length,
  };
}

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
 * line items (JSON), revisions, and what a quote reads of its rate profile
 * and pricing config.
 * ------------------------------------------------------------------------- */

/** A draft or frozen line as stored in `line_items` (the cost rate derived by the API). */
export interface StoredLine {
  key: string;
  section: string;
  description: string;
  role: string;
  minutes: number;
  rate: number;
  costRate: number | null;
  expenses: number;
}

/** A markup entry as stored in `quote_pricing_configs.markups` and `quote_revisions.markups`. */
export interface StoredMarkup {
  label: string;
  kind: MarkupKind;
  value: number;
  appliesTo: MarkupAppliesTo;
}

export interface QuoteRecord {
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
  notes: string;
  rateProfile: { id: number; name: string; currency: string } | null;
  pricingConfig: { id: number; name: string } | null;
  lineItems: StoredLine[];
  /** The pricing config's current entries (none without a config). */
  markups: StoredMarkup[];
  currentRevision: number | null;
  acceptedRevision: number | null;
  version: number;
  createdAt: number;
  updatedAt: number;
}

function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback;
  return JSON.parse(text) as T;
}

const QUOTE_COLUMNS = [
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
  'q.notes',
  'q.line_items',
  'q.current_revision',
  'q.accepted_revision',
  'q.version',
  'q.created_at',
  'q.updated_at',
  'q.owner_id',
  'u.name as owner_name',
  'u.initials as owner_initials',
  'u.color as owner_color',
  'q.rate_profile_id',
  'rp.name as rate_profile_name',
  'rp.currency as rate_profile_currency',
  'q.pricing_config_id',
  'pc.name as pricing_config_name',
  'pc.markups as pricing_config_markups',
];

interface QuoteRowData {
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
  owner_id: number | null;
  owner_name: string | null;
  owner_initials: string | null;
  owner_color: string | null;
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
    owner: userRef(row.owner_id, row.owner_name, row.owner_initials, row.owner_color),
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
  const [row] = await knex('quotes')
    .insert({
      ...quoteColumns(columns),
      number,
      status: 'draft',
      archived: false,
      is_template: isTemplate,
      search_text: searchText,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  const id = Number(row?.id);
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

/** A rate profile's currency and roles (in position order); null when there is no such profile. */
export async function findRateProfile(
  knex: Knex,
  id: number,
): Promise<{
  id: number;
  name: string;
  currency: string;
  roles: Array<{ role: string; hourlyRate: number; salaryGroupId: number | null }>;
} | null> {
  const profile = await knex('quote_rate_profiles')
    .where({ id })
    .first<{ id: number; name: string; currency: string } | undefined>('id', 'name', 'currency');
  if (!profile) return null;
  const roles = await knex('quote_rate_profile_roles')
    .where('profile_id', id)
    .orderBy('position')
    .select<Array<{ role: string; hourly_rate: number; salary_group_id: number | null }>>(
      'role',
      'hourly_rate',
      'salary_group_id',
    );
  return {
    ...profile,
    roles: roles.map((r) => ({
      role: r.role,
      hourlyRate: Number(r.hourly_rate),
      salaryGroupId: r.salary_group_id,
    })),
  };
}

export async function pricingConfigExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('quote_pricing_configs').where({ id }).first('id'));
}

/**
 * The hourly rate of each salary group in force on `date` (the latest entry
 * from that day or before), with its currency; groups without one are absent.
 */
export async function salaryGroupRatesOn(
  knex: Knex,
  groupIds: readonly number[],
  date: string,
): Promise<Map<number, { amount: number; currency: string }>> {
  const rates = new Map<number, { amount: number; currency: string }>();
  if (groupIds.length === 0) return rates;
  const rows = await knex('salary_group_rates')
    .whereIn('salary_group_id', [...new Set(groupIds)])
    .where('effective_from', '<=', date)
    .orderBy('effective_from', 'asc')
    .select<Array<{ salary_group_id: number; amount: number; currency: string }>>(
      'salary_group_id',
      'amount',
      'currency',
    );
  // Ascending, so the last entry of each group (the one in force) wins.
  for (const row of rows)
    rates.set(row.salary_group_id, { amount: Number(row.amount), currency: row.currency });
  return rates;
}

/* Revisions ----------------------------------------------------------------- */

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
  'u.name as author_name',
  'u.initials as author_initials',
  'u.color as author_color',
  'r.created_at',
  'r.note',
  'r.currency',
  'r.rate_profile_name',
  'r.pricing_config_name',
  'r.line_items',
  'r.markups',
  'r.totals',
];

interface RevisionRow {
  number: number;
  author_id: number | null;
  author_name: string | null;
  author_initials: string | null;
  author_color: string | null;
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
    author: userRef(row.author_id, row.author_name, row.author_initials, row.author_color),
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

/* Lists ----------------------------------------------------------------------- */

export interface QuoteListCriteria {
  isTemplate: boolean;
  archived?: boolean;
  /** Normalised search text (`normalizeSearchText`), matched anywhere in `search_text`. */
  search?: string;
  metaTypeId?: number;
  statuses?: readonly QuoteStatus[];
  ownerId?: number | null;
  sort: QuoteSortColumn | 'name';
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export interface QuoteListRow {
  id: number;
  number: string;
  name: string;
  client: string | null;
  metaTypeId: number;
  owner: UserRef | null;
  status: QuoteStatus;
  archived: boolean;
  isTemplate: boolean;
  currency: string;
  quoteDate: string;
  validUntil: string | null;
  /** The draft's labour and expenses (the stored sums of its lines). */
  labour: number;
  expenses: number;
  lineCount: number;
  /** The markups of its pricing config (none without one). */
  markups: readonly StoredMarkup[];
  currentRevision: number | null;
  acceptedRevision: number | null;
  updatedAt: number;
}

/**
 * The columns of a list row, in the order `rowsAsArrays` returns them: a
 * page's rows come back as arrays (no object per row built by the driver),
 * read by position in `toListRow`.
 */
const LIST_COLUMNS = [
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
  'q.draft_labour',
  'q.draft_expenses',
  'q.line_count',
  'q.current_revision',
  'q.accepted_revision',
  'q.updated_at',
  'q.owner_id',
  'u.name as owner_name',
  'u.initials as owner_initials',
  'u.color as owner_color',
  'pc.markups as pricing_config_markups',
] as const;

/** A row of `LIST_COLUMNS`, by position. */
type QuoteListRowData = [
  id: number,
  number: string,
  name: string,
  client: string | null,
  metaTypeId: number,
  status: QuoteStatus,
  archived: boolean | number,
  isTemplate: boolean | number,
  currency: string,
  quoteDate: string,
  validUntil: string | null,
  labour: number | string,
  expenses: number | string,
  lineCount: number,
  currentRevision: number | null,
  acceptedRevision: number | null,
  updatedAt: number | string,
  ownerId: number | null,
  ownerName: string | null,
  ownerInitials: string | null,
  ownerColor: string | null,
  markups: string | null,
];

const SORT_COLUMNS: Record<QuoteSortColumn, string> = {
  number: 'q.number',
  name: 'q.name',
  client: 'q.client',
  status: 'q.status',
  quoteDate: 'q.quote_date',
  validUntil: 'q.valid_until',
  updatedAt: 'q.updated_at',
};

/**
 * A page of quotes or templates, filtered in SQL; the page's rows carry
 * their lines and markups so the service prices only these rows.
 */
export async function listQuotes(
  knex: Knex,
  criteria: QuoteListCriteria,
): Promise<{ rows: QuoteListRow[]; total: number }> {
  const filtered = knex('quotes as q')
    .whereNull('q.deleted_at')
    .where('q.is_template', criteria.isTemplate);
  if (criteria.archived !== undefined) filtered.where('q.archived', criteria.archived);
  if (criteria.metaTypeId !== undefined) filtered.where('q.meta_type_id', criteria.metaTypeId);
  if (criteria.statuses && criteria.statuses.length > 0)
    filtered.whereIn('q.status', criteria.statuses);
  if (criteria.ownerId !== undefined && criteria.ownerId !== null)
    filtered.where('q.owner_id', criteria.ownerId);
  if (criteria.search)
    filtered.whereRaw(`q.search_text LIKE ? ESCAPE '\\'`, [`%${escapeLike(criteria.search)}%`]);

  const column = SORT_COLUMNS[criteria.sort];
  // The page's ids first, sorted on the narrow columns alone; then the rows
  // of those 50 ids with their lines. Sorting the full rows would carry every
  // quote's line items (kilobytes of JSON each) through the sort.
  const ordered = filtered
    .clone()
    .select('q.id')
    .orderBy(column, criteria.direction)
    .orderBy('q.id', criteria.direction);
  const page = await pageOfRows<{ id: number }>(knex, filtered, ordered, criteria);
  const ids = page.rows.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await rowsAsArrays<QuoteListRowData>(
          knex,
          knex('quotes as q')
            .leftJoin('users as u', 'u.id', 'q.owner_id')
            .leftJoin('quote_pricing_configs as pc', 'pc.id', 'q.pricing_config_id')
            .whereIn('q.id', ids)
            .select(LIST_COLUMNS),
        );
  const byId = new Map(found.map((row) => [row[0], row]));
  // A page's quotes share a handful of pricing configs: each config's markups are parsed once.
  const markupsByText = new Map<string, StoredMarkup[]>();
  const markupsOf = (text: string | null): readonly StoredMarkup[] => {
    if (!text) return [];
    let parsed = markupsByText.get(text);
    if (!parsed) markupsByText.set(text, (parsed = parseJson<StoredMarkup[]>(text, [])));
    return parsed;
  };
  return {
    total: page.total,
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toListRow(row, markupsOf)] : [];
    }),
  };
}

function toListRow(
  row: QuoteListRowData,
  markupsOf: (text: string | null) => readonly StoredMarkup[],
): QuoteListRow {
  const [
    id,
    number,
    name,
    client,
    metaTypeId,
    status,
    archived,
    isTemplate,
    currency,
    quoteDate,
    validUntil,
    labour,
    expenses,
    lineCount,
    currentRevision,
    acceptedRevision,
    updatedAt,
    ownerId,
    ownerName,
    ownerInitials,
    ownerColor,
    markups,
  ] = row;
  return {
    id,
    number,
    name,
    client,
    metaTypeId,
    owner: userRef(ownerId, ownerName, ownerInitials, ownerColor),
    status,
    archived: Boolean(archived),
    isTemplate: Boolean(isTemplate),
    currency,
    quoteDate,
    validUntil,
    labour: Number(labour),
    expenses: Number(expenses),
    lineCount,
    markups: markupsOf(markups),
    currentRevision,
    acceptedRevision,
    updatedAt: Number(updatedAt),
  };
}

/** Internal, active users holding `flag` through a role (the owner pickers). */
export async function usersWithFlag(knex: Knex, flag: string): Promise<UserRef[]> {
  const rows = await knex('users as u')
    .whereNull('u.deleted_at')
    .where('u.external', false)
    .whereNot('u.status', 'disabled')
    .whereExists((q) =>
      q
        .select(knex.raw('1'))
        .from('user_roles as ur')
        .join('role_flags as rf', 'rf.role_id', 'ur.role_id')
        .whereRaw('ur.user_id = u.id')
        .where('rf.flag', flag),
    )
    .orderBy('u.name')
    .orderBy('u.id')
    .select<Array<{ id: number; name: string; initials: string; color: string }>>(
      'u.id',
      'u.name',
      'u.initials',
      'u.color',
    );
  return rows.map((r) => ({ id: r.id, name: r.name, initials: r.initials, color: r.color }));
}

export async function listRateProfileRefs(
  knex: Knex,
): Promise<Array<{ id: number; name: string; currency: string }>> {
  return knex('quote_rate_profiles')
    .orderBy('name')
    .orderBy('id')
    .select<Array<{ id: number; name: string; currency: string }>>('id', 'name', 'currency');
}

export async function listPricingConfigRefs(
  knex: Knex,
): Promise<Array<{ id: number; name: string }>> {
  return knex('quote_pricing_configs')
    .orderBy('name')
    .orderBy('id')
    .select<Array<{ id: number; name: string }>>('id', 'name');
}
