import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { FilterDefinitionSchema } from '../filters/filters.schemas';
import { WorkloadInputSchema, WorkloadQuerySchema, WorkloadResultSchema } from './workload.schemas';

const tag = 'workload';

export const workloadEndpoints = {
  query: defineEndpoint({
    method: 'POST',
    readsOnly: true,
    path: '/api/tasks/workload',
    summary: 'Capacity, allocation and logged time per person and week (or day)',
    description:
      'Per person (grouped by team; a person in two teams appears under each, `totals` count them once) and per period: capacity, allocated and tentative remaining work, logged time, utilisation and the tasks behind each cell. Weeks run Monday to Sunday; ranges of up to 14 days are answered per day. `readOwnResourceAllocation` alone sees only oneself.',
    tag,
    query: WorkloadQuerySchema,
    body: WorkloadInputSchema,
    response: WorkloadResultSchema,
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/api/tasks/workload/options',
    summary: 'Filter definitions of the workload view (teams, people, projects, domains)',
    tag,
    response: z.array(FilterDefinitionSchema),
  }),
} as const;
