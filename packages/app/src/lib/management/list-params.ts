/**
 * The state of a management list (search, sort, paging, filters) lives in the
 * URL (UI.md: filters reflected in the URL, integers parsed from it), so a
 * list can be bookmarked, shared and restored with Back.
 */
export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  direction: 'asc' | 'desc';
  search: string;
  /** Every other parameter, as text ('' when absent). */
  filters: Record<string, string>;
}

export interface ListDefaults {
  sort: string;
  direction?: 'asc' | 'desc';
  pageSize?: number;
  /** Names of the filter parameters this list reads. */
  filters?: readonly string[];
}

const PAGE_SIZES = [25, 50, 100];

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Reads a list's state from the query string; anything malformed falls back to the default. */
export function parseListParams(search: URLSearchParams, defaults: ListDefaults): ListParams {
  const pageSize = positiveInt(search.get('pageSize'));
  const direction = search.get('direction');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize:
      pageSize !== null && PAGE_SIZES.includes(pageSize) ? pageSize : (defaults.pageSize ?? 25),
    sort: search.get('sort') || defaults.sort,
    direction:
      direction === 'asc' || direction === 'desc' ? direction : (defaults.direction ?? 'asc'),
    search: search.get('search') ?? '',
    filters: Object.fromEntries(
      (defaults.filters ?? []).map((name) => [name, search.get(name) ?? '']),
    ),
  };
}

/**
 * The query string after a change: empty values are dropped, and any change
 * other than the page itself goes back to page 1 (the old page may not exist).
 */
export function withListChange(
  search: URLSearchParams,
  change: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** A filter value that must be a positive integer id, else undefined (ignored). */
export function idFilter(value: string): number | undefined {
  return positiveInt(value) ?? undefined;
}
