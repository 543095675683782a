import { z } from 'zod';
import { DateStringSchema, VersionSchema } from '../common/common.schemas';

/**
 * Workspace holidays (issue 17): dates on which nobody is expected to work.
 * Capacity in the workload view is zero on them, and no task work is spread
 * onto them. One holiday per date (a second one on the same date is a 409).
 */
export const HolidaySchema = z.object({
  id: z.number().int(),
  date: DateStringSchema,
  name: z.string(),
  version: z.number().int(),
});
export type Holiday = z.infer<typeof HolidaySchema>;

const HolidayNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(120);

export const HolidayCreateInputSchema = z.object({
  date: DateStringSchema,
  name: HolidayNameSchema,
});
export type HolidayCreateInput = z.infer<typeof HolidayCreateInputSchema>;
export const HolidayUpdateInputSchema = HolidayCreateInputSchema.extend({ version: VersionSchema });
export type HolidayUpdateInput = z.infer<typeof HolidayUpdateInputSchema>;

export const HolidayListQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(1900)
    .max(2200)
    .optional()
    .describe('Only the holidays of this calendar year (all holidays when absent)'),
});
export const HolidayListSchema = z.array(HolidaySchema);
