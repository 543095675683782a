import { risksEndpoints, type EndpointQuery } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

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
  return pageQueryOptions(risksKeys.register(projectId, query), risksEndpoints.list, {
    params: { projectId },
    query,
  });
}

/** One item with its history of changes (the drawer). */
export function riskQueryOptions(projectId: number, riskId: number) {
  return endpointQueryOptions(risksKeys.detail(projectId, riskId), risksEndpoints.get, {
    params: { projectId, riskId },
  });
}

/** The internal comments of an item, oldest first. */
export function riskCommentsQueryOptions(projectId: number, riskId: number) {
  return endpointQueryOptions(risksKeys.comments(projectId, riskId), risksEndpoints.comments, {
    params: { projectId, riskId },
    query: { page: 1, pageSize: 100 },
  });
}

/** One of the portfolio views across the projects the user may read the risks of. */
export function portfolioRisksQueryOptions(query: PortfolioRiskListQuery) {
  return pageQueryOptions(risksKeys.portfolio(query), risksEndpoints.portfolio, { query });
}

/** The signed-in user's subscriptions. */
export function riskSubscriptionsQueryOptions() {
  return endpointQueryOptions(risksKeys.subscriptions(), risksEndpoints.subscriptions);
}
