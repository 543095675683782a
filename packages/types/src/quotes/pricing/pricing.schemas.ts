import { z } from 'zod';

/**
 * Input shapes of the pricing engine (README.md beside this file): the line
 * items of a quote and the markup entries of a pricing config. Money is
 * integer minor units in the quote's currency; the bounds keep every product
 * the engine forms exact (see README § Ranges).
 */

/** Longest allowed minutes of one line: 10,000,000 (about 166,667 hours). */
export const MAX_LINE_MINUTES = 10_000_000;
/** Highest hourly rate or cost rate of a line, in minor units (as salary groups allow). */
export const MAX_LINE_RATE = 100_000_000;
/**
 * Highest expenses of one line and highest magnitude of a fixed markup, in
 * minor units: under PostgreSQL's 32-bit integer, the range the API's input
 * check allows for any integer field but a few named money fields.
 */
export const MAX_LINE_EXPENSES = 2_000_000_000;
export const MAX_FIXED_MARKUP = 2_000_000_000;
/** Most line items one quote may carry. */
export const MAX_PRICING_LINES = 2_000;
/** Most markup entries one pricing config may carry. */
export const MAX_MARKUP_ENTRIES = 50;
/** Percent markups range from -100 % (a full discount) to 1000 %. */
export const MIN_MARKUP_PERCENT = -100;
export const MAX_MARKUP_PERCENT = 1_000;
/** A percentage carries at most 4 decimals: the engine counts it in 1/10,000 of a percent. */
export const MARKUP_PERCENT_DECIMALS = 4;

export const MARKUP_KINDS = ['percent', 'fixed'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];
export const MarkupKindSchema = z.enum(MARKUP_KINDS, {
  error: 'kind must be percent or fixed',
});

export const MARKUP_APPLIES_TO = ['labour', 'expenses', 'subtotal'] as const;
export type MarkupAppliesTo = (typeof MARKUP_APPLIES_TO)[number];
export const MarkupAppliesToSchema = z.enum(MARKUP_APPLIES_TO, {
  error: 'appliesTo must be labour, expenses or subtotal',
});

/** Whether `value` is a number with at most 4 decimals (the nearest double to one). */
export function hasAtMostFourDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 10_000) / 10_000 === value;
}

/** The fields of a markup entry, without the check of `value` against `kind` (to extend). */
export const MarkupEntryFieldsSchema = z.object({
  label: z.string({ error: 'label is required' }).trim().min(1, 'label is required').max(80),
  kind: MarkupKindSchema,
  value: z.number({ error: 'value must be a number' }).finite('value must be a finite number'),
  appliesTo: MarkupAppliesToSchema,
});

/**
 * Checks `value` against `kind` (on `value`): a percentage is -100..1000
 * with at most 4 decimals, a fixed amount whole minor units within
 * ±MAX_FIXED_MARKUP. Add it with
 * `.superRefine(markupValueFitsKind)` to a schema extending
 * `MarkupEntryFieldsSchema` (Zod refuses to extend a refined object).
 */
export function markupValueFitsKind(
  entry: { kind: MarkupKind; value: number },
  ctx: z.RefinementCtx,
): void {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
  if (entry.kind === 'percent') {
    if (entry.value < MIN_MARKUP_PERCENT || entry.value > MAX_MARKUP_PERCENT)
      issue(`A percentage must be between ${MIN_MARKUP_PERCENT} and ${MAX_MARKUP_PERCENT}`);
    else if (!hasAtMostFourDecimals(entry.value)) issue('A percentage has at most 4 decimals');
  } else if (!Number.isSafeInteger(entry.value)) {
    issue('A fixed amount must be whole minor units');
  } else if (Math.abs(entry.value) > MAX_FIXED_MARKUP) {
    issue(`A fixed amount must be between -${MAX_FIXED_MARKUP} and ${MAX_FIXED_MARKUP}`);
  }
}

/**
 * A markup entry as written: `value` is the percentage for `percent` (12.5
 * means 12.5 %, negative for a discount, at most 4 decimals, -100..1000) and
 * integer minor units for `fixed` (negative for a discount).
 */
export const MarkupEntryInputSchema = MarkupEntryFieldsSchema.superRefine(markupValueFitsKind);
export type MarkupEntryInput = z.input<typeof MarkupEntryInputSchema>;
export type MarkupEntry = z.output<typeof MarkupEntryInputSchema>;

/** The markup entries of a pricing config, in the order they apply (index 0 first). */
export const MarkupEntriesInputSchema = z
  .array(MarkupEntryInputSchema)
  .max(MAX_MARKUP_ENTRIES, `At most ${MAX_MARKUP_ENTRIES} markup entries`);

const minorUnits = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be whole minor units`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} is at most ${max}`);

/**
 * A line item as written. `rate` is the hourly rate charged (from the rate
 * profile, overridable); `costRate` the hourly cost of the role's salary
 * group on the quote date, null when unknown (no salary group or no rate on
 * that date). Roles are the rate profile's role names; a line with no labour
 * (expenses only) may leave the role empty.
 */
export const LineItemInputSchema = z.object({
  section: z.string({ error: 'section must be text' }).trim().max(120).default(''),
  description: z.string({ error: 'description must be text' }).trim().max(2_000).default(''),
  role: z.string({ error: 'role must be text' }).trim().max(80).default(''),
  minutes: z
    .number({ error: 'minutes must be a number' })
    .int('minutes must be whole minutes')
    .min(0, 'minutes cannot be negative')
    .max(MAX_LINE_MINUTES, `minutes is at most ${MAX_LINE_MINUTES}`),
  rate: minorUnits('rate', MAX_LINE_RATE),
  costRate: minorUnits('costRate', MAX_LINE_RATE).nullable().default(null),
  expenses: minorUnits('expenses', MAX_LINE_EXPENSES).default(0),
});
export type LineItemInput = z.input<typeof LineItemInputSchema>;
export type LineItem = z.output<typeof LineItemInputSchema>;

/** The line items of a quote, written whole. */
export const LineItemsInputSchema = z
  .array(LineItemInputSchema)
  .max(MAX_PRICING_LINES, `At most ${MAX_PRICING_LINES} line items`);

/** What the engine computes (README.md § Output); cost, margin and marginPercent are null when a cost rate is unknown. */
export const PricingTotalsSchema = z.object({
  lines: z.array(z.object({ labour: z.number().int(), cost: z.number().int().nullable() })),
  labour: z.number().int(),
  expenses: z.number().int(),
  subtotal: z.number().int(),
  markups: z.array(
    z.object({ index: z.number().int(), amount: z.number().int(), base: z.number().int() }),
  ),
  markupTotal: z.number().int(),
  total: z.number().int(),
  cost: z.number().int().nullable(),
  margin: z.number().int().nullable(),
  marginPercent: z.number().nullable(),
});
export type PricingTotals = z.infer<typeof PricingTotalsSchema>;
