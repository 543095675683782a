import { z } from 'zod';
import {
  InstantSchema,
  MoneySchema,
  pageOf,
  pageQuery,
  VersionSchema,
} from '../common/common.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * Project scope (issue 13 § 4): baseline items (the scope the budget was set
 * for) and change requests. A change request is proposed, then approved or
 * rejected through its decision (`POST .../decision`); approving one adds its
 * effort and price to the project's budget in the same transaction and
 * records a budget change. An approved item may then be marked delivered.
 * Baseline items never move the budget: their status is edited directly.
 */

export const SCOPE_ITEM_TYPES = ['baseline', 'change'] as const;
export const ScopeItemTypeSchema = z.enum(SCOPE_ITEM_TYPES, {
  error: 'type must be baseline or change',
});
export type ScopeItemType = z.infer<typeof ScopeItemTypeSchema>;

export const SCOPE_ITEM_STATUSES = ['proposed', 'approved', 'rejected', 'delivered'] as const;
export const ScopeItemStatusSchema = z.enum(SCOPE_ITEM_STATUSES, {
  error: 'status must be proposed, approved, rejected or delivered',
});
export type ScopeItemStatus = z.infer<typeof ScopeItemStatusSchema>;

/** The page's sections: baseline items, open change requests (proposed), decided ones. */
export const SCOPE_GROUPS = ['baseline', 'open', 'decided'] as const;
export const ScopeGroupSchema = z.enum(SCOPE_GROUPS, {
  error: 'group must be baseline, open or decided',
});
export type ScopeGroup = z.infer<typeof ScopeGroupSchema>;

/** The group an item is listed in. */
export function scopeGroupOf(item: { type: ScopeItemType; status: ScopeItemStatus }): ScopeGroup {
  if (item.type === 'baseline') return 'baseline';
  return item.status === 'proposed' ? 'open' : 'decided';
}

export const SCOPE_DECISIONS = ['approved', 'rejected'] as const;
export const ScopeDecisionSchema = z.enum(SCOPE_DECISIONS, {
  error: 'decision must be approved or rejected',
});

/** Largest effort of one item: 10,000,000 minutes (about 166,000 hours). */
export const MAX_SCOPE_EFFORT_MINUTES = 10_000_000;
/** Largest price of one item in minor units (10^13: far inside a PostgreSQL BIGINT). */
export const MAX_SCOPE_PRICE = 10_000_000_000_000;

export const ScopeItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: ScopeItemTypeSchema,
  status: ScopeItemStatusSchema,
  /** Effort in minutes; a change request may be negative (it takes scope out). */
  effortMinutes: z.number().int(),
  /** Price impact in the project's currency; null when the reader may not read the project's financials. */
  price: MoneySchema.nullable(),
  /** Who asked for it (free text: often someone at the client). */
  requestedBy: z.string(),
  createdBy: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  decidedBy: UserRefSchema.nullable(),
  decidedAt: InstantSchema.nullable(),
  decisionNote: z.string(),
  version: z.number().int(),
});
export type ScopeItem = z.infer<typeof ScopeItemSchema>;

/** Count, effort and price of one section (price null without the project's readFinancials). */
export const ScopeTotalsSchema = z.object({
  count: z.number().int(),
  effortMinutes: z.number().int(),
  price: MoneySchema.nullable(),
});
export type ScopeTotals = z.infer<typeof ScopeTotalsSchema>;

export const ScopePageSchema = pageOf(ScopeItemSchema).extend({
  /** Totals of every section of the project (whatever the query's filter), summed in SQL. */
  totals: z.object({
    baseline: ScopeTotalsSchema,
    open: ScopeTotalsSchema,
    decided: ScopeTotalsSchema,
    /** The approved and delivered change requests: what the decisions added to the budget. */
    approvedChanges: ScopeTotalsSchema,
  }),
  /** Whether the reader sees prices on this project (so the page can say why they are hidden). */
  amountsVisible: z.boolean(),
});
export type ScopePage = z.infer<typeof ScopePageSchema>;

const Effort = z
  .number({ error: 'effortMinutes must be a whole number of minutes' })
  .int('effortMinutes must be a whole number of minutes')
  .min(-MAX_SCOPE_EFFORT_MINUTES, 'effortMinutes is too small')
  .max(MAX_SCOPE_EFFORT_MINUTES, 'effortMinutes is too large');
