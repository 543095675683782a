import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** Route ids are integers (SPEC §5: values from the URL are parsed as integers). */
export const IdSchema = z.coerce.number().int().positive();
export const IdParamsSchema = z.object({ id: IdSchema });

/** Dates are `YYYY-MM-DD`; instants are UTC ISO-8601 strings. */
export const DateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
export const InstantSchema = z.string();

/** Money: an integer of minor units plus an ISO 4217 currency code. */
export const MoneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof MoneySchema>;

/** Every error response has this body (ARCHITECTURE.md § API contract). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
  /** 409 after a stale `version`: the record as it is stored now. */
  current: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Paging query of every list endpoint. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A page of a list: its items and the total count. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The snackbar notification state of SPEC §3 ("Notification: visible, text"). */
export const NotificationSchema = z.object({
  visible: z.boolean(),
  text: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
