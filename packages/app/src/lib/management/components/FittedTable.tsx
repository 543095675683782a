import type { ReactNode } from 'react';
import { DataTable, type DataTableKey, type DataTablePaging, type DataTableProps } from '@keel/ui';

/**
 * What a register's table (milestones, risks, status reports) takes from its page besides
 * the rows: whether they load, their paging, the empty state and what opening a row does.
 */
export interface RegisterTableProps<T> {
  loading: boolean;
  paging: DataTablePaging;
  emptyState: ReactNode;
  /** A row activated (Enter or a click) opens it. */
  onOpen: (row: T) => void;
}

export type FittedTableProps<T> = Omit<
  DataTableProps<T>,
  'height' | 'rowHeight' | 'getRowId' | 'onRowAction'
> & {
  /** @default 48 */
  rowHeight?: number;
  /** The most it grows to, in px. @default 560 */
  maxHeight?: number;
  /** @default the row's `id` */
  getRowId?: (row: T) => DataTableKey;
  /** Opens a row (a click on it, or Enter). */
  onOpen?: (row: T) => void;
};

/**
 * A DataTable as tall as its rows (at least three, up to `maxHeight`), so a short list
 * leaves no empty box; `onOpen` gets the row activated.
 */
export function FittedTable<T extends { id: DataTableKey }>({
  rows,
  rowHeight = 48,
  maxHeight = 560,
  getRowId = (row) => row.id,
  onOpen,
  ...table
}: FittedTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={rows}
      getRowId={getRowId}
      rowHeight={rowHeight}
      height={Math.min(maxHeight, 48 + Math.max(rows.length, 3) * rowHeight)}
      onRowAction={
        onOpen &&
        ((id) => {
          const row = rows.find((r) => getRowId(r) === id);
          if (row) onOpen(row);
        })
      }
    />
  );
}
