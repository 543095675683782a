import {
  applyMarkups,
  CURRENCIES,
  QUOTE_SORT_COLUMNS,
  QUOTE_STATUS_TITLES,
  QUOTE_STATUSES,
  type Page,
  type QuoteQueryBodySchema,
  type QuoteQueryOptions,
  type QuoteQuerySchema,
  type QuoteSummary,
  type QuoteTemplateQueryBodySchema,
  type QuoteTemplateQuerySchema,
} from '@keel/types';
import type { z } from 'zod';
import { iso } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { normalizeSearchText } from '../../lib/search-text';
import { hasFlag, type AuthUser } from '../auth';
import { seesCost } from './quote-lines.service';
import * as repo from './quote-lists.repository';
import { listQuoteMetaTypes } from './quotes.repository';

/** The quote and template lists, and the options their filters offer. */

function toSummaries(rows: repo.QuoteListRow[]): QuoteSummary[] {
  // Only the page's rows are priced, from their stored labour and expenses:
  // the list never reads a quote's lines.
  return rows.map((row): QuoteSummary => ({
    id: row.id,
    number: row.number,
    name: row.name,
    client: row.client,
    metaTypeId: row.metaTypeId,
    owner: row.owner,
    status: row.status,
    archived: row.archived,
    isTemplate: row.isTemplate,
    quoteDate: row.quoteDate,
    validUntil: row.validUntil,
    total: {
      amount: applyMarkups(row.labour, row.expenses, row.markups).total,
      currency: row.currency,
    },
    lineCount: row.lineCount,
    currentRevision: row.currentRevision,
    acceptedRevision: row.acceptedRevision,
    updatedAt: iso(row.updatedAt),
  }));
}

/** The list's search as stored search text (none when empty). */
const searchTextOf = (text: string | undefined) =>
  (text ? normalizeSearchText(text) : '') || undefined;

/** One page of the list, as summaries. */
async function summaryPage(
  deps: AppDeps,
  criteria: repo.QuoteListCriteria,
): Promise<Page<QuoteSummary>> {
  const { rows, total } = await repo.listQuotes(deps.knex, criteria);
  return { items: toSummaries(rows), total, page: criteria.page, pageSize: criteria.pageSize };
}

export async function queryQuotes(
  deps: AppDeps,
  user: AuthUser,
  query: z.output<typeof QuoteQuerySchema>,
  body: z.output<typeof QuoteQueryBodySchema>,
): Promise<Page<QuoteSummary>> {
  return summaryPage(deps, {
    isTemplate: false,
    archived: query.archived,
    search: searchTextOf(query.search),
    metaTypeId: query.metaType,
    statuses: body.statuses,
    ownerId: body.mine ? user.id : body.ownerId,
    sort: body.sort,
    direction: body.direction,
    page: body.page,
    pageSize: body.pageSize,
  });
}

export async function queryTemplates(
  deps: AppDeps,
  query: z.output<typeof QuoteTemplateQuerySchema>,
  body: z.output<typeof QuoteTemplateQueryBodySchema>,
): Promise<Page<QuoteSummary>> {
  return summaryPage(deps, {
    isTemplate: true,
    search: searchTextOf(query.search),
    sort: 'name',
    direction: 'asc',
    page: body.page,
    pageSize: body.pageSize,
  });
}

export async function queryOptions(deps: AppDeps, user: AuthUser): Promise<QuoteQueryOptions> {
  const [metaTypes, owners, rateProfiles, pricingConfigs] = await Promise.all([
    listQuoteMetaTypes(deps.knex),
    repo.usersWithFlag(deps.knex, 'manageQuotes'),
    repo.listRateProfileRefs(deps.knex),
    repo.listPricingConfigRefs(deps.knex),
  ]);
  return {
    metaTypes,
    statuses: QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_TITLES[value] })),
    owners,
    currencies: [...CURRENCIES],
    rateProfiles,
    pricingConfigs,
    sortColumns: [...QUOTE_SORT_COLUMNS],
    canManage: hasFlag(user, 'manageQuotes'),
    canSeeCost: seesCost(user),
  };
}
