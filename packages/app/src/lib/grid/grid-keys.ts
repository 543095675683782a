/* A spreadsheet-like grid's keyboard (quotes' and invoices' line grids): where focus goes and what a key press asks for. */

/** Where the grid's focus is, and whether that cell's editor is open. */
export interface GridCursor {
  row: number;
  col: number;
  editing: boolean;
}

/** What a key press asks the grid to do. */
export type GridCommand =
  | { type: 'move'; row: number; col: number }
  | { type: 'edit' }
  | { type: 'commit'; then: { row: number; col: number } | null }
  | { type: 'cancel' }
  | { type: 'addBelow' }
  | { type: 'deleteRow' }
  | { type: 'leave' }
  | { type: 'none' };

export interface GridKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The keys the visible hint documents (one list, so the hint and the handler agree). */
export const GRID_KEY_HINT =
  'Arrow keys or Tab move between cells. Enter edits a cell and Enter again saves it into the draft; Escape cancels. Ctrl+Enter (⌘+Enter) adds a line below, Ctrl+Delete (⌘+Backspace) deletes the line.';

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(value, max));
}

/** The cell Tab (or Shift+Tab) goes to, row by row; null past either end (focus leaves the grid). */
export function tabTarget(
  cursor: { row: number; col: number },
  rows: number,
  cols: number,
  backwards: boolean,
): { row: number; col: number } | null {
  const flat = cursor.row * cols + cursor.col + (backwards ? -1 : 1);
  if (flat < 0 || flat >= rows * cols) return null;
  return { row: Math.floor(flat / cols), col: flat % cols };
}

/**
 * The command of a key press in the grid of `rows` × `cols` cells. While a
 * cell is edited, only Enter, Tab and Escape belong to the grid (arrows
 * move the caret in the editor).
 */
export function gridCommand(
  cursor: GridCursor,
  event: GridKey,
  rows: number,
  cols: number,
): GridCommand {
  const mod = Boolean(event.ctrlKey || event.metaKey);
  if (mod && event.key === 'Enter') return { type: 'addBelow' };
  if (mod && (event.key === 'Delete' || event.key === 'Backspace')) return { type: 'deleteRow' };
  if (cursor.editing) {
    if (event.key === 'Escape') return { type: 'cancel' };
    if (event.key === 'Enter') return { type: 'commit', then: null };
    if (event.key === 'Tab')
      return { type: 'commit', then: tabTarget(cursor, rows, cols, Boolean(event.shiftKey)) };
    return { type: 'none' };
  }
  if (rows === 0) return { type: 'none' };
  const { row, col } = cursor;
  switch (event.key) {
    case 'ArrowUp':
      return { type: 'move', row: clamp(row - 1, rows - 1), col };
    case 'ArrowDown':
      return { type: 'move', row: clamp(row + 1, rows - 1), col };
    case 'ArrowLeft':
      return { type: 'move', row, col: clamp(col - 1, cols - 1) };
    case 'ArrowRight':
      return { type: 'move', row, col: clamp(col + 1, cols - 1) };
    case 'Home':
      return { type: 'move', row: mod ? 0 : row, col: 0 };
    case 'End':
      return { type: 'move', row: mod ? rows - 1 : row, col: cols - 1 };
    case 'Enter':
    case 'F2':
      return { type: 'edit' };
    case 'Tab': {
      const next = tabTarget(cursor, rows, cols, Boolean(event.shiftKey));
      return next ? { type: 'move', ...next } : { type: 'leave' };
    }
    default:
      return { type: 'none' };
  }
}
