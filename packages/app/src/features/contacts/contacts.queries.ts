import { contactsEndpoints, type EndpointQuery } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

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
  return pageQueryOptions(contactsKeys.list(query), contactsEndpoints.list, { query });
}

/** A project's contacts with their role (the overview's card; up to 100). */
export function projectContactsQueryOptions(projectId: number) {
  return endpointQueryOptions(contactsKeys.project(projectId), contactsEndpoints.projectList, {
    params: { projectId },
    query: { page: 1, pageSize: 100 },
  });
}
