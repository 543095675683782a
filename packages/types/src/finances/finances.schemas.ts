import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import {
  DateStringSchema,
  InstantSchema,
  pageOf,
  SearchTextSchema,
} from '../common/common.schemas';
import { CurrencySchema, PROJECT_SORT_FIELDS } from '../projects/projects.schemas';

/**
 * Finances (issue 16, DOMAIN.md § Milestones and finances): a project's
 * figures and the portfolio forecast and history, read from the derived
 * per-project, per-month figures. Money is integer minor units of the
 * currency named beside it; durations are minutes. Cost and margin (and the
 * over-budget flag of money, derived from cost) are null for a reader who may
 * not see the project's cost (the API's `mayReadProjectCost`: the project's
 * `readFinancials` and `readEmployeeSalaryGroups`).
 */

const COST_HIDDEN =
  'null unless the reader may see the cost of the project (its readFinancials and readEmployeeSalaryGroups)';

/** A calendar month, `YYYY-MM` (months 01-12). */
export const MonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM');
export type Month = z.infer<typeof MonthSchema>;

/** Minutes and money of a span (a month, a project, a total). Cost and margin: null without `readEmployeeSalaryGroups`. */
export const FinanceFiguresSchema = z.object({
  minutes: z.number().int(),
  revenue: z.number().int(),
  cost: z.number().int().nullable().describe(`Cost, minor units; ${COST_HIDDEN}`),
  margin: z.number().int().nullable().describe(`Revenue minus cost, minor units; ${COST_HIDDEN}`),
});
export type FinanceFigures = z.infer<typeof FinanceFiguresSchema>;

/** One month of a project's financials: what happened (actual) and what is still expected (forecast). */
export const ProjectFinanceMonthSchema = z.object({
  month: MonthSchema,
  actualMinutes: z.number().int(),
  actualRevenue: z.number().int(),
  actualCost: z.number().int().nullable().describe(COST_HIDDEN),
  actualMargin: z.number().int().nullable().describe(COST_HIDDEN),
  forecastMinutes: z.number().int(),
  forecastRevenue: z.number().int(),
  forecastCost: z.number().int().nullable().describe(COST_HIDDEN),
  forecastMargin: z.number().int().nullable().describe(COST_HIDDEN),
});
export type ProjectFinanceMonth = z.infer<typeof ProjectFinanceMonthSchema>;

/**
 * `GET /api/projects/{projectId}/financials`. `budget` holds the budget as it
 * stands (approved change requests included) and, in `approvedChanges`, what
 * those changes added; its fields are null when the project has none.
 * `forecast` is what remains (from tomorrow on); `atCompletion` = actual +
 * forecast. Over budget: forecast cost at completion above the money budget,
 * or forecast minutes at completion above the budget minutes (false without
 * that budget). `overBudget.minutes` goes to every reader of the project's
 * financials; `overBudget.money` is derived from the cost at completion, so it
 * is null where cost is: read after each budget change, the yes/no would give
 * the cost away.
 */
export const ProjectFinancialsSchema = z.object({
  projectId: z.number().int(),
  currency: z.string().length(3),
  budget: z.object({
    amount: z.number().int().nullable(),
    minutes: z.number().int().nullable(),
    approvedChanges: z.object({
      amount: z.number().int(),
      minutes: z.number().int(),
      count: z.number().int(),
    }),
  }),
  actual: FinanceFiguresSchema,
  forecast: FinanceFiguresSchema,
  atCompletion: FinanceFiguresSchema,
  overBudget: z.object({
    money: z
      .boolean()
      .nullable()
      .describe(`Cost at completion above the money budget (false without one); ${COST_HIDDEN}`),
    minutes: z
      .boolean()
      .describe('Minutes at completion above the budget minutes (false without them)'),
  }),
  months: z.array(ProjectFinanceMonthSchema),
  /** When the project's figures were last rewritten; the forecast is as of then. Null before the first. */
  asOf: InstantSchema.nullable(),
});
export type ProjectFinancials = z.infer<typeof ProjectFinancialsSchema>;

/** A comma list of whole numbers in a URL (`1,2`), the browser's filter values. */
const IntListParam = (name: string, description: string) =>
  z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, `${name} must be whole numbers separated by commas`)
    .optional()
    .describe(description);