const Price = z
  .number({ error: 'priceAmount must be whole minor units' })
  .int('priceAmount must be whole minor units')
  .min(-MAX_SCOPE_PRICE, 'priceAmount is too small')
  .max(MAX_SCOPE_PRICE, 'priceAmount is too large');

const ScopeFieldsSchema = z.object({
  title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(200),
  description: z.string().max(20_000).default(''),
  type: ScopeItemTypeSchema,
  /** Baseline items: proposed, approved or delivered. Change requests are created proposed. */
  status: ScopeItemStatusSchema.default('proposed'),
  effortMinutes: Effort.default(0),
  /** Minor units in the project's currency. */
  priceAmount: Price.default(0),
  requestedBy: z.string().trim().max(200).default(''),
});

function consistent(value: z.output<typeof ScopeFieldsSchema>, ctx: z.RefinementCtx) {
  if (value.type === 'baseline') {
    if (value.status === 'rejected')
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'A baseline item is proposed, approved or delivered',
      });
    if (value.effortMinutes < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['effortMinutes'],
        message: 'A baseline item cannot have negative effort',
      });
    if (value.priceAmount < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['priceAmount'],
        message: 'A baseline item cannot have a negative price',
      });
  }
}

export const ScopeItemCreateInputSchema = ScopeFieldsSchema.superRefine((value, ctx) => {
  consistent(value, ctx);
  if (value.type === 'change' && value.status !== 'proposed')
    ctx.addIssue({
      code: 'custom',
      path: ['status'],
      message: 'A change request starts proposed; approve or reject it through its decision',
    });
});
export type ScopeItemCreateInput = z.input<typeof ScopeItemCreateInputSchema>;

/**
 * Updates send every field with the version read. A change request's status
 * moves only approved <-> delivered here; its effort, price and type are
 * fixed once decided (the budget took them).
 */
export const ScopeItemUpdateInputSchema = ScopeFieldsSchema.extend({
  version: VersionSchema,
}).superRefine(consistent);
export type ScopeItemUpdateInput = z.input<typeof ScopeItemUpdateInputSchema>;

export const ScopeDecisionInputSchema = z.object({
  decision: ScopeDecisionSchema,
  note: z.string().trim().max(2_000).default(''),
  version: VersionSchema,
});
export type ScopeDecisionInput = z.input<typeof ScopeDecisionInputSchema>;

export const ScopeListQuerySchema = pageQuery(100).extend({
  group: ScopeGroupSchema.optional().describe(
    'Only one section: baseline items, open (proposed) change requests or decided ones',
  ),
});
export type ScopeListQuery = z.input<typeof ScopeListQuerySchema>;

/** Budget history (`project_budget_changes`): every change of a project's budget, who and why. */
export const BUDGET_CHANGE_SOURCES = ['changeRequest', 'projectEdit', 'quote'] as const;
export const BudgetChangeSourceSchema = z.enum(BUDGET_CHANGE_SOURCES);
export type BudgetChangeSource = z.infer<typeof BudgetChangeSourceSchema>;

export const BudgetChangeSchema = z.object({
  id: z.number().int(),
  at: InstantSchema,
  by: UserRefSchema.nullable(),
  source: BudgetChangeSourceSchema,
  /** The approved change request (null for an edit of the project, or once the item is deleted). */
  scopeItem: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  currency: z.string(),
  amountBefore: z.number().int().nullable(),
  amountAfter: z.number().int().nullable(),
  minutesBefore: z.number().int().nullable(),
  minutesAfter: z.number().int().nullable(),
});
export type BudgetChange = z.infer<typeof BudgetChangeSchema>;

export const BudgetHistoryPageSchema = pageOf(BudgetChangeSchema).extend({
  /** The project's budget now. */
  current: z.object({
    amount: MoneySchema.nullable(),
    minutes: z.number().int().nullable(),
  }),
});
export type BudgetHistoryPage = z.infer<typeof BudgetHistoryPageSchema>;

export const BudgetHistoryQuerySchema = pageQuery(50);
export type BudgetHistoryQuery = z.input<typeof BudgetHistoryQuerySchema>;
