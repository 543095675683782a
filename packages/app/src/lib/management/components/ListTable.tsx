import { DataTable, type DataTableKey, type DataTableProps } from '@keel/ui';
import type { ListParamsControl } from '../useListParams';

/** What ListTable reads of a list query: a page of rows and the total, while loading none. */
export interface ListPageQuery<T> {
  data?: { items: readonly T[]; total: number };
  isPending: boolean;
}

export type ListTableProps<T> = Omit<
  DataTableProps<T>,
  'rows' | 'loading' | 'sortDescriptor' | 'paging' | 'getRowId'
> & {
  /** The list's query: its rows, total and loading state. */
  query: ListPageQuery<T>;
  /** The list's search, sort and paging in the URL (`useListParams`). */
  list: ListParamsControl;
  /** @default the row's `id` */
  getRowId?: (row: T) => DataTableKey;
};

/**
 * A management list's DataTable: the rows of one page of `query`, sorted and paged through
 * the URL by `list` (the sort change may be given, e.g. to reset a filter with it).
 */
export function ListTable<T extends { id: DataTableKey }>({
  query,
  list,
  getRowId = (row) => row.id,
  onSortChange = list.onSortChange,
  ...table
}: ListTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={query.data?.items ?? []}
      getRowId={getRowId}
      loading={query.isPending}
      sortDescriptor={list.sortDescriptor}
      onSortChange={onSortChange}
      paging={list.paging(query.data?.total)}
    />
  );
}
