import type { KeyboardEventHandler, ReactNode } from 'react';
import { classNames } from '../../private/layout';
import * as figure from '../FigureTable/FigureTable.css';
import * as styles from './GridTable.css';

export interface GridTableProps {
  /**
   * The `thead` and `tbody`: rows `role="row"`, cells `role="gridcell"` (a focusable one with a
   * roving `tabIndex`, one being edited holds its `input` or `select`, one whose edit is refused
   * carries `data-invalid`), figure cells `data-numeric` as in FigureTable.
   */
  children: ReactNode;
  /** Accessible name of the grid. */
  'aria-label': string;
  /** Id of the text saying which keys move and edit (shown above the grid). @default undefined */
  'aria-describedby'?: string;
  /** Rows in all, the header row included, when not every row is rendered. @default undefined */
  'aria-rowcount'?: number;
  /** The grid's keys: moving between cells, editing, adding and deleting rows. */
  onKeyDown?: KeyboardEventHandler<HTMLTableElement>;
}

/**
 * A spreadsheet-like table (ARIA grid): the look of FigureTable, with a ring on the focused
 * cell (its width shows it without colour), an in-cell editor filling its cell and a refused
 * edit outlined. The caller owns the keys and the roving focus; see GridTableError for the
 * message of a refused edit.
 */
export function GridTable({ children, ...props }: GridTableProps) {
  return (
    <div className={figure.wrap}>
      <table
        {...props}
        role="grid"
        className={classNames(figure.table, figure.verticalAlign.top, styles.grid)}
      >
        {children}
      </table>
    </div>
  );
}

export interface GridTableErrorProps {
  /** Id the editor points at with `aria-describedby`. */
  id: string;
  /** Why the edit is refused. */
  children: ReactNode;
}

/** The message under a cell's editor when its value is refused. */
export function GridTableError({ id, children }: GridTableErrorProps) {
  return (
    <span id={id} className={styles.error}>
      {children}
    </span>
  );
}
