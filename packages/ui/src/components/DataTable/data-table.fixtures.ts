import type { DataTableColumn } from './DataTable';

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
