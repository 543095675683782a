import { z } from 'zod';
import {
  DateStringSchema,
  MoneySchema,
  pageOf,
  pageQuery,
  VersionSchema,
} from '../common/common.schemas';

/**
 * Milestones (DOMAIN.md § Milestones and finances). A milestone is stored as
 * planned or reached; it *reads* `missed` once its due date has passed while
 * still planned (before today, in the workspace's calendar), so no job has to
 * flip it and it can never be stale. Financial milestones carry an amount and
 * the dates finance follows it by: forecast, invoiced, paid.
 */

/** What a milestone reads as. */
export const MILESTONE_STATUSES = ['planned', 'reached', 'missed'] as const;
export const MilestoneStatusSchema = z.enum(MILESTONE_STATUSES);
export type MilestoneStatus = z.infer<typeof MilestoneStatusSchema>;

/** What may be written: `missed` is derived, never set. */
export const MILESTONE_SET_STATUSES = ['planned', 'reached'] as const;
export const MilestoneSetStatusSchema = z.enum(MILESTONE_SET_STATUSES, {
  error: 'status must be planned or reached (missed follows from the due date)',
});

/** The status a milestone reads as on `today` (`YYYY-MM-DD`). */
export function milestoneStatusOn(
  stored: (typeof MILESTONE_SET_STATUSES)[number],
  dueDate: string,
  today: string,
): MilestoneStatus {
  return stored === 'planned' && dueDate < today ? 'missed' : stored;
}

/** The money side of a financial milestone; only for readers who may see its amount. */
export const MilestoneFinancialsSchema = z.object({
  amount: MoneySchema,
  forecastDate: z.string().nullable(),
  invoicedDate: z.string().nullable(),
  paidDate: z.string().nullable(),
});
export type MilestoneFinancials = z.infer<typeof MilestoneFinancialsSchema>;

export const MilestoneSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  description: z.string(),
  dueDate: z.string(),
  status: MilestoneStatusSchema,
  financial: z.boolean(),
  /**
   * Amount and dates of a financial milestone. Null when the milestone is not
   * financial or the reader may not see its amount (the project's
   * readFinancials; a stakeholder only when the project shares amounts).
   */
  financials: MilestoneFinancialsSchema.nullable(),
  /** Tasks linked to it (the task's milestone field) and how many of them are done. */
  progress: z.object({
    taskCount: z.number().int(),
    completedTaskCount: z.number().int(),
  }),
  version: z.number().int(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

export const MilestonePageSchema = pageOf(MilestoneSchema).extend({
  /** Whether the reader sees amounts on this project (so the page can say why they are hidden). */
  amountsVisible: z.boolean(),
});
export type MilestonePage = z.infer<typeof MilestonePageSchema>;

const MilestoneFieldsSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
  description: z.string().max(20_000).default(''),
  dueDate: DateStringSchema,
  status: MilestoneSetStatusSchema.default('planned'),
  financial: z.boolean().default(false),
  /** Minor units in the project's currency; required when financial. */
  amount: z
    .number()
    .int('amount must be whole minor units')
    .min(0, 'amount cannot be negative')
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .default(null),
  forecastDate: DateStringSchema.nullable().default(null),
  invoicedDate: DateStringSchema.nullable().default(null),
  paidDate: DateStringSchema.nullable().default(null),
});

function financialFieldsConsistent(
  value: z.output<typeof MilestoneFieldsSchema>,
  ctx: z.RefinementCtx,
) {
  if (value.financial && value.amount === null)
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: 'A financial milestone needs an amount',
    });
  if (!value.financial)
    for (const key of ['amount', 'forecastDate', 'invoicedDate', 'paidDate'] as const)
      if (value[key] !== null)
        ctx.addIssue({ code: 'custom', path: [key], message: 'Only a financial milestone has it' });
  if (value.paidDate && !value.invoicedDate)
    ctx.addIssue({
      code: 'custom',
      path: ['invoicedDate'],
      message: 'A paid milestone was invoiced first',
    });
  if (value.paidDate && value.invoicedDate && value.paidDate < value.invoicedDate)
    ctx.addIssue({ code: 'custom', path: ['paidDate'], message: 'Paid cannot be before invoiced' });
}

export const MilestoneCreateInputSchema =
  MilestoneFieldsSchema.superRefine(financialFieldsConsistent);
export type MilestoneCreateInput = z.input<typeof MilestoneCreateInputSchema>;

/** Updates send every field with the version read (inline status changes too). */
export const MilestoneUpdateInputSchema = MilestoneFieldsSchema.extend({
  version: VersionSchema,
}).superRefine(financialFieldsConsistent);
export type MilestoneUpdateInput = z.input<typeof MilestoneUpdateInputSchema>;

export const MilestoneListQuerySchema = pageQuery(100).extend({
  status: MilestoneStatusSchema.optional().describe('Only milestones reading this status'),
  financial: z
    .enum(['true', 'false'], { error: 'financial must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'))
    .describe('Only financial (true) or non-financial (false) milestones'),
});
export type MilestoneListQuery = z.input<typeof MilestoneListQuerySchema>;
