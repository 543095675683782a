import {
  addMonths,
  monthsBetween,
  type CurrencyTotals,
  type FinanceFigures,
  type FinanceMonthBasis,
  type FinanceMonthFigures,
  type PortfolioFinanceQuerySchema,
  type PortfolioFinances,
  type PortfolioProjectRow,
  type ProjectFinancials,
  type ProjectExportQuery,
  type ProjectFinanceMonth,
  type RateUsed,
} from '@keel/types';
import type { z } from 'zod';
import { dateInTimeZone, iso } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import { hasFlag, mayReadProjectCost, type AuthUser } from '../auth';
import {
  prepareProjectsExport,
  queryProjectRows,
  type ProjectCriteria,
  type ProjectListRecord,
  type ProjectSort,
} from '../projects';
import { convert, rateText } from './exchange-rates.service';
import * as repo from './finances.repository';

/**
 * Reading the finance figures (`READING.md`): a project's financials, the
 * portfolio forecast and history (paged projects, totals over every filtered
 * project, per currency and converted to the workspace currency), their
 * exports, and the dated exchange rates.
 */

type PortfolioQuery = z.output<typeof PortfolioFinanceQuerySchema>;
export type FinanceView = 'forecast' | 'history';

/**
 * Cost and margin of projects whose `readFinancials` the reader holds (the
 * project route checked it; the portfolio lists only such projects, in SQL):
 * the policy's one rule, `mayReadProjectCost`.
 */
export function readsCost(user: AuthUser): boolean {
  return mayReadProjectCost(user, { readFinancials: true });
}

/** Today and its month in the workspace's time zone, at the deps' clock. */
export function workspaceToday(deps: AppDeps): { today: string; month: string } {
  const today = dateInTimeZone(deps.clock(), deps.config.workspaceTimeZone);
  return { today, month: today.slice(0, 7) };
}

// The month arithmetic is the one of `@keel/types` (calendar days), shared with the invoices.
export { addMonths, monthsBetween };

/** The last day of a month, `YYYY-MM-DD`. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

function figures(
  minutes: number,
  revenue: number,
  cost: number,
  withCost: boolean,
): FinanceFigures {
  return {
    minutes,
    revenue,
    cost: withCost ? cost : null,
    margin: withCost ? revenue - cost : null,
  };
}

// One project ---------------------------------------------------------------

/**
 * `GET /api/projects/{projectId}/financials` (the route checked the project's
 * readFinancials). Two statements: the project with its approved changes, and
 * its month rows.
 */
