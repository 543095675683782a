import {
  useId,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Tone } from '../../theme/tone';
import { classNames } from '../../private/layout';
import * as figure from '../FigureTable/FigureTable.css';
import * as styles from './GridTable.css';

export interface GridTableProps {
  /**
   * The table's `thead`, `tbody` and `tfoot`. The first cell of each row is its header and stays
   * in view while the columns scroll. Mark figure cells `data-numeric` (right-aligned, one line),
   * cells that take no input `data-unavailable` (hatched: say why in words too). With `tiles`,
   * give a body cell `data-tone` (a Tone, or `none` for muted), a summing row `data-subtotal`
   * and a row header under another `data-level="1"`. With `figures` (always `role="grid"`), rows
   * are `role="row"` and cells `role="gridcell"` (a focusable one with a roving `tabIndex`, one
   * being edited holds its `input` or `select`, one whose edit is refused carries `data-invalid`).
   */
  children: ReactNode;
  /**
   * `ruled`: rows of a sheet, ruled below (a timesheet week). `tiles`: each body cell a tile
   * filled by its tone (a heat map). `figures`: the look of FigureTable as a spreadsheet-like
   * grid (quote lines): a 3 px ring on the focused cell, so it shows without its colour, an
   * in-cell editor filling its cell and a refused edit outlined (see GridTableError).
   * @default 'ruled'
   */
  variant?: 'ruled' | 'tiles' | 'figures';
  /** Caption for assistive technology (not shown). @default undefined */
  caption?: string;
  /** Accessible name, when there is no `caption`. @default undefined */
  'aria-label'?: string;
  /** Id of the text describing the table (how to use it). @default undefined */
  'aria-describedby'?: string;
  /** `grid` when the cells are one tab stop moved through with the arrow keys. @default undefined */
  role?: 'grid';
  /** Rows, with `role="grid"` (header row included). @default undefined */
  'aria-rowcount'?: number;
  /** Columns, with `role="grid"` (header column included). @default undefined */
  'aria-colcount'?: number;
  /** Least width of the row headers in px. @default undefined */
  rowHeaderMinWidth?: number;
  /** Least width of the other columns in px. @default undefined */
  cellMinWidth?: number;
  /** The table element, e.g. to move focus between its cells. @default undefined */
  tableRef?: Ref<HTMLTableElement>;
  /** The grid's keys (moving between cells, editing); the caller owns the roving focus. @default undefined */
  onKeyDown?: KeyboardEventHandler<HTMLTableElement>;
}

/**
 * Rows by columns (lines by days, people by weeks) on a bordered surface that scrolls sideways
 * with the row headers kept in view, or (`figures`) lines of figures edited like a spreadsheet.
 * For lists of records use DataTable, for figures only read FigureTable.
 */
export function GridTable({
  children,
  variant = 'ruled',
  caption,
  rowHeaderMinWidth,
  cellMinWidth,
  tableRef,
  ...props
}: GridTableProps) {
  if (variant === 'figures') {
    return (
      <div className={figure.wrap}>
        <table
          {...props}
          ref={tableRef}
          role="grid"
          className={classNames(figure.table, figure.verticalAlign.top, styles.figures)}
        >
          {caption ? <caption className={styles.caption}>{caption}</caption> : null}
          {children}
        </table>
      </div>
    );
  }
  const widths: Record<string, string> = {};
  if (rowHeaderMinWidth) widths[styles.rowHeaderMinWidth] = `${rowHeaderMinWidth}px`;
  if (cellMinWidth) widths[styles.cellMinWidth] = `${cellMinWidth}px`;
  return (
    <div className={styles.wrap}>
      <table
        {...props}
        ref={tableRef}
        className={styles.table[variant]}
        style={assignInlineVars(widths)}
      >
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export interface GridTableInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'type' | 'aria-invalid' | 'aria-describedby'
> {
  /** Accessible name: the row and the column, e.g. `Design, Monday 3 March`. */
  'aria-label': string;
  /** What is wrong with the text, shown under the input and announced. @default undefined */
  error?: string | null;
  /** The input element. @default undefined */
  inputRef?: Ref<HTMLInputElement>;
}

/** A text input filling a GridTable cell, with its error (if any) under it. */
export function GridTableInput({ error, inputRef, ...props }: GridTableInputProps) {
  const errorId = useId();
  return (
    <>
      <input
        {...props}
        ref={inputRef}
        type="text"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} role="alert" className={styles.inputError}>
          {error}
        </span>
      ) : null}
    </>
  );
}

export interface GridTableSwatchProps {
  /** The tone of the tiles it stands for; `none` for tiles without one. */
  tone: Tone | 'none';
  /** The mark the tiles carry beside their colour, e.g. `Over`. */
  children: ReactNode;
}

/** A small tile for a Legend, explaining a tone of GridTable's tiles (decorative). */
export function GridTableSwatch({ tone, children }: GridTableSwatchProps) {
  return (
    <span className={styles.swatch[tone]} aria-hidden="true">
      {children}
    </span>
  );
}

export interface GridTableErrorProps {
  /** Id the editor points at with `aria-describedby`. */
  id: string;
  /** Why the edit is refused. */
  children: ReactNode;
}

/** The message under a `figures` cell's own editor (`input`, `select`) when its value is refused. */
export function GridTableError({ id, children }: GridTableErrorProps) {
  return (
    <span id={id} className={styles.figuresError}>
      {children}
    </span>
  );
}
