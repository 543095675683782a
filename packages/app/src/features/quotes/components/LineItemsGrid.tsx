import { useId, type FocusEvent } from 'react';
import { Button, FigureTable, GridTable, Inline, Stack, Text, VisuallyHidden } from '@keel/ui';
import { formatHours, formatMoney } from '../../../lib/format';
import { GRID_COLUMN_TITLES, GRID_COLUMNS, type DraftLine, type GridColumn } from '../line-draft';
import { GridCell } from '../../../lib/grid/GridCell';
import { GRID_KEY_HINT } from '../../../lib/grid/grid-keys';
import { useLineGrid, type RoleOption } from './useLineGrid';
import * as styles from '../quote.css';

export type { RoleOption } from './useLineGrid';

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
  const grid = useLineGrid(lines, onChange, roles);
  const cols = GRID_COLUMNS.length;
  const roleIsList = roles.length > 0;

  function editor(line: DraftLine, column: GridColumn) {
    const label = `${GRID_COLUMN_TITLES[column]}, line ${grid.row + 1}`;
    const common = {
      'aria-label': label,
      'aria-invalid': grid.error ? true : undefined,
      'aria-describedby': grid.error ? errorId : undefined,
      autoFocus: true,
      onFocus: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) =>
        grid.selectIfOpened(event.currentTarget),
      onBlur: grid.commitOnBlur,
    } as const;
    if (column === 'role' && roleIsList) {
      const known = roles.some((r) => r.role === line.role);
      return (
        <select {...common} value={grid.text} onChange={(e) => grid.setText(e.target.value)}>
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
        value={grid.text}
        onChange={(e) => grid.setText(e.target.value)}
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
        return line[column] || <VisuallyHidden>empty</VisuallyHidden>;
    }
  }

  const head = (
    <thead>
      <tr role="row">
        <th role="columnheader" scope="col" data-numeric>
          #
        </th>
        {GRID_COLUMNS.map((column) => (
          <th
            key={column}
            role="columnheader"
            scope="col"
            data-numeric={NUMBER_COLUMNS.has(column) || undefined}
          >
            {GRID_COLUMN_TITLES[column]}
          </th>
        ))}
        <th role="columnheader" scope="col" data-numeric>
          Labour
        </th>
      </tr>
    </thead>
  );

  if (!canEdit)
    return (
      <FigureTable aria-label="Line items" verticalAlign="top">
        {head}
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={cols + 2}>No line items.</td>
            </tr>
          ) : (
            lines.map((line, r) => (
              <tr key={line.uid} role="row">
                <td data-numeric>{r + 1}</td>
                {GRID_COLUMNS.map((column) => (
                  <td key={column} data-numeric={NUMBER_COLUMNS.has(column) || undefined}>
                    {display(line, column)}
                  </td>
                ))}
                <td data-numeric>{formatMoney({ amount: lineLabour[r] ?? 0, currency })}</td>
              </tr>
            ))
          )}
        </tbody>
      </FigureTable>
    );

  return (
    <Stack gap="small">
      <div className={styles.screenOnly}>
        <Text as="p" id={hintId} tone="muted" size="small">
          {GRID_KEY_HINT}
        </Text>
      </div>
      <GridTable
        variant="figures"
        aria-label="Line items"
        aria-describedby={hintId}
        aria-rowcount={lines.length + 1}
        onKeyDown={grid.onKeyDown}
      >
        {head}
        <tbody>
          {lines.length === 0 ? (
            <tr role="row">
              <td role="gridcell" colSpan={cols + 2}>
                No line items yet. Add a line to start pricing.
              </td>
            </tr>
          ) : (
            lines.map((line, r) => (
              <tr key={line.uid} role="row" aria-rowindex={r + 2}>
                <td role="rowheader" data-numeric>
                  <VisuallyHidden>Line </VisuallyHidden>
                  {r + 1}
                </td>
                {GRID_COLUMNS.map((column, c) => (
                  <GridCell
                    key={column}
                    grid={grid}
                    row={r}
                    col={c}
                    numeric={NUMBER_COLUMNS.has(column)}
                    errorId={errorId}
                    editor={() => editor(line, column)}
                  >
                    {display(line, column)}
                  </GridCell>
                ))}
                <td role="gridcell" data-numeric>
                  {formatMoney({ amount: lineLabour[r] ?? 0, currency })}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </GridTable>
      <div className={styles.screenOnly} ref={grid.addButtonBox}>
        <Inline gap="small">
          <Button icon="plus" onPress={() => grid.addBelow()}>
            Add line
          </Button>
          <Button icon="trash" isDisabled={lines.length === 0} onPress={grid.deleteRow}>
            {lines.length === 0 ? 'Delete line' : `Delete line ${grid.row + 1}`}
          </Button>
        </Inline>
      </div>
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {grid.announcement}
        </span>
      </VisuallyHidden>
    </Stack>
  );
}
