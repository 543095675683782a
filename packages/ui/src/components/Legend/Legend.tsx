import type { ReactNode } from 'react';
import * as styles from './Legend.css';

export interface LegendItem {
  /** React key. */
  key: string;
  /** The mark the chart uses (a swatch, a shape), decorative: hide it from assistive technology. */
  swatch: ReactNode;
  /** What the mark means, in words. */
  label: ReactNode;
}

export interface LegendProps {
  /** Accessible name of the list, e.g. `Legend` or `Severity bands`. */
  'aria-label': string;
  /** The marks and their meanings, in order. */
  items: readonly LegendItem[];
}

/** The key of a chart, grid or timeline: each mark beside its meaning, wrapping when narrow. */
export function Legend({ items, ...props }: LegendProps) {
  return (
    <ul {...props} className={styles.legend}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          {item.swatch}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
