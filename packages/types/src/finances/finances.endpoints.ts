import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import {
  ExchangeRateCreateInputSchema,
  ExchangeRateListSchema,
  ExchangeRateSchema,
  PortfolioFinanceQuerySchema,
  PortfolioFinancesSchema,
  ProjectFinancialsSchema,
} from './finances.schemas';

const tag = 'finances';

/**
 * Finance endpoints (issue 16). The exports (`FINANCES_FORECAST_EXPORT_PATH`,
 * `FINANCES_HISTORY_EXPORT_PATH`) are download routes beside these.
 */
export const financesEndpoints = {
  projectFinancials: defineEndpoint({
    method: 'GET',
    path: '/api/projects/{projectId}/financials',
    summary:
      "A project's budget (with approved changes), actual, forecast and at-completion figures and its months; cost, margin and overBudget.money are null unless the reader may see the project's cost (readFinancials and readEmployeeSalaryGroups)",
    tag,
    params: idParams('projectId'),
    response: ProjectFinancialsSchema,
  }),
  forecast: defineEndpoint({
    method: 'GET',
    path: '/api/finances/forecast',
    summary:
      'Portfolio forecast by month and project (the current month: actual to date plus the forecast of the rest), totals per currency and in the workspace currency',
    tag,
    query: PortfolioFinanceQuerySchema,
    response: PortfolioFinancesSchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/finances/history',
    summary:
      'Portfolio history by month and project from actuals (up to today: the current month to date), totals per currency and in the workspace currency',
    tag,
    query: PortfolioFinanceQuerySchema,
    response: PortfolioFinancesSchema,
  }),
  exchangeRates: defineEndpoint({
    method: 'GET',
    path: '/api/finances/exchange-rates',
    summary: 'Dated exchange rates to the workspace currency, by currency and date',
    tag,
    response: ExchangeRateListSchema,
  }),
  createExchangeRate: defineEndpoint({
    method: 'POST',
    path: '/api/finances/exchange-rates',
    summary:
      'Enter an exchange rate in force from a date (400 when that currency has one from that date)',
    tag,
    body: ExchangeRateCreateInputSchema,
    response: ExchangeRateSchema,
    status: 201,
  }),
  removeExchangeRate: defineEndpoint({
    method: 'DELETE',
    path: '/api/finances/exchange-rates/{rateId}',
    summary: 'Delete an exchange rate (409 on a stale version)',
    tag,
    params: idParams('rateId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
