import { z } from 'zod';
import {
  DateStringSchema,
  InstantSchema,
  MarkdownBodySchema,
  pageOf,
  pageQuery,
  SearchTextSchema,
  VersionSchema,
} from '../common/common.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * Risks and issues (issue 15 § 1-2, DOMAIN.md § Scope, lessons, reports,
 * risks, contacts). A risk may happen; an issue has happened. Both are rated
 * for probability and impact (1-5 each); the severity is their product and a
 * severity of 15 or more is critical. The register keeps every change (the
 * history) and a thread of internal comments. Stakeholders read only the
 * items marked `sharedWithStakeholders`, and never their comments or history.
 */

export const RISK_KINDS = ['risk', 'issue'] as const;
export const RiskKindSchema = z.enum(RISK_KINDS, { error: 'kind must be risk or issue' });
export type RiskKind = z.infer<typeof RiskKindSchema>;

export const RISK_STATUSES = ['open', 'mitigating', 'closed'] as const;
export const RiskStatusSchema = z.enum(RISK_STATUSES, {
  error: 'status must be open, mitigating or closed',
});
export type RiskStatus = z.infer<typeof RiskStatusSchema>;

/** Probability and impact are rated 1 (lowest) to 5 (highest). */
export const RISK_SCALE_MAX = 5;
/** A severity (probability x impact) of 15 or more is critical. */
export const CRITICAL_SEVERITY = 15;
/** "Recent" = any change or comment within this many days. */
export const RECENT_RISK_DAYS = 14;

export function riskSeverity(probability: number, impact: number): number {
  return probability * impact;
}
export function isCriticalSeverity(severity: number): boolean {
  return severity >= CRITICAL_SEVERITY;
}

/** The project a risk belongs to (the portfolio lists name it). */
export const RiskProjectRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type RiskProjectRef = z.infer<typeof RiskProjectRefSchema>;

export const RiskSchema = z.object({
  id: z.number().int(),
  project: RiskProjectRefSchema,
  kind: RiskKindSchema,
  title: z.string(),
  /** Markdown. */
  description: z.string(),
  probability: z.number().int(),
  impact: z.number().int(),
  /** probability x impact, 1-25. */
  severity: z.number().int(),
  critical: z.boolean(),
  owner: UserRefSchema.nullable(),
  status: RiskStatusSchema,
  dueDate: DateStringSchema.nullable(),
  /** Markdown: what is being done about it. */
  mitigation: z.string(),
  sharedWithStakeholders: z.boolean(),
  /** Comments on the item (0 for a stakeholder, who never reads them). */
  commentCount: z.number().int(),
  createdBy: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  /** The last change of the item or a comment on it (what "recent" reads). */
  updatedAt: InstantSchema,
  version: z.number().int(),
});
export type Risk = z.infer<typeof RiskSchema>;

/** The fields a history entry can name. */
export const RISK_FIELDS = [
  'kind',
  'title',
  'description',
  'probability',
  'impact',
  'owner',
  'status',
  'dueDate',
  'mitigation',
  'sharedWithStakeholders',
] as const;
export const RiskFieldSchema = z.enum(RISK_FIELDS);
export type RiskField = z.infer<typeof RiskFieldSchema>;

/** One change of one field, as text the page shows (`owner` by name, `dueDate` as YYYY-MM-DD). */
export const RiskFieldChangeSchema = z.object({
  field: RiskFieldSchema,
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** One save of the item: who, when, and each field it changed; the creation is the oldest entry. */
export const RiskHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: InstantSchema,
  by: UserRefSchema.nullable(),
  created: z.boolean(),
  changes: z.array(RiskFieldChangeSchema),
});
export type RiskHistoryEntry = z.infer<typeof RiskHistoryEntrySchema>;

/** `GET .../risks/{riskId}`: the item with its history (newest first; empty for a stakeholder). */
export const RiskDetailSchema = RiskSchema.extend({
  history: z.array(RiskHistoryEntrySchema),
});
export type RiskDetail = z.infer<typeof RiskDetailSchema>;

