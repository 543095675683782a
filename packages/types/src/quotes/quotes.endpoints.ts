import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { QuoteMetaTypeSchema } from './quotes.schemas';

export const quotesEndpoints = {
  types: defineEndpoint({
    method: 'GET',
    path: '/api/quotes/types',
    summary: 'Quote meta types (one menu entry each)',
    tag: 'quotes',
    response: z.array(QuoteMetaTypeSchema),
  }),
} as const;
