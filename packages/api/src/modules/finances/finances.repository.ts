import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import { applyCriteria, type ProjectCriteria } from '../projects';
import { scopeToVisibleProjects, seesAllProjects, type AuthUser } from '../auth';
import { queryKey, rememberUntilChanged } from '../../db/row-count';
import type { VersionedTable } from '../../lib/versioned-save';

/** Exchange rates as version-checked saves see them. */
export const EXCHANGE_RATE_ROWS: VersionedTable = {
  table: 'exchange_rates',
  notFound: 'Exchange rate not found',
};

/**
 * Reads of the finance figures (`READING.md`): one project's months and
 * budget, the portfolio's sums by currency and month and by project and
 * month, all from `project_month_figures`; and the dated exchange rates.
 * The writer of the figures is `project-month-figures.repository.ts`.
 */

/** Sums of one month (or one project and month): both the actual and the forecast columns. */
export interface MonthSums {
  month: string;
  actualMinutes: number;
  actualCost: number;
  actualRevenue: number;
  forecastMinutes: number;
  forecastCost: number;
  forecastRevenue: number;
}

const num = (value: number | string | null | undefined): number =>
  value === null || value === undefined ? 0 : Number(value);

interface SumRow {
  month: string;
  actual_minutes: number | string | null;
  actual_cost: number | string | null;
  actual_revenue: number | string | null;
  forecast_minutes: number | string | null;
  forecast_cost: number | string | null;
  forecast_revenue: number | string | null;
}

/** The columns of a `SumRow` in `project_month_figures as f`. */
const SUM_COLUMNS = [
  'f.month',
  'f.actual_minutes',
  'f.actual_cost',
  'f.actual_revenue',
  'f.forecast_minutes',
  'f.forecast_cost',
  'f.forecast_revenue',
];

function toSums(row: SumRow): MonthSums {
  return {
    month: row.month,
    actualMinutes: num(row.actual_minutes),
    actualCost: num(row.actual_cost),
    actualRevenue: num(row.actual_revenue),
    forecastMinutes: num(row.forecast_minutes),
    forecastCost: num(row.forecast_cost),
    forecastRevenue: num(row.forecast_revenue),
  };
}

/** The month and the sums of both column sets, for a GROUP BY on the month. */
function sumColumns(knex: Knex): Knex.Raw[] {
  // PostgreSQL sums BIGINT into NUMERIC (a string through the driver); `num` reads both.
  return [
    knex.raw('f.month'),
    knex.raw('sum(f.actual_minutes) as actual_minutes'),
    knex.raw('sum(f.actual_cost) as actual_cost'),
    knex.raw('sum(f.actual_revenue) as actual_revenue'),
    knex.raw('sum(f.forecast_minutes) as forecast_minutes'),
    knex.raw('sum(f.forecast_cost) as forecast_cost'),
    knex.raw('sum(f.forecast_revenue) as forecast_revenue'),
  ];
}

export interface ProjectFinanceRecord {
  id: number;
  currency: string;
  budgetAmount: number | null;
  budgetMinutes: number | null;
  recalculatedAt: number | string | null;
  /** What the approved change requests added to the budget (scope decisions, `project_budget_changes`). */
  approvedChanges: { amount: number; minutes: number; count: number };
}

/**
 * The project's currency, budget, last rewrite and approved budget changes,
 * in one statement (the changes summed in a one-row subquery joined to the
 * project); null when deleted or unknown.
 */
export async function findProjectForFinancials(
  knex: Knex,
  projectId: number,
): Promise<ProjectFinanceRecord | null> {
  const changes = knex('project_budget_changes')
    .where({ project_id: projectId, source: 'changeRequest' })
    .select(
      knex.raw('sum(coalesce(amount_after, 0) - coalesce(amount_before, 0)) as change_amount'),
      knex.raw('sum(coalesce(minutes_after, 0) - coalesce(minutes_before, 0)) as change_minutes'),
      knex.raw('count(*) as change_count'),
    );
  const row = await knex('projects as p')
    .crossJoin(knex.raw('? as c', [changes]))
    .where('p.id', projectId)
    .whereNull('p.deleted_at')
    .first<
      | {
          id: number;
          currency: string;
          budget_amount: number | string | null;
          budget_minutes: number | string | null;
          recalculated_at: number | string | null;
          change_amount: number | string | null;
          change_minutes: number | string | null;
          change_count: number | string;
        }
      | undefined
    >(
      'p.id',
      'p.currency',
      'p.budget_amount',
      'p.budget_minutes',
      'p.recalculated_at',
      'c.change_amount',
      'c.change_minutes',
      'c.change_count',
    );
  if (!row) return null;
  return {
    id: row.id,
    currency: row.currency,
    budgetAmount: row.budget_amount === null ? null : Number(row.budget_amount),
    budgetMinutes: row.budget_minutes === null ? null : Number(row.budget_minutes),
    recalculatedAt: row.recalculated_at,
    approvedChanges: {
      amount: num(row.change_amount),
      minutes: num(row.change_minutes),
      count: num(row.change_count),
    },
  };
}

