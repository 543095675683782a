import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { HealthSchema, MeasurementUnitSchema } from './general.schemas';

export const generalEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    tag: 'general',
    public: true,
    response: HealthSchema,
  }),
  measurementUnits: defineEndpoint({
    method: 'GET',
    path: '/api/measurement-units',
    summary: 'Units for durations with their size in minutes',
    tag: 'general',
    response: z.array(MeasurementUnitSchema),
  }),
} as const;
