import { z } from 'zod';

/** Result types of the quick search (SPEC §3): 0 all, 1 project, 2 quote. */
export const SearchResultType = { All: 0, Project: 1, Quote: 2 } as const;
export type SearchResultType = (typeof SearchResultType)[keyof typeof SearchResultType];

export const SearchQuerySchema = z.object({
  search: z
    .string({ error: 'search is required' })
    .trim()
    .min(1, 'search is required')
    .max(200)
    .describe('The text to look for (required)'),
  resultType: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1 || v === 2, 'resultType must be 0, 1 or 2')
    .default(0)
    .describe('0 all, 1 projects, 2 quotes'),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alternateName: z.string().nullable(),
  type: z.union([z.literal(1), z.literal(2)]),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