/** Every month row of one project, in month order. */
export async function projectMonths(knex: Knex, projectId: number): Promise<MonthSums[]> {
  const rows = await knex('project_month_figures as f')
    .where('f.project_id', projectId)
    .orderBy('f.month')
    .select<SumRow[]>(SUM_COLUMNS);
  return rows.map(toSums);
}

/**
 * The projects whose figures the user reads, matching the criteria: visible
 * (the policy, in SQL) and not one the user is a Stakeholder of (readFinancials,
 * `projectPermissionsFor`). External users read none (the caller checks).
 */
export function financeProjectIds(
  knex: Knex,
  user: AuthUser,
  criteria: ProjectCriteria,
): Knex.QueryBuilder {
  return applyCriteria(scopeToVisibleProjects(knex('projects as p'), user, 'p'), criteria).select(
    'p.id',
  );
}

/** Portfolio sums remembered on SQLite until the database changes (`sumsByCurrencyAndMonth`). */
const rememberedSums = new Map<
  string,
  { stamp: string; value: Array<MonthSums & { currency: string }> }
>();

/**
 * Sums by currency and month over every project matching (not only a page).
 * The rows carry their project's currency, so this reads only the covering
 * month index (`20251201000500_month_figures_currency`): the range of months,
 * grouped in index order, each entry kept when its project is among the
 * matching ids. The unary `+` keeps the planner from walking the primary key
 * project by project instead (an index lookup per matching project, twice the
 * work when most projects match; on PostgreSQL it is a plain semi-join). For
 * a reader of every project with no filter but the archived scope the sums
 * are taken over every row less the few projects left out (`sumsOfAllBut`).
 * On SQLite the sums are remembered until the database changes
 * (`rememberUntilChanged`, as the list counts): paging or reloading the
 * portfolio sums once.
 */
export async function sumsByCurrencyAndMonth(
  knex: Knex,
  user: AuthUser,
  criteria: ProjectCriteria,
  range: { from: string; to: string },
): Promise<Array<MonthSums & { currency: string }>> {
  const query = knex('project_month_figures as f')
    .whereBetween('f.month', [range.from, range.to])
    .whereRaw('+?? in ?', ['f.project_id', financeProjectIds(knex, user, criteria)])
    .groupBy('f.month', 'f.currency')
    .select<Array<SumRow & { currency: string }>>('f.currency', ...sumColumns(knex));
  // Keyed by the query over the projects read, whichever way the sums are taken.
  return rememberUntilChanged(knex, queryKey(query), rememberedSums, async () => {
    const excluded = excludedProjectIds(knex, user, criteria);
    if (excluded) return sumsOfAllBut(knex, excluded, range);
    return (await query).map((row) => ({ ...toSums(row), currency: row.currency }));
  });
}

/**
 * The projects left out of the sums, when the rest is what the user reads:
 * for someone who sees every project and filters by nothing but the archived
 * scope (the portfolio as it opens), the deleted ones, those outside the
 * scope and those the user is a Stakeholder of — a few, where the projects
 * summed are most of them. Null otherwise (the sums list the projects read).
 */
function excludedProjectIds(
  knex: Knex,
  user: AuthUser,
  criteria: ProjectCriteria,
): Knex.QueryBuilder | null {
  if (!seesAllProjects(user) || user.external) return null;
  // Any other criterion narrows the projects (and a new one takes this path only once listed here).
  const { archived, notStakeholderUserId, ...rest } = criteria;
  const narrowed = Object.values(rest).some(
    (value) => value !== undefined && (!Array.isArray(value) || value.length > 0),
  );
  if (narrowed) return null;
  return knex('projects as p')
    .where((out) => {
      out.whereNotNull('p.deleted_at');
      if (archived === 'hide') out.orWhere('p.archived', true);
      if (archived === 'only') out.orWhere('p.archived', false);
      if (notStakeholderUserId !== undefined)
        out.orWhereIn('p.id', function () {
          this.select('project_id')
            .from('project_members')
            .where({ user_id: notStakeholderUserId, role: 'stakeholder' });
        });
    })
    .select('p.id');
}

/**
 * Sums by currency and month over every month row minus those of the
 * `excluded` projects: the whole range is read from the covering index
 * without checking each row's project against a list of thousands, and the
 * few left out are read by their primary key. Exact (integer sums); a
 * currency and month whose every row was left out is dropped, as a sum over
 * the projects read would not have it.
 */
