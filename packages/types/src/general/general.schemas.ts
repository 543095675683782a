import { z } from 'zod';

/** Units durations can be shown in; durations are stored as minutes. */
export const MeasurementUnitSchema = z.object({
  id: z.enum(['minutes', 'hours', 'days']),
  name: z.string(),
  /** Minutes in one unit (a day is the standard 8-hour working day). */
  minutes: z.number().int().positive(),
});
export type MeasurementUnit = z.infer<typeof MeasurementUnitSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;
