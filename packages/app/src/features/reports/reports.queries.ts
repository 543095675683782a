import { queryOptions } from '@tanstack/react-query';
import { reportsEndpoints, risksEndpoints, MAX_PAGE_SIZE } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

export const REPORTS_PAGE_SIZE = 25;
export const PORTFOLIO_PAGE_SIZE = 50;

/**
 * Keys from general to specific. A project's list, its reports and the
 * register the editor picks from sit under `project(projectId)`, so one
 * invalidation after a write refreshes the tab; the portfolio pages have
 * their own branch (`portfolio()`), invalidated by publishing. The public
 * viewer is keyed by its token.
 */
export const reportsKeys = {
  all: ['reports'] as const,
  project: (projectId: number) => [...reportsKeys.all, 'project', projectId] as const,
  lists: (projectId: number) => [...reportsKeys.project(projectId), 'list'] as const,
  list: (projectId: number, page: number, pageSize: number) =>
    [...reportsKeys.lists(projectId), { page, pageSize }] as const,
  detail: (projectId: number, reportId: number) =>
    [...reportsKeys.project(projectId), 'detail', reportId] as const,
  register: (projectId: number) => [...reportsKeys.project(projectId), 'register'] as const,
  portfolio: () => [...reportsKeys.all, 'portfolio'] as const,
  latest: (search: string, page: number, pageSize: number) =>
    [...reportsKeys.portfolio(), 'latest', { search, page, pageSize }] as const,
  snapshot: (date: string, search: string, page: number, pageSize: number) =>
    [...reportsKeys.portfolio(), 'snapshot', { date, search, page, pageSize }] as const,
};

export function reportsQueryOptions(projectId: number, page: number, pageSize: number) {
  return pageQueryOptions(reportsKeys.list(projectId, page, pageSize), reportsEndpoints.list, {
    params: { projectId },
    query: { page, pageSize },
  });
}

export function reportQueryOptions(projectId: number, reportId: number) {
  return queryOptions({
    ...endpointQueryOptions(reportsKeys.detail(projectId, reportId), reportsEndpoints.get, {
      params: { projectId, reportId },
    }),
    // The tab says itself when a report is gone (deleted, or a stale `?report=`).
    meta: { errorPolicy: 'inline' },
  });
}

/**
 * The project's register as the top-risk picker offers it: every item, most
 * severe first (one page of the largest size; the picker leaves out the
 * closed ones unless the draft already names them).
 */
export function registerQueryOptions(projectId: number) {
  return queryOptions({
    ...endpointQueryOptions(reportsKeys.register(projectId), risksEndpoints.list, {
      params: { projectId },
      query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'severity' },
    }),
    // The picker says itself when the register could not be read.
    meta: { errorPolicy: 'inline' },
  });
}

export function latestStatusQueryOptions(search: string, page: number, pageSize: number) {
  return pageQueryOptions(reportsKeys.latest(search, page, pageSize), reportsEndpoints.latest, {
    query: { search: search || undefined, page, pageSize },
  });
}

export function snapshotStatusQueryOptions(
  date: string,
  search: string,
  page: number,
  pageSize: number,
) {
  return pageQueryOptions(
    reportsKeys.snapshot(date, search, page, pageSize),
    reportsEndpoints.snapshot,
    { query: { date, search: search || undefined, page, pageSize } },
  );
}
