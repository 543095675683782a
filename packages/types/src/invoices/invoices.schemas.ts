import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  pageOf,
  pageQuery,
  SearchTextSchema,
  SortDirectionSchema,
  VersionSchema,
} from '../common/common.schemas';
import { MonthSchema } from '../finances/finances.schemas';
import { INVOICE_UNIT_KINDS } from './invoice-arithmetic';

/**
 * Invoices (issue 32): a project's invoice to a client contact, in the
 * project's currency, drafted empty, from approved time or from milestones,
 * issued under a gapless number per year, paid in parts, voided by a credit
 * note. Figures are integer minor units; the arithmetic is
 * `invoice-arithmetic.ts`.
 */

export const INVOICE_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** A credit note is issued when an invoice is voided: its own number, the lines negated. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export const InvoiceKindSchema = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof InvoiceKindSchema>;

export const InvoiceUnitKindSchema = z.enum(INVOICE_UNIT_KINDS, {
  error: 'unitKind must be minutes or units',
});

/** Bounds that keep every product of the arithmetic exact (safe integers). */
export const MAX_INVOICE_QUANTITY = 1_000_000;
export const MAX_INVOICE_UNIT_PRICE = 1_000_000_000;
export const MAX_INVOICE_LINES = 500;
export const MAX_PAYMENT_TERMS_DAYS = 365;
/**
 * What a new draft takes when neither its body nor the workspace billing
 * settings say otherwise (the settings start from the same values).
 */
export const FALLBACK_PAYMENT_TERMS_DAYS = 30;
export const FALLBACK_TAX_RATE_BP = 0;

export const InvoiceAmountsSchema = z.object({
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
});

