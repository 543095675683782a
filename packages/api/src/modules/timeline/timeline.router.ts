import type { timelineEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as timeline from './timeline.service';

/** Thin handlers of the timeline routes: input was validated by the registrar. */
type T = typeof timelineEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const roadmap: H<'roadmap'> = ({ deps, user, query }) => timeline.roadmap(deps, user, query);
export const project: H<'project'> = ({ deps, user, params, query }) =>
  timeline.projectTimeline(deps, user, params.projectId, query);
export const listBaselines: H<'listBaselines'> = ({ deps, params }) =>
  timeline.listBaselines(deps, params.projectId);
export const createBaseline: H<'createBaseline'> = ({ deps, user, params, body }) =>
  timeline.createBaseline(deps, user, params.projectId, body);
