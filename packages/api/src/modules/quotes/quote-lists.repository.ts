import type { QuoteSortColumn, QuoteStatus, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { rowsAsArrays } from '../../db/rows-as-arrays';
import { pageOfRows } from '../../lib/lists';
import { escapeLike } from '../../lib/search-text';
import { userRef } from '../../lib/user-ref';
import { parseJson, type StoredMarkup } from './quote-lines.repository';
import { QUOTE_HEAD_COLUMNS, QUOTE_OWNER_COLUMNS, type QuoteHead } from './quotes.repository';

/** The quote and template lists, and the refs their filters and pickers offer. */

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

export interface QuoteListRow extends QuoteHead {
  /** The draft's labour and expenses (the stored sums of its lines). */
  labour: number;
  expenses: number;
  lineCount: number;
  /** The markups of its pricing config (none without one). */
  markups: readonly StoredMarkup[];
}

/**
 * The columns of a list row, in the order `rowsAsArrays` returns them: a
 * page's rows come back as arrays (no object per row built by the driver),
 * read by position in `toListRow`.
 */
const LIST_COLUMNS = [
  ...QUOTE_HEAD_COLUMNS,
  'q.draft_labour',
  'q.draft_expenses',
  'q.line_count',
  'q.current_revision',
  'q.accepted_revision',
  'q.updated_at',
  ...QUOTE_OWNER_COLUMNS,
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
