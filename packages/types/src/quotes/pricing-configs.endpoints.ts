import { z } from 'zod';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import {
  MarkupEntryAddInputSchema,
  MarkupEntryOptionsSchema,
  MarkupEntryUpdateInputSchema,
  MarkupIndexParamsSchema,
  MarkupOptionsSchema,
  PricingConfigCreateInputSchema,
  PricingConfigOptionsSchema,
  PricingConfigSchema,
  PricingConfigUpdateInputSchema,
} from './pricing-configs.schemas';

const CONFIG = '/api/quotes/configs/{configId}';
const MARKUP = `${CONFIG}/markup`;

/** Pricing configs and their markup entries, addressed by index (SPEC §7). */
export const pricingConfigsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/quotes/configs',
    summary: 'Pricing configs with their markup entries, by name',
    tag: 'quotes',
    response: z.array(PricingConfigSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/quotes/configs',
    summary: 'Create a pricing config',
    tag: 'quotes',
    body: PricingConfigCreateInputSchema,
    response: PricingConfigSchema,
    status: 201,
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/api/quotes/configs/options',
    summary: 'What the pricing config form offers (markup kinds, bases, bounds)',
    tag: 'quotes',
    response: MarkupOptionsSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: CONFIG,
    summary:
      'Rename a pricing config or replace its markup entries whole (reorder; 409 on a stale version)',
    tag: 'quotes',
    params: idParams('configId'),
    body: PricingConfigUpdateInputSchema,
    response: PricingConfigSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: CONFIG,
    summary:
      'Delete a pricing config; quotes using it are left without one (409 on a stale version)',
    tag: 'quotes',
    params: idParams('configId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  configOptions: defineEndpoint({
    method: 'GET',
    path: `${CONFIG}/options`,
    summary: 'A pricing config as its edit form loads it',
    tag: 'quotes',
    params: idParams('configId'),
    response: PricingConfigOptionsSchema,
  }),
  addMarkup: defineEndpoint({
    method: 'POST',
    path: MARKUP,
    summary: 'Add a markup entry at an index (the end by default); answers the config',
    tag: 'quotes',
    params: idParams('configId'),
    body: MarkupEntryAddInputSchema,
    response: PricingConfigSchema,
    status: 201,
  }),
  markupOptions: defineEndpoint({
    method: 'GET',
    path: `${MARKUP}/options`,
    summary: 'What the markup entry form offers',
    tag: 'quotes',
    params: idParams('configId'),
    response: MarkupOptionsSchema,
  }),
  updateMarkup: defineEndpoint({
    method: 'PUT',
    path: `${MARKUP}/{markupIndex}`,
    summary: 'Replace the markup entry at an index (404 past the list; 409 on a stale version)',
    tag: 'quotes',
    params: MarkupIndexParamsSchema,
    body: MarkupEntryUpdateInputSchema,
    response: PricingConfigSchema,
  }),
  removeMarkup: defineEndpoint({
    method: 'DELETE',
    path: `${MARKUP}/{markupIndex}`,
    summary: 'Delete the markup entry at an index; later entries move up one (404 past the list)',
    tag: 'quotes',
    params: MarkupIndexParamsSchema,
    query: VersionQuerySchema,
    response: PricingConfigSchema,
  }),
  markupEntryOptions: defineEndpoint({
    method: 'GET',
    path: `${MARKUP}/{markupIndex}/options`,
    summary: 'The markup entry at an index, as its edit form loads it (404 past the list)',
    tag: 'quotes',
    params: MarkupIndexParamsSchema,
    response: MarkupEntryOptionsSchema,
  }),
} as const;