export async function projectFinancials(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<ProjectFinancials> {
  const [project, months] = await Promise.all([
    repo.findProjectForFinancials(deps.knex, projectId),
    repo.projectMonths(deps.knex, projectId),
  ]);
  if (!project) throw new ForbiddenError();
  const withCost = readsCost(user);
  const total = { am: 0, ac: 0, ar: 0, fm: 0, fc: 0, fr: 0 };
  const monthItems: ProjectFinanceMonth[] = months.map((m) => {
    total.am += m.actualMinutes;
    total.ac += m.actualCost;
    total.ar += m.actualRevenue;
    total.fm += m.forecastMinutes;
    total.fc += m.forecastCost;
    total.fr += m.forecastRevenue;
    return {
      month: m.month,
      actualMinutes: m.actualMinutes,
      actualRevenue: m.actualRevenue,
      actualCost: withCost ? m.actualCost : null,
      actualMargin: withCost ? m.actualRevenue - m.actualCost : null,
      forecastMinutes: m.forecastMinutes,
      forecastRevenue: m.forecastRevenue,
      forecastCost: withCost ? m.forecastCost : null,
      forecastMargin: withCost ? m.forecastRevenue - m.forecastCost : null,
    };
  });
  const atCompletionCost = total.ac + total.fc;
  const atCompletionMinutes = total.am + total.fm;
  return {
    projectId: project.id,
    currency: project.currency,
    budget: {
      amount: project.budgetAmount,
      minutes: project.budgetMinutes,
      approvedChanges: project.approvedChanges,
    },
    actual: figures(total.am, total.ar, total.ac, withCost),
    forecast: figures(total.fm, total.fr, total.fc, withCost),
    atCompletion: figures(atCompletionMinutes, total.ar + total.fr, atCompletionCost, withCost),
    // Derived from the cost at completion, so only for those who see the cost:
    // read after each budget change, the yes/no would give the cost away.
    overBudget: {
      money: withCost
        ? project.budgetAmount !== null && atCompletionCost > project.budgetAmount
        : null,
      minutes: project.budgetMinutes !== null && atCompletionMinutes > project.budgetMinutes,
    },
    months: monthItems,
    asOf: iso(project.recalculatedAt),
  };
}

// The portfolio -------------------------------------------------------------

/** Longest range a portfolio answer covers. */
export const MAX_RANGE_MONTHS = 60;

/** The range of a view: defaults, and a 400 naming `from` or `to` when it cannot be. */
export function rangeOf(
  view: FinanceView,
  query: { from?: string; to?: string },
  currentMonth: string,
): { from: string; to: string } {
  const from =
    query.from ??
    (view === 'forecast'
      ? currentMonth
      : addMonths(query.to && query.to < currentMonth ? query.to : currentMonth, -11));
  const to =
    query.to ??
    (view === 'forecast' ? addMonths(from, 11) : from > currentMonth ? from : currentMonth);
  if (view === 'history' && from > currentMonth)
    throw ValidationError.field('from', `History ends at the current month (${currentMonth})`);
  if (view === 'history' && to > currentMonth)
    throw ValidationError.field('to', `History ends at the current month (${currentMonth})`);
  if (from > to) throw ValidationError.field('to', 'to must not be before from');
  if (monthsBetween(from, to).length > MAX_RANGE_MONTHS)
    throw ValidationError.field('to', `At most ${MAX_RANGE_MONTHS} months at a time`);
  return { from, to };
}

/**
 * How each month is figured. History: the actual columns (the current month
 * to date). Forecast: past months actual, the current month actual to date
 * plus the forecast of its rest, later months the forecast.
 */
export function basisOf(view: FinanceView, month: string, currentMonth: string): FinanceMonthBasis {
  if (month < currentMonth) return 'actual';
  if (month > currentMonth) return 'forecast';
  return view === 'history' ? 'actual' : 'actualAndForecast';
}

function pick(sums: repo.MonthSums | undefined, basis: FinanceMonthBasis) {
  if (!sums) return { minutes: 0, revenue: 0, cost: 0 };
  const actual = basis !== 'forecast';
  const forecast = basis !== 'actual';
  return {
    minutes: (actual ? sums.actualMinutes : 0) + (forecast ? sums.forecastMinutes : 0),
    revenue: (actual ? sums.actualRevenue : 0) + (forecast ? sums.forecastRevenue : 0),
    cost: (actual ? sums.actualCost : 0) + (forecast ? sums.forecastCost : 0),
  };
}

interface Series {
  months: FinanceMonthFigures[];
  total: FinanceFigures;
  /** Unmasked money by month, for conversion. */
  raw: Array<{ month: string; minutes: number; revenue: number; cost: number }>;
}

/** Every month of the range from the sums found (zeros elsewhere), and the total. */
function series(
  months: ReadonlyArray<{ month: string; basis: FinanceMonthBasis }>,
  sums: ReadonlyMap<string, repo.MonthSums>,
  withCost: boolean,
): Series {
  let minutes = 0;
  let revenue = 0;
  let cost = 0;
  const raw = months.map(({ month, basis }) => {
    const value = pick(sums.get(month), basis);
    minutes += value.minutes;
    revenue += value.revenue;
    cost += value.cost;
    return { month, ...value };
  });
  return {
    months: raw.map((m) => ({
      month: m.month,
      ...figures(m.minutes, m.revenue, m.cost, withCost),
    })),
    total: figures(minutes, revenue, cost, withCost),
    raw,
  };
}

export interface PreparedPortfolio {
  view: FinanceView;
  from: string;
  to: string;
  months: Array<{ month: string; basis: FinanceMonthBasis }>;
  criteria: ProjectCriteria;
  sort: ProjectSort;
  withCost: boolean;
}

function intList(value: string | undefined): number[] | undefined {
  return value === undefined ? undefined : value.split(',').map(Number);
}

/**
 * The query checked and turned into the project browser's criteria (its own
 * filter code: `prepareProjectsExport`), plus clients, tags and the finance
 * readers' rule (no project the user is a Stakeholder of).
 */
export async function preparePortfolio(
  deps: AppDeps,
  user: AuthUser,
  view: FinanceView,
  query: Omit<PortfolioQuery, 'page' | 'pageSize'>,
): Promise<PreparedPortfolio> {
  // External users hold Stakeholder rights only: never a figure (the route's flag keeps them out too).
  if (user.external) throw new ForbiddenError();
  const currentMonth = workspaceToday(deps).month;
  const { from, to } = rangeOf(view, query, currentMonth);
  const browserFilters: Record<string, number[]> = {};
  for (const name of ['status', 'billingType', 'manager', 'rag', 'mine', 'archived'] as const) {
    const values = intList(query[name]);
    if (values) browserFilters[name] = values;
  }
  const exportQuery = { sort: query.sort, dir: query.dir, ...browserFilters } as ProjectExportQuery;
  if (query.search !== undefined) exportQuery.search = query.search;
  const { criteria, sort } = await prepareProjectsExport(deps, user, exportQuery);
  if (query.client?.length) criteria.clients = query.client;
  if (query.tag?.length) criteria.tags = query.tag;
  if (!(hasFlag(user, 'manageAllProjects') && !user.external))
    criteria.notStakeholderUserId = user.id;
  return {
    view,
    from,
    to,
    months: monthsBetween(from, to).map((month) => ({
      month,
      basis: basisOf(view, month, currentMonth),
    })),
    criteria,
    sort,
    withCost: readsCost(user),
  };
}

/** The rows of a slice of projects: their months within the range and totals. */
export async function projectRows(
  deps: AppDeps,
  prepared: PreparedPortfolio,
  records: readonly ProjectListRecord[],
): Promise<PortfolioProjectRow[]> {
  const ids = records.map((r) => r.id);
  const [rows, currencies] = await Promise.all([
    repo.monthsOfProjects(deps.knex, ids, prepared),
    repo.currenciesOf(deps.knex, ids),
  ]);
  const byProject = new Map<number, Map<string, repo.MonthSums>>();
  for (const row of rows) {
    let months = byProject.get(row.projectId);
    if (!months) byProject.set(row.projectId, (months = new Map()));
    months.set(row.month, row);
  }
  return records.map((record) => {
    const s = series(prepared.months, byProject.get(record.id) ?? new Map(), prepared.withCost);
    const project = {
      id: record.id,
      code: record.code,
      name: record.name,
      currency: currencies.get(record.id) ?? deps.config.workspaceCurrency,
      client: record.client,
    };
    return { project, months: s.months, totals: s.total };
  });
}

/**
 * Totals per currency and, when every currency has a rate in force on each
 * month's last day (or is the workspace currency), their sum in the workspace
 * currency with the rates used; else `missingRates` names what is lacking.
 */
async function currencyTotals(
  deps: AppDeps,
  user: AuthUser,
  prepared: PreparedPortfolio,
): Promise<Pick<PortfolioFinances, 'totals' | 'workspaceTotal' | 'missingRates'>> {
  const sums = await repo.sumsByCurrencyAndMonth(deps.knex, user, prepared.criteria, prepared);
  const byCurrency = new Map<string, Map<string, repo.MonthSums>>();
  for (const row of sums) {
    let months = byCurrency.get(row.currency);
    if (!months) byCurrency.set(row.currency, (months = new Map()));
    months.set(row.month, row);
  }
  const currencies = [...byCurrency.keys()].sort();
  const perCurrency = currencies.map((currency) => ({
    currency,
    ...series(prepared.months, byCurrency.get(currency) ?? new Map(), prepared.withCost),
  }));
  const totals: CurrencyTotals[] = perCurrency.map(({ currency, months, total }) => ({
    currency,
    months,
    total,
  }));

  const workspace = deps.config.workspaceCurrency;
  const foreign = currencies.filter((c) => c !== workspace);
  const rates = await repo.ratesOf(deps.knex, foreign, lastDayOf(prepared.to));
  const ratesUsed: RateUsed[] = [];
  const missingRates: Array<{ currency: string; month: string }> = [];
  const converted = prepared.months.map(({ month }) => ({
    month,
    minutes: 0,
    revenue: 0,
    cost: 0,
  }));
  for (const entry of perCurrency) {
    entry.raw.forEach((value, index) => {
      const target = converted[index];
      if (!target) return;
      target.minutes += value.minutes;
      if (entry.currency === workspace) {
        target.revenue += value.revenue;
        target.cost += value.cost;
        return;
      }
      const end = lastDayOf(value.month);
      let rate: repo.ExchangeRateRecord | undefined;
      for (const r of rates) if (r.currency === entry.currency && r.effectiveFrom <= end) rate = r;
      if (!rate) {
        missingRates.push({ currency: entry.currency, month: value.month });
        return;
      }
      ratesUsed.push({
        currency: entry.currency,
        month: value.month,
        rate: rateText(rate.rateMicros),
        effectiveFrom: rate.effectiveFrom,
        rateId: rate.id,
      });
      target.revenue += convert(value.revenue, rate.rateMicros);
      target.cost += convert(value.cost, rate.rateMicros);
    });
  }
  if (missingRates.length > 0) return { totals, workspaceTotal: null, missingRates };
  const total = converted.reduce(
    (sum, m) => ({
      minutes: sum.minutes + m.minutes,
      revenue: sum.revenue + m.revenue,
      cost: sum.cost + m.cost,
    }),
    { minutes: 0, revenue: 0, cost: 0 },
  );
  return {
    totals,
    workspaceTotal: {
      currency: workspace,
      months: converted.map((m) => ({
        month: m.month,
        ...figures(m.minutes, m.revenue, m.cost, prepared.withCost),
      })),
      total: figures(total.minutes, total.revenue, total.cost, prepared.withCost),
      ratesUsed,
    },
    missingRates,
  };
}

/** `GET /api/finances/forecast` and `/history`: a page of projects, totals over all of them. */
export async function portfolio(
  deps: AppDeps,
  user: AuthUser,
  view: FinanceView,
  query: PortfolioQuery,
): Promise<PortfolioFinances> {
  const prepared = await preparePortfolio(deps, user, view, query);
  const [page, sums] = await Promise.all([
    queryProjectRows(deps.knex, user, prepared.criteria, prepared.sort, query),
    currencyTotals(deps, user, prepared),
  ]);
  return {
    from: prepared.from,
    to: prepared.to,
    months: prepared.months,
    projects: pageOf(
      { items: await projectRows(deps, prepared, page.rows), total: page.total },
      query,
    ),
    ...sums,
    workspaceCurrency: deps.config.workspaceCurrency,
    includesCost: prepared.withCost,
  };
}
