import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import {
  PortfolioRiskPageSchema,
  PortfolioRiskQuerySchema,
  RiskCommentCreateInputSchema,
  RiskCommentListQuerySchema,
  RiskCommentPageSchema,
  RiskCommentSchema,
  RiskCreateInputSchema,
  RiskDetailSchema,
  RiskListQuerySchema,
  RiskPageSchema,
  RiskSchema,
  RiskSubscriptionCreateInputSchema,
  RiskSubscriptionListSchema,
  RiskSubscriptionSchema,
  RiskUpdateInputSchema,
} from './risks.schemas';

const RISKS = '/api/projects/{projectId}/risks';
const RISK = `${RISKS}/{riskId}`;

/**
 * Risks and issues (issue 15 § 6). `/api/risks/subscriptions` is registered
 * before nothing of its prefix takes a parameter, so its order is free.
 */
export const risksEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: RISKS,
    summary:
      "The project's risk and issue register with its probability-impact heat map (stakeholders: the shared items only)",
    tag: 'risks',
    params: idParams('projectId'),
    query: RiskListQuerySchema,
    response: RiskPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: RISKS,
    summary: 'Raise a risk or an issue; subscribers to new items are notified',
    tag: 'risks',
    params: idParams('projectId'),
    body: RiskCreateInputSchema,
    response: RiskSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: RISK,
    summary: 'One risk or issue with its history of changes',
    tag: 'risks',
    params: idParams('projectId', 'riskId'),
    response: RiskDetailSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: RISK,
    summary:
      'Change a risk or issue (409 on a stale version); a raised severity or a new status notifies the subscribers',
    tag: 'risks',
    params: idParams('projectId', 'riskId'),
    body: RiskUpdateInputSchema,
    response: RiskSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: RISK,
    summary: 'Delete a risk or issue with its comments, history and item subscriptions',
    tag: 'risks',
    params: idParams('projectId', 'riskId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: `${RISK}/comments`,
    summary: 'The internal comments on a risk or issue, oldest first',
    tag: 'risks',
    params: idParams('projectId', 'riskId'),
    query: RiskCommentListQuerySchema,
    response: RiskCommentPageSchema,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: `${RISK}/comments`,
    summary: 'Comment on a risk or issue; subscribers to comments are notified',
    tag: 'risks',
    params: idParams('projectId', 'riskId'),
    body: RiskCommentCreateInputSchema,
    response: RiskCommentSchema,
    status: 201,
  }),
  portfolio: defineEndpoint({
    method: 'GET',
    path: '/api/risks',
    summary:
      'Risks and issues across the projects the user may read: active, critical, recent, inactive or the subscribed ones',
    tag: 'risks',
    query: PortfolioRiskQuerySchema,
    response: PortfolioRiskPageSchema,
  }),
  subscriptions: defineEndpoint({
    method: 'GET',
    path: '/api/risks/subscriptions',
    summary: "The signed-in user's risk and issue subscriptions",
    tag: 'risks',
    response: RiskSubscriptionListSchema,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/risks/subscriptions',
    summary:
      'Subscribe to every visible project, one project or one item for chosen events (the same scope again replaces its events)',
    tag: 'risks',
    body: RiskSubscriptionCreateInputSchema,
    response: RiskSubscriptionSchema,
    status: 201,
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/risks/subscriptions/{subscriptionId}',
    summary: 'End one of your subscriptions',
    tag: 'risks',
    params: idParams('subscriptionId'),
    response: OkSchema,
  }),
} as const;
