import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CellParse } from './cell-input';
import { gridCommand, type GridCursor } from './grid-keys';

/** What a line grid edits: its columns, how a cell reads and takes typed text, a new line. */
export interface GridSpec<L, C extends string> {
  columns: readonly C[];
  titles: Readonly<Record<C, string>>;
  /** The text a cell's editor starts with. */
  cellText: (line: L, column: C) => string;
  /** The line with a cell's typed text applied, or the reason it is refused. */
  applyText: (line: L, column: C, text: string) => CellParse<L>;
  /** The line `Add line` inserts below `above` (undefined in an empty grid). */
  newLine: (above: L | undefined) => L;
  /**
   * The editor's text when a printable key is typed on a focused cell (a picker's option
   * starting with the key); undefined opens the editor on the cell's text.
   * @default the key itself
   */
  typedText?: (column: C, key: string) => string | undefined;
}

/**
 * A line grid's state (quotes' line items, an invoice's lines): the cursor
 * (roving tabindex), the open cell editor and its text, the keyboard commands
 * (`gridCommand`) and the announcements. Edits change the draft only (`onChange`).
 */
export function useGridEditor<L, C extends string>(
  lines: readonly L[],
  onChange: (lines: L[]) => void,
  spec: GridSpec<L, C>,
) {
  const [cursor, setCursor] = useState<GridCursor>({ row: 0, col: 0, editing: false });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  // The Add line button takes focus when the last line is deleted (Button forwards no ref).
  const addButtonBox = useRef<HTMLDivElement>(null);
  // Focus follows the cursor only after a grid action, never on first render.
  const focusWanted = useRef(false);
  // Guards the editor's blur from committing a cell the keys already closed.
  const editingRef = useRef(false);
  // An editor opened on a cell's text (Enter, F2, double-click) selects it: typing replaces
  // it, as a typed key does on a focused cell; arrows or End keep it. Appending by default
  // turned a section copied from the line above ("Design") into "DesignBuild".
  const selectOnOpen = useRef(false);
  const cols = spec.columns.length;

  const row = Math.min(cursor.row, Math.max(lines.length - 1, 0));
  const col = cursor.col;

  useEffect(() => {
    if (!focusWanted.current || cursor.editing) return;
    focusWanted.current = false;
    if (lines.length === 0) addButtonBox.current?.querySelector('button')?.focus();
    else cells.current.get(`${row}:${col}`)?.focus();
  }, [cursor, row, col, lines.length]);

  const announce = (message: string) => setAnnouncement(message);

  function moveTo(target: { row: number; col: number }) {
    focusWanted.current = true;
    editingRef.current = false;
    setCursor({ ...target, editing: false });
  }

  function startEdit(initial?: string) {
    const line = lines[row];
    if (!line) return;
    editingRef.current = true;
    selectOnOpen.current = initial === undefined;
    setText(initial ?? spec.cellText(line, spec.columns[col]!));
    setError(null);
    setCursor({ row, col, editing: true });
  }

  /**
   * Applies the editor's text to the draft: the lines as they are now, or
   * null (with the reason shown) when refused. A following action builds on
   * the lines returned, not on this render's (which do not have the edit yet).
   */
  function commit(): L[] | null {
    const line = lines[row];
    const column = spec.columns[col]!;
    if (!line) return [...lines];
    const result = spec.applyText(line, column, text);
    if (!result.ok) {
      setError(result.message);
      announce(`${spec.titles[column]}: ${result.message}`);
      return null;
    }
    const next = lines.map((l, i) => (i === row ? result.value : l));
    if (result.value !== line) onChange(next);
    setError(null);
    editingRef.current = false;
    return next;
  }

  function addBelow(base: readonly L[] = lines) {
    const at = base.length === 0 ? 0 : row + 1;
    const next = [...base];
    next.splice(at, 0, spec.newLine(base[row]));
    onChange(next);
    announce(`Line ${at + 1} added`);
    moveTo({ row: at, col: 0 });
  }

  function deleteRow() {
    if (lines.length === 0) return;
    onChange(lines.filter((_, i) => i !== row));
    announce(`Line ${row + 1} deleted${lines.length === 1 ? '; no lines left' : ''}`);
    setError(null);
    moveTo({ row: Math.max(0, Math.min(row, lines.length - 2)), col });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const here = { row, col, editing: cursor.editing };
    const command = gridCommand(here, event, lines.length, cols);
    if (command.type === 'none') {
      // Typing on a focused cell starts editing with that character (or the option it picks).
      const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!cursor.editing && printable && lines.length > 0) {
        event.preventDefault();
        startEdit(spec.typedText ? spec.typedText(spec.columns[col]!, event.key) : event.key);
      }
      return;
    }
    if (command.type === 'leave') return; // Tab past the last cell leaves the grid.
    event.preventDefault();
    switch (command.type) {
      case 'move':
        moveTo(command);
        break;
      case 'edit':
        startEdit();
        break;
      case 'commit':
        if (commit()) moveTo(command.then ?? { row, col });
        break;
      case 'cancel':
        setError(null);
        moveTo({ row, col });
        break;
      case 'addBelow': {
        const base = cursor.editing ? commit() : lines;
        if (base) addBelow(base);
        break;
      }
      case 'deleteRow':
        deleteRow();
        break;
    }
  }

  /** A double-click opens the cell's editor on its text, selected. */
  function editAt(r: number, c: number) {
    const line = lines[r];
    if (!line) return;
    moveTo({ row: r, col: c });
    editingRef.current = true;
    selectOnOpen.current = true;
    setText(spec.cellText(line, spec.columns[c]!));
    setError(null);
    setCursor({ row: r, col: c, editing: true });
  }

  /** The editor's blur: commits the cell unless the keys already closed it. */
  function commitOnBlur() {
    if (editingRef.current && commit()) setCursor({ row, col, editing: false });
  }

  /** The editor's focus: selects the text when the editor opened on it. */
  function selectIfOpened(target: EventTarget) {
    if (!selectOnOpen.current) return;
    selectOnOpen.current = false;
    if (target instanceof HTMLInputElement) target.select();
  }

  return {
    row,
    col,
    editing: cursor.editing,
    text,
    setText,
    error,
    announcement,
    cells,
    addButtonBox,
    moveTo,
    addBelow,
    deleteRow,
    onKeyDown,
    editAt,
    commitOnBlur,
    selectIfOpened,
  };
}
