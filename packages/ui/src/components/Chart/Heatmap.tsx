import { VisuallyHidden } from 'react-aria';
import { vars } from '../../theme';
import * as styles from './Chart.css';

export interface HeatmapAxisItem {
  id: string;
  label: string;
}

export interface HeatmapCell {
  row: string;
  column: string;
  value: number;
}

export interface HeatmapProps {
  /** Visible caption and accessible name of the grid. */
  title: string;
  rows: readonly HeatmapAxisItem[];
  columns: readonly HeatmapAxisItem[];
  /** Values by row and column id; a missing cell reads as empty. */
  cells: readonly HeatmapCell[];
  /** The value of full intensity. @default the largest value */
  max?: number;
  /** Formats values for tooltips, screen readers and the scale. @default locale number */
  valueFormatter?: (value: number) => string;
  /** Cell side in px. @default 28 */
  cellSize?: number;
}

/** Intensity steps; discrete steps keep neighbouring cells distinguishable. */
const STEPS = [0, 18, 36, 58, 80, 100] as const;

function stepFor(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  const ratio = Math.min(1, value / max);
  return Math.max(1, Math.ceil(ratio * (STEPS.length - 1)));
}

function fill(step: number): string {
  const percent = STEPS[step] ?? 0;
  return percent === 0
    ? vars.color.surface
    : `color-mix(in srgb, ${vars.color.accent} ${percent}%, ${vars.color.surface})`;
}

const defaultFormatter = (value: number) => value.toLocaleString('en-US');

/**
 * A grid of coloured cells (workload per person and week, for example). It is a real table:
 * row and column headers name every cell and each value is read out, so it needs no image role.
 */
export function Heatmap({
  title,
  rows,
  columns,
  cells,
  max,
  valueFormatter = defaultFormatter,
  cellSize = 28,
}: HeatmapProps) {
  const values = new Map(cells.map((cell) => [`${cell.row}\u0000${cell.column}`, cell.value]));
  const top = max ?? Math.max(0, ...cells.map((cell) => cell.value));
  return (
    <div>
      <table className={styles.heatmap}>
        <caption className={styles.heatmapCaption}>{title}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.heatmapColumnHeader}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.heatmapRowHeader} title={row.label}>
                {row.label}
              </th>
              {columns.map((column) => {
                const value = values.get(`${row.id}\u0000${column.id}`);
                const text = value === undefined ? 'No value' : valueFormatter(value);
                return (
                  <td
                    key={column.id}
                    className={styles.heatmapCell}
                    title={`${row.label}, ${column.label}: ${text}`}
                    style={{
                      width: cellSize,
                      height: cellSize,
                      background: fill(value === undefined ? 0 : stepFor(value, top)),
                    }}
                  >
                    <VisuallyHidden>{text}</VisuallyHidden>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.heatmapScale} aria-hidden="true">
        <span>{valueFormatter(0)}</span>
        {STEPS.map((_, step) => (
          <span
            key={step}
            className={styles.swatch}
            style={{
              width: 14,
              height: 14,
              background: fill(step),
              border: `1px solid ${vars.color.border}`,
            }}
          />
        ))}
        <span>{valueFormatter(top)}</span>
      </div>
    </div>
  );
}
