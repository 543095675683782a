import { z } from 'zod';
import { DateStringSchema, MoneySchema, VersionSchema } from '../common/common.schemas';
import { BillingTypeSchema, PROJECT_CODE_PATTERN } from '../projects/projects.schemas';
import { UserRefSchema } from '../users/users.schemas';
import { QuoteBriefSchema } from './quotes.schemas';

/**
 * A project from a quote, and the project updated from a newer revision
 * (DOMAIN.md § Quotes; README of `api/src/modules/quotes`). Both read the
 * quote's **accepted** revision (409 when there is none). What a revision
 * becomes is computed by one pure function (`planProjectFromRevision`), used
 * by the preview, the create and the update alike:
 *
 * - budget = the revision's total; budget minutes = the sum of line minutes;
 * - one milestone per section (lines without a section: "General"), in the
 *   order sections first appear; its amount is the section's labour +
 *   expenses plus its share of the markups, in proportion, so that the
 *   milestones add up to the total exactly;
 * - one task per line item with minutes (estimate = its minutes), linked to
 *   its section's milestone and keyed by the line's key;
 * - for time and material billing, a contract whose resources are the users
 *   picked for each role, at the role's hourly rate in the revision.
 */

/** A milestone the revision implies (keyed by its section). */
export const PlannedMilestoneSchema = z.object({
  section: z.string(),
  name: z.string(),
  amount: MoneySchema,
  minutes: z.number().int(),
  /** Proposed due date: sections spread evenly from the start to the end date. */
  dueDate: z.string().nullable(),
});
export type PlannedMilestone = z.infer<typeof PlannedMilestoneSchema>;

/** A task the revision implies (one per line with minutes). */
export const PlannedTaskSchema = z.object({
  lineKey: z.string(),
  section: z.string(),
  name: z.string(),
  role: z.string(),
  estimateMinutes: z.number().int(),
});
export type PlannedTask = z.infer<typeof PlannedTaskSchema>;

/** A role's rate the revision implies for time and material billing. */
export const PlannedRoleRateSchema = z.object({
  role: z.string(),
  hourlyRate: MoneySchema,
  minutes: z.number().int(),
});
export type PlannedRoleRate = z.infer<typeof PlannedRoleRateSchema>;

export const ProjectPlanSchema = z.object({
  budget: MoneySchema,
  budgetMinutes: z.number().int(),
  milestones: z.array(PlannedMilestoneSchema),
  tasks: z.array(PlannedTaskSchema),
  roleRates: z.array(PlannedRoleRateSchema),
});
export type ProjectPlan = z.infer<typeof ProjectPlanSchema>;

/** `GET /api/projects/create-from-quote/{quoteId}/options`: the preview. */
export const CreateFromQuoteOptionsSchema = z.object({
  quote: QuoteBriefSchema.extend({ acceptedRevision: z.number().int() }),
  /** The project fields proposed (the form starts from them). */
  project: z.object({
    name: z.string(),
    client: z.string().nullable(),
    code: z.string(),
    currency: z.string(),
    billingType: BillingTypeSchema,
    startDate: z.string(),
    endDate: z.string().nullable(),
  }),
  plan: ProjectPlanSchema,
  /** Users who may be picked as the contract's resources and as manager. */
  people: z.array(UserRefSchema),
  /** Projects already created from this quote (normally none). */
  existingProjects: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type CreateFromQuoteOptions = z.infer<typeof CreateFromQuoteOptionsSchema>;

/**
 * `POST /api/projects/create-from-quote/{quoteId}` (201): creates the
 * project, its milestones, tasks and (for time and material) contract in one
 * transaction, linked to the quote and its accepted revision.
 */
export const CreateFromQuoteInputSchema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(200).optional(),
    code: z
      .string()
      .trim()
      .regex(PROJECT_CODE_PATTERN, 'Use 2-32 capital letters, digits, - or _')
      .optional(),
    managerId: z.number().int().positive().nullable().optional(),
    billingType: BillingTypeSchema.optional(),
    startDate: DateStringSchema.optional(),
    endDate: DateStringSchema.nullable().optional(),
    createMilestones: z.boolean().default(true),
    createTasks: z.boolean().default(true),
    /** Due dates by section; a section left out takes the proposed date. */
    milestoneDueDates: z.record(z.string(), DateStringSchema).default({}),
    /** Time and material only: the users who bill each role (a role may have several). */
    resources: z
      .array(
        z.object({ role: z.string().trim().min(1).max(80), userId: z.number().int().positive() }),
      )
      .max(200)
      .default([]),
  })
  .superRefine((input, ctx) => {
    if (input.startDate && input.endDate && input.endDate < input.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate is before startDate' });
  });
export type CreateFromQuoteInput = z.input<typeof CreateFromQuoteInputSchema>;

export const CreateFromQuoteResultSchema = z.object({
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  revision: z.number().int(),
  milestoneCount: z.number().int(),
  taskCount: z.number().int(),
  contractId: z.number().int().nullable(),
});
export type CreateFromQuoteResult = z.infer<typeof CreateFromQuoteResultSchema>;

/** The kinds of one difference between a project and a newer revision. */
export const QUOTE_CHANGE_KINDS = ['add', 'change', 'remove', 'outOfScope'] as const;
export const QuoteChangeKindSchema = z.enum(QUOTE_CHANGE_KINDS);

/**
 * One difference the user may pick (by `key`). Tasks with logged time are
 * never deleted: a removed line's task with time reads `outOfScope` (the
 * task keeps its time and gets the "Out of scope" label) instead of `remove`.
 */
export const QuoteDifferenceSchema = z.object({
  key: z.string(),
  kind: QuoteChangeKindSchema,
  label: z.string(),
  /** What the project has now and what the revision says (text for display). */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type QuoteDifference = z.infer<typeof QuoteDifferenceSchema>;

/** `GET /api/projects/update-from-quote/{quoteId}/options`. */
export const UpdateFromQuoteOptionsSchema = z.object({
  quote: QuoteBriefSchema.extend({ acceptedRevision: z.number().int() }),
  project: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    version: z.number().int(),
    appliedRevision: z.number().int().nullable(),
  }),
  /** False when the project already carries the accepted revision (nothing to apply). */
  newerRevision: z.boolean(),
  budget: QuoteDifferenceSchema.nullable(),
  milestones: z.array(QuoteDifferenceSchema),
  tasks: z.array(QuoteDifferenceSchema),
  rates: z.array(QuoteDifferenceSchema),
});
export type UpdateFromQuoteOptions = z.infer<typeof UpdateFromQuoteOptionsSchema>;

/**
 * `POST /api/projects/update-from-quote/{quoteId}`: applies the differences
 * picked (by key), in one transaction, and records the revision as applied.
 * `version` is the project's, as the preview read it (409 when stale).
 */
export const UpdateFromQuoteInputSchema = z.object({
  version: VersionSchema,
  budget: z.boolean().default(false),
  milestones: z.array(z.string().max(200)).max(2_000).default([]),
  tasks: z.array(z.string().max(200)).max(4_000).default([]),
  rates: z.array(z.string().max(200)).max(200).default([]),
});
export type UpdateFromQuoteInput = z.input<typeof UpdateFromQuoteInputSchema>;

export const UpdateFromQuoteResultSchema = z.object({
  project: z.object({ id: z.number().int(), code: z.string(), version: z.number().int() }),
  appliedRevision: z.number().int(),
  applied: z.number().int(),
});
export type UpdateFromQuoteResult = z.infer<typeof UpdateFromQuoteResultSchema>;
