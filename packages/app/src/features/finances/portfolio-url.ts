import {
  FINANCES_FORECAST_EXPORT_PATH,
  FINANCES_HISTORY_EXPORT_PATH,
  PROJECT_SORT_FIELDS,
  type FilterDefinition,
  type PortfolioFinanceQuery,
} from '@keel/types';
import { defaultRange, isMonth, monthOf, type PortfolioKind } from './finance-model';
import { parseIntList, toFilterValues } from '../projects';

export type PortfolioSortField = (typeof PROJECT_SORT_FIELDS)[number];

/** Everything a portfolio page (forecast or history) shows, as kept in its URL. */
export interface PortfolioState {
  from: string;
  to: string;
  /** The browser's filters (GET /projects/query/options) by name: chosen integer values. */
  filters: Record<string, number[]>;
  /** One client name ('' for all). */
  client: string;
  /** One tag ('' for all). */
  tag: string;
  sort: { field: PortfolioSortField; direction: 'asc' | 'desc' };
  page: number;
}

const RESERVED = new Set(['from', 'to', 'client', 'tag', 'sort', 'dir', 'page']);
const DEFAULT_SORT: PortfolioState['sort'] = { field: 'code', direction: 'asc' };
export const PORTFOLIO_PAGE_SIZE = 50;

/**
 * The state of a URL. A month that does not parse falls back to the page's
 * default range; a range given backwards is swapped, so a hand-edited link
 * still shows something.
 */
export function parsePortfolioState(
  params: URLSearchParams,
  kind: PortfolioKind,
  today: string,
): PortfolioState {
  const range = defaultRange(kind, today);
  let from = params.get('from');
  let to = params.get('to');
  from = isMonth(from) ? from : range.from;
  to = isMonth(to) ? to : range.to;
  if (from > to) [from, to] = [to, from];
  // The history ends with the current month (the API answers 400 for a later one).
  const current = monthOf(today);
  if (kind === 'history') {
    if (to > current) to = current;
    if (from > current) from = current;
  }
  const filters: Record<string, number[]> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const ints = parseIntList(value);
    if (ints.length > 0) filters[key] = ints;
  }
  const field = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    from,
    to,
    filters,
    client: params.get('client')?.trim() ?? '',
    tag: params.get('tag')?.trim() ?? '',
    sort: (PROJECT_SORT_FIELDS as readonly string[]).includes(field)
      ? {
          field: field as PortfolioSortField,
          direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
        }
      : DEFAULT_SORT,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL of a state; the default range, sort and page stay out so links stay short. */
export function toPortfolioParams(
  state: PortfolioState,
  kind: PortfolioKind,
  today: string,
): URLSearchParams {
  const params = new URLSearchParams();
  const range = defaultRange(kind, today);
  if (state.from !== range.from || state.to !== range.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  for (const [name, values] of Object.entries(state.filters))
    if (values.length > 0) params.set(name, values.join(','));
  if (state.client) params.set('client', state.client);
  if (state.tag) params.set('tag', state.tag);
  if (state.sort.field !== DEFAULT_SORT.field || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', state.sort.field);
    params.set('dir', state.sort.direction);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/**
 * The API query of a state: the browser's filters the server defines (as
 * comma lists by name, a stale single-choice value left out so the server's
 * default applies), client and tag, the range, sort and page.
 */
export function toPortfolioQuery(
  state: PortfolioState,
  definitions: readonly FilterDefinition[],
): PortfolioFinanceQuery {
  const query: Record<string, string | number> = {
    from: state.from,
    to: state.to,
    sort: state.sort.field,
    dir: state.sort.direction,
    page: state.page,
    pageSize: PORTFOLIO_PAGE_SIZE,
  };
  const values = toFilterValues(
    {
      search: '',
      filters: state.filters,
      sort: DEFAULT_SORT,
      page: 1,
      pageSize: 50,
      columns: null,
    },
    definitions,
  );
  for (const filter of values) {
    const ints = filter.intArrayValue ?? (filter.intValue != null ? [filter.intValue] : []);
    if (ints.length > 0) query[filter.filterName] = ints.join(',');
  }
  if (state.client) query.client = state.client;
  if (state.tag) query.tag = state.tag;
  return query as PortfolioFinanceQuery;
}

/** The download of every filtered project (no paging) in `format`. */
export function portfolioExportHref(
  kind: PortfolioKind,
  format: 'csv' | 'xlsx',
  query: PortfolioFinanceQuery,
): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize' || value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const path = kind === 'forecast' ? FINANCES_FORECAST_EXPORT_PATH : FINANCES_HISTORY_EXPORT_PATH;
  return `${path}?${params.toString()}`;
}
