import * as styles from './Chart.css';
import type { Tone } from '../../theme';
import { seriesColors } from './chart-palette';

/** The legend under a chart: a swatch and label per series (decorative: the data table names them). */
export function ChartLegend({
  series,
}: {
  series: readonly { key: string; label: string; tone?: Tone }[];
}) {
  const colors = seriesColors(series);
  return (
    <ul className={styles.legend} aria-hidden="true">
      {series.map((s, index) => (
        <li key={s.key} className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: colors[index] }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
