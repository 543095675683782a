import { Suspense } from 'react';
import { ChartPlaceholder, type ChartSeries } from '@keel/ui';
import { BarChart, LineChart } from '../../../lib/charts/lazy-charts';
import { formatHours, formatMoney } from '../../../lib/format';
import {
  burnUpRows,
  compactMoney,
  major,
  monthLabel,
  monthTotals,
  type BurnUpRow,
  type MonthFigures,
} from '../finance-model';
import * as styles from '../finances.css';

const CHART_HEIGHT = 260;

/**
 * The burn-up: cumulative actual and forecast cost by month against the
 * budget line; without cost (a reader who may not see it) the same in hours
 * against the budget hours. The chart's hidden table carries the numbers.
 */
export function BurnUpChart({
  months,
  currentMonth,
  currency,
  budgetAmount,
  budgetMinutes,
}: {
  months: readonly MonthFigures[];
  currentMonth: string;
  currency: string;
  budgetAmount: number | null;
  budgetMinutes: number | null;
}) {
  const costVisible = months.every((m) => m.actualCost !== null && m.forecastCost !== null);
  const measure = costVisible ? 'cost' : 'hours';
  const budget =
    measure === 'cost'
      ? budgetAmount === null
        ? null
        : major(budgetAmount)
      : budgetMinutes === null
        ? null
        : budgetMinutes / 60;
  const series: ChartSeries<BurnUpRow>[] = [
    { key: 'actual', label: measure === 'cost' ? 'Actual cost' : 'Actual hours' },
    {
      key: 'forecast',
      label: measure === 'cost' ? 'Forecast cost' : 'Forecast hours',
      tone: 'caution',
    },
    ...(budget === null
      ? []
      : [
          {
            key: 'budget',
            label: measure === 'cost' ? 'Budget' : 'Budget hours',
            tone: 'critical',
          } satisfies ChartSeries<BurnUpRow>,
        ]),
  ];
  const chart = {
    title: measure === 'cost' ? 'Burn-up of cost against the budget' : 'Burn-up of hours',
    hideTitle: true,
    height: CHART_HEIGHT,
    series,
  };
  const format =
    measure === 'cost'
      ? (value: number) => compactMoney(value, currency)
      : (value: number) => formatHours(Math.round(value * 60));
  return (
    <Suspense fallback={<ChartPlaceholder<BurnUpRow> {...chart} />}>
      <LineChart<BurnUpRow>
        {...chart}
        data={burnUpRows(months, currentMonth, measure, budget)}
        xKey="month"
        xLabel="Month"
        valueFormatter={format}
      />
    </Suspense>
  );
}

interface MonthChartRow {
  [key: string]: string | number;
  month: string;
  revenue: number;
  cost: number;
  margin: number;
}

/**
 * Revenue, cost and margin by month: a bar chart, then the same figures as a
 * table (its accessible twin), actual and forecast apart. Cost and margin
 * columns show only when the API gives them.
 */
export function MonthlyFinances({
  months,
  currentMonth,
  currency,
}: {
  months: readonly MonthFigures[];
  currentMonth: string;
  currency: string;
}) {
  const costVisible = months.every((m) => m.actualCost !== null);
  const revenueVisible = months.every((m) => m.actualRevenue !== null);
  const money = (amount: number | null) =>
    amount === null ? '—' : formatMoney({ amount, currency });
  const series: ChartSeries<MonthChartRow>[] = [
    ...(revenueVisible ? [{ key: 'revenue', label: 'Revenue' } as const] : []),
    ...(costVisible
      ? ([
          { key: 'cost', label: 'Cost', tone: 'caution' },
          { key: 'margin', label: 'Margin', tone: 'positive' },
        ] as const)
      : []),
  ];
  const chart = {
    title: 'Revenue, cost and margin by month',
    hideTitle: true,
    height: CHART_HEIGHT,
    series,
  };
  const rows = months.map((m): MonthChartRow => {
    const t = monthTotals(m);
    return {
      month: monthLabel(m.month),
      revenue: major(t.revenue ?? 0),
      cost: major(t.cost ?? 0),
      margin: major(t.margin ?? 0),
    };
  });
  const sum = (pick: (m: MonthFigures) => number | null) =>
    months.reduce<number | null>((total, m) => {
      const value = pick(m);
      return total === null || value === null ? null : total + value;
    }, 0);
  return (
    <>
      {series.length > 0 && months.length > 0 ? (
        <Suspense fallback={<ChartPlaceholder<MonthChartRow> {...chart} />}>
          <BarChart<MonthChartRow>
            {...chart}
            data={rows}
            xKey="month"
            xLabel="Month"
            valueFormatter={(value) => compactMoney(value, currency)}
          />
        </Suspense>
      ) : null}
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="Figures by month">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Figures</th>
              <th scope="col" className={styles.number}>
                Hours
              </th>
              {revenueVisible ? (
                <th scope="col" className={styles.number}>
                  Revenue
                </th>
              ) : null}
              {costVisible ? (
                <>
                  <th scope="col" className={styles.number}>
                    Cost
                  </th>
                  <th scope="col" className={styles.number}>
                    Margin
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => {
              const t = monthTotals(m);
              const kind =
                m.month < currentMonth
                  ? 'Actual'
                  : m.month === currentMonth
                    ? 'Actual to date + forecast'
                    : 'Forecast';
              return (
                <tr key={m.month} className={m.month > currentMonth ? styles.forecastCell : ''}>
                  <th scope="row">{monthLabel(m.month)}</th>
                  <td>{kind}</td>
                  <td className={styles.number}>{formatHours(t.minutes)}</td>
                  {revenueVisible ? <td className={styles.number}>{money(t.revenue)}</td> : null}
                  {costVisible ? (
                    <>
                      <td className={styles.number}>{money(t.cost)}</td>
                      <td className={styles.number}>{money(t.margin)}</td>
                    </>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td />
              <td className={styles.number}>
                {formatHours(sum((m) => m.actualMinutes + m.forecastMinutes))}
              </td>
              {revenueVisible ? (
                <td className={styles.number}>{money(sum((m) => monthTotals(m).revenue))}</td>
              ) : null}
              {costVisible ? (
                <>
                  <td className={styles.number}>{money(sum((m) => monthTotals(m).cost))}</td>
                  <td className={styles.number}>{money(sum((m) => monthTotals(m).margin))}</td>
                </>
              ) : null}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