async function sumsOfAllBut(
  knex: Knex,
  excluded: Knex.QueryBuilder,
  range: { from: string; to: string },
): Promise<Array<MonthSums & { currency: string }>> {
  type Row = SumRow & { currency: string; row_count: number | string };
  const grouped = (query: Knex.QueryBuilder) =>
    query
      .whereBetween('f.month', [range.from, range.to])
      .groupBy('f.month', 'f.currency')
      .select<Row[]>('f.currency', ...sumColumns(knex), knex.raw('count(*) as row_count'));
  const [all, left] = await Promise.all([
    grouped(knex('project_month_figures as f')),
    grouped(knex('project_month_figures as f').whereIn('f.project_id', excluded)),
  ]);
  const leftOut = new Map(left.map((row) => [`${row.month} ${row.currency}`, row]));
  const sums: Array<MonthSums & { currency: string }> = [];
  for (const row of all) {
    const sum = { ...toSums(row), currency: row.currency };
    const out = leftOut.get(`${row.month} ${row.currency}`);
    if (out) {
      if (num(out.row_count) === num(row.row_count)) continue;
      const minus = toSums(out);
      sum.actualMinutes -= minus.actualMinutes;
      sum.actualCost -= minus.actualCost;
      sum.actualRevenue -= minus.actualRevenue;
      sum.forecastMinutes -= minus.forecastMinutes;
      sum.forecastCost -= minus.forecastCost;
      sum.forecastRevenue -= minus.forecastRevenue;
    }
    sums.push(sum);
  }
  return sums;
}

/** The month rows of the given projects within the range. */
export async function monthsOfProjects(
  knex: Knex,
  projectIds: readonly number[],
  range: { from: string; to: string },
): Promise<Array<MonthSums & { projectId: number }>> {
  if (projectIds.length === 0) return [];
  const rows = await knex('project_month_figures as f')
    .whereIn('f.project_id', projectIds)
    .whereBetween('f.month', [range.from, range.to])
    .select<Array<SumRow & { project_id: number }>>('f.project_id', ...SUM_COLUMNS);
  return rows.map((row) => ({ ...toSums(row), projectId: Number(row.project_id) }));
}

// Exchange rates ------------------------------------------------------------

export interface ExchangeRateRecord {
  id: number;
  currency: string;
  rateMicros: number;
  effectiveFrom: string;
  version: number;
}

interface ExchangeRateRow {
  id: number;
  currency: string;
  rate_micros: number | string;
  effective_from: string;
  version: number;
}

const RATE_COLUMNS = ['id', 'currency', 'rate_micros', 'effective_from', 'version'];

function toRate(row: ExchangeRateRow): ExchangeRateRecord {
  return {
    id: Number(row.id),
    currency: row.currency,
    rateMicros: Number(row.rate_micros),
    effectiveFrom: row.effective_from,
    version: Number(row.version),
  };
}

/** Every rate (a short table: a few per currency and year), by currency and date. */
export async function listExchangeRates(knex: Knex): Promise<ExchangeRateRecord[]> {
  const rows = await knex('exchange_rates')
    .orderBy('currency')
    .orderBy('effective_from')
    .select<ExchangeRateRow[]>(RATE_COLUMNS);
  return rows.map(toRate);
}

/** The rates of these currencies in force on or before `until`, by currency and date. */
export async function ratesOf(
  knex: Knex,
  currencies: readonly string[],
  until: string,
): Promise<ExchangeRateRecord[]> {
  if (currencies.length === 0) return [];
  const rows = await knex('exchange_rates')
    .whereIn('currency', currencies)
    .where('effective_from', '<=', until)
    .orderBy('currency')
    .orderBy('effective_from')
    .select<ExchangeRateRow[]>(RATE_COLUMNS);
  return rows.map(toRate);
}

export async function findExchangeRate(knex: Knex, id: number): Promise<ExchangeRateRecord | null> {
  const row = await knex('exchange_rates')
    .where({ id })
    .first<ExchangeRateRow | undefined>(RATE_COLUMNS);
  return row ? toRate(row) : null;
}

export async function hasRateFrom(
  knex: Knex,
  currency: string,
  effectiveFrom: string,
): Promise<boolean> {
  const row = await knex('exchange_rates')
    .where({ currency, effective_from: effectiveFrom })
    .first('id');
  return row !== undefined;
}

/** Inserts a rate; its id. */
export async function insertExchangeRate(
  knex: Knex,
  values: { currency: string; rateMicros: number; effectiveFrom: string; createdBy: number | null },
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'exchange_rates', {
    currency: values.currency,
    rate_micros: values.rateMicros,
    effective_from: values.effectiveFrom,
    created_by: values.createdBy,
    version: 1,
    created_at: now,
    updated_at: now,
  });
}

export async function deleteExchangeRate(knex: Knex, id: number): Promise<void> {
  await knex('exchange_rates').where({ id }).delete();
}

/** The currency of each of these projects. */
export async function currenciesOf(
  knex: Knex,
  projectIds: readonly number[],
): Promise<Map<number, string>> {
  if (projectIds.length === 0) return new Map();
  const rows = await knex('projects')
    .whereIn('id', projectIds)
    .select<Array<{ id: number; currency: string }>>('id', 'currency');
  return new Map(rows.map((r) => [Number(r.id), r.currency]));
}
