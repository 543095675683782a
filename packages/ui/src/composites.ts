// Composites: DataTable, Board, charts, navigation shell, Markdown, FileDrop.
export {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableProps,
  type Key,
  type Selection,
  type SortDescriptor,
} from './components/DataTable/DataTable';
