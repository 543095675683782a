import { idParams } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import {
  CreateFromQuoteInputSchema,
  CreateFromQuoteOptionsSchema,
  CreateFromQuoteResultSchema,
  UpdateFromQuoteInputSchema,
  UpdateFromQuoteOptionsSchema,
  UpdateFromQuoteResultSchema,
} from './from-quote.schemas';

/** A project built from an accepted quote, and updated from a newer accepted revision. */
export const fromQuoteEndpoints = {
  createOptions: defineEndpoint({
    method: 'GET',
    path: '/api/projects/create-from-quote/{quoteId}/options',
    summary: 'Preview the project an accepted quote creates (409 when the quote is not accepted)',
    tag: 'quotes',
    params: idParams('quoteId'),
    response: CreateFromQuoteOptionsSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/projects/create-from-quote/{quoteId}',
    summary:
      'Create the project, milestones, tasks and time and material contract of an accepted quote in one transaction',
    tag: 'quotes',
    params: idParams('quoteId'),
    body: CreateFromQuoteInputSchema,
    response: CreateFromQuoteResultSchema,
    status: 201,
  }),
  updateOptions: defineEndpoint({
    method: 'GET',
    path: '/api/projects/update-from-quote/{quoteId}/options',
    summary: "The differences between the quote's project and its newer accepted revision",
    tag: 'quotes',
    params: idParams('quoteId'),
    response: UpdateFromQuoteOptionsSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/projects/update-from-quote/{quoteId}',
    summary: 'Apply the picked differences of the newer accepted revision to the project',
    tag: 'quotes',
    params: idParams('quoteId'),
    body: UpdateFromQuoteInputSchema,
    response: UpdateFromQuoteResultSchema,
  }),
} as const;
