import type { milestonesEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as milestones from './milestones.service';

/** Thin handlers of the milestone routes: input was validated by the registrar. */
type T = typeof milestonesEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, user, params, query }) =>
  milestones.listMilestones(deps, user, params.projectId, query);
export const create: H<'create'> = ({ deps, user, params, body }) =>
  milestones.createMilestone(deps, user, params.projectId, body);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  milestones.updateMilestone(deps, user, params.projectId, params.milestoneId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  milestones.deleteMilestone(deps, user, params.projectId, params.milestoneId, query.version);
