import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import {
  LessonCreateInputSchema,
  LessonLibraryPageSchema,
  LessonLibraryQuerySchema,
  LessonListQuerySchema,
  LessonPageSchema,
  LessonSchema,
  LessonUpdateInputSchema,
} from './lessons.schemas';

const LESSONS = '/api/projects/{projectId}/lessons';
const LESSON = `${LESSONS}/{lessonId}`;

/** Lessons learned (issue 15 § 3 and 6): a project's lessons and the library across projects. */
export const lessonsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: LESSONS,
    summary: "The project's lessons learned, newest first",
    tag: 'lessons',
    params: idParams('projectId'),
    query: LessonListQuerySchema,
    response: LessonPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: LESSONS,
    summary: 'Record a lesson learned on the project',
    tag: 'lessons',
    params: idParams('projectId'),
    body: LessonCreateInputSchema,
    response: LessonSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: LESSON,
    summary: 'Change a lesson (409 on a stale version)',
    tag: 'lessons',
    params: idParams('projectId', 'lessonId'),
    body: LessonUpdateInputSchema,
    response: LessonSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: LESSON,
    summary: 'Delete a lesson (409 on a stale version)',
    tag: 'lessons',
    params: idParams('projectId', 'lessonId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  library: defineEndpoint({
    method: 'GET',
    path: '/api/lessons',
    summary:
      'The lessons library: every lesson of the projects whose lessons you may read, searched and filtered, with the facets of its filters',
    tag: 'lessons',
    query: LessonLibraryQuerySchema,
    response: LessonLibraryPageSchema,
  }),
} as const;
