import { timelineEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

/** Keys from general to specific; `project(id)` covers the Gantt and its baselines. */
export const timelineKeys = {
  all: ['timeline'] as const,
  project: (projectId: number) => [...timelineKeys.all, projectId] as const,
  gantt: (projectId: number, baselineId: number | null) =>
    [...timelineKeys.project(projectId), 'gantt', baselineId] as const,
  baselines: (projectId: number) => [...timelineKeys.project(projectId), 'baselines'] as const,
};

/** The whole plan of a project (every task: the Gantt draws only the rows on screen). */
export function projectTimelineQueryOptions(projectId: number, baselineId: number | null) {
  return endpointQueryOptions(
    timelineKeys.gantt(projectId, baselineId),
    timelineEndpoints.project,
    {
      params: { projectId },
      query: baselineId === null ? {} : { baselineId },
    },
  );
}

export function baselinesQueryOptions(projectId: number) {
  return endpointQueryOptions(timelineKeys.baselines(projectId), timelineEndpoints.listBaselines, {
    params: { projectId },
  });
}
