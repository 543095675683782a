import { Skeleton } from '../Skeleton/Skeleton';
import type { CartesianChartProps } from './CartesianChart';
import { ChartFigure } from './ChartFigure';
import { ChartLegend } from './ChartLegend';
import * as styles from './Chart.css';

export type ChartPlaceholderProps<T> = Pick<
  CartesianChartProps<T>,
  'title' | 'hideTitle' | 'series' | 'width' | 'height' | 'showLegend'
>;

/**
 * Stands in for a chart whose code is still loading (charts load in their own
 * chunk, after the page's data): the chart's own box, title, plot height and
 * legend, so nothing moves when the chart arrives. Takes the chart's props.
 */
export function ChartPlaceholder<T>({
  title,
  hideTitle = false,
  series,
  width,
  height = 280,
  showLegend = series.length > 1,
}: ChartPlaceholderProps<T>) {
  return (
    <ChartFigure title={title} hideTitle={hideTitle}>
      <div className={styles.plot} style={{ width: width ?? '100%', height }}>
        <Skeleton height={height} label={`Loading the chart: ${title}`} />
      </div>
      {showLegend ? <ChartLegend series={series} /> : null}
    </ChartFigure>
  );
}
