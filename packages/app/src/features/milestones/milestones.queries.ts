import { queryOptions } from '@tanstack/react-query';
import { milestonesEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest, pageQueryOptions } from '../../lib/api';

export type MilestoneListQuery = EndpointQuery<typeof milestonesEndpoints.list>;

/** Keys from general to specific; `project(id)` covers the page's lists and the task picker. */
export const milestonesKeys = {
  all: ['milestones'] as const,
  project: (projectId: number) => [...milestonesKeys.all, projectId] as const,
  lists: (projectId: number) => [...milestonesKeys.project(projectId), 'list'] as const,
  list: (projectId: number, query: MilestoneListQuery) =>
    [...milestonesKeys.lists(projectId), query] as const,
  choices: (projectId: number) => [...milestonesKeys.project(projectId), 'choices'] as const,
};

export function milestonesQueryOptions(projectId: number, query: MilestoneListQuery) {
  return pageQueryOptions(milestonesKeys.list(projectId, query), milestonesEndpoints.list, {
    params: { projectId },
    query,
  });
}

/** The project's milestones as picker choices (a task's milestone), by due date. */
export function milestoneChoicesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: milestonesKeys.choices(projectId),
    queryFn: async ({ signal }) => {
      const page = await apiRequest(milestonesEndpoints.list, {
        params: { projectId },
        query: { pageSize: 100 },
        signal,
      });
      return page.items.map((m) => ({ id: m.id, name: m.name, dueDate: m.dueDate }));
    },
  });
}
