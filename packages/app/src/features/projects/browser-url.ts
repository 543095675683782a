import {
  PROJECTS_EXPORT_PATH,
  PROJECT_SORT_FIELDS,
  type FilterDefinition,
  type FilterValue,
} from '@keel/types';

export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

/** Everything the project browser shows, as kept in its URL (SPEC §5: integers parsed from it). */
export interface BrowserState {
  search: string;
  /** Chosen filter values by filter name (SPEC §3 items are integers). */
  filters: Record<string, number[]>;
  sort: { field: ProjectSortField; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
  /**
   * Custom field ids shown as columns, or `null` when the URL names none: then the user's saved
   * choice applies (see `shownColumns`).
   */
  columns: number[] | null;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
const DEFAULT_SORT: BrowserState['sort'] = { field: 'code', direction: 'asc' };
const RESERVED = new Set(['search', 'sort', 'dir', 'page', 'pageSize', 'columns']);

/** `1,2,x,3` -> `[1, 2, 3]`: only non-negative integers survive. */
export function parseIntList(raw: string | null): number[] {
  if (!raw) return [];
  return raw
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter(Number.isSafeInteger);
}

function positiveInt(raw: string | null, fallback: number): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && Number.isSafeInteger(value) ? value : fallback;
}

function columnsOf(raw: string | null): number[] | null {
  const ids = [...new Set(parseIntList(raw))];
  return ids.length > 0 ? ids : null;
}

export function parseBrowserState(params: URLSearchParams): BrowserState {
  const filters: Record<string, number[]> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const ints = parseIntList(value);
    if (ints.length > 0) filters[key] = ints;
  }
  const field = params.get('sort');
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    search: params.get('search')?.trim() ?? '',
    filters,
    sort: (PROJECT_SORT_FIELDS as readonly string[]).includes(field ?? '')
      ? {
          field: field as ProjectSortField,
          direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
        }
      : DEFAULT_SORT,
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    columns: columnsOf(params.get('columns')),
  };
}

/** The URL of a state; defaults are left out so links stay short. */
export function toSearchParams(state: BrowserState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const [name, values] of Object.entries(state.filters)) {
    if (values.length > 0) params.set(name, values.join(','));
  }
  if (state.sort.field !== DEFAULT_SORT.field || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', state.sort.field);
    params.set('dir', state.sort.direction);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.columns && state.columns.length > 0) params.set('columns', state.columns.join(','));
  return params;
}

/** The browser showing `filters` (filter name -> values) in `sort` order: a list's "see all" link. */
export function browserHref(
  filters: Record<string, number[]>,
  sort: BrowserState['sort'] = DEFAULT_SORT,
): string {
  const query = toSearchParams({
    search: '',
    filters,
    sort,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    columns: null,
  }).toString();
  return query ? `/projects/browser?${query}` : '/projects/browser';
}

/**
 * The custom field columns to show: the URL's win (shareable links); without any there, the
 * user's saved choice. Ids of fields that do not exist (any more) are left out either way, so a
 * stale link or setting never makes the browser's query fail.
 */
export function shownColumns(
  state: Pick<BrowserState, 'columns'>,
  saved: readonly number[],
  existing: readonly number[],
): number[] {
  const known = new Set(existing);
  return (state.columns ?? saved).filter((id) => known.has(id));
}

/**
 * The chosen item of a single-choice filter: the URL's value when it is one of the filter's
 * items, else the filter's default item (`null` when it has none).
 */
export function singleChoice(
  definition: FilterDefinition,
  chosen: readonly number[],
): number | null {
  const value = chosen[0];
  if (value !== undefined && definition.items.some((item) => Number(item.value) === value))
    return value;
  return definition.defaultItem ? Number(definition.defaultItem.value) : null;
}

/** The URL values for a single-choice filter set to `id`: the default item stays out of the URL. */
export function singleChoiceValues(definition: FilterDefinition, id: number | null): number[] {
  const fallback = definition.defaultItem ? Number(definition.defaultItem.value) : null;
  return id === null || id === fallback ? [] : [id];
}

/**
 * The request's filter values: only filters the server defines, in their shape (single or
 * list). A single-choice value that is not one of the filter's items (a stale or hand-edited
 * link, e.g. `archived=7`) is left out, so the server's default applies instead of a 400.
 */
export function toFilterValues(
  state: BrowserState,
  definitions: readonly FilterDefinition[],
): FilterValue[] {
  const values: FilterValue[] = [];
  for (const definition of definitions) {
    const chosen = state.filters[definition.name];
    if (!chosen || chosen.length === 0) continue;
    if (definition.multiple) {
      values.push({ filterName: definition.name, intArrayValue: chosen });
      continue;
    }
    const value = singleChoice(definition, chosen);
    if (value !== null && value === chosen[0])
      values.push({ filterName: definition.name, intValue: value });
  }
  return values;
}

/**
 * The CSV export of what the browser shows: the same search, filter values
 * (those the list query sends, so a stale URL item cannot fail the download),
 * sort and custom field columns; every row, not just the page.
 */
export function exportHref(
  state: Pick<BrowserState, 'search' | 'sort'>,
  filters: readonly FilterValue[],
  columns: readonly number[],
): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const filter of filters) {
    const values = filter.intArrayValue ?? (filter.intValue != null ? [filter.intValue] : []);
    if (values.length > 0) params.set(filter.filterName, values.join(','));
  }
  params.set('sort', state.sort.field);
  params.set('dir', state.sort.direction);
  if (columns.length > 0) params.set('columns', columns.join(','));
  return `${PROJECTS_EXPORT_PATH}?${params.toString()}`;
}

/** The portfolio roadmap over the same projects: the browser's search and filters, nothing else. */
export function roadmapHref(state: Pick<BrowserState, 'search' | 'filters'>): string {
  const query = toSearchParams({
    search: state.search,
    filters: state.filters,
    sort: DEFAULT_SORT,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    columns: null,
  }).toString();
  return query ? `/projects/roadmap?${query}` : '/projects/roadmap';
}
