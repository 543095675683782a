import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Button, Inline, Stack } from '@keel/ui';
import { formatHours, formatMoney } from '../../../lib/format';
import {
  applyCellText,
  cellText,
  emptyLine,
  GRID_COLUMN_TITLES,
  GRID_COLUMNS,
  GRID_KEY_HINT,
  gridCommand,
  type DraftLine,
  type GridColumn,
  type GridCursor,
} from '../line-grid';
import * as styles from '../quote.css';

export interface RoleOption {
  role: string;
  /** The profile's hourly rate for the role, in minor units. */
  rate: number;
}

const NUMBER_COLUMNS: ReadonlySet<GridColumn> = new Set(['hours', 'rate', 'expenses']);

/**
 * The draft's line items as a spreadsheet-like grid (issue 14, item 3). One
 * cell is in the tab order at a time (roving tabindex); the keys are those
 * `gridCommand` decides and `GRID_KEY_HINT` documents. Edits change the
 * draft only; the page saves the lines whole.
 */
export function LineItemsGrid({
  lines,
  onChange,
  canEdit,
  currency,
  roles,
  lineLabour,
}: {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  canEdit: boolean;
  currency: string;
  /** The rate profile's roles, in its order (empty without a profile or its rates). */
  roles: readonly RoleOption[];
  /** Each line's labour from the live totals, by index. */
  lineLabour: readonly number[];
}) {
  const hintId = useId();
  const errorId = useId();
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
  const roleRates = useMemo(() => new Map(roles.map((r) => [r.role, r.rate])), [roles]);
  const cols = GRID_COLUMNS.length;
  const roleIsList = roles.length > 0;

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
    setText(initial ?? cellText(line, GRID_COLUMNS[col]!));
    setError(null);
    setCursor({ row, col, editing: true });
  }

  /**
   * Applies the editor's text to the draft: the lines as they are now, or
   * null (with the reason shown) when refused. A following action builds on
   * the lines returned, not on this render's (which do not have the edit yet).
   */
  function commit(): DraftLine[] | null {
    const line = lines[row];
    const column = GRID_COLUMNS[col]!;
    if (!line) return [...lines];
    const result = applyCellText(line, column, text, roleRates);
    if (!result.ok) {
      setError(result.message);
      announce(`${GRID_COLUMN_TITLES[column]}: ${result.message}`);
      return null;
    }
    const next = lines.map((l, i) => (i === row ? result.value : l));
    if (result.value !== line) onChange(next);
    setError(null);
    editingRef.current = false;
    return next;
  }

  function addBelow(base: readonly DraftLine[] = lines) {
    const at = base.length === 0 ? 0 : row + 1;
    const next = [...base];
    next.splice(at, 0, emptyLine(base[row]?.section ?? ''));
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
      // Typing on a focused text or number cell starts editing with that character.
      const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!cursor.editing && printable && lines.length > 0) {
        event.preventDefault();
        // The role picker (a list when the profile's roles are known) opens on the first
        // role starting with the key; a text cell starts with the key typed.
        const picked =
          roleIsList && GRID_COLUMNS[col] === 'role'
            ? roles.find((r) => r.role.toLowerCase().startsWith(event.key.toLowerCase()))?.role
            : event.key;
        startEdit(picked);
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

  function editor(line: DraftLine, column: GridColumn) {
    const label = `${GRID_COLUMN_TITLES[column]}, line ${row + 1}`;
    const common = {
      'aria-label': label,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      autoFocus: true,
      className: styles.cellInput,
      onFocus: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (!selectOnOpen.current) return;
        selectOnOpen.current = false;
        if (event.currentTarget instanceof HTMLInputElement) event.currentTarget.select();
      },
      onBlur: () => {
        if (editingRef.current && commit()) setCursor({ row, col, editing: false });
      },
    } as const;
    if (column === 'role' && roleIsList) {
      const known = roles.some((r) => r.role === line.role);
      return (
        <select {...common} value={text} onChange={(e) => setText(e.target.value)}>
          <option value="">No role (expenses only)</option>
          {!known && line.role ? <option value={line.role}>{line.role}</option> : null}
          {roles.map((r) => (
            <option key={r.role} value={r.role}>
              {r.role} — {formatMoney({ amount: r.rate, currency })}/h
            </option>
          ))}
        </select>
      );
    }
    return (
      <input
        {...common}
        type="text"
        inputMode={NUMBER_COLUMNS.has(column) ? 'decimal' : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    );
  }

  function display(line: DraftLine, column: GridColumn) {
    switch (column) {
      case 'hours':
        return formatHours(line.minutes);
      case 'rate':
        return formatMoney({ amount: line.rate, currency });
      case 'expenses':
        return formatMoney({ amount: line.expenses, currency });
      default:
        return line[column] || <span className={styles.visuallyHidden}>empty</span>;
    }
  }

  const head = (
    <thead>
      <tr role="row">
        <th role="columnheader" scope="col" className={styles.numberHead}>
          #
        </th>
        {GRID_COLUMNS.map((column) => (
          <th
            key={column}
            role="columnheader"
            scope="col"
            className={NUMBER_COLUMNS.has(column) ? styles.numberHead : styles.headCell}
          >
            {GRID_COLUMN_TITLES[column]}
          </th>
        ))}
        <th role="columnheader" scope="col" className={styles.numberHead}>
          Labour
        </th>
      </tr>
    </thead>
  );

  if (!canEdit)
    return (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Line items</caption>
          {head}
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td className={styles.cell} colSpan={cols + 2}>
                  No line items.
                </td>
              </tr>
            ) : (
              lines.map((line, r) => (
                <tr key={line.uid} role="row">
                  <td className={styles.numberCell}>{r + 1}</td>
                  {GRID_COLUMNS.map((column) => (
                    <td
                      key={column}
                      className={NUMBER_COLUMNS.has(column) ? styles.numberCell : styles.cell}
                    >
                      {display(line, column)}
                    </td>
                  ))}
                  <td className={styles.numberCell}>
                    {formatMoney({ amount: lineLabour[r] ?? 0, currency })}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    );

  return (
    <Stack gap="small">
      <p id={hintId} className={`${styles.keyHint} ${styles.screenOnly}`}>
        {GRID_KEY_HINT}
      </p>
      <div className={styles.tableWrap}>
        <table
          role="grid"
          aria-label="Line items"
          aria-describedby={hintId}
          aria-rowcount={lines.length + 1}
          className={styles.table}
          onKeyDown={onKeyDown}
        >
          {head}
          <tbody>
            {lines.length === 0 ? (
              <tr role="row">
                <td role="gridcell" className={styles.cell} colSpan={cols + 2}>
                  No line items yet. Add a line to start pricing.
                </td>
              </tr>
            ) : (
              lines.map((line, r) => (
                <tr key={line.uid} role="row" aria-rowindex={r + 2}>
                  <td role="rowheader" className={styles.numberCell}>
                    <span className={styles.visuallyHidden}>Line </span>
                    {r + 1}
                  </td>
                  {GRID_COLUMNS.map((column, c) => {
                    const active = r === row && c === col;
                    const editing = active && cursor.editing;
                    return (
                      <td
                        key={column}
                        role="gridcell"
                        ref={(el) => {
                          if (el) cells.current.set(`${r}:${c}`, el);
                          else cells.current.delete(`${r}:${c}`);
                        }}
                        tabIndex={active && !editing ? 0 : -1}
                        aria-selected={active}
                        className={[
                          NUMBER_COLUMNS.has(column) ? styles.gridNumberCell : styles.gridCell,
                          editing && error ? styles.cellInvalid : '',
                        ].join(' ')}
                        onClick={() => {
                          if (!editing) moveTo({ row: r, col: c });
                        }}
                        onDoubleClick={() => {
                          if (!editing) {
                            moveTo({ row: r, col: c });
                            editingRef.current = true;
                            selectOnOpen.current = true;
                            setText(cellText(line, column));
                            setError(null);
                            setCursor({ row: r, col: c, editing: true });
                          }
                        }}
                      >
                        {editing ? (
                          <>
                            {editor(line, column)}
                            {error ? (
                              <span id={errorId} className={styles.cellError}>
                                {error}
                              </span>
                            ) : null}
                          </>
                        ) : (
                          display(line, column)
                        )}
                      </td>
                    );
                  })}
                  <td role="gridcell" className={styles.numberCell}>
                    {formatMoney({ amount: lineLabour[r] ?? 0, currency })}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.screenOnly} ref={addButtonBox}>
        <Inline gap="small">
          <Button icon="plus" onPress={() => addBelow()}>
            Add line
          </Button>
          <Button icon="trash" isDisabled={lines.length === 0} onPress={deleteRow}>
            {lines.length === 0 ? 'Delete line' : `Delete line ${row + 1}`}
          </Button>
        </Inline>
      </div>
      <div role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </Stack>
  );
}
