import { z } from 'zod';
import {
  booleanQueryFlag,
  DateStringSchema,
  InstantSchema,
  MoneySchema,
  pageBodyFields,
  pageOf,
  SearchTextSchema,
  VersionSchema,
} from '../common/common.schemas';
import { CurrencySchema } from '../projects/projects.schemas';
import { UserRefSchema } from '../users/users.schemas';
import { MarkupEntrySchema } from './pricing-configs.schemas';
import {
  LineItemInputSchema,
  MAX_PRICING_LINES,
  PricingTotalsSchema,
} from './pricing/pricing.schemas';

/** A quote meta type (SPEC §3); `/quotes/type-{id}` lists quotes of one type. */
export const QuoteMetaTypeSchema = z.object({
  id: z.number().int(),
  pageTitle: z.string(),
  icon: z.string(),
});
export type QuoteMetaType = z.infer<typeof QuoteMetaTypeSchema>;

/**
 * Status (DOMAIN.md § Quotes). Moves (`PUT /quotes/{quoteId}/status`):
 * draft -> sent; sent -> accepted, rejected, expired or back to draft;
 * rejected or expired -> draft; accepted -> draft (to renegotiate). Any other
 * move is a 409. Accepting records the latest revision as the accepted one
 * (409 when the quote has no revision yet); an accepted quote stays editable,
 * and a newer revision becomes the accepted one only when accepted again.
 */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QuoteStatusSchema = z.enum(QUOTE_STATUSES, {
  error: 'status must be draft, sent, accepted, rejected or expired',
});
export const QUOTE_STATUS_TITLES: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
};
/** The moves `PUT .../status` allows, from each status (the one place the rule lives). */
export const QUOTE_STATUS_MOVES: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent'],
  sent: ['accepted', 'rejected', 'expired', 'draft'],
  accepted: ['draft', 'accepted'],
  rejected: ['draft'],
  expired: ['draft'],
};
/** Whether a quote may move from `from` to `to` (accepted -> accepted re-accepts a newer revision). */
export function canMoveQuoteStatus(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_STATUS_MOVES[from].includes(to);
}

