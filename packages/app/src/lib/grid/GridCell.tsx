import type { ReactNode } from 'react';
import { GridTableError } from '@keel/ui';

/** What a cell needs of `useGridEditor`'s state: the cursor, its error and the cells' registry. */
export interface GridCellState {
  row: number;
  col: number;
  editing: boolean;
  error: string | null;
  cells: { current: Map<string, HTMLTableCellElement> };
  moveTo: (target: { row: number; col: number }) => void;
  editAt: (row: number, col: number) => void;
}

/**
 * One editable cell of a keyboard grid (`useGridEditor`): registered for
 * focus by its `row:col`, the one tab stop when it holds the cursor, moved to
 * on a click and edited on a double click; while edited it shows `editor()`
 * and the grid's error (with `errorId`, which the editor's input names in
 * `aria-describedby`), else `children`. Shared by the quotes' line items and
 * the invoices' lines so both grids behave alike.
 */
export function GridCell({
  grid,
  row,
  col,
  numeric,
  errorId,
  editor,
  children,
}: {
  grid: GridCellState;
  row: number;
  col: number;
  /** Right-aligned figures. */
  numeric: boolean;
  errorId: string;
  editor: () => ReactNode;
  children: ReactNode;
}) {
  const active = row === grid.row && col === grid.col;
  const editing = active && grid.editing;
  return (
    <td
      role="gridcell"
      ref={(el) => {
        if (el) grid.cells.current.set(`${row}:${col}`, el);
        else grid.cells.current.delete(`${row}:${col}`);
      }}
      tabIndex={active && !editing ? 0 : -1}
      aria-selected={active}
      data-numeric={numeric || undefined}
      data-invalid={(editing && Boolean(grid.error)) || undefined}
      onClick={() => {
        if (!editing) grid.moveTo({ row, col });
      }}
      onDoubleClick={() => {
        if (!editing) grid.editAt(row, col);
      }}
    >
      {editing ? (
        <>
          {editor()}
          {grid.error ? <GridTableError id={errorId}>{grid.error}</GridTableError> : null}
        </>
      ) : (
        children
      )}
    </td>
  );
}
