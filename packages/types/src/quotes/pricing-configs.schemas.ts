import { z } from 'zod';
import { VersionSchema } from '../common/common.schemas';
import {
  MARKUP_APPLIES_TO,
  MARKUP_KINDS,
  MARKUP_PERCENT_DECIMALS,
  MarkupAppliesToSchema,
  MarkupEntriesInputSchema,
  MarkupEntryFieldsSchema,
  MarkupKindSchema,
  markupValueFitsKind,
  MAX_FIXED_MARKUP,
  MAX_MARKUP_ENTRIES,
  MAX_MARKUP_PERCENT,
  MIN_MARKUP_PERCENT,
} from './pricing/pricing.schemas';

/**
 * Pricing configs (DOMAIN.md § Quotes): a named, ordered list of markup
 * entries, applied by the pricing engine in index order (README of
 * `./pricing`). Entries have no id of their own: SPEC §7 addresses them by
 * their 0-based index in the list (`.../markup/{markupIndex}`). Every change
 * of an entry is a change of its config and carries the config's version, so
 * an index is only ever read against the list the client saw.
 */

export const MarkupEntrySchema = z.object({
  /** 0-based position in the config's list: the order the entries apply in. */
  index: z.number().int(),
  label: z.string(),
  kind: MarkupKindSchema,
  /** percent: the percentage (12.5 = 12.5 %); fixed: minor units of the quote's currency. */
  value: z.number(),
  appliesTo: MarkupAppliesToSchema,
});
export type MarkupEntryView = z.infer<typeof MarkupEntrySchema>;

export const PricingConfigSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  markups: z.array(MarkupEntrySchema),
  /** How many quotes (templates included) use it. */
  quoteCount: z.number().int(),
  version: z.number().int(),
});
export type PricingConfig = z.infer<typeof PricingConfigSchema>;

/** `POST /api/quotes/configs` (201). */
export const PricingConfigCreateInputSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(120),
  markups: MarkupEntriesInputSchema.default([]),
});
export type PricingConfigCreateInput = z.input<typeof PricingConfigCreateInputSchema>;

/**
 * `PUT /api/quotes/configs/{configId}`: renames, and with `markups` replaces
 * the whole list (how the page saves a reorder).
 */
export const PricingConfigUpdateInputSchema = z.object({
  version: VersionSchema,
  name: PricingConfigCreateInputSchema.shape.name.optional(),
  markups: MarkupEntriesInputSchema.optional(),
});
export type PricingConfigUpdateInput = z.input<typeof PricingConfigUpdateInputSchema>;

/**
 * `POST /api/quotes/configs/{configId}/markup` adds an entry at `index`
 * (0 … length; the end when left out); `PUT .../markup/{markupIndex}`
 * replaces the entry there. Both answer the whole config; an index past the
 * list is a 404 (in the path) or a 400 naming `index` (in the body); a full
 * list (MAX_MARKUP_ENTRIES) is a 400.
 */
export const MarkupEntryAddInputSchema = MarkupEntryFieldsSchema.extend({
  version: VersionSchema,
  index: z.number().int().min(0, 'index cannot be negative').max(MAX_MARKUP_ENTRIES).optional(),
}).superRefine(markupValueFitsKind);
export type MarkupEntryAddInput = z.input<typeof MarkupEntryAddInputSchema>;

export const MarkupEntryUpdateInputSchema = MarkupEntryFieldsSchema.extend({
  version: VersionSchema,
}).superRefine(markupValueFitsKind);
export type MarkupEntryUpdateInput = z.input<typeof MarkupEntryUpdateInputSchema>;

/** Path parameters of one markup entry: the config id and a 0-based index. */
export const MarkupIndexParamsSchema = z.object({
  configId: z.coerce.number().int().positive().describe('Id of the pricing config'),
  // Null is refused before the coercion (Number(null) is 0, a valid index), so the
  // OpenAPI document marks the parameter required, as every path parameter is.
  markupIndex: z
    .preprocess(
      (value) => (value === null ? undefined : value),
      z.coerce.number().int().min(0).max(MAX_MARKUP_ENTRIES),
    )
    .describe('0-based index of the markup entry in the config (the order entries apply in)'),
});

/**
 * `GET /api/quotes/configs/options` and `.../markup/options`: what the
 * config and markup forms offer, with the bounds the API checks.
 */
export const MarkupOptionsSchema = z.object({
  kinds: z.array(z.object({ value: z.enum(MARKUP_KINDS), label: z.string() })),
  appliesTo: z.array(z.object({ value: z.enum(MARKUP_APPLIES_TO), label: z.string() })),
  percent: z.object({ min: z.number(), max: z.number(), decimals: z.number().int() }),
  fixedMax: z.number().int(),
  maxEntries: z.number().int(),
  /** Whether the reader may change configs (manageQuotePricingConfigs). */
  canManage: z.boolean(),
});
export type MarkupOptions = z.infer<typeof MarkupOptionsSchema>;

export const MARKUP_BOUNDS = {
  percent: { min: MIN_MARKUP_PERCENT, max: MAX_MARKUP_PERCENT, decimals: MARKUP_PERCENT_DECIMALS },
  fixedMax: MAX_FIXED_MARKUP,
  maxEntries: MAX_MARKUP_ENTRIES,
} as const;

export const MARKUP_KIND_TITLES: Record<(typeof MARKUP_KINDS)[number], string> = {
  percent: 'Percent',
  fixed: 'Fixed amount',
};
export const MARKUP_APPLIES_TO_TITLES: Record<(typeof MARKUP_APPLIES_TO)[number], string> = {
  labour: 'Labour',
  expenses: 'Expenses',
  subtotal: 'Subtotal so far',
};

/** `GET /api/quotes/configs/{configId}/options`: the config as its edit form loads it. */
export const PricingConfigOptionsSchema = z.object({
  config: PricingConfigSchema,
  markupOptions: MarkupOptionsSchema,
});
export type PricingConfigOptions = z.infer<typeof PricingConfigOptionsSchema>;

/** `GET .../markup/{markupIndex}/options`: one entry as its edit form loads it. */
export const MarkupEntryOptionsSchema = z.object({
  configId: z.number().int(),
  configVersion: z.number().int(),
  entry: MarkupEntrySchema,
  markupOptions: MarkupOptionsSchema,
});
export type MarkupEntryOptions = z.infer<typeof MarkupEntryOptionsSchema>;
