import { DataTable, QueryStates, type DataTableColumn, type QueryStatus } from '@keel/ui';
import type { ListParamsControl } from '../../../lib/management/useListParams';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

/** A row of a portfolio status table: one project. */
interface PortfolioRow {
  project: { id: number };
}

/**
 * The table of a portfolio status page (the latest status, a status snapshot): a row a
 * project, searched and paged through the URL by `list`, at most 640 px high.
 */
export function PortfolioStatusTable<T extends PortfolioRow>({
  query,
  list,
  what,
  label,
  columns,
  rowHeight,
  empty,
}: {
  query: QueryStatus<{ items: T[]; total: number }> & { isPending: boolean };
  list: ListParamsControl;
  /** What could not be loaded ("The snapshot"). */
  what: string;
  label: string;
  columns: DataTableColumn<T>[];
  rowHeight: number;
  /** The empty state when no search narrows the list. */
  empty: { title: string; description: string };
}) {
  const rows = query.data?.items ?? [];
  return (
    <QueryStates query={query} what={what}>
      <DataTable
        aria-label={label}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.project.id}
        loading={query.isPending}
        rowHeight={rowHeight}
        height={Math.min(640, 48 + Math.max(rows.length, 3) * rowHeight)}
        paging={list.paging(query.data?.total)}
        emptyState={
          <ListEmptyState
            icon="fileText"
            filtered={Boolean(list.search)}
            noMatch="No projects match"
            change="Change the search."
            {...empty}
          />
        }
      />
    </QueryStates>
  );
}