/** Line keys: stable across revisions, so two revisions and a project's tasks match line by line. */
export const LINE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * A line item as `PUT /quotes/{quoteId}` writes it (the draft's lines, whole).
 * `costRate` is never written: the API derives it from the rate profile's
 * salary group of the role on the quote date. `key` identifies the line
 * across revisions; the API gives one to a line sent without it and keeps
 * the ones sent (unique within the quote: a 400 names `lineItems.N.key`).
 */
export const QuoteLineItemInputSchema = LineItemInputSchema.omit({ costRate: true }).extend({
  key: z.string().regex(LINE_KEY_PATTERN, 'key is 1-40 letters, digits, - or _').optional(),
});
export type QuoteLineItemInput = z.input<typeof QuoteLineItemInputSchema>;
export const QuoteLineItemsInputSchema = z
  .array(QuoteLineItemInputSchema)
  .max(MAX_PRICING_LINES, `At most ${MAX_PRICING_LINES} line items`);

/**
 * A line item as read, with its priced figures. `costRate` and `cost` are
 * null for readers without readEmployeeSalaryGroups (and when unknown).
 */
export const QuoteLineItemSchema = z.object({
  key: z.string(),
  section: z.string(),
  description: z.string(),
  role: z.string(),
  minutes: z.number().int(),
  rate: z.number().int(),
  costRate: z.number().int().nullable(),
  expenses: z.number().int(),
  labour: z.number().int(),
  cost: z.number().int().nullable(),
});
export type QuoteLineItem = z.infer<typeof QuoteLineItemSchema>;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** What names a quote wherever it shows: a list row or the quote itself. */
const quoteHeadFields = {
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  client: z.string().nullable(),
  metaTypeId: z.number().int(),
  owner: UserRefSchema.nullable(),
};

/** A row of the quote lists (`POST /quotes/query`, `POST /quote-templates/query`). */
export const QuoteSummarySchema = z.object({
  ...quoteHeadFields,
  status: QuoteStatusSchema,
  archived: z.boolean(),
  isTemplate: z.boolean(),
  quoteDate: z.string(),
  validUntil: z.string().nullable(),
  /** The draft's total (price, never cost), in the quote's currency. */
  total: MoneySchema,
  lineCount: z.number().int(),
  currentRevision: z.number().int().nullable(),
  acceptedRevision: z.number().int().nullable(),
  updatedAt: InstantSchema,
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;
export const QuoteSummaryPageSchema = pageOf(QuoteSummarySchema);

/** The project a quote created (`POST /projects/create-from-quote`), with the revision applied last. */
export const QuoteProjectRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  appliedRevision: z.number().int().nullable(),
});

/**
 * `GET /api/quotes/{quoteId}` (and the answer of every quote write). Totals
 * are the engine's (`computePricing`) over the draft's lines and the pricing
 * config's current entries; cost, margin and marginPercent are null without
 * readEmployeeSalaryGroups (a project manager sees the price, not the cost).
 */
export const QuoteSchema = z.object({
  ...quoteHeadFields,
  currency: z.string(),
  status: QuoteStatusSchema,
  archived: z.boolean(),
  isTemplate: z.boolean(),
  /** The day the quote is priced on: cost rates are the salary groups' on this date. */
  quoteDate: z.string(),
  validUntil: z.string().nullable(),
  notes: z.string(),
  rateProfile: RefSchema.nullable(),
  pricingConfig: RefSchema.nullable(),
  lineItems: z.array(QuoteLineItemSchema),
  markups: z.array(MarkupEntrySchema),
  totals: PricingTotalsSchema,
  /**
   * Hourly cost rate per role of the rate profile on the quote date (null
   * when unknown), so the page prices cost live as lines change. Null for
   * readers without readEmployeeSalaryGroups.
   */
  costRates: z.record(z.string(), z.number().int().nullable()).nullable(),
  /** The latest revision's number (null before the first one). */
  currentRevision: z.number().int().nullable(),
  acceptedRevision: z.number().int().nullable(),
  /** Whether the draft differs from the latest revision (lines, markups or currency). */
  changedSinceRevision: z.boolean(),
  project: QuoteProjectRefSchema.nullable(),
  version: z.number().int(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Quote = z.infer<typeof QuoteSchema>;

/** `GET /api/quotes/{quoteId}/brief`: for quick search and links. */
export const QuoteBriefSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  client: z.string().nullable(),
  status: QuoteStatusSchema,
});
export type QuoteBrief = z.infer<typeof QuoteBriefSchema>;

/** An immutable revision (`GET .../revisions`, newest first; `POST .../revision` answers one). */
export const QuoteRevisionSchema = z.object({
  number: z.number().int(),
  author: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  note: z.string(),
  currency: z.string(),
  rateProfileName: z.string().nullable(),
  pricingConfigName: z.string().nullable(),
  lineItems: z.array(QuoteLineItemSchema),
  markups: z.array(MarkupEntrySchema),
  totals: PricingTotalsSchema,
  accepted: z.boolean(),
});
export type QuoteRevision = z.infer<typeof QuoteRevisionSchema>;

const NameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(200);
const ClientSchema = z.string().trim().max(200).nullable();
const NotesSchema = z.string().trim().max(20_000);

/** The fields of a quote that a create sets and an update changes. */
const QuoteFieldsSchema = z.object({
  name: NameSchema,
  client: ClientSchema.optional(),
  metaTypeId: z.number().int().positive().optional(),
  /** Default: the signed-in user. */
  ownerId: z.number().int().positive().nullable().optional(),
  currency: CurrencySchema.optional(),
  /** Default: today (UTC). */
  quoteDate: DateStringSchema.optional(),
  validUntil: DateStringSchema.nullable().optional(),
  notes: NotesSchema.optional(),
  rateProfileId: z.number().int().positive().nullable().optional(),
  pricingConfigId: z.number().int().positive().nullable().optional(),
  lineItems: QuoteLineItemsInputSchema.optional(),
});

/**
 * `POST /api/quotes` (201). The number (`Q-YYYY-NNNN`, the year of the quote
 * date) is given by the API. `copyFromId` starts from a template or another
 * quote (duplicate): its lines, rate profile, pricing config, currency, meta
 * type and notes, each overridden by a field sent here; the copy is a new
 * draft without revisions.
 */
export const QuoteCreateInputSchema = QuoteFieldsSchema.extend({
  copyFromId: z.number().int().positive().optional(),
});
export type QuoteCreateInput = z.input<typeof QuoteCreateInputSchema>;

/**
 * `PUT /api/quotes/{quoteId}`: the version read plus the fields to change; a
 * field left out keeps its value, `lineItems` replaces the draft's lines whole.
 * Revisions never change. Archived quotes are read-only (409) until restored.
 */
export const QuoteUpdateInputSchema = z.object({
  version: VersionSchema,
  ...QuoteFieldsSchema.partial().shape,
});
export type QuoteUpdateInput = z.input<typeof QuoteUpdateInputSchema>;

/** `POST /api/quotes/{quoteId}/revision` (201): freezes the draft as the next revision. */
export const QuoteRevisionCreateInputSchema = z.object({
  version: VersionSchema,
  note: z.string().trim().max(2_000).default(''),
});
export type QuoteRevisionCreateInput = z.input<typeof QuoteRevisionCreateInputSchema>;

export const QuoteStatusInputSchema = z.object({
  version: VersionSchema,
  status: QuoteStatusSchema,
});
export type QuoteStatusInput = z.input<typeof QuoteStatusInputSchema>;

export const QuoteArchiveInputSchema = z.object({
  version: VersionSchema,
  archived: z.boolean({ error: 'archived must be true or false' }),
});
export type QuoteArchiveInput = z.input<typeof QuoteArchiveInputSchema>;

export const QUOTE_SORT_COLUMNS = [
  'number',
  'name',
  'client',
  'status',
  'quoteDate',
  'validUntil',
  'updatedAt',
] as const;
export type QuoteSortColumn = (typeof QUOTE_SORT_COLUMNS)[number];

/**
 * `POST /api/quotes/query?archived=&search=&metaType=`: the query string
 * selects (SPEC §7), the body pages, sorts and narrows. Templates are never
 * listed here (`/quote-templates/query`).
 */
export const QuoteQuerySchema = z.object({
  archived: booleanQueryFlag('archived', 'Archived quotes instead of active ones'),
  search: SearchTextSchema,
  metaType: z.coerce
    .number({ error: 'metaType must be a number' })
    .int()
    .positive()
    .optional()
    .describe('Only quotes of this meta type'),
});
export const QuoteQueryBodySchema = z.object({
  ...pageBodyFields(50),
  sort: z.enum(QUOTE_SORT_COLUMNS).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  statuses: z.array(QuoteStatusSchema).max(QUOTE_STATUSES.length).default([]),
  /** Only the signed-in user's quotes (`/quotes/my-quotes`). */
  mine: z.boolean().default(false),
  ownerId: z.number().int().positive().nullable().default(null),
});
export type QuoteQueryBody = z.input<typeof QuoteQueryBodySchema>;

/** `GET /api/quotes/query/options`: the filters and pickers of the quote lists and form. */
export const QuoteQueryOptionsSchema = z.object({
  metaTypes: z.array(QuoteMetaTypeSchema),
  statuses: z.array(z.object({ value: QuoteStatusSchema, label: z.string() })),
  owners: z.array(UserRefSchema),
  currencies: z.array(z.string()),
  /** Names only, for the quote form's pickers (the rates need readQuoteRateProfiles). */
  rateProfiles: z.array(RefSchema.extend({ currency: z.string() })),
  pricingConfigs: z.array(RefSchema),
  sortColumns: z.array(z.enum(QUOTE_SORT_COLUMNS)),
  /** manageQuotes: may create and change quotes and templates. */
  canManage: z.boolean(),
  /** readEmployeeSalaryGroups: the lists and page show cost and margin. */
  canSeeCost: z.boolean(),
});
export type QuoteQueryOptions = z.infer<typeof QuoteQueryOptionsSchema>;

/** A template has neither a quote date nor a validity date. */
const UNDATED = { quoteDate: true, validUntil: true } as const;
/** `POST /api/quote-templates` (201): a quote with the template flag, used to start quotes. */
export const QuoteTemplateCreateInputSchema = QuoteCreateInputSchema.omit(UNDATED);
export type QuoteTemplateCreateInput = z.input<typeof QuoteTemplateCreateInputSchema>;
export const QuoteTemplateUpdateInputSchema = QuoteUpdateInputSchema.omit(UNDATED);
export type QuoteTemplateUpdateInput = z.input<typeof QuoteTemplateUpdateInputSchema>;

/** `POST /api/quote-templates/query?search=`: body pages. */
export const QuoteTemplateQuerySchema = z.object({ search: SearchTextSchema });
export const QuoteTemplateQueryBodySchema = z.object({
  ...pageBodyFields(50),
});
