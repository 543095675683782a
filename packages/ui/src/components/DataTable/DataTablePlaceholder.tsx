import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';
import { dataTableMessages } from './data-table.messages';

// Kept free of react-aria-components so a page can show it while DataTable's own chunk
// (`@keel/ui/data-table`) is still loading, without pulling the table into its first load.

/** Height of the header row, shared with DataTable's TableLayout. */
export const DATA_TABLE_HEADING_HEIGHT = 36;

const SKELETON_CELLS = 3;

export function DataTableSkeletonRows({ count, rowHeight }: { count: number; rowHeight: number }) {
  return (
    <div className={styles.skeletonRows} role="status" aria-label={dataTableMessages.loading}>
      {Array.from({ length: count }, (_, row) => (
        <div key={row} className={styles.skeletonRow} style={{ height: rowHeight }}>
          {Array.from({ length: SKELETON_CELLS }, (_, cell) => (
            <span key={cell} className={styles.skeletonCell}>
              <Skeleton height={10} isDecorative />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

export interface DataTablePlaceholderProps {
  /** Same as the DataTable it stands for. @default 480 */
  height?: number;
  /** Same as the DataTable it stands for. @default 40 */
  rowHeight?: number;
}

/** The loading state of a DataTable (header strip + skeleton rows), at the table's size. */
export function DataTablePlaceholder({ height = 480, rowHeight = 40 }: DataTablePlaceholderProps) {
  const count = Math.max(1, Math.floor((height - DATA_TABLE_HEADING_HEIGHT) / rowHeight));
  return (
    <div className={styles.root} aria-busy="true">
      <div style={{ height, overflow: 'hidden' }}>
        <div className={styles.header} style={{ height: DATA_TABLE_HEADING_HEIGHT }} />
        <DataTableSkeletonRows count={count} rowHeight={rowHeight} />
      </div>
    </div>
  );
}