/** A repeatable text parameter (`client=A&client=B`). */
const TextListParam = (name: string, description: string) =>
  z
    .preprocess(
      (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
      z
        .array(
          z
            .string()
            .trim()
            .min(1, `${name} must not be empty`)
            .max(200)
            .refine((s) => !s.includes('\u0000'), `${name} must not contain NUL`),
        )
        .max(50)
        .optional(),
    )
    .describe(description);

/** Sortable columns of the portfolio: the project browser's. */
export const FINANCE_SORT_FIELDS = PROJECT_SORT_FIELDS;

/**
 * Query of `GET /api/finances/forecast` and `/history` and of their exports:
 * the month range and the project browser's own URL parameters (each of its
 * filters by name as a comma list of the choice values of
 * `GET /api/projects/query/options`), plus `client` and `tag` (repeatable,
 * exact names), paging and sort.
 */
export const PortfolioFinanceQuerySchema = z.object({
  from: MonthSchema.optional().describe(
    'First month (YYYY-MM); default: forecast the current month, history 11 months back',
  ),
  to: MonthSchema.optional().describe(
    'Last month (YYYY-MM); default: forecast 11 months on, history the current month',
  ),
  search: SearchTextSchema,
  status: IntListParam('status', 'Status choices of the browser filter (comma list)'),
  billingType: IntListParam('billingType', 'Billing type choices of the browser filter'),
  manager: IntListParam('manager', 'Manager user ids (comma list)'),
  rag: IntListParam('rag', 'RAG choices of the browser filter'),
  mine: IntListParam('mine', '1: only projects I am a member of'),
  archived: IntListParam('archived', '0 hide archived (default), 1 only archived, 2 both'),
  client: TextListParam('client', 'Client names (repeat the parameter for several)'),
  tag: TextListParam('tag', 'Project tags; a project matches when it has any of them'),
  sort: z.enum(FINANCE_SORT_FIELDS).default('code').describe('Column to sort projects by'),
  dir: z.enum(['asc', 'desc']).default('asc').describe('Sort direction'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('Page number, from 1'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(50)
    .describe(`Projects per page (at most ${MAX_PAGE_SIZE})`),
});
export type PortfolioFinanceQuery = z.input<typeof PortfolioFinanceQuerySchema>;

/**
 * How a month of the portfolio is figured: `actual` (past months),
 * `actualAndForecast` (the current month of the forecast: actual to date plus
 * the forecast of the rest), `forecast` (months to come).
 */
export const FinanceMonthBasisSchema = z.enum(['actual', 'actualAndForecast', 'forecast']);
export type FinanceMonthBasis = z.infer<typeof FinanceMonthBasisSchema>;

export const FinanceMonthFiguresSchema = FinanceFiguresSchema.extend({ month: MonthSchema });
export type FinanceMonthFigures = z.infer<typeof FinanceMonthFiguresSchema>;

export const PortfolioProjectRowSchema = z.object({
  project: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    currency: z.string().length(3),
    client: z.string().nullable(),
  }),
  /** Every month of the range, in order (zeros where nothing happened). */
  months: z.array(FinanceMonthFiguresSchema),
  totals: FinanceFiguresSchema,
});
export type PortfolioProjectRow = z.infer<typeof PortfolioProjectRowSchema>;

/** The sums of every filtered project of one currency (not only the page's). */
export const CurrencyTotalsSchema = z.object({
  currency: z.string().length(3),
  months: z.array(FinanceMonthFiguresSchema),
  total: FinanceFiguresSchema,
});
export type CurrencyTotals = z.infer<typeof CurrencyTotalsSchema>;

/** The rate that converted one currency's figures of one month (the rate in force on the month's last day). */
export const RateUsedSchema = z.object({
  currency: z.string().length(3),
  month: MonthSchema,
  rate: z.string(),
  effectiveFrom: DateStringSchema,
  rateId: z.number().int(),
});
export type RateUsed = z.infer<typeof RateUsedSchema>;

/**
 * Every currency's totals converted to the workspace currency, with the rate
 * used per currency and month. Null when a currency of the filtered projects
 * has no rate in force for a month of the range (`missingRates` lists them).
 */
export const WorkspaceTotalsSchema = CurrencyTotalsSchema.extend({
  ratesUsed: z.array(RateUsedSchema),
});
export type WorkspaceTotals = z.infer<typeof WorkspaceTotalsSchema>;

/** `GET /api/finances/forecast` and `GET /api/finances/history`. */
export const PortfolioFinancesSchema = z.object({
  from: MonthSchema,
  to: MonthSchema,
  months: z.array(z.object({ month: MonthSchema, basis: FinanceMonthBasisSchema })),
  projects: pageOf(PortfolioProjectRowSchema),
  totals: z.array(CurrencyTotalsSchema),
  workspaceCurrency: z.string().length(3),
  workspaceTotal: WorkspaceTotalsSchema.nullable(),
  missingRates: z.array(z.object({ currency: z.string().length(3), month: MonthSchema })),
  /** Whether cost and margin are given (the reader holds `readEmployeeSalaryGroups`). */
  includesCost: z.boolean(),
});
export type PortfolioFinances = z.infer<typeof PortfolioFinancesSchema>;

/** Download routes beside the JSON answers (not in OpenAPI): every filtered project, no cap. */
export const FINANCES_FORECAST_EXPORT_PATH = '/api/finances/forecast/export';
export const FINANCES_HISTORY_EXPORT_PATH = '/api/finances/history/export';
export const FinanceExportQuerySchema = PortfolioFinanceQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv').describe('csv or xlsx'),
});
export type FinanceExportQuery = z.input<typeof FinanceExportQuerySchema>;

/**
 * A dated exchange rate: one unit of `currency` is worth `rate` units of the
 * workspace currency from `effectiveFrom` on (until the next rate of that
 * currency). `rate` is a decimal string with at most 6 decimals.
 */
export const ExchangeRateSchema = z.object({
  id: z.number().int(),
  currency: z.string().length(3),
  rate: z.string(),
  effectiveFrom: DateStringSchema,
  version: z.number().int(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

export const ExchangeRateListSchema = z.object({
  workspaceCurrency: z.string().length(3),
  items: z.array(ExchangeRateSchema),
});
export type ExchangeRateList = z.infer<typeof ExchangeRateListSchema>;

export const ExchangeRateCreateInputSchema = z.object({
  currency: CurrencySchema,
  rate: z
    .string({ error: 'rate is required' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, 'Expected a decimal such as 1.0825 (at most 6 decimals)')
    .refine((s) => /[1-9]/.test(s), 'rate must be above 0'),
  effectiveFrom: DateStringSchema,
});
export type ExchangeRateCreateInput = z.infer<typeof ExchangeRateCreateInputSchema>;
