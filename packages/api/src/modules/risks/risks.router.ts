import type { risksEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as riskComments from './risk-comments.service';
import * as riskSubscriptions from './risk-subscriptions.service';
import * as risks from './risks.service';

/** Thin handlers of the risk routes: input was validated, the permission checked. */
type T = typeof risksEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, user, params, query }) =>
  risks.listRisks(deps, user, params.projectId, query);
export const create: H<'create'> = ({ deps, user, params, body }) =>
  risks.createRisk(deps, user, params.projectId, body);
export const get: H<'get'> = ({ deps, user, params }) =>
  risks.getRisk(deps, user, params.projectId, params.riskId);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  risks.updateRisk(deps, user, params.projectId, params.riskId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  risks.deleteRisk(deps, user, params.projectId, params.riskId, query.version);
export const comments: H<'comments'> = ({ deps, params, query }) =>
  riskComments.listComments(deps, params.projectId, params.riskId, query);
export const comment: H<'comment'> = ({ deps, user, params, body }) =>
  riskComments.addComment(deps, user, params.projectId, params.riskId, body);
export const portfolio: H<'portfolio'> = ({ deps, user, query }) =>
  risks.listPortfolio(deps, user, query);
export const subscriptions: H<'subscriptions'> = ({ deps, user }) =>
  riskSubscriptions.listSubscriptions(deps, user);
export const subscribe: H<'subscribe'> = ({ deps, user, body }) =>
  riskSubscriptions.subscribe(deps, user, body);
export const unsubscribe: H<'unsubscribe'> = ({ deps, user, params }) =>
  riskSubscriptions.unsubscribe(deps, user, params.subscriptionId);
