import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  BaselineCreateInputSchema,
  BaselineSchema,
  ProjectTimelineSchema,
  RoadmapQuerySchema,
  RoadmapSchema,
  TimelineProjectParamsSchema,
  TimelineQuerySchema,
} from './timeline.schemas';

const tag = 'projects';

export const timelineEndpoints = {
  roadmap: defineEndpoint({
    method: 'GET',
    path: '/api/projects/timeline',
    summary:
      'The portfolio roadmap: visible projects (filtered as the project browser filters them) as bars with their milestones and RAG',
    tag,
    query: RoadmapQuerySchema,
    response: RoadmapSchema,
  }),
  project: defineEndpoint({
    method: 'GET',
    path: '/api/projects/{projectId}/timeline',
    summary:
      'The timeline of a project: tasks with their dates, progress and critical path, dependencies and milestones (with a baseline: its dates and the slippage)',
    tag,
    params: TimelineProjectParamsSchema,
    query: TimelineQuerySchema,
    response: ProjectTimelineSchema,
  }),
  listBaselines: defineEndpoint({
    method: 'GET',
    path: '/api/projects/{projectId}/baselines',
    summary: 'Baselines of a project, newest first',
    tag,
    params: TimelineProjectParamsSchema,
    response: z.array(BaselineSchema),
  }),
  createBaseline: defineEndpoint({
    method: 'POST',
    path: '/api/projects/{projectId}/baselines',
    summary: "Freeze every task's dates under a name",
    tag,
    params: TimelineProjectParamsSchema,
    body: BaselineCreateInputSchema,
    response: BaselineSchema,
    status: 201,
  }),
};
