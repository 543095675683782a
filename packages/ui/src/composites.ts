// Composites: DataTable, Board, charts, navigation shell, Markdown, FileDrop.
// react-aria types are re-exported under composite-specific names so they never clash with
// the primitives' exports in index.ts.
export {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableProps,
  type Key as DataTableKey,
  type Selection as DataTableSelection,
  type SortDescriptor as DataTableSortDescriptor,
} from './components/DataTable/DataTable';
export {
  DataTablePlaceholder,
  type DataTablePlaceholderProps,
} from './components/DataTable/DataTablePlaceholder';
export { FigureTable, type FigureTableProps } from './components/FigureTable/FigureTable';
export { Totals, type TotalsItem, type TotalsProps } from './components/Totals/Totals';
export { Legend, type LegendProps, type LegendItem } from './components/Legend/Legend';
export {
  Timeline,
  TIMELINE_MARKER_WIDTH,
  type TimelineMarker,
  type TimelineProps,
  type TimelineSpan,
} from './components/Timeline/Timeline';
export { BarChart, type BarChartProps } from './components/Chart/BarChart';
export { LineChart, type LineChartProps } from './components/Chart/LineChart';
export { AreaChart, type AreaChartProps } from './components/Chart/AreaChart';
export { StackedBarChart, type StackedBarChartProps } from './components/Chart/StackedBarChart';
export {
  Heatmap,
  type HeatmapAxisItem,
  type HeatmapCell,
  type HeatmapProps,
} from './components/Chart/Heatmap';
export type { ChartSeries, CartesianChartProps } from './components/Chart/CartesianChart';
export { ChartPlaceholder, type ChartPlaceholderProps } from './components/Chart/ChartPlaceholder';
export { Board, type BoardColumn, type BoardMove, type BoardProps } from './components/Board/Board';
export { MarkdownView, type MarkdownViewProps } from './components/MarkdownView/MarkdownView';
export { MarkdownHtml, type MarkdownHtmlProps } from './components/MarkdownView/MarkdownHtml';
export {
  MarkdownEditor,
  type MarkdownEditorProps,
  type MentionCandidate,
} from './components/MarkdownEditor/MarkdownEditor';
export { mentionedIn } from './components/MarkdownEditor/mentions';
export { FileDrop, type FileDropProps } from './components/FileDrop/FileDrop';
export {
  NavPanel,
  type NavPanelDivider,
  type NavPanelEntry,
  type NavPanelGroup,
  type NavPanelItem,
  type NavPanelProps,
  type NavPanelSection,
} from './components/NavPanel/NavPanel';
export {
  AnchorLink,
  isPathUnder,
  type NavLinkComponent,
  type NavLinkProps,
} from './components/NavPanel/navigation';
export {
  NavRail,
  type NavRailItem,
  type NavRailProps,
  type NavRailUser,
} from './components/NavRail/NavRail';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell';
export {
  QuickSearchDialog,
  highlightMatches,
  type QuickSearchDialogProps,
  type QuickSearchResult,
  type QuickSearchType,
} from './components/QuickSearchDialog/QuickSearchDialog';
export {
  GridTable,
  GridTableError,
  GridTableInput,
  GridTableSwatch,
  type GridTableErrorProps,
  type GridTableProps,
  type GridTableInputProps,
  type GridTableSwatchProps,
} from './components/GridTable/GridTable';
export {
  PrintSheet,
  PrintSheetHeader,
  PrintSheetSection,
  PrintSheetFooter,
  PrintSheetNotice,
  PrintSheetButton,
  ScreenOnly,
  type PrintSheetProps,
  type PrintSheetHeaderProps,
  type PrintSheetNoticeProps,
} from './components/PrintSheet/PrintSheet';
