import { useId, type FocusEvent } from 'react';
import { Button, FigureTable, GridTable, Inline, Stack, Text, VisuallyHidden } from '@keel/ui';
import type { InvoiceAmounts, InvoiceLine } from '@keel/types';
import { formatMoney } from '../../../lib/format';
import { GridCell } from '../../../lib/grid/GridCell';
import { GRID_KEY_HINT } from '../../../lib/grid/grid-keys';
import { useGridEditor } from '../../../lib/grid/useGridEditor';
import {
  applyCellText,
  cellText,
  LINE_COLUMN_TITLES,
  LINE_COLUMNS,
  newLine,
  quantityText,
  taxRateText,
  typedUnit,
  UNIT_KIND_TITLES,
  type DraftLine,
  type LineColumn,
} from '../invoice-draft';

const NUMBER_COLUMNS: ReadonlySet<LineColumn> = new Set(['quantity', 'unitPrice', 'taxRate']);

function Head() {
  return (
    <thead>
      <tr role="row">
        <th role="columnheader" scope="col" data-numeric>
          #
        </th>
        {LINE_COLUMNS.map((column) => (
          <th
            key={column}
            role="columnheader"
            scope="col"
            data-numeric={NUMBER_COLUMNS.has(column) || undefined}
          >
            {LINE_COLUMN_TITLES[column]}
          </th>
        ))}
        <th role="columnheader" scope="col" data-numeric>
          Net
        </th>
        <th role="columnheader" scope="col" data-numeric>
          Gross
        </th>
      </tr>
    </thead>
  );
}

function display(line: DraftLine, column: LineColumn, currency: string) {
  switch (column) {
    case 'quantity':
      return quantityText(line);
    case 'unitPrice':
      return `${formatMoney({ amount: line.unitPrice, currency })}${line.unitKind === 'minutes' ? ' / h' : ''}`;
    case 'taxRate':
      return taxRateText(line.taxRate);
    case 'unitKind':
      return UNIT_KIND_TITLES[line.unitKind];
    case 'description':
      return line.description || <VisuallyHidden>empty</VisuallyHidden>;
  }
}

/** An issued invoice's (or a reader's) lines: a plain table of figures. */
export function InvoiceLinesTable({
  lines,
  currency,
}: {
  lines: readonly InvoiceLine[];
  currency: string;
}) {
  const money = (amount: number) => formatMoney({ amount, currency });
  return (
    <FigureTable aria-label="Invoice lines" verticalAlign="top">
      <Head />
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={LINE_COLUMNS.length + 3}>No lines.</td>
          </tr>
        ) : (
          lines.map((line, r) => (
            <tr key={line.id} role="row">
              <td data-numeric>{r + 1}</td>
              {LINE_COLUMNS.map((column) => (
                <td key={column} data-numeric={NUMBER_COLUMNS.has(column) || undefined}>
                  {display({ ...line, uid: String(line.id) }, column, currency)}
                </td>
              ))}
              <td data-numeric>{money(line.net)}</td>
              <td data-numeric>{money(line.gross)}</td>
            </tr>
          ))
        )}
      </tbody>
    </FigureTable>
  );
}

/**
 * A draft's lines as a spreadsheet-like grid (the quotes' keys, `GRID_KEY_HINT`):
 * one cell in the tab order at a time; Enter edits, Ctrl+Enter adds a line,
 * Ctrl+Delete removes one. Edits change the draft only; the editor saves it whole.
 */
export function InvoiceLinesGrid({
  lines,
  onChange,
  currency,
  amounts,
}: {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  currency: string;
  /** Each line's live figures, by index. */
  amounts: readonly InvoiceAmounts[];
}) {
  const hintId = useId();
  const errorId = useId();
  const grid = useGridEditor(lines, onChange, {
    columns: LINE_COLUMNS,
    titles: LINE_COLUMN_TITLES,
    cellText,
    applyText: applyCellText,
    newLine,
    typedText: (column, key) => (column === 'unitKind' ? typedUnit(key) : key),
  });
  const money = (amount: number | undefined) =>
    amount === undefined ? '' : formatMoney({ amount, currency });

  function editor(column: LineColumn) {
    const common = {
      'aria-label': `${LINE_COLUMN_TITLES[column]}, line ${grid.row + 1}`,
      'aria-invalid': grid.error ? true : undefined,
      'aria-describedby': grid.error ? errorId : undefined,
      autoFocus: true,
      onFocus: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) =>
        grid.selectIfOpened(event.currentTarget),
      onBlur: grid.commitOnBlur,
    } as const;
    if (column === 'unitKind')
      return (
        <select {...common} value={grid.text} onChange={(e) => grid.setText(e.target.value)}>
          <option value="minutes">{UNIT_KIND_TITLES.minutes}</option>
          <option value="units">{UNIT_KIND_TITLES.units}</option>
        </select>
      );
    return (
      <input
        {...common}
        type="text"
        inputMode={column === 'taxRate' || column === 'unitPrice' ? 'decimal' : undefined}
        value={grid.text}
        onChange={(e) => grid.setText(e.target.value)}
      />
    );
  }

  return (
    <Stack gap="small">
      <Text as="p" id={hintId} tone="muted" size="small">
        {GRID_KEY_HINT} Hours are typed as 7:30, 7.5 or 90m; prices in {currency}, per hour for
        hours.
      </Text>
      <GridTable
        variant="figures"
        aria-label="Invoice lines"
        aria-describedby={hintId}
        aria-rowcount={lines.length + 1}
        onKeyDown={grid.onKeyDown}
      >
        <Head />
        <tbody>
          {lines.length === 0 ? (
            <tr role="row">
              <td role="gridcell" colSpan={LINE_COLUMNS.length + 3}>
                No lines yet. Add a line to start.
              </td>
            </tr>
          ) : (
            lines.map((line, r) => (
              <tr key={line.uid} role="row" aria-rowindex={r + 2}>
                <td role="rowheader" data-numeric>
                  <VisuallyHidden>Line </VisuallyHidden>
                  {r + 1}
                </td>
                {LINE_COLUMNS.map((column, c) => (
                  <GridCell
                    key={column}
                    grid={grid}
                    row={r}
                    col={c}
                    numeric={NUMBER_COLUMNS.has(column)}
                    errorId={errorId}
                    editor={() => editor(column)}
                  >
                    {display(line, column, currency)}
                  </GridCell>
                ))}
                <td role="gridcell" data-numeric>
                  {money(amounts[r]?.net)}
                </td>
                <td role="gridcell" data-numeric>
                  {money(amounts[r]?.gross)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </GridTable>
      <div ref={grid.addButtonBox}>
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
