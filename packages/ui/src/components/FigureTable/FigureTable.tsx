import type { ReactNode } from 'react';
import { classNames } from '../../private/layout';
import * as styles from './FigureTable.css';

export interface FigureTableProps {
  /** The table's `caption`, `thead`, `tbody` and `tfoot`. Mark figure cells `data-numeric` (right-aligned, one line) and cells that must not wrap `data-nowrap`. */
  children: ReactNode;
  /** Accessible name, when the table has no `caption`. @default undefined */
  'aria-label'?: string;
  /** Id of the heading naming the table. @default undefined */
  'aria-labelledby'?: string;
  /**
   * Vertical alignment of the cells: `top` for rows with text that wraps.
   * @default 'middle'
   */
  verticalAlign?: 'middle' | 'top';
}

/**
 * A plain table of figures: every row renders and prints (no virtualisation, no sorting),
 * numbers line up, the footer sums. For large, sortable or selectable lists use DataTable.
 */
export function FigureTable({ children, verticalAlign = 'middle', ...props }: FigureTableProps) {
  return (
    <div className={styles.wrap}>
      <table {...props} className={classNames(styles.table, styles.verticalAlign[verticalAlign])}>
        {children}
      </table>
    </div>
  );
}
