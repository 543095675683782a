import { queryOptions } from '@tanstack/react-query';
import {
  customFieldsEndpoints,
  projectsEndpoints,
  type FilterValue,
  type ProjectQueryBody,
} from '@keel/types';
import { apiRequest } from '../../lib/api';

/** Query keys of the projects feature, from general to specific. */
export const projectsKeys = {
  all: ['projects'] as const,
  lists: () => [...projectsKeys.all, 'list'] as const,
  list: (search: string, body: ProjectQueryBody, customFieldIds: readonly number[]) =>
    [...projectsKeys.lists(), { search, body, customFieldIds }] as const,
  filterOptions: () => [...projectsKeys.all, 'filter-options'] as const,
  formOptions: () => [...projectsKeys.all, 'form-options'] as const,
  customFields: () => [...projectsKeys.all, 'custom-fields'] as const,
  summaries: () => [...projectsKeys.all, 'summary'] as const,
  summary: (allProjects: boolean) => [...projectsKeys.summaries(), { allProjects }] as const,
  details: () => [...projectsKeys.all, 'detail'] as const,
  detail: (id: number) => [...projectsKeys.details(), id] as const,
  permissions: (id: number) => [...projectsKeys.detail(id), 'permissions'] as const,
  editOptions: (id: number) => [...projectsKeys.detail(id), 'edit-options'] as const,
  ragHistory: (id: number) => [...projectsKeys.detail(id), 'rag-history'] as const,
  members: (id: number) => [...projectsKeys.detail(id), 'members'] as const,
  timesheetSettings: (id: number) => [...projectsKeys.detail(id), 'timesheet-settings'] as const,
  timesheetOptions: (id: number) => [...projectsKeys.detail(id), 'timesheet-options'] as const,
};

export function projectQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectsKeys.detail(projectId),
    queryFn: ({ signal }) => apiRequest(projectsEndpoints.get, { params: { projectId }, signal }),
  });
}

export function projectPermissionsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectsKeys.permissions(projectId),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.permissions, { params: { projectId }, signal }),
  });
}

export function projectEditOptionsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectsKeys.editOptions(projectId),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.editOptions, { params: { projectId }, signal }),
  });
}

export function ragHistoryQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectsKeys.ragHistory(projectId),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.ragHistory, { params: { projectId }, signal }),
  });
}

export function projectMembersQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectsKeys.members(projectId),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.members, { params: { projectId }, signal }),
  });
}

export function timesheetSettingsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectsKeys.timesheetSettings(projectId),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.timesheetSettings, { params: { projectId }, signal }),
  });
}

export function timesheetOptionsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectsKeys.timesheetOptions(projectId),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.timesheetSettingsOptions, { params: { projectId }, signal }),
    staleTime: Infinity,
  });
}

/** Filter definitions of the browser (SPEC §3). */
export function projectFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: projectsKeys.filterOptions(),
    queryFn: ({ signal }) => apiRequest(projectsEndpoints.queryOptions, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/** Choices of the create-project form. */
export function projectFormOptionsQueryOptions() {
  return queryOptions({
    queryKey: projectsKeys.formOptions(),
    queryFn: ({ signal }) => apiRequest(projectsEndpoints.options, { signal }),
  });
}

export function customFieldsQueryOptions() {
  return queryOptions({
    queryKey: projectsKeys.customFields(),
    queryFn: ({ signal }) => apiRequest(customFieldsEndpoints.list, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/** One page of the browser, with the chosen custom fields as columns. */
export function projectListQueryOptions(
  search: string,
  filters: FilterValue[],
  sort: NonNullable<ProjectQueryBody['sort']>,
  page: number,
  pageSize: number,
  customFieldIds: readonly number[],
) {
  const body: ProjectQueryBody = { filters, sort, page, pageSize };
  return queryOptions({
    queryKey: projectsKeys.list(search, body, customFieldIds),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.globalQuery, {
        query: {
          search: search || undefined,
          customFieldIds: customFieldIds.length > 0 ? customFieldIds.join(',') : undefined,
        },
        body,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function projectSummaryQueryOptions(allProjects: boolean) {
  return queryOptions({
    queryKey: projectsKeys.summary(allProjects),
    queryFn: ({ signal }) =>
      apiRequest(projectsEndpoints.summary, {
        query: { allProjects: allProjects ? 'true' : 'false' },
        signal,
      }),
  });
}
