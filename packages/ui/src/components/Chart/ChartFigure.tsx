import type { ReactNode } from 'react';
import * as styles from './Chart.css';

/**
 * The box of a chart and of its placeholder: a figure whose visible title is left out of the
 * accessibility tree (the chart's image and table say it), so the two take the same place.
 */
export function ChartFigure({
  title,
  hideTitle,
  children,
}: {
  title: string;
  hideTitle: boolean;
  children: ReactNode;
}) {
  return (
    <figure className={styles.figure}>
      {hideTitle ? null : (
        <figcaption className={styles.title} aria-hidden="true">
          {title}
        </figcaption>
      )}
      {children}
    </figure>
  );
}
