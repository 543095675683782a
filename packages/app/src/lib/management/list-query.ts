import type { DataTablePaging } from '@keel/ui';
import type { ListParams } from './list-params';
import type { ListParamsControl } from './useListParams';

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

/**
 * The paging of a list whose page size the API chooses: the page from the URL, the size
 * and the total from the answer (the URL's size until it comes).
 */
export function apiPaging(
  list: Pick<ListParamsControl, 'page' | 'pageSize' | 'update'>,
  answer: { pageSize: number; total: number } | undefined,
): DataTablePaging {
  return {
    page: list.page,
    pageSize: answer?.pageSize ?? list.pageSize,
    total: answer?.total ?? 0,
    onPageChange: (page) => list.update({ page }),
  };
}
