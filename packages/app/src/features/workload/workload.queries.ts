import { queryOptions } from '@tanstack/react-query';
import { holidaysEndpoints, workloadEndpoints, type WorkloadInput } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

/**
 * Query keys of the workload feature. Every workload answer sits under
 * `grids()`, so a task write (reassign, reschedule) or a holiday change
 * refreshes every range and filter at once.
 */
export const workloadKeys = {
  all: ['workload'] as const,
  grids: () => [...workloadKeys.all, 'grid'] as const,
  grid: (startDate: string, endDate: string, body: WorkloadInput) =>
    [...workloadKeys.grids(), { startDate, endDate, body }] as const,
  options: () => [...workloadKeys.all, 'options'] as const,
  holidays: () => [...workloadKeys.all, 'holidays'] as const,
  holidaysOf: (year: number) => [...workloadKeys.holidays(), year] as const,
};

/** `POST /tasks/workload`: people x periods over the range, with the tasks behind each cell. */
export function workloadQueryOptions(startDate: string, endDate: string, body: WorkloadInput) {
  return queryOptions({
    ...endpointQueryOptions(workloadKeys.grid(startDate, endDate, body), workloadEndpoints.query, {
      query: { startDate, endDate },
      body,
    }),
    // Moving the range or a filter keeps the grid in place until the new one arrives.
    placeholderData: (previous) => previous,
  });
}

/** The filter definitions of the workload view (teams, people, projects, domains). */
export function workloadOptionsQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(workloadKeys.options(), workloadEndpoints.options),
    staleTime: 5 * 60 * 1000,
  });
}

/** The workspace holidays of one calendar year, by date. */
export function holidaysQueryOptions(year: number) {
  return endpointQueryOptions(workloadKeys.holidaysOf(year), holidaysEndpoints.list, {
    query: { year },
  });
}
