import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  TableLayout,
  TableLoadMoreItem,
  Virtualizer,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { IconButton } from '../IconButton/IconButton';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';
import { dataTableMessages } from './data-table.messages';
import {
  DATA_TABLE_HEADING_HEIGHT,
  DataTableSkeletonRows as SkeletonRows,
} from './DataTablePlaceholder';

export type { Key, Selection, SortDescriptor };

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Stable column id; it is the `column` of the sort descriptor. */
  id: string;
  /** Header text (also the column's accessible name). */
  header: string;
  /** Renders the cell of one row. Strings get an ellipsis and a title when too long. */
  cell: (row: T) => ReactNode;
  /** Whether the header sorts the table. @default false */
  allowsSorting?: boolean;
  /** Whether this column names the row for assistive technology. @default the first column */
  isRowHeader?: boolean;
  /** Column width in px or a fraction (`'2fr'`). @default '1fr' */
  width?: number | `${number}fr`;
  /** Minimum width in px. @default 80 */
  minWidth?: number;
  /** Cell alignment; use `end` for numbers. @default 'start' */
  align?: 'start' | 'end';
}

/** Optional paging footer: the table shows one page, the footer moves between pages. */
export interface DataTablePaging {
  /** Current page, starting at 1. */
  page: number;
  pageSize: number;
  /** Total number of rows over all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows a page size selector when given. */
  onPageSizeChange?: (pageSize: number) => void;
  /** @default [25, 50, 100] */
  pageSizeOptions?: readonly number[];
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** Returns a row's stable id. */
  getRowId: (row: T) => Key;
  /** Current sort, controlled by the caller (who sorts or refetches the rows). */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /**
   * Rows that cannot be selected (e.g. group headings); they still take focus and row actions.
   * @default undefined
   */
  disabledKeys?: Iterable<Key>;
  /** Called when a row is activated (Enter or click when nothing is selectable). */
  onRowAction?: (id: Key) => void;
  /** Height of the scrolling area in px; rows outside it are not rendered. @default 480 */
  height?: number;
  /** Row height in px. @default 40 */
  rowHeight?: number;
  /** Shows skeleton rows while there are no rows yet, and marks the table busy. @default false */
  loading?: boolean;
  /** Shown when there are no rows and nothing is loading, e.g. an EmptyState with a call to action. */
  emptyState?: ReactNode;
  paging?: DataTablePaging;
  /**
   * Called when the end of the rows scrolls into view: the caller appends the next
   * page of `rows` (a long list loads as it is read, its rows still virtualised).
   */
  onLoadMore?: () => void;
  /** A next page is on its way: a loading row ends the table. @default false */
  isLoadingMore?: boolean;
}

const HEADING_HEIGHT = DATA_TABLE_HEADING_HEIGHT;

/**
 * The virtualiser sets `pointer-events: none` on its content for 300 ms after any scroll of the
 * table or of an ancestor (the page), so hover effects stay off while scrolling. A press begun
 * in that window, e.g. right after a row's button was scrolled into view, fell through to the
 * grid and was lost. Header and body take pointer events back, so a press always lands on the
 * button it was begun on.
 */
const TAKES_POINTER_EVENTS = { pointerEvents: 'auto' } as const;

/**
 * Keeps the virtualiser's idea of the scroll position true when a press begins. The
 * virtualiser learns of a scroll from the `scroll` event, which the browser sends a frame
 * after the scroll; a press begun in that frame (a script's `scrollIntoView` and then a
 * click, as Playwright does) moves focus into the table, the virtualiser lays out again
 * with the old position and writes it back to the element: the row jumps away from under
 * the pointer and the press ends elsewhere (lost). Before the press, a scroll event the
 * virtualiser has not seen is sent at once.
 */
function useScrollSeenBeforePress() {
  const rootRef = useRef<HTMLDivElement>(null);
  const seen = useRef({ top: 0, left: 0 });
  const gridOf = () => rootRef.current?.querySelector<HTMLElement>('[role="grid"]') ?? null;
  useEffect(() => {
    const grid = gridOf();
    if (!grid) return;
    const record = () => {
      seen.current = { top: grid.scrollTop, left: grid.scrollLeft };
    };
    grid.addEventListener('scroll', record);
    return () => grid.removeEventListener('scroll', record);
  }, []);
  const onPointerDownCapture = () => {
    const grid = gridOf();
    if (grid && (grid.scrollTop !== seen.current.top || grid.scrollLeft !== seen.current.left)) {
      grid.dispatchEvent(new Event('scroll'));
    }
  };
  return { ref: rootRef, onPointerDownCapture };
}
const SELECTION_COLUMN_WIDTH = 44;

/** The table names it (`Select`, `Select All`) through the `selection` slot. */
function SelectionCheckbox() {
  return <Checkbox slot="selection" />;
}

