import {
  LESSON_CATEGORIES,
  LESSON_IMPACTS,
  type LessonCategory,
  type LessonImpact,
} from '@keel/types';
import { idFilter, type ListParams } from '../../lib/management/list-params';
import type { LessonLibraryQuery } from './lessons.queries';

/** The library's filters, as named in the URL and in the API query. */
export const LIBRARY_FILTERS = ['category', 'impact', 'tag', 'projectId'] as const;

/** Results a page of the library shows. */
export const LIBRARY_PAGE_SIZE = 25;

/**
 * The API query of the library from the URL's list state: a category or
 * impact that is not one of the known ones, or a project id that is no
 * positive integer, is ignored (the URL may have been typed by hand).
 */
export function libraryQueryOf(params: ListParams): LessonLibraryQuery {
  const { category, impact, tag, projectId } = params.filters;
  const search = params.search.trim();
  return {
    page: params.page,
    pageSize: params.pageSize,
    ...(search ? { search } : {}),
    ...(LESSON_CATEGORIES.includes(category as LessonCategory)
      ? { category: category as LessonCategory }
      : {}),
    ...(LESSON_IMPACTS.includes(impact as LessonImpact) ? { impact: impact as LessonImpact } : {}),
    ...(tag?.trim() ? { tag: tag.trim().toLowerCase() } : {}),
    ...(idFilter(projectId ?? '') !== undefined ? { projectId: idFilter(projectId ?? '') } : {}),
  };
}

/** Whether any filter or the search narrows the library (the empty state says so). */
export function isFiltered(query: LessonLibraryQuery): boolean {
  return Boolean(query.search || query.category || query.impact || query.tag || query.projectId);
}
