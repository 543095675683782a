import {
  CURRENCIES,
  QUOTE_SORT_COLUMNS,
  type QuoteCreateInput,
  type QuoteTemplateCreateInput,
  QUOTE_STATUSES,
  QUOTE_STATUS_TITLES,
  type QuoteSortColumn,
  type QuoteStatus,
} from '@keel/types';
import type { BadgeTone } from '@keel/ui';
import { idFilter, type ListParams } from '../../lib/management/list-params';
import type { QuoteListQuery } from './quotes.queries';

/**
 * Which quotes a list shows (SPEC §2): every active quote (`/quotes`), one
 * meta type (`/quotes/type-{id}`), the user's own (`my-quotes`) or the
 * archived ones (`archive`). Templates have a list of their own.
 */
export type QuoteListMode =
  | { kind: 'standard' }
  | { kind: 'type'; metaTypeId: number; title: string }
  | { kind: 'mine' }
  | { kind: 'archive' };

export function quoteListTitle(mode: QuoteListMode): string {
  switch (mode.kind) {
    case 'standard':
      return 'Quotes';
    case 'type':
      return mode.title;
    case 'mine':
      return 'My Quotes';
    case 'archive':
      return 'Archive';
  }
}

/**
 * A status's tone. The chip always shows the status's name as well, so the
 * colour is never the only signal (UI.md).
 */
export const QUOTE_STATUS_TONES: Record<QuoteStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'positive',
  rejected: 'critical',
  expired: 'caution',
};

export const QUOTE_STATUS_ITEMS = QUOTE_STATUSES.map((s) => ({
  id: s,
  name: QUOTE_STATUS_TITLES[s],
}));

/** The URL's `status` filter (`draft,sent`): known statuses only, each once, in status order. */
export function parseStatusFilter(text: string): QuoteStatus[] {
  const asked = new Set(text.split(','));
  return QUOTE_STATUSES.filter((s) => asked.has(s));
}

/** The `status` parameter for a set of statuses ('' drops it: every status). */
export function statusFilterParam(statuses: Iterable<string>): string {
  return parseStatusFilter([...statuses].join(',')).join(',');
}

/** The list's default order: the most recently changed first. */
export const QUOTE_LIST_DEFAULTS = {
  sort: 'updatedAt',
  direction: 'desc',
  pageSize: 25,
  filters: ['status', 'ownerId'],
} as const;

function sortColumn(text: string): QuoteSortColumn {
  return QUOTE_SORT_COLUMNS.find((c) => c === text) ?? QUOTE_LIST_DEFAULTS.sort;
}

/** The `POST /quotes/query` of a list in `mode`, from the list's URL state. */
export function quoteListQuery(mode: QuoteListMode, params: ListParams): QuoteListQuery {
  const sort = sortColumn(params.sort);
  return {
    archived: mode.kind === 'archive',
    mine: mode.kind === 'mine',
    // "My quotes" is already one owner's list.
    ownerId: mode.kind === 'mine' ? null : (idFilter(params.filters.ownerId ?? '') ?? null),
    metaType: mode.kind === 'type' ? mode.metaTypeId : null,
    search: params.search.trim(),
    statuses: parseStatusFilter(params.filters.status ?? ''),
    // A column the API cannot sort by (a hand-edited URL) falls back to the default order.
    sort,
    direction: sort === params.sort ? params.direction : QUOTE_LIST_DEFAULTS.direction,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/**
 * The revision column: the latest revision, and the accepted one when an
 * older revision is the accepted one (a newer revision awaits acceptance).
 */
export function revisionLabel(quote: {
  currentRevision: number | null;
  acceptedRevision: number | null;
}): string {
  const { currentRevision: current, acceptedRevision: accepted } = quote;
  if (current === null) return 'None yet';
  if (accepted !== null && accepted !== current) return `Rev. ${current} (accepted ${accepted})`;
  return `Rev. ${current}`;
}

/** What the new-quote (or new-template) form holds; null is "not chosen". */
export interface NewQuoteDraft {
  name: string;
  client: string;
  metaTypeId: number | null;
  /** The template to start from; null for a blank quote. */
  templateId: number | null;
  rateProfileId: number | null;
  pricingConfigId: number | null;
}

/**
 * The `POST /quotes` body of the form. Only what was chosen is sent: from a
 * template, a picker left alone keeps the template's choice (`copyFromId`
 * copies it), a chosen one overrides it. A rate profile brings its currency,
 * so the quote is priced in the currency its rates are in.
 */
export function newQuoteInput(
  draft: NewQuoteDraft,
  rateProfiles: readonly { id: number; currency: string }[],
): QuoteCreateInput {
  const profile = rateProfiles.find((p) => p.id === draft.rateProfileId);
  // The options carry the currency as text; only a currency the API takes is sent.
  const currency = CURRENCIES.find((c) => c === profile?.currency);
  return {
    name: draft.name.trim(),
    client: draft.client.trim() || null,
    ...(draft.metaTypeId !== null ? { metaTypeId: draft.metaTypeId } : {}),
    ...(draft.templateId !== null ? { copyFromId: draft.templateId } : {}),
    ...(profile ? { rateProfileId: profile.id } : {}),
    ...(currency ? { currency } : {}),
    ...(draft.pricingConfigId !== null ? { pricingConfigId: draft.pricingConfigId } : {}),
  };
}

/** The `POST /quote-templates` body: a template has no client and starts empty. */
export function newTemplateInput(
  draft: NewQuoteDraft,
  rateProfiles: readonly { id: number; currency: string }[],
): QuoteTemplateCreateInput {
  const {
    client: _client,
    copyFromId: _copy,
    ...input
  } = newQuoteInput({ ...draft, client: '', templateId: null }, rateProfiles);
  return input;
}