export const InvoiceLineSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  unitKind: InvoiceUnitKindSchema,
  /** Minutes or units; negative on a credit note. */
  quantity: z.number().int(),
  /** Minor units per hour (minutes) or per unit. */
  unitPrice: z.number().int(),
  /** Basis points (1900 = 19 %). */
  taxRate: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
  /** The time entries the line bills (from-time lines), how many. */
  timeEntryCount: z.number().int(),
  /** The milestone the line bills (from-milestones lines). */
  milestoneId: z.number().int().nullable(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoicePaymentSchema = z.object({
  id: z.number().int(),
  paidOn: z.string(),
  amount: z.number().int(),
  recordedAt: z.string(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

export const InvoiceRefSchema = z.object({ id: z.number().int(), number: z.string().nullable() });

export const InvoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: InvoiceKindSchema,
  number: z.string().nullable(),
  status: InvoiceStatusSchema,
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  client: z.object({ id: z.number().int(), name: z.string(), company: z.string() }).nullable(),
  currency: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  totals: InvoiceAmountsSchema,
  /** The sum of the payments recorded. */
  paid: z.number().int(),
  /** Gross less paid (0 for drafts, voided invoices and credit notes). */
  outstanding: z.number().int(),
  /** The invoice a credit note credits. */
  creditOf: InvoiceRefSchema.nullable(),
  /** The credit note of a voided invoice. */
  creditNote: InvoiceRefSchema.nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceSchema = InvoiceSummarySchema.extend({
  notes: z.string(),
  voidReason: z.string(),
  lines: z.array(InvoiceLineSchema),
  payments: z.array(InvoicePaymentSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The list's sums over every matching invoice (not only the page), one row per currency. */
export const InvoiceListTotalsSchema = z.array(
  InvoiceAmountsSchema.extend({
    currency: z.string(),
    paid: z.number().int(),
    outstanding: z.number().int(),
    count: z.number().int(),
  }),
);

export const InvoicePageSchema = pageOf(InvoiceSummarySchema).extend({
  totals: InvoiceListTotalsSchema,
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** The columns the invoice list sorts by (`total`: the gross total). */
export const INVOICE_SORTS = ['number', 'issueDate', 'dueDate', 'total', 'status'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const InvoiceListQuerySchema = pageQuery(50).extend({
  sort: z
    .enum(INVOICE_SORTS, { error: `sort must be one of ${INVOICE_SORTS.join(', ')}` })
    .optional()
    .describe(
      'Column to sort by, then by id; drafts (no number or dates) come last either way. Left out: newest first',
    ),
  direction: SortDirectionSchema,
  status: InvoiceStatusSchema.optional().describe('Only invoices in this status'),
  projectId: IdSchema.optional().describe('Only the invoices of this project'),
  clientId: IdSchema.optional().describe('Only the invoices to this client contact'),
  from: DateStringSchema.optional().describe(
    'Only invoices issued on or after this day (drafts have no issue date)',
  ),
  to: DateStringSchema.optional().describe('Only invoices issued on or before this day'),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuerySchema>;

/**
 * A project's invoicing per calendar month (UTC), in minor units of the
 * project's currency: invoiced = the gross of what was issued that month
 * (credit notes negative in theirs, a voided invoice still in its issue
 * month), paid = the payments dated in it, outstanding = everything invoiced
 * less everything paid up to the month's end.
 */
export const InvoiceFiguresSchema = z.object({
  invoiced: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
});
export type InvoiceFigures = z.infer<typeof InvoiceFiguresSchema>;

export const InvoiceMonthFiguresSchema = InvoiceFiguresSchema.extend({ month: MonthSchema });
export type InvoiceMonthFigures = z.infer<typeof InvoiceMonthFiguresSchema>;

export const ProjectInvoiceFiguresSchema = z.object({
  projectId: z.number().int(),
  /** The project's currency: the figures count only its invoices. */
  currency: z.string(),
  /** Every month from the first with an issue or a payment to the last, oldest first. */
  months: z.array(InvoiceMonthFiguresSchema),
  /** The sums of the months; outstanding is the last month's. */
  totals: InvoiceFiguresSchema,
  /** Currencies of issued invoices of the project not counted (the project's currency changed since). */
  otherCurrencies: z.array(z.string()),
});
export type ProjectInvoiceFigures = z.infer<typeof ProjectInvoiceFiguresSchema>;

/**
 * A client contact an invoice may name, as the invoice pages' picker lists it
 * (`GET /api/invoices/clients`): only what a picker shows — never the
 * contact's notes or its other fields, which stay in the directory.
 */
export const InvoiceClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  /** Whether the contact holds every billing detail an issued invoice needs (EN 16931 buyer). */
  billingComplete: z.boolean(),
});
export type InvoiceClient = z.infer<typeof InvoiceClientSchema>;
export const InvoiceClientPageSchema = pageOf(InvoiceClientSchema);
export type InvoiceClientPage = z.infer<typeof InvoiceClientPageSchema>;

export const InvoiceClientListQuerySchema = pageQuery(20).extend({
  search: SearchTextSchema.describe('Free-text search over the name, company and email (infix)'),
});
export type InvoiceClientListQuery = z.input<typeof InvoiceClientListQuerySchema>;

const quantity = z
  .number({ error: 'quantity must be a whole number of minutes or units' })
  .int('quantity must be a whole number of minutes or units')
  .min(0, 'quantity cannot be negative')
  .max(MAX_INVOICE_QUANTITY);
const unitPrice = z
  .number({ error: 'unitPrice must be whole minor units' })
  .int('unitPrice must be whole minor units')
  .min(-MAX_INVOICE_UNIT_PRICE)
  .max(MAX_INVOICE_UNIT_PRICE);
export const TaxRateSchema = z
  .number({ error: 'taxRate must be basis points (1900 = 19 %)' })
  .int('taxRate must be whole basis points')
  .min(0, 'taxRate cannot be negative')
  .max(10_000, 'taxRate is at most 100 %');
const paymentTermsDays = z.number().int().min(0).max(MAX_PAYMENT_TERMS_DAYS);
const notes = z.string().max(5_000);
const clientContactId = z.number().int().positive().nullable();

/** A line as a draft is written: an `id` keeps an existing line's sources (its time, its milestone). */
export const InvoiceLineInputSchema = z.object({
  id: z.number().int().positive().optional(),
  description: z.string().trim().min(1, 'description is required').max(1_000),
  unitKind: InvoiceUnitKindSchema,
  quantity,
  unitPrice,
  taxRate: TaxRateSchema,
});
export type InvoiceLineInput = z.input<typeof InvoiceLineInputSchema>;

/** The fields every draft carries beside its lines; left out, the terms are the billing settings'. */
const draftFields = {
  clientContactId: clientContactId.default(null),
  paymentTermsDays: paymentTermsDays
    .optional()
    .describe(
      `Days from issue to due; left out, the billing settings' payment terms (${FALLBACK_PAYMENT_TERMS_DAYS} without settings)`,
    ),
  notes: notes.default(''),
};

export const InvoiceCreateInputSchema = z.object({
  projectId: z.number().int().positive(),
  ...draftFields,
  lines: z
    .array(InvoiceLineInputSchema.omit({ id: true }))
    .max(MAX_INVOICE_LINES)
    .default([]),
});
export type InvoiceCreateInput = z.input<typeof InvoiceCreateInputSchema>;

/** The whole draft with the version read; lines left out are removed (their sources released). */
export const InvoiceUpdateInputSchema = z.object({
  clientContactId,
  paymentTermsDays,
  notes,
  lines: z.array(InvoiceLineInputSchema).max(MAX_INVOICE_LINES),
  version: VersionSchema,
});
export type InvoiceUpdateInput = z.input<typeof InvoiceUpdateInputSchema>;

/** What a generated draft is written with beside its source. */
const generatedFields = {
  ...draftFields,
  /** The tax rate of the generated lines (basis points); left out, the billing settings' default. */
  taxRate: TaxRateSchema.optional().describe(
    `Tax rate of the generated lines in basis points; left out, the billing settings' default tax rate (${FALLBACK_TAX_RATE_BP} without settings)`,
  ),
};

export const InvoiceFromTimeInputSchema = z
  .object({
    contractId: z.number().int().positive().optional(),
    projectId: z.number().int().positive().optional(),
    from: DateStringSchema,
    to: DateStringSchema,
    ...generatedFields,
  })
  .superRefine((value, ctx) => {
    if ((value.contractId === undefined) === (value.projectId === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['contractId'],
        message: 'Send exactly one of contractId and projectId',
      });
    if (value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to cannot be before from' });
  });
export type InvoiceFromTimeInput = z.input<typeof InvoiceFromTimeInputSchema>;

export const InvoiceFromMilestonesInputSchema = z.object({
  milestoneIds: z
    .array(z.number().int().positive())
    .min(1, 'milestoneIds needs at least one milestone')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'milestoneIds lists a milestone twice'),
  ...generatedFields,
});
export type InvoiceFromMilestonesInput = z.input<typeof InvoiceFromMilestonesInputSchema>;

export const InvoiceIssueInputSchema = z.object({ version: VersionSchema });

export const InvoicePaymentInputSchema = z.object({
  paidOn: DateStringSchema,
  amount: z
    .number({ error: 'amount must be whole minor units' })
    .int('amount must be whole minor units')
    .positive('amount must be more than 0')
    .max(Number.MAX_SAFE_INTEGER),
});
export type InvoicePaymentInput = z.input<typeof InvoicePaymentInputSchema>;

export const InvoiceVoidInputSchema = z.object({
  version: VersionSchema,
  reason: z.string().trim().min(1, 'reason is required').max(2_000),
});
export type InvoiceVoidInput = z.input<typeof InvoiceVoidInputSchema>;
