import type { ListParams } from './list-params';

/**
 * The paging, sort and search of a sortable list's API query, from its URL state: a sort
 * not among `sorts` (a URL typed by hand) is the first of them, no search is none.
 */
export function sortedPageQuery<const S extends string>(
  list: ListParams,
  sorts: readonly [S, ...S[]],
) {
  return {
    page: list.page,
    pageSize: list.pageSize,
    sort: sorts.find((sort) => sort === list.sort) ?? sorts[0],
    direction: list.direction,
    search: list.search || undefined,
  };
}
