import { useState } from 'react';
import { DataTable, type DataTableColumn, type SortDescriptor } from './DataTable';

/** Deterministic rows for stories and tests: no randomness, no current time. */
export interface ProjectRow {
  id: number;
  name: string;
  manager: string;
  status: 'Active' | 'On hold' | 'Closed';
  budget: number;
}

const managers = ['Pat Manager', 'Ada Admin', 'Fin Ance', 'Max Member'];
const statuses: ProjectRow['status'][] = ['Active', 'On hold', 'Closed'];

export function makeProjectRows(count: number): ProjectRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Project ${String(index + 1).padStart(5, '0')}`,
    manager: managers[index % managers.length] ?? '',
    status: statuses[index % statuses.length] ?? 'Active',
    budget: ((index * 7919) % 100000) * 10,
  }));
}

export const projectColumns: DataTableColumn<ProjectRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, allowsSorting: true, width: '2fr' },
  { id: 'manager', header: 'Manager', cell: (row) => row.manager, allowsSorting: true },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  {
    id: 'budget',
    header: 'Budget',
    cell: (row) => `€${row.budget.toLocaleString('en-US')}`,
    allowsSorting: true,
    align: 'end',
  },
];

export function sortProjectRows(
  rows: readonly ProjectRow[],
  column: string,
  direction: 'ascending' | 'descending',
): ProjectRow[] {
  const key = column as keyof ProjectRow;
  const sorted = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return direction === 'descending' ? sorted.reverse() : sorted;
}

/** The props of a table of `count` projects named "Projects", each row keyed by its id. */
export function projectTable(count: number) {
  return {
    'aria-label': 'Projects',
    columns: projectColumns,
    rows: makeProjectRows(count),
    getRowId: (row: ProjectRow) => row.id,
  };
}

/** A table of `rowCount` projects sorted as its headers are pressed, from `initialSort`. */
export function SortableProjectTable(props: {
  rowCount: number;
  initialSort: SortDescriptor;
  height?: number;
}) {
  const [sort, setSort] = useState<SortDescriptor>(props.initialSort);
  const table = projectTable(props.rowCount);
  const rows = sortProjectRows(table.rows, String(sort.column), sort.direction);
  return (
    <DataTable
      {...table}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={setSort}
      height={props.height}
    />
  );
}
