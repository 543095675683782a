import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { risksEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest } from '../../lib/api';

export type RiskRegisterQuery = EndpointQuery<typeof risksEndpoints.list>;
export type PortfolioRiskListQuery = EndpointQuery<typeof risksEndpoints.portfolio>;

/**
 * Keys from general to specific: `all` covers the registers, the portfolio
 * pages and the subscriptions (a change of one item moves every view of it).
 */
export const risksKeys = {
  all: ['risks'] as const,
  project: (projectId: number) => [...risksKeys.all, 'project', projectId] as const,
  register: (projectId: number, query: RiskRegisterQuery) =>
    [...risksKeys.project(projectId), 'register', query] as const,
  detail: (projectId: number, riskId: number) =>
    [...risksKeys.project(projectId), 'detail', riskId] as const,
  comments: (projectId: number, riskId: number) =>
    [...risksKeys.detail(projectId, riskId), 'comments'] as const,
  portfolio: (query: PortfolioRiskListQuery) => [...risksKeys.all, 'portfolio', query] as const,
  subscriptions: () => [...risksKeys.all, 'subscriptions'] as const,
};

/** A page of the project's register with the heat map of its items that are not closed. */
export function riskRegisterQueryOptions(projectId: number, query: RiskRegisterQuery) {
  return queryOptions({
    queryKey: risksKeys.register(projectId, query),
    queryFn: ({ signal }) =>
      apiRequest(risksEndpoints.list, { params: { projectId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One item with its history of changes (the drawer). */
export function riskQueryOptions(projectId: number, riskId: number) {
  return queryOptions({
    queryKey: risksKeys.detail(projectId, riskId),
    queryFn: ({ signal }) =>
      apiRequest(risksEndpoints.get, { params: { projectId, riskId }, signal }),
  });
}

/** The internal comments of an item, oldest first. */
export function riskCommentsQueryOptions(projectId: number, riskId: number) {
  return queryOptions({
    queryKey: risksKeys.comments(projectId, riskId),
    queryFn: ({ signal }) =>
      apiRequest(risksEndpoints.comments, {
        params: { projectId, riskId },
        query: { page: 1, pageSize: 100 },
        signal,
      }),
  });
}

/** One of the portfolio views across the projects the user may read the risks of. */
export function portfolioRisksQueryOptions(query: PortfolioRiskListQuery) {
  return queryOptions({
    queryKey: risksKeys.portfolio(query),
    queryFn: ({ signal }) => apiRequest(risksEndpoints.portfolio, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's subscriptions. */
export function riskSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: risksKeys.subscriptions(),
    queryFn: ({ signal }) => apiRequest(risksEndpoints.subscriptions, { signal }),
  });
}