const Rating = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 1 to 5` })
    .int(`${name} must be a whole number from 1 to 5`)
    .min(1, `${name} must be a whole number from 1 to 5`)
    .max(RISK_SCALE_MAX, `${name} must be a whole number from 1 to 5`);

const RiskFieldsSchema = z.object({
  kind: RiskKindSchema.default('risk'),
  title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(200),
  description: z.string().max(20_000).default(''),
  probability: Rating('probability'),
  impact: Rating('impact'),
  /** An internal user who may read the project's risks (400 otherwise); null for nobody yet. */
  ownerId: z.number().int().positive().nullable().default(null),
  status: RiskStatusSchema.default('open'),
  dueDate: DateStringSchema.nullable().default(null),
  mitigation: z.string().max(20_000).default(''),
  sharedWithStakeholders: z.boolean().default(false),
});

export const RiskCreateInputSchema = RiskFieldsSchema;
export type RiskCreateInput = z.input<typeof RiskCreateInputSchema>;

/** Updates send every field with the version read (409 when the item changed since). */
export const RiskUpdateInputSchema = RiskFieldsSchema.extend({ version: VersionSchema });
export type RiskUpdateInput = z.input<typeof RiskUpdateInputSchema>;

export const RISK_SORT_COLUMNS = ['severity', 'updatedAt', 'dueDate', 'title', 'status'] as const;

const RatingQuery = (name: string) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(RISK_SCALE_MAX)
    .optional()
    .describe(`Only items of this ${name} (1-5): a cell of the heat map`);

/** Filters both the project register and the portfolio share. */
const RiskFilterQuerySchema = pageQuery(50).extend({
  search: SearchTextSchema,
  kind: RiskKindSchema.optional().describe('Only risks or only issues'),
  status: RiskStatusSchema.optional().describe('Only items of this status'),
  probability: RatingQuery('probability'),
  impact: RatingQuery('impact'),
  sort: z
    .enum(RISK_SORT_COLUMNS)
    .default('severity')
    .describe('Sort column (severity: highest first, then most recently changed)'),
});

export const RiskListQuerySchema = RiskFilterQuerySchema;
export type RiskListQuery = z.input<typeof RiskListQuerySchema>;

/** One cell of the 5 x 5 probability-impact heat map. */
export const HeatMapCellSchema = z.object({
  probability: z.number().int(),
  impact: z.number().int(),
  count: z.number().int(),
});
export type HeatMapCell = z.infer<typeof HeatMapCellSchema>;

/**
 * The project register: a page of items under the query's filter, and the
 * heat map of the project's items that are not closed (every cell with at
 * least one; the map ignores the query's own filters so that a click on a
 * cell never empties the rest of the map).
 */
export const RiskPageSchema = pageOf(RiskSchema).extend({
  heatMap: z.array(HeatMapCellSchema),
});
export type RiskPage = z.infer<typeof RiskPageSchema>;

export const PORTFOLIO_RISK_VIEWS = [
  'active',
  'critical',
  'recent',
  'inactive',
  'notifications',
] as const;
export const PortfolioRiskViewSchema = z.enum(PORTFOLIO_RISK_VIEWS, {
  error: 'view must be active, critical, recent, inactive or notifications',
});
export type PortfolioRiskView = z.infer<typeof PortfolioRiskViewSchema>;

/**
 * `GET /api/risks`: every item of the projects the user may read the risks
 * of, in one view. active = not closed; critical = severity >= 15 and not
 * closed; recent = changed or commented in the last 14 days; inactive =
 * closed; notifications = the items the user's subscriptions cover.
 */
export const PortfolioRiskQuerySchema = RiskFilterQuerySchema.extend({
  view: PortfolioRiskViewSchema.default('active').describe(
    'active | critical | recent | inactive | notifications',
  ),
  projectId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Only the items of this project'),
});
export type PortfolioRiskQuery = z.input<typeof PortfolioRiskQuerySchema>;

export const PortfolioRiskPageSchema = pageOf(RiskSchema);
export type PortfolioRiskPage = z.infer<typeof PortfolioRiskPageSchema>;

/* Comments ------------------------------------------------------------------ */

/** Internal comments on a risk (never shown to stakeholders). */
export const RiskCommentSchema = z.object({
  id: z.number().int(),
  riskId: z.number().int(),
  author: UserRefSchema.nullable(),
  /** Markdown. */
  body: z.string(),
  createdAt: InstantSchema,
});
export type RiskComment = z.infer<typeof RiskCommentSchema>;

export const RiskCommentCreateInputSchema = z.object({ body: MarkdownBodySchema });
export type RiskCommentCreateInput = z.input<typeof RiskCommentCreateInputSchema>;

export const RiskCommentListQuerySchema = pageQuery(100);
export const RiskCommentPageSchema = pageOf(RiskCommentSchema);
export type RiskCommentPage = z.infer<typeof RiskCommentPageSchema>;

/* Subscriptions --------------------------------------------------------------- */

export const RISK_SUBSCRIPTION_SCOPES = ['all', 'project', 'item'] as const;
export const RiskSubscriptionScopeSchema = z.enum(RISK_SUBSCRIPTION_SCOPES, {
  error: 'scope must be all, project or item',
});
export type RiskSubscriptionScope = z.infer<typeof RiskSubscriptionScopeSchema>;

export const RISK_EVENTS = ['created', 'severityRaised', 'statusChanged', 'commented'] as const;
export const RiskEventSchema = z.enum(RISK_EVENTS, {
  error: 'events are created, severityRaised, statusChanged or commented',
});
export type RiskEvent = z.infer<typeof RiskEventSchema>;

export const RiskSubscriptionSchema = z.object({
  id: z.number().int(),
  scope: RiskSubscriptionScopeSchema,
  /** The project of a `project` or `item` subscription. */
  project: RiskProjectRefSchema.nullable(),
  /** The item of an `item` subscription. */
  risk: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  events: z.array(RiskEventSchema),
  createdAt: InstantSchema,
});
export type RiskSubscription = z.infer<typeof RiskSubscriptionSchema>;

/**
 * A new subscription: `all` (every project the user may read the risks of,
 * now and later), `project` (projectId) or `item` (riskId). The project or
 * item must be one the user may read (404 otherwise). Subscribing again to
 * the same scope replaces the events of the existing subscription.
 */
export const RiskSubscriptionCreateInputSchema = z
  .object({
    scope: RiskSubscriptionScopeSchema,
    projectId: z.number().int().positive().optional(),
    riskId: z.number().int().positive().optional(),
    events: z
      .array(RiskEventSchema)
      .min(1, 'events must name at least one event')
      .max(RISK_EVENTS.length)
      .transform((events) => RISK_EVENTS.filter((event) => events.includes(event))),
  })
  .superRefine((value, ctx) => {
    if (value.scope === 'project' && value.projectId === undefined)
      ctx.addIssue({ code: 'custom', path: ['projectId'], message: 'projectId is required' });
    if (value.scope === 'item' && value.riskId === undefined)
      ctx.addIssue({ code: 'custom', path: ['riskId'], message: 'riskId is required' });
  });
export type RiskSubscriptionCreateInput = z.input<typeof RiskSubscriptionCreateInputSchema>;

export const RiskSubscriptionListSchema = z.array(RiskSubscriptionSchema);