function PagingFooter({ paging }: { paging: DataTablePaging }) {
  const { page, pageSize, total, onPageChange, onPageSizeChange } = paging;
  const options = paging.pageSizeOptions ?? [25, 50, 100];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className={styles.footer}>
      {onPageSizeChange ? (
        <label className={styles.pageSize}>
          {dataTableMessages.rowsPerPage}
          <select
            className={styles.pageSizeSelect}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <span aria-live="polite">{dataTableMessages.range(first, last, total)}</span>
      <span className={styles.pageButtons}>
        <IconButton
          icon="chevronLeft"
          size="small"
          variant="secondary"
          aria-label={dataTableMessages.previousPage}
          isDisabled={page <= 1}
          onPress={() => onPageChange(page - 1)}
        />
        <IconButton
          icon="chevronRight"
          size="small"
          variant="secondary"
          aria-label={dataTableMessages.nextPage}
          isDisabled={page >= pageCount}
          onPress={() => onPageChange(page + 1)}
        />
      </span>
    </div>
  );
}

/**
 * A sortable, selectable table whose rows are virtualised: only the rows in view are in the
 * DOM, so 10,000 rows scroll smoothly. Sorting is controlled; the caller orders `rows`.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
  onRowAction,
  height = 480,
  rowHeight = 40,
  loading = false,
  emptyState,
  paging,
  onLoadMore,
  isLoadingMore = false,
  ...aria
}: DataTableProps<T>) {
  const showCheckboxes = selectionMode === 'multiple';
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const skeletonCount = Math.max(1, Math.floor((height - HEADING_HEIGHT) / rowHeight));
  const scrollSeen = useScrollSeenBeforePress();
  // The same object while the heights stay: new options make the virtualiser lay out every
  // row again, which a render of a long table (a page of rows loading) must not cost.
  const layoutOptions = useMemo(
    () => ({ rowHeight, headingHeight: HEADING_HEIGHT, loaderHeight: rowHeight }),
    [rowHeight],
  );

  return (
    <div className={styles.root} aria-busy={loading || undefined} {...scrollSeen}>
      <Virtualizer layout={TableLayout} layoutOptions={layoutOptions}>
        <AriaTable
          aria-label={aria['aria-label']}
          className={styles.table}
          style={{ height, scrollPaddingTop: HEADING_HEIGHT }}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          selectionMode={selectionMode}
          selectionBehavior="toggle"
          selectedKeys={selectedKeys}
          defaultSelectedKeys={defaultSelectedKeys}
          onSelectionChange={onSelectionChange}
          disabledKeys={disabledKeys}
          disabledBehavior="selection"
          onRowAction={onRowAction}
        >
          <AriaTableHeader className={styles.header} style={TAKES_POINTER_EVENTS}>
            {showCheckboxes ? (
              <AriaColumn
                width={SELECTION_COLUMN_WIDTH}
                minWidth={SELECTION_COLUMN_WIDTH}
                className={styles.column}
              >
                <SelectionCheckbox />
              </AriaColumn>
            ) : null}
            <Collection items={columns}>
              {(column) => (
                <AriaColumn
                  id={column.id}
                  isRowHeader={hasRowHeader ? column.isRowHeader : column === columns[0]}
                  allowsSorting={column.allowsSorting}
                  width={column.width ?? '1fr'}
                  minWidth={column.minWidth ?? 80}
                  className={`${styles.column} ${column.align === 'end' ? styles.columnEnd : ''}`}
                >
                  {({ sortDirection, allowsSorting }) => (
                    <span className={styles.columnLabel}>
                      {column.header}
                      {allowsSorting ? (
                        <span className={styles.sortIndicator} aria-hidden="true">
                          {sortDirection === 'ascending'
                            ? '▲'
                            : sortDirection === 'descending'
                              ? '▼'
                              : ''}
                        </span>
                      ) : null}
                    </span>
                  )}
                </AriaColumn>
              )}
            </Collection>
          </AriaTableHeader>
          <AriaTableBody
            style={TAKES_POINTER_EVENTS}
            renderEmptyState={() =>
              loading ? (
                <SkeletonRows count={skeletonCount} rowHeight={rowHeight} />
              ) : (
                <div className={styles.emptyState}>{emptyState ?? dataTableMessages.empty}</div>
              )
            }
          >
            <Collection items={rows} dependencies={[columns, showCheckboxes]}>
              {(row) => (
                <AriaRow id={getRowId(row)} className={styles.row}>
                  {showCheckboxes ? (
                    <AriaCell className={styles.cell}>
                      <SelectionCheckbox />
                    </AriaCell>
                  ) : null}
                  <Collection items={columns} dependencies={[row]}>
                    {(column) => {
                      const content = column.cell(row);
                      return (
                        <AriaCell
                          className={`${styles.cell} ${column.align === 'end' ? styles.cellEnd : ''}`}
                        >
                          {typeof content === 'string' || typeof content === 'number' ? (
                            <span className={styles.cellText} title={String(content)}>
                              {content}
                            </span>
                          ) : (
                            content
                          )}
                        </AriaCell>
                      );
                    }}
                  </Collection>
                </AriaRow>
              )}
            </Collection>
            {onLoadMore ? (
              <TableLoadMoreItem
                className={styles.loadMore}
                onLoadMore={onLoadMore}
                isLoading={isLoadingMore}
              >
                <Skeleton height={10} label={dataTableMessages.loadingMore} />
              </TableLoadMoreItem>
            ) : null}
          </AriaTableBody>
        </AriaTable>
      </Virtualizer>
      {paging ? <PagingFooter paging={paging} /> : null}
    </div>
  );
}
