import {
  MAX_LESSON_TAG_FACETS,
  type Lesson,
  type LessonCreateInputSchema,
  type LessonLibraryPage,
  type LessonLibraryQuerySchema,
  type LessonListQuerySchema,
  type LessonPage,
  type LessonUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { orNotFound } from '../../lib/errors';
import { normalizeSearchText } from '../../lib/search-text';
import { versionedDelete, versionedSave } from '../../lib/versioned-save';
import { pageOf } from '../../lib/lists';
import { seesAllProjects, type AuthUser } from '../auth';
import * as repo from './lessons.repository';
import { LESSON_NOT_FOUND, lessonsOf } from './lessons.repository';

/**
 * Lessons learned (README.md beside this file). The project routes are
 * guarded by the project's `readLessons` / `manageLessons` (routes.ts); the
 * library by the global `readSomeProjectLessons`, and its rows are scoped in
 * SQL to the projects whose lessons the user may read.
 */

type CreateInput = z.output<typeof LessonCreateInputSchema>;
type UpdateInput = z.output<typeof LessonUpdateInputSchema>;

/**
 * Whose lessons the library shows the user: none to an external user (they
 * only ever hold Stakeholder rights, which never read lessons); every live
 * project's to those who read or manage all projects; else the projects where
 * they are manager, member or viewer.
 */
export function lessonReaderOf(user: AuthUser): repo.LessonReader {
  if (user.external) return { projects: 'none' };
  if (seesAllProjects(user)) return { projects: 'all' };
  return { projects: 'members', userId: user.id };
}

export async function getLesson(db: Db, projectId: number, id: number): Promise<Lesson> {
  return orNotFound(await repo.findLesson(db, projectId, id), LESSON_NOT_FOUND);
}

export async function listLessons(
  deps: AppDeps,
  projectId: number,
  query: z.output<typeof LessonListQuerySchema>,
): Promise<LessonPage> {
  return pageOf(await repo.listProjectLessons(deps.knex, projectId, query), query);
}

export async function createLesson(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: CreateInput,
): Promise<Lesson> {
  const id = await deps.knex.transaction((trx) =>
    repo.insertLesson(trx, projectId, input, user.id, deps.clock()),
  );
  return getLesson(deps.knex, projectId, id);
}

export async function updateLesson(
  deps: AppDeps,
  projectId: number,
  id: number,
  input: UpdateInput,
): Promise<Lesson> {
  const { version: _version, ...values } = input;
  await versionedSave(
    deps.knex,
    lessonsOf(projectId),
    { id, version: input.version },
    (trx) => repo.updateLessonRow(trx, id, values),
    { now: deps.clock(), current: (trx, lessonId) => getLesson(trx, projectId, lessonId) },
  );
  return getLesson(deps.knex, projectId, id);
}

export async function deleteLesson(
  deps: AppDeps,
  projectId: number,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return versionedDelete(
    deps.knex,
    lessonsOf(projectId),
    { id, version },
    (trx) => repo.deleteLessonRow(trx, id),
    { now: deps.clock(), current: (trx, lessonId) => getLesson(trx, projectId, lessonId) },
  );
}

/** The library: a page of the visible lessons under the filters, and the facets of all of them. */
export async function library(
  deps: AppDeps,
  user: AuthUser,
  query: z.output<typeof LessonLibraryQuerySchema>,
): Promise<LessonLibraryPage> {
  const reader = lessonReaderOf(user);
  const search = query.search ? normalizeSearchText(query.search) : '';
  const [page, facets] = await Promise.all([
    repo.listLibrary(deps.knex, reader, {
      search: search || undefined,
      category: query.category,
      impact: query.impact,
      tag: query.tag || undefined,
      projectId: query.projectId,
      page: query.page,
      pageSize: query.pageSize,
    }),
    repo.libraryFacets(deps.knex, reader, MAX_LESSON_TAG_FACETS),
  ]);
  return { ...pageOf(page, query), facets };
}
