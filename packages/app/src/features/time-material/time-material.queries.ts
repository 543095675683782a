import { queryOptions } from '@tanstack/react-query';
import { PUBLIC_API_PATHS, timeMaterialEndpoints } from '@keel/types';
import {
  endpointQueryOptions,
  pageQueryOptions,
  publicQueryOptions,
  type EndpointRoute,
} from '../../lib/api';

/** The largest page of contracts the API gives: one project rarely holds more. */
export const CONTRACTS_PAGE_SIZE = 50;
export const TIMESHEET_PAGE_SIZE = 50;

/**
 * Keys from general to specific. A project's contracts, their details and the
 * resource timesheets sit under `project(projectId)`, so one invalidation
 * after a write refreshes every figure of the project. The public view has
 * its own branch, keyed by its token.
 */
export const timeMaterialKeys = {
  all: ['time-material'] as const,
  project: (projectId: number) => [...timeMaterialKeys.all, 'project', projectId] as const,
  list: (projectId: number) => [...timeMaterialKeys.project(projectId), 'list'] as const,
  detail: (projectId: number, contractId: number) =>
    [...timeMaterialKeys.project(projectId), 'detail', contractId] as const,
  timesheet: (projectId: number, contractId: number, resourceId: number, page: number) =>
    [
      ...timeMaterialKeys.project(projectId),
      'timesheet',
      { contractId, resourceId, page },
    ] as const,
  publicViews: () => [...timeMaterialKeys.all, 'public'] as const,
  publicView: (projectId: number, token: string) =>
    [...timeMaterialKeys.publicViews(), projectId, token] as const,
  publicTimesheet: (projectId: number, token: string, resourceId: number, page: number) =>
    [...timeMaterialKeys.publicView(projectId, token), 'timesheet', { resourceId, page }] as const,
};

export function contractsQueryOptions(projectId: number) {
  return endpointQueryOptions(timeMaterialKeys.list(projectId), timeMaterialEndpoints.list, {
    params: { projectId },
    query: { page: 1, pageSize: CONTRACTS_PAGE_SIZE },
  });
}

export function contractQueryOptions(projectId: number, contractId: number) {
  return endpointQueryOptions(
    timeMaterialKeys.detail(projectId, contractId),
    timeMaterialEndpoints.get,
    { params: { projectId, contractId } },
  );
}

export function resourceTimesheetQueryOptions(
  projectId: number,
  contractId: number,
  resourceId: number,
  page: number,
) {
  return pageQueryOptions(
    timeMaterialKeys.timesheet(projectId, contractId, resourceId, page),
    timeMaterialEndpoints.resourceTimesheet,
    {
      params: { projectId, contractId, resourceId },
      query: { page, pageSize: TIMESHEET_PAGE_SIZE },
    },
  );
}

/*
 * The public pages have no session: a 401 or 404 there means the link does not
 * open the contract, never "sign in again" — they only log failures
 * (`errorPolicy: 'log'`) and show their own page instead of the SPEC §8 policy.
 */

/** The public endpoints by route: the public entry loads none of their schemas (`publicApiRequest`). */
const PUBLIC_VIEW: EndpointRoute<typeof timeMaterialEndpoints.publicView> = {
  method: 'GET',
  path: PUBLIC_API_PATHS.timeMaterial,
};
const PUBLIC_TIMESHEET: EndpointRoute<typeof timeMaterialEndpoints.publicResourceTimesheet> = {
  method: 'GET',
  path: PUBLIC_API_PATHS.resourceTimesheet,
};

export function publicTimeMaterialQueryOptions(projectId: number, stakeholderToken: string) {
  return queryOptions({
    ...publicQueryOptions(timeMaterialKeys.publicView(projectId, stakeholderToken), PUBLIC_VIEW, {
      params: { projectId },
      query: { stakeholderToken },
    }),
    meta: { errorPolicy: 'log' },
  });
}

export function publicResourceTimesheetQueryOptions(
  projectId: number,
  stakeholderToken: string,
  resourceId: number,
  page: number,
) {
  return queryOptions({
    ...publicQueryOptions(
      timeMaterialKeys.publicTimesheet(projectId, stakeholderToken, resourceId, page),
      PUBLIC_TIMESHEET,
      {
        params: { projectId, resourceId },
        query: { stakeholderToken, page, pageSize: TIMESHEET_PAGE_SIZE },
      },
      { keepPrevious: true },
    ),
    meta: { errorPolicy: 'log' },
  });
}
