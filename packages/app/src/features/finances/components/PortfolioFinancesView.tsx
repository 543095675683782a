import { Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { FinanceFigures, FinanceMonthBasis, PortfolioFinances } from '@keel/types';
import {
  Button,
  Card,
  ChartPlaceholder,
  EmptyState,
  Link,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  TextField,
  type ChartSeries,
} from '@keel/ui';
import { BarChart } from '../../../lib/charts/lazy-charts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import {
  formatDate,
  formatHours,
  formatMoney,
  todayUtc,
  formatCompactNumber,
} from '../../../lib/format';
import { portfolioQueryOptions } from '../finances.queries';
import {
  addMonths,
  compactMoney,
  major,
  monthLabel,
  monthOf,
  type PortfolioKind,
} from '../finance-model';
import {
  parsePortfolioState,
  portfolioExportHref,
  PORTFOLIO_PAGE_SIZE,
  toPortfolioParams,
  toPortfolioQuery,
  type PortfolioState,
} from '../portfolio-url';
import * as styles from '../finances.css';
import {
  BrowserFilters,
  projectFilterOptionsQueryOptions,
  projectFormOptionsQueryOptions,
} from '../../projects';

/** Which figure the project table shows in its month cells (kept in the URL as `figure`). */
export const FIGURES = ['revenue', 'cost', 'margin', 'minutes'] as const;
export type FigureKey = (typeof FIGURES)[number];
const FIGURE_TITLES: Record<FigureKey, string> = {
  revenue: 'Revenue',
  cost: 'Cost',
  margin: 'Margin',
  minutes: 'Hours',
};
const BASIS_TITLES: Record<FinanceMonthBasis, string> = {
  actual: 'actual',
  actualAndForecast: 'actual to date + forecast',
  forecast: 'forecast',
};
const NO_CLIENT = '__all__';

/**
 * The month choices of the range fields: three years back and, for the
 * forecast, three years on (the history ends with the current month).
 */
function monthChoices(today: string, kind: PortfolioKind) {
  const current = monthOf(today);
  const count = kind === 'history' ? 37 : 73;
  return Array.from({ length: count }, (_, i) => {
    const month = addMonths(current, i - 36);
    return { id: month, name: monthLabel(month) };
  });
}

/**
 * A portfolio page (`/projects/finances/forecast` or `/history`): the month
 * range and the browser's filters (plus client and tag) in the URL, totals per
 * currency (and in the workspace currency when rates are entered, naming the
 * rates used), a chart of the totals by month, a table of projects by month
 * (paged, each project linking to its Financials tab) and CSV and XLSX
 * downloads of every filtered project.
 */
export function PortfolioFinancesView({
  kind,
  title,
  aside,
}: {
  kind: PortfolioKind;
  title: string;
  /** More cards below the tables (the forecast's exchange rates). */
  aside?: React.ReactNode;
}) {
  const today = todayUtc();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parsePortfolioState(params, kind, today), [params, kind, today]);
  const figureParam = params.get('figure');
  const figure: FigureKey = (FIGURES as readonly string[]).includes(figureParam ?? '')
    ? (figureParam as FigureKey)
    : 'revenue';
  const definitions = useQuery(projectFilterOptionsQueryOptions());
  const formOptions = useQuery(projectFormOptionsQueryOptions());
  const query = toPortfolioQuery(state, definitions.data ?? []);
  const answer = useQuery({
    ...portfolioQueryOptions(kind, query),
    enabled: definitions.isSuccess,
  });
  const data = answer.data;

  const update = (patch: Partial<PortfolioState>, extra?: { figure?: FigureKey }) => {
    const next = toPortfolioParams({ ...state, page: 1, ...patch }, kind, today);
    const shownFigure = extra?.figure ?? figure;
    if (shownFigure !== 'revenue') next.set('figure', shownFigure);
    setParams(next, { replace: true });
  };

  const [tagText, setTagText] = useState(state.tag);
  const debouncedTag = useDebouncedValue(tagText.trim(), 300);
  useEffect(() => {
    if (debouncedTag !== state.tag) update({ tag: debouncedTag });
    // Only a new debounced text moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedTag]);

  const months = monthChoices(today, kind);
  const clients = [
    { id: NO_CLIENT, name: 'All clients' },
    ...(formOptions.data?.clients ?? []).map((c) => ({ id: c, name: c })),
  ];
  const includesCost = data?.includesCost ?? false;
  const shownFigure: FigureKey =
    !includesCost && (figure === 'cost' || figure === 'margin') ? 'revenue' : figure;
  const figureChoices = FIGURES.filter((f) => includesCost || (f !== 'cost' && f !== 'margin')).map(
    (f) => ({ id: f, name: FIGURE_TITLES[f] }),
  );
  const hasFilters =
    Object.keys(state.filters).length > 0 || state.client !== '' || state.tag !== '';

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        subtitle={
          data
            ? `${data.projects.total} projects, ${monthLabel(data.from)} – ${monthLabel(data.to)}`
            : '\u00a0'
        }
        actions={
          <>
            <Link href={portfolioExportHref(kind, 'csv', query)} download>
              Export CSV
            </Link>
            <Link href={portfolioExportHref(kind, 'xlsx', query)} download>
              Export XLSX
            </Link>
          </>
        }
        filters={
          <>
            <Select
              label="From"
              items={months}
              value={state.from}
              onChange={(id) => id !== null && update({ from: String(id) })}
            />
            <Select
              label="To"
              items={months}
              value={state.to}
              onChange={(id) => id !== null && update({ to: String(id) })}
            />
            <BrowserFilters
              definitions={definitions.data ?? []}
              filters={state.filters}
              onFilterChange={(name, values) =>
                update({ filters: { ...state.filters, [name]: values } })
              }
              customFields={[]}
              columnIds={[]}
              onColumnsChange={() => undefined}
            />
            <Select
              label="Client"
              items={clients}
              value={state.client || NO_CLIENT}
              isLoading={formOptions.isPending}
              onChange={(id) =>
                update({ client: id === null || id === NO_CLIENT ? '' : String(id) })
              }
            />
            <TextField label="Tag" value={tagText} onChange={setTagText} />
            <Select
              label="Figure"
              items={figureChoices}
              value={shownFigure}
              onChange={(id) => id !== null && update({}, { figure: id as FigureKey })}
            />
          </>
        }
      />
      {answer.isError ? (
        <EmptyState
          title="The figures could not be loaded"
          description="Change the filters or reload the page to try again."
        />
      ) : !data ? (
        <Skeleton lines={8} label="Loading the figures" />
      ) : (
        <Stack gap="large">
          <TotalsCard data={data} figure={shownFigure} />
          <ProjectsCard
            data={data}
            figure={shownFigure}
            page={state.page}
            hasFilters={hasFilters}
            onPage={(page) => update({ page })}
            onClear={() => {
              setTagText('');
              update({ filters: {}, client: '', tag: '' });
            }}
          />
        </Stack>
      )}
      {aside}
    </div>
  );
}

