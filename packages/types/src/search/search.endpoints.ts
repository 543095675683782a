import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { SearchQuerySchema, SearchResultSchema } from './search.schemas';

export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    summary:
      'Quick search over the projects and quotes the user may read: case- and accent-insensitive, prefix matches first, at most 20',
    tag: 'search',
    query: SearchQuerySchema,
    response: z.array(SearchResultSchema),
  }),
} as const;
