import { Suspense } from 'react';
import type { ConsumptionMonth } from '@keel/types';
import { ChartPlaceholder, EmptyState, type ChartSeries, FigureTable } from '@keel/ui';
import { StackedBarChart } from '../../../lib/charts/lazy-charts';
import { formatHours, formatMoney } from '../../../lib/format';
import { monthChartRows, monthLabel, type MonthChartRow } from '../consumption';
import * as styles from '../time-material.css';

const CHART_HEIGHT = 240;

/**
 * Hours per month, stacked by resource (the chart loads in its own chunk
 * after the data), then the same months as a table with hours and amount.
 */
export function MonthlyConsumption({
  months,
  resources,
  currency,
  showChart = true,
}: {
  months: readonly ConsumptionMonth[];
  resources: readonly { id: number; name: string }[];
  currency: string;
  /** Draw the chart above the table (its chunk loads only then). @default true */
  showChart?: boolean;
}) {
  if (months.length === 0)
    return <EmptyState title="No months" description="The contract period holds no month." />;
  const hasTime = months.some((m) => m.minutes > 0);
  const chart = {
    title: 'Hours per month by resource',
    hideTitle: true,
    height: CHART_HEIGHT,
    series: resources.map((r): ChartSeries<MonthChartRow> => ({ key: `r${r.id}`, label: r.name })),
  };
  const totalMinutes = months.reduce((sum, m) => sum + m.minutes, 0);
  const totalAmount = months.reduce((sum, m) => sum + m.amount.amount, 0);
  return (
    <>
      {showChart && hasTime && resources.length > 0 ? (
        <div className={styles.screenOnly}>
          <Suspense fallback={<ChartPlaceholder<MonthChartRow> {...chart} />}>
            <StackedBarChart<MonthChartRow>
              {...chart}
              data={monthChartRows(
                months,
                resources.map((r) => r.id),
              )}
              xKey="month"
              xLabel="Month"
              valueFormatter={(hours) => formatHours(hours * 60)}
            />
          </Suspense>
        </div>
      ) : null}
      <FigureTable aria-label="Consumption per month">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" data-numeric>
              Hours
            </th>
            <th scope="col" data-numeric>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td data-numeric>{formatHours(m.minutes)}</td>
              <td data-numeric>{formatMoney(m.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-numeric>{formatHours(totalMinutes)}</td>
            <td data-numeric>{formatMoney({ amount: totalAmount, currency })}</td>
          </tr>
        </tfoot>
      </FigureTable>
    </>
  );
}
