import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  Area,
  AreaChart as RechartsAreaChart,
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Line,
  LineChart as RechartsLineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { vars, type Tone } from '../../theme';
import * as styles from './Chart.css';
import { seriesColors } from './chart-palette';
import { ChartFigure } from './ChartFigure';
import { ChartLegend } from './ChartLegend';

/** One plotted value of each data point. */
export interface ChartSeries<T> {
  /** The numeric field of a data point. */
  key: keyof T & string;
  /** Legend, tooltip and data-table label. */
  label: string;
  /**
   * The state the series shows, coloured as the tone's mark; omitted for a series that is no
   * state (the accent, then the next colour of the palette).
   * @default undefined
   */
  tone?: Tone;
}

/** Props shared by the bar, line, area and stacked bar charts. */
export interface CartesianChartProps<T> {
  /** Visible title and the chart's accessible name. */
  title: string;
  /** Hides the visible title (it still names the chart), for cards with their own heading. @default false */
  hideTitle?: boolean;
  /** One sentence a screen reader hears with the title; defaults to a summary of the series. */
  description?: string;
  data: readonly T[];
  /** The category field (x axis labels). */
  xKey: keyof T & string;
  /** Header of the category column in the hidden data table. @default 'Category' */
  xLabel?: string;
  series: readonly ChartSeries<T>[];
  /** Width in px; omit to fill the container. */
  width?: number;
  /** @default 280 */
  height?: number;
  /** Formats values on the y axis, tooltips and data table. @default locale number */
  valueFormatter?: (value: number) => string;
  /** @default true when there is more than one series */
  showLegend?: boolean;
}

type ChartKind = 'bar' | 'stacked' | 'line' | 'area';

const kindNames: Record<ChartKind, string> = {
  bar: 'Bar chart',
  stacked: 'Stacked bar chart',
  line: 'Line chart',
  area: 'Area chart',
};

const defaultFormatter = (value: number) => value.toLocaleString('en-US');

function listLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * The one place that talks to the chart library (recharts): swapping it means rewriting this
 * file only. Every chart is an image named by its title and summary, followed by a visually
 * hidden data table with the same numbers.
 */
export function CartesianChart<T>({
  kind,
  title,
  hideTitle = false,
  description,
  data,
  xKey,
  xLabel = 'Category',
  series,
  width,
  height = 280,
  valueFormatter = defaultFormatter,
  showLegend = series.length > 1,
}: CartesianChartProps<T> & { kind: ChartKind }) {
  const summary =
    description ??
    `${kindNames[kind]} of ${listLabels(series.map((s) => s.label))} over ${data.length} ${
      data.length === 1 ? 'category' : 'categories'
    }.`;
  const rows = data as T[];
  // recharts types data keys against the row type; our keys are already checked by `keyof T`.
  const chartData = data as unknown as Record<string, unknown>[];
  const sizing = width === undefined ? { responsive: true, style: { width: '100%', height } } : {};
  const common = {
    data: chartData,
    width,
    height,
    accessibilityLayer: false,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    ...sizing,
  };
  const axes: ReactNode[] = [
    <CartesianGrid key="grid" stroke={vars.color.border} vertical={false} />,
    <XAxis
      key="x"
      dataKey={xKey as string}
      tick={{ fill: vars.color.textMuted, fontSize: 12 }}
      axisLine={{ stroke: vars.color.border }}
      tickLine={false}
    />,
    <YAxis
      key="y"
      tick={{ fill: vars.color.textMuted, fontSize: 12 }}
      tickFormatter={valueFormatter}
      axisLine={false}
      tickLine={false}
      width={56}
    />,
    <Tooltip
      key="tooltip"
      isAnimationActive={false}
      cursor={{ fill: vars.color.surfaceMuted, stroke: vars.color.borderStrong }}
      content={(props) =>
        props.active && props.payload?.length ? (
          <div className={styles.tooltip}>
            <div className={styles.tooltipLabel}>{String(props.label ?? '')}</div>
            {props.payload.map((entry) => (
              <div key={String(entry.dataKey)}>
                {entry.name}: {valueFormatter(Number(entry.value))}
              </div>
            ))}
          </div>
        ) : null
      }
    />,
  ];

  const colors = seriesColors(series);
  let chart: ReactNode;
  if (kind === 'line') {
    chart = (
      <RechartsLineChart {...common}>
        {axes}
        {series.map((s, index) => (
          <Line
            key={s.key}
            dataKey={s.key as string}
            name={s.label}
            stroke={colors[index]}
            strokeWidth={2}
            dot={{ r: 3, fill: colors[index] }}
            isAnimationActive={false}
          />
        ))}
      </RechartsLineChart>
    );
  } else if (kind === 'area') {
    chart = (
      <RechartsAreaChart {...common}>
        {axes}
        {series.map((s, index) => (
          <Area
            key={s.key}
            dataKey={s.key as string}
            name={s.label}
            stroke={colors[index]}
            fill={colors[index]}
            fillOpacity={0.2}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </RechartsAreaChart>
    );
  } else {
    chart = (
      <RechartsBarChart {...common}>
        {axes}
        {series.map((s, index) => (
          <Bar
            key={s.key}
            dataKey={s.key as string}
            name={s.label}
            fill={colors[index]}
            stackId={kind === 'stacked' ? 'stack' : undefined}
            radius={kind === 'stacked' ? 0 : [3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    );
  }

  return (
    <ChartFigure title={title} hideTitle={hideTitle}>
      <div
        role="img"
        aria-label={`${title}. ${summary}`}
        className={styles.plot}
        style={{ width: width ?? '100%', height }}
      >
        {chart}
      </div>
      {showLegend ? <ChartLegend series={series} /> : null}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((point, index) => (
              <tr key={index}>
                <th scope="row">{String(point[xKey])}</th>
                {series.map((s) => (
                  <td key={s.key}>{valueFormatter(Number(point[s.key]))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </ChartFigure>
  );
}
