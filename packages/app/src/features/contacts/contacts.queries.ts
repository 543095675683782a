import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contactsEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest } from '../../lib/api';

export type ContactListQuery = EndpointQuery<typeof contactsEndpoints.list>;

/** Keys from general to specific: `all` covers the directory and every project's contacts. */
export const contactsKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactsKeys.all, 'list'] as const,
  list: (query: ContactListQuery) => [...contactsKeys.lists(), query] as const,
  projects: () => [...contactsKeys.all, 'project'] as const,
  project: (projectId: number) => [...contactsKeys.projects(), projectId] as const,
};

/** One page of the directory. */
export function contactsQueryOptions(query: ContactListQuery) {
  return queryOptions({
    queryKey: contactsKeys.list(query),
    queryFn: ({ signal }) => apiRequest(contactsEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A project's contacts with their role (the overview's card; up to 100). */
export function projectContactsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: contactsKeys.project(projectId),
    queryFn: ({ signal }) =>
      apiRequest(contactsEndpoints.projectList, {
        params: { projectId },
        query: { page: 1, pageSize: 100 },
        signal,
      }),
  });
}
