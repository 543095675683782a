import { timeMaterialEndpoints } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

/** The largest page of contracts the API gives: one project rarely holds more. */
export const CONTRACTS_PAGE_SIZE = 50;
export const TIMESHEET_PAGE_SIZE = 50;

/**
 * Keys from general to specific. A project's contracts, their details and the
 * resource timesheets sit under `project(projectId)`, so one invalidation
 * after a write refreshes every figure of the project. The public pages read
 * without a query cache (`time-material.public.ts`).
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
