import { lessonsEndpoints, type EndpointQuery } from '@keel/types';
import { pageQueryOptions } from '../../lib/api';

export type LessonLibraryQuery = EndpointQuery<typeof lessonsEndpoints.library>;

/** Keys from general to specific: `all` covers every project's lessons and the library. */
export const lessonsKeys = {
  all: ['lessons'] as const,
  project: (projectId: number) => [...lessonsKeys.all, 'project', projectId] as const,
  projectPage: (projectId: number, page: number, pageSize: number) =>
    [...lessonsKeys.project(projectId), { page, pageSize }] as const,
  library: (query: LessonLibraryQuery) => [...lessonsKeys.all, 'library', query] as const,
};

/** A page of the project's lessons, newest first. */
export function projectLessonsQueryOptions(projectId: number, page: number, pageSize: number) {
  return pageQueryOptions(
    lessonsKeys.projectPage(projectId, page, pageSize),
    lessonsEndpoints.list,
    {
      params: { projectId },
      query: { page, pageSize },
    },
  );
}

/** A page of the library under its filters, with the facets of every visible lesson. */
export function lessonLibraryQueryOptions(query: LessonLibraryQuery) {
  return pageQueryOptions(lessonsKeys.library(query), lessonsEndpoints.library, { query });
}
