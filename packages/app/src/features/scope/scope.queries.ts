import { scopeEndpoints, type EndpointQuery, type ScopeGroup } from '@keel/types';
import { pageQueryOptions } from '../../lib/api';

export type ScopeListQuery = EndpointQuery<typeof scopeEndpoints.list>;

/** Keys from general to specific: `project(id)` covers a project's sections and budget history. */
export const scopeKeys = {
  all: ['scope'] as const,
  project: (projectId: number) => [...scopeKeys.all, projectId] as const,
  section: (projectId: number, group: ScopeGroup, page: number, pageSize: number) =>
    [...scopeKeys.project(projectId), 'section', { group, page, pageSize }] as const,
  budgetHistory: (projectId: number, page: number) =>
    [...scopeKeys.project(projectId), 'budget-history', { page }] as const,
};

/** One section of the scope page (baseline, open or decided), with the project's totals. */
export function scopeSectionQueryOptions(
  projectId: number,
  group: ScopeGroup,
  page: number,
  pageSize: number,
) {
  return pageQueryOptions(
    scopeKeys.section(projectId, group, page, pageSize),
    scopeEndpoints.list,
    {
      params: { projectId },
      query: { group, page, pageSize },
    },
  );
}

/** The project's budget now and its history (readers of the project's financials). */
export function budgetHistoryQueryOptions(projectId: number, page: number) {
  return pageQueryOptions(scopeKeys.budgetHistory(projectId, page), scopeEndpoints.budgetHistory, {
    params: { projectId },
    query: { page, pageSize: 10 },
  });
}
