import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  BudgetHistoryPageSchema,
  BudgetHistoryQuerySchema,
  ScopeDecisionInputSchema,
  ScopeItemCreateInputSchema,
  ScopeItemSchema,
  ScopeItemUpdateInputSchema,
  ScopeListQuerySchema,
  ScopePageSchema,
} from './scope.schemas';

const SCOPES = '/api/projects/{projectId}/scopes';

export const scopeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: SCOPES,
    summary: "The project's baseline items and change requests, with each section's totals",
    tag: 'scope',
    params: idParams('projectId'),
    query: ScopeListQuerySchema,
    response: ScopePageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: SCOPES,
    summary: 'Add a baseline item or a change request (proposed)',
    tag: 'scope',
    params: idParams('projectId'),
    body: ScopeItemCreateInputSchema,
    response: ScopeItemSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${SCOPES}/{scopeItemId}`,
    summary:
      'Change a scope item; a decided change request keeps its effort and price (409 on a stale version)',
    tag: 'scope',
    params: idParams('projectId', 'scopeItemId'),
    body: ScopeItemUpdateInputSchema,
    response: ScopeItemSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${SCOPES}/{scopeItemId}`,
    summary:
      'Delete a scope item; an approved or delivered change request cannot be (it moved the budget)',
    tag: 'scope',
    params: idParams('projectId', 'scopeItemId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: `${SCOPES}/{scopeItemId}/decision`,
    summary:
      "Approve or reject a proposed change request; approving adds its effort and price to the project's budget",
    tag: 'scope',
    params: idParams('projectId', 'scopeItemId'),
    body: ScopeDecisionInputSchema,
    response: ScopeItemSchema,
  }),
  budgetHistory: defineEndpoint({
    method: 'GET',
    path: '/api/projects/{projectId}/budget-history',
    summary: "The project's budget now and every change of it, newest first",
    tag: 'scope',
    params: idParams('projectId'),
    query: BudgetHistoryQuerySchema,
    response: BudgetHistoryPageSchema,
  }),
} as const;
