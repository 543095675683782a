import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  MilestoneCreateInputSchema,
  MilestoneListQuerySchema,
  MilestonePageSchema,
  MilestoneSchema,
  MilestoneUpdateInputSchema,
} from './milestones.schemas';

const MILESTONES = '/api/projects/{projectId}/milestones';

export const milestonesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: MILESTONES,
    summary: "The project's milestones by due date, with progress of their linked tasks",
    tag: 'milestones',
    params: idParams('projectId'),
    query: MilestoneListQuerySchema,
    response: MilestonePageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: MILESTONES,
    summary: 'Create a milestone',
    tag: 'milestones',
    params: idParams('projectId'),
    body: MilestoneCreateInputSchema,
    response: MilestoneSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${MILESTONES}/{milestoneId}`,
    summary: 'Change a milestone, its status included (409 on a stale version)',
    tag: 'milestones',
    params: idParams('projectId', 'milestoneId'),
    body: MilestoneUpdateInputSchema,
    response: MilestoneSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${MILESTONES}/{milestoneId}`,
    summary: 'Delete a milestone; its tasks keep going without one (409 on a stale version)',
    tag: 'milestones',
    params: idParams('projectId', 'milestoneId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
