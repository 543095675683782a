import { queryOptions } from '@tanstack/react-query';
import {
  customFieldsEndpoints,
  projectsEndpoints,
  type FilterValue,
  type ProjectQueryBody,
} from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

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
  return endpointQueryOptions(projectsKeys.detail(projectId), projectsEndpoints.get, {
    params: { projectId },
  });
}

export function projectPermissionsQueryOptions(projectId: number) {
  return endpointQueryOptions(projectsKeys.permissions(projectId), projectsEndpoints.permissions, {
    params: { projectId },
  });
}

export function projectEditOptionsQueryOptions(projectId: number) {
  return endpointQueryOptions(projectsKeys.editOptions(projectId), projectsEndpoints.editOptions, {
    params: { projectId },
  });
}

export function ragHistoryQueryOptions(projectId: number) {
  return endpointQueryOptions(projectsKeys.ragHistory(projectId), projectsEndpoints.ragHistory, {
    params: { projectId },
  });
}

export function projectMembersQueryOptions(projectId: number) {
  return endpointQueryOptions(projectsKeys.members(projectId), projectsEndpoints.members, {
    params: { projectId },
  });
}

export function timesheetSettingsQueryOptions(projectId: number) {
  return endpointQueryOptions(
    projectsKeys.timesheetSettings(projectId),
    projectsEndpoints.timesheetSettings,
    { params: { projectId } },
  );
}

export function timesheetOptionsQueryOptions(projectId: number) {
  return queryOptions({
    ...endpointQueryOptions(
      projectsKeys.timesheetOptions(projectId),
      projectsEndpoints.timesheetSettingsOptions,
      { params: { projectId } },
    ),
    staleTime: Infinity,
  });
}

/** Filter definitions of the browser (SPEC §3). */
export function projectFilterOptionsQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(projectsKeys.filterOptions(), projectsEndpoints.queryOptions),
    staleTime: 5 * 60 * 1000,
  });
}

/** Choices of the create-project form. */
export function projectFormOptionsQueryOptions() {
  return endpointQueryOptions(projectsKeys.formOptions(), projectsEndpoints.options);
}

export function customFieldsQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(projectsKeys.customFields(), customFieldsEndpoints.list),
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
  return pageQueryOptions(
    projectsKeys.list(search, body, customFieldIds),
    projectsEndpoints.globalQuery,
    {
      query: {
        search: search || undefined,
        customFieldIds: customFieldIds.length > 0 ? customFieldIds.join(',') : undefined,
      },
      body,
    },
  );
}

export function projectSummaryQueryOptions(allProjects: boolean) {
  return endpointQueryOptions(projectsKeys.summary(allProjects), projectsEndpoints.summary, {
    query: { allProjects: allProjects ? 'true' : 'false' },
  });
}
