import { z } from 'zod';

/** Project statuses (DOMAIN.md § Projects). */
export const PROJECT_STATUSES = ['draft', 'active', 'onHold', 'completed', 'cancelled'] as const;
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;
