import type { ReactNode } from 'react';
import {
  DataTable,
  QueryStates,
  type DataTableKey,
  type DataTableProps,
  type QueryStatus,
} from '@keel/ui';

export type QueryTableProps<T> = Omit<DataTableProps<T>, 'loading' | 'emptyState' | 'getRowId'> & {
  /** The query the rows come from: loading while pending; failed, the table says so. */
  query: QueryStatus<unknown> & { isPending: boolean };
  /** What could not be loaded, as the notice begins ("The locks"). */
  what: string;
  /** The empty state once loaded with no rows. */
  empty: ReactNode;
  /** @default the row's `id` */
  getRowId?: (row: T) => DataTableKey;
};

/**
 * A list page's DataTable of one query's rows: skeleton rows while it loads, and in place
 * of rows the failure notice with Try again, or `empty` when there are none.
 */
export function QueryTable<T extends { id: DataTableKey }>({
  query,
  what,
  empty,
  getRowId = (row) => row.id,
  ...table
}: QueryTableProps<T>) {
  return (
    <DataTable
      {...table}
      getRowId={getRowId}
      loading={query.isPending}
      emptyState={<QueryStates query={query} what={what} empty={empty} />}
    />
  );
}
