import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reportsEndpoints, risksEndpoints, MAX_PAGE_SIZE } from '@keel/types';
import { apiRequest } from '../../lib/api';

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
  publicView: (token: string) => [...reportsKeys.all, 'public', token] as const,
};

export function reportsQueryOptions(projectId: number, page: number, pageSize: number) {
  return queryOptions({
    queryKey: reportsKeys.list(projectId, page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest(reportsEndpoints.list, {
        params: { projectId },
        query: { page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function reportQueryOptions(projectId: number, reportId: number) {
  return queryOptions({
    queryKey: reportsKeys.detail(projectId, reportId),
    queryFn: ({ signal }) =>
      apiRequest(reportsEndpoints.get, { params: { projectId, reportId }, signal }),
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
    queryKey: reportsKeys.register(projectId),
    queryFn: ({ signal }) =>
      apiRequest(risksEndpoints.list, {
        params: { projectId },
        query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'severity' },
        signal,
      }),
    // The picker says itself when the register could not be read.
    meta: { errorPolicy: 'inline' },
  });
}

export function latestStatusQueryOptions(search: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: reportsKeys.latest(search, page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest(reportsEndpoints.latest, {
        query: { search: search || undefined, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function snapshotStatusQueryOptions(
  date: string,
  search: string,
  page: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: reportsKeys.snapshot(date, search, page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest(reportsEndpoints.snapshot, {
        query: { date, search: search || undefined, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The public viewer has no session: a 404 means the link does not open the
 * report, never "sign in again" — failures are only logged
 * (`errorPolicy: 'log'`) and the page shows its own not-found.
 */
export function publicReportQueryOptions(reportToken: string) {
  return queryOptions({
    queryKey: reportsKeys.publicView(reportToken),
    queryFn: ({ signal }) =>
      apiRequest(reportsEndpoints.publicView, { params: { reportToken }, signal }),
    retry: false,
    meta: { errorPolicy: 'log' },
  });
}