function valueOf(figures: FinanceFigures, figure: FigureKey): number | null {
  return figure === 'minutes' ? figures.minutes : figures[figure];
}

function formatFigure(value: number | null, figure: FigureKey, currency: string): string {
  if (value === null) return '—';
  return figure === 'minutes' ? formatHours(value) : formatMoney({ amount: value, currency });
}

interface TotalsChartRow {
  [key: string]: string | number;
  month: string;
}

/** Totals per currency by month (the chosen figure), the workspace total and the rates used. */
function TotalsCard({ data, figure }: { data: PortfolioFinances; figure: FigureKey }) {
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

/** Which exchange rate converted each currency (grouped when one rate served several months). */
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

/** The page of projects by month (the chosen figure), each linking to its Financials tab. */
function ProjectsCard({
  data,
  figure,
  page,
  hasFilters,
  onPage,
  onClear,
}: {
  data: PortfolioFinances;
  figure: FigureKey;
  page: number;
  hasFilters: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const { items, total } = data.projects;
  const pages = Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE));
  if (total === 0)
    return (
      <EmptyState
        title={hasFilters ? 'No projects match' : 'No projects with figures to show'}
        description={
          hasFilters
            ? 'Change the filters to see more projects.'
            : 'Projects whose financials you may read appear here.'
        }
        action={hasFilters ? <Button onPress={onClear}>Clear filters</Button> : undefined}
      />
    );
  return (
    <Card title={`Projects: ${FIGURE_TITLES[figure].toLowerCase()} by month`}>
      <Stack>
        <div className={styles.tableWrap} role="region" aria-label="Projects table" tabIndex={0}>
          <table className={styles.table} aria-label="Projects by month">
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Client</th>
                {data.months.map(({ month }) => (
                  <th scope="col" key={month} className={styles.number}>
                    {monthLabel(month)}
                  </th>
                ))}
                <th scope="col" className={styles.number}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.project.id}>
                  <th scope="row" className={styles.projectCell}>
                    <Link href={`/projects/${row.project.id}/financials`}>
                      {row.project.code} {row.project.name}
                    </Link>
                  </th>
                  <td>{row.project.client ?? '—'}</td>
                  {data.months.map(({ month }) => {
                    const m = row.months.find((x) => x.month === month);
                    return (
                      <td key={month} className={styles.number}>
                        {m ? formatFigure(valueOf(m, figure), figure, row.project.currency) : '—'}
                      </td>
                    );
                  })}
                  <td className={styles.number}>
                    {formatFigure(valueOf(row.totals, figure), figure, row.project.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pages > 1 ? (
          <nav className={styles.pager} aria-label="Pages of projects">
            <Button isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
              Previous page
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
              Next page
            </Button>
          </nav>
        ) : null}
      </Stack>
    </Card>
  );
}
