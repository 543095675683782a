import { Suspense } from 'react';
import type { FinanceFigures, PortfolioFinances } from '@keel/types';
import { Card, ChartPlaceholder, Stack, type ChartSeries } from '@keel/ui';
import { BarChart } from '../../../lib/charts/lazy-charts';
import { formatDate, formatHours, formatCompactNumber } from '../../../lib/format';
import { compactMoney, major, monthLabel } from '../finance-model';
import * as styles from '../finances.css';
import {
  BASIS_TITLES,
  FIGURE_TITLES,
  formatFigure,
  valueOf,
  type FigureKey,
} from './portfolio-figures';

interface TotalsChartRow {
  [key: string]: string | number;
  month: string;
}

/** Totals per currency by month (the chosen figure), the workspace total and the rates used. */
export function TotalsCard({ data, figure }: { data: PortfolioFinances; figure: FigureKey }) {
  const series: ChartSeries<TotalsChartRow>[] = data.totals.map((t) => ({
    key: t.currency,
    label: t.currency,
  }));
  const chartRows = data.months.map(({ month }): TotalsChartRow => {
    const row: TotalsChartRow = { month: monthLabel(month) };
    for (const t of data.totals) {
      const value = valueOf(t.months.find((m) => m.month === month) ?? t.total, figure) ?? 0;
      row[t.currency] = figure === 'minutes' ? value / 60 : major(value);
    }
    return row;
  });
  const chart = {
    title: `${FIGURE_TITLES[figure]} by month and currency`,
    hideTitle: true,
    height: 260,
    series,
  };
  const singleCurrency = data.totals.length === 1 ? data.totals[0]!.currency : null;
  const workspace = data.workspaceTotal;
  return (
    <Card title={`Totals: ${FIGURE_TITLES[figure].toLowerCase()} by month`}>
      <Stack>
        {data.totals.length > 0 ? (
          <Suspense fallback={<ChartPlaceholder<TotalsChartRow> {...chart} />}>
            <BarChart<TotalsChartRow>
              {...chart}
              data={chartRows}
              xKey="month"
              xLabel="Month"
              valueFormatter={(value) =>
                figure === 'minutes'
                  ? formatHours(Math.round(value * 60))
                  : singleCurrency
                    ? compactMoney(value, singleCurrency)
                    : formatCompactNumber(value)
              }
            />
          </Suspense>
        ) : null}
        <div className={styles.tableWrap} role="region" aria-label="Totals table" tabIndex={0}>
          <table className={styles.table} aria-label="Totals by currency and month">
            <thead>
              <tr>
                <th scope="col">Currency</th>
                {data.months.map(({ month, basis }) => (
                  <th scope="col" key={month} className={styles.number}>
                    {monthLabel(month)}
                    <br />
                    <span className={styles.muted}>{BASIS_TITLES[basis]}</span>
                  </th>
                ))}
                <th scope="col" className={styles.number}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.totals.length === 0 ? (
                <tr>
                  <td colSpan={data.months.length + 2}>No figures in this range.</td>
                </tr>
              ) : null}
              {data.totals.map((t) => (
                <TotalsRow
                  key={t.currency}
                  label={t.currency}
                  totals={t}
                  months={data.months}
                  figure={figure}
                />
              ))}
            </tbody>
            {workspace && data.totals.length > 1 ? (
              <tfoot>
                <TotalsRow
                  label={`All in ${workspace.currency}`}
                  totals={workspace}
                  months={data.months}
                  figure={figure}
                />
              </tfoot>
            ) : null}
          </table>
        </div>
        <RatesUsed data={data} />
      </Stack>
    </Card>
  );
}

/** One currency's row of the totals table: each month's figure and the range's total. */
function TotalsRow({
  label,
  totals,
  months,
  figure,
}: {
  label: string;
  totals: {
    currency: string;
    months: ReadonlyArray<FinanceFigures & { month: string }>;
    total: FinanceFigures;
  };
  months: PortfolioFinances['months'];
  figure: FigureKey;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {months.map(({ month }) => {
        const m = totals.months.find((x) => x.month === month);
        return (
          <td key={month} className={styles.number}>
            {m ? formatFigure(valueOf(m, figure), figure, totals.currency) : '—'}
          </td>
        );
      })}
      <td className={styles.number}>
        {formatFigure(valueOf(totals.total, figure), figure, totals.currency)}
      </td>
    </tr>
  );
}

/** Which exchange rate converted each currency (grouped when one rate served several months). */
function RatesUsed({ data }: { data: PortfolioFinances }) {
  const workspace = data.workspaceTotal;
  const foreign = data.totals.filter((t) => t.currency !== data.workspaceCurrency);
  if (foreign.length === 0) return null;
  if (!workspace) {
    const missing = [...new Set(data.missingRates.map((m) => m.currency))];
    return (
      <p className={styles.muted}>
        No total in {data.workspaceCurrency}: no exchange rate is entered for{' '}
        {missing.join(', ') || foreign.map((t) => t.currency).join(', ')} in every month of the
        range.
      </p>
    );
  }
  const groups = new Map<
    number,
    { currency: string; rate: string; from: string; months: string[] }
  >();
  for (const used of workspace.ratesUsed) {
    const group = groups.get(used.rateId) ?? {
      currency: used.currency,
      rate: used.rate,
      from: used.effectiveFrom,
      months: [],
    };
    group.months.push(used.month);
    groups.set(used.rateId, group);
  }
  return (
    <div>
      <p className={styles.muted}>
        Totals in {workspace.currency} use the rate in force on each month&apos;s last day:
      </p>
      <ul aria-label="Exchange rates used">
        {[...groups.values()].map((g) => (
          <li key={`${g.currency}-${g.from}`}>
            1 {g.currency} = {g.rate} {workspace.currency} (from {formatDate(g.from)}), for{' '}
            {g.months.length === 1
              ? monthLabel(g.months[0]!)
              : `${monthLabel(g.months[0]!)} – ${monthLabel(g.months.at(-1)!)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
