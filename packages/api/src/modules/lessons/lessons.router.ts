import type { lessonsEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as lessons from './lessons.service';

/** Thin handlers of the lessons routes: input was validated, the permission checked. */
type T = typeof lessonsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, params, query }) =>
  lessons.listLessons(deps, params.projectId, query);
export const create: H<'create'> = ({ deps, user, params, body }) =>
  lessons.createLesson(deps, user, params.projectId, body);
export const update: H<'update'> = ({ deps, params, body }) =>
  lessons.updateLesson(deps, params.projectId, params.lessonId, body);
export const remove: H<'remove'> = ({ deps, params, query }) =>
  lessons.deleteLesson(deps, params.projectId, params.lessonId, query.version);
export const library: H<'library'> = ({ deps, user, query }) => lessons.library(deps, user, query);
