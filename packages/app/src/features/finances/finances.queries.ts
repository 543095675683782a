import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financesEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest, endpointQueryOptions } from '../../lib/api';
import type { PortfolioKind } from './finance-model';

export type PortfolioQuery = EndpointQuery<typeof financesEndpoints.forecast>;
export type { PortfolioKind } from './finance-model';

/**
 * Keys from general to specific. A project's financials sit under
 * `project(id)`; the portfolio pages under `portfolio()`, so one
 * invalidation after any write that moves a figure refreshes them all.
 */
export const financesKeys = {
  all: ['finances'] as const,
  project: (projectId: number) => [...financesKeys.all, 'project', projectId] as const,
  portfolio: () => [...financesKeys.all, 'portfolio'] as const,
  portfolioPage: (kind: PortfolioKind, query: PortfolioQuery) =>
    [...financesKeys.portfolio(), kind, query] as const,
  exchangeRates: () => [...financesKeys.all, 'exchange-rates'] as const,
};

/** `GET /projects/{projectId}/financials`: budget, actual, forecast and the months. */
export function projectFinancialsQueryOptions(projectId: number) {
  return endpointQueryOptions(
    financesKeys.project(projectId),
    financesEndpoints.projectFinancials,
    { params: { projectId } },
  );
}

/** `GET /finances/forecast` or `/finances/history`: months, a page of projects, totals. */
export function portfolioQueryOptions(kind: PortfolioKind, query: PortfolioQuery) {
  return queryOptions({
    queryKey: financesKeys.portfolioPage(kind, query),
    queryFn: ({ signal }) =>
      apiRequest(kind === 'forecast' ? financesEndpoints.forecast : financesEndpoints.history, {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /finances/exchange-rates`: the dated rates to the workspace currency. */
export function exchangeRatesQueryOptions() {
  return endpointQueryOptions(financesKeys.exchangeRates(), financesEndpoints.exchangeRates);
}
