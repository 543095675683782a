import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DataTablePaging, DataTableSortDescriptor } from '@keel/ui';
import { parseListParams, withListChange, type ListDefaults, type ListParams } from './list-params';

export interface ListParamsControl extends ListParams {
  /** Sets parameters in the URL (replacing the history entry); non-page changes reset the page. */
  update: (change: Record<string, string | number | null | undefined>) => void;
  sortDescriptor: DataTableSortDescriptor;
  onSortChange: (descriptor: DataTableSortDescriptor) => void;
  /** The DataTable paging footer for a list of `total` rows, moving through the URL. */
  paging: (total: number | undefined) => DataTablePaging;
}

/** A management list's search, sort, paging and filters, read from and written to the URL. */
export function useListParams(defaults: ListDefaults): ListParamsControl {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(
    () => parseListParams(search, defaults),
    // `defaults` is a literal per page; its content never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search],
  );
  const update = useCallback(
    (change: Record<string, string | number | null | undefined>) =>
      setSearch((current) => withListChange(current, change), { replace: true }),
    [setSearch],
  );
  return {
    ...params,
    update,
    sortDescriptor: {
      column: params.sort,
      direction: params.direction === 'asc' ? 'ascending' : 'descending',
    },
    onSortChange: (d) =>
      update({ sort: String(d.column), direction: d.direction === 'ascending' ? 'asc' : 'desc' }),
    paging: (total) => ({
      page: params.page,
      pageSize: params.pageSize,
      total: total ?? 0,
      onPageChange: (page) => update({ page }),
      onPageSizeChange: (pageSize) => update({ pageSize }),
    }),
  };
}
