import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WorkloadPeriod } from '@keel/types';
import { GridTable, GridTableSwatch, Icon, Stack, Legend, Text, type Tone } from '@keel/ui';
import {
  bandOf,
  cellLabel,
  markerOf,
  moveFocus,
  opensTasks,
  percentText,
  periodHeader,
  periodName,
  shortHours,
  type Band,
  type CellPosition,
  type GridRow,
} from '../workload-grid';
import * as styles from './WorkloadGrid.css';

/** The tile's tone for a band (its words say the same: "Over", "Free"). */
const TONE: Record<Band, Tone | 'none'> = {
  none: 'none',
  free: 'info',
  ok: 'positive',
  busy: 'caution',
  over: 'critical',
  unassigned: 'neutral',
};

const LEGEND: readonly { band: Band; mark: string; text: string }[] = [
  { band: 'over', mark: 'Over', text: 'Over-allocated (above 100 %)' },
  { band: 'busy', mark: '85+', text: 'Busy (85–100 %)' },
  { band: 'ok', mark: '50+', text: 'Planned (50–85 %)' },
  { band: 'free', mark: 'Free', text: 'Free (below 50 %)' },
  { band: 'none', mark: '—', text: 'No capacity' },
];

/**
 * The workload heat map: people down (each team's subtotal row, then its
 * people; the unassigned row; the total), periods across. Each cell shows
 * the utilisation, the hours allocated of the capacity, and "Over" or "Free"
 * beside its colour. It is an ARIA grid with one tab stop (roving tabindex):
 * the arrows move between cells, Home/End to the row's ends (with Ctrl, the
 * grid's), PageUp/PageDown five rows; Enter, Space or a click on a person's
 * or the unassigned row's cell opens its tasks.
 */
export function WorkloadGrid({
  periods,
  rows,
  onOpen,
}: {
  periods: readonly WorkloadPeriod[];
  rows: readonly GridRow[];
  onOpen: (row: GridRow, col: number) => void;
}) {
  const [focus, setFocus] = useState<CellPosition>({ row: 0, col: 0 });
  const tableRef = useRef<HTMLTableElement>(null);
  const captionId = useId();
  // The data may shrink under the focus (a filter, a range): keep it inside.
  const current = {
    row: Math.min(focus.row, Math.max(0, rows.length - 1)),
    col: Math.min(focus.col, Math.max(0, periods.length - 1)),
  };

  const moveTo = (next: CellPosition) => {
    setFocus(next);
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, row: number, col: number) => {
    const next = moveFocus(
      { row, col },
      event.key,
      rows.length,
      periods.length,
      event.ctrlKey || event.metaKey,
    );
    if (next) {
      event.preventDefault();
      moveTo(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      const target = rows[row];
      if (target && opensTasks(target)) {
        event.preventDefault();
        onOpen(target, col);
      }
    }
  };

  return (
    <Stack as="figure" gap="small">
      <Text as="figcaption" tone="muted" size="small" id={captionId}>
        Utilisation is the work allocated over the capacity of each period. Use the arrow keys to
        move between cells; Enter opens the tasks of a person&apos;s cell.
      </Text>
      <GridTable
        variant="tiles"
        tableRef={tableRef}
        role="grid"
        aria-label="Workload heat map"
        aria-describedby={captionId}
        aria-rowcount={rows.length + 1}
        aria-colcount={periods.length + 1}
        rowHeaderMinWidth={180}
        cellMinWidth={72}
      >
        <thead>
          <tr>
            <th scope="col">Person</th>
            {periods.map((period) => (
              <th key={period.start} scope="col" title={periodName(period)}>
                {periodHeader(period)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => {
            const isSum = row.kind === 'team' || row.kind === 'total';
            return (
              <tr key={row.key} data-row={row.key} data-subtotal={isSum || undefined}>
                <th
                  scope="row"
                  data-level={row.kind === 'user' ? 1 : undefined}
                  className={row.kind === 'unassigned' ? styles.unassigned : undefined}
                >
                  {row.label}
                  {row.noEmployeeRecord ? (
                    <span className={styles.rowNote}>No employee record: no capacity</span>
                  ) : null}
                  {row.unscheduled.length > 0 ? (
                    <span className={styles.rowNote}>
                      {row.unscheduled.length} unscheduled{' '}
                      {row.unscheduled.length === 1 ? 'task' : 'tasks'}
                    </span>
                  ) : null}
                </th>
                {row.cells.map((cell, c) => {
                  const period = periods[c];
                  if (!period) return null;
                  const band = bandOf(cell, row.kind);
                  const marker = markerOf(band);
                  const opens = opensTasks(row);
                  const isFocus = current.row === r && current.col === c;
                  return (
                    <td
                      key={period.start}
                      role="gridcell"
                      data-cell={`${r}:${c}`}
                      data-band={band}
                      data-tone={TONE[band]}
                      tabIndex={isFocus ? 0 : -1}
                      aria-label={cellLabel(row, period, cell)}
                      aria-haspopup={opens ? 'dialog' : undefined}
                      className={opens ? styles.opens : undefined}
                      onClick={() => {
                        setFocus({ row: r, col: c });
                        if (opens) onOpen(row, c);
                      }}
                      onKeyDown={(event) => onKeyDown(event, r, c)}
                      onFocus={() => setFocus({ row: r, col: c })}
                    >
                      <span aria-hidden="true">
                        {row.kind === 'unassigned' ? (
                          <span className={styles.percent}>
                            {shortHours(cell.allocatedMinutes)} h
                          </span>
                        ) : (
                          <>
                            <span className={styles.percent}>{percentText(cell.utilisation)}</span>
                            <span className={styles.hours}>
                              {shortHours(cell.allocatedMinutes)}/{shortHours(cell.capacityMinutes)}{' '}
                              h
                            </span>
                          </>
                        )}
                        {marker ? (
                          <span className={styles.marker}>
                            {marker === 'Over' ? <Icon name="warning" size="small" /> : null}{' '}
                            {marker}
                          </span>
                        ) : null}
                        {cell.tentativeMinutes > 0 ? (
                          <span className={styles.hours}>
                            +{shortHours(cell.tentativeMinutes)} h tent.
                          </span>
                        ) : null}
                      </span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </GridTable>
      <Legend
        aria-label="Legend"
        items={[
          ...LEGEND.map((item) => ({
            key: item.band,
            swatch: <GridTableSwatch tone={TONE[item.band]}>{item.mark}</GridTableSwatch>,
            label: item.text,
          })),
          {
            key: 'unassigned',
            swatch: <GridTableSwatch tone="neutral">h</GridTableSwatch>,
            label: 'Unassigned work (hours)',
          },
          {
            key: 'tentative',
            swatch: null,
            label: '“tent.”: tentative hours of draft projects, not counted in the utilisation',
          },
        ]}
      />
    </Stack>
  );
}
