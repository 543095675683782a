import { z } from 'zod';

/** A quote meta type (SPEC §3); `/quotes/type-{id}` lists quotes of one type. */
export const QuoteMetaTypeSchema = z.object({
  id: z.number().int(),
  pageTitle: z.string(),
  icon: z.string(),
});
export type QuoteMetaType = z.infer<typeof QuoteMetaTypeSchema>;

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
