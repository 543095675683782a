import { z } from 'zod';
import { isCalendarDate } from './calendar-days';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** Route ids are integers (SPEC §5: values from the URL are parsed as integers). */
export const IdSchema = z.coerce.number().int().positive();

/**
 * Path parameters of one or more ids, named as SPEC §7 names them:
 * `idParams('projectId')` -> `{ projectId }` for `/api/projects/{projectId}`.
 */
export function idParams<const K extends string>(...names: [K, ...K[]]) {
  const shape = Object.fromEntries(
    names.map((name) => [name, IdSchema.describe(`Id of the ${describeIdName(name)}`)]),
  ) as Record<K, typeof IdSchema>;
  return z.object(shape);
}
/** `salaryGroupId` -> `salary group`. */
function describeIdName(name: string): string {
  return name
    .replace(/Id$/, '')
    .replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
    .trim();
}

/** `1,2,3` in a query string (or a repeated parameter) -> `[1, 2, 3]`. */
export const IdListQuerySchema = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => String(part).trim()).filter((part) => part.length > 0);
}, z.array(IdSchema).max(200).optional());

/**
 * Optimistic concurrency (DOMAIN.md: a stale write gets 409): the version a
 * client read, sent back with its change; updates carry it in the body,
 * deletes in the query string (`?version=3`).
 */
export const VersionSchema = z.number().int().min(1);
export const VersionBodySchema = z.object({ version: VersionSchema });
export const VersionQuerySchema = z.object({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .describe('The version of the record as read; 409 when it changed since'),
});

/** Dates are real calendar days as `YYYY-MM-DD`; instants are UTC ISO-8601 strings. */
export const DateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Expected a real calendar date (YYYY-MM-DD)');
export const InstantSchema = z.string();

/**
 * A post written in Markdown (discussion posts, task comments): required,
 * trimmed, at most 20,000 characters, sanitised when rendered.
 */
export const MarkdownBodySchema = z
  .string({ error: 'body is required' })
  .trim()
  .min(1, 'body is required')
  .max(20_000);

/** The users a post mentions, sent beside its Markdown (the editor's @ picker fills them). */
export const MentionedUserIdsSchema = z.array(z.number().int().positive()).max(50).default([]);

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

/** Paging query of a list endpoint; most lists show `DEFAULT_PAGE_SIZE` rows a page. */
export function pageQuery(defaultPageSize: number = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1).describe('Page number, from 1'),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .default(defaultPageSize)
      .describe(`Rows per page (at most ${MAX_PAGE_SIZE})`),
  });
}
/** Paging query of every list endpoint. */
export const PageQuerySchema = pageQuery();
export type PageQuery = z.infer<typeof PageQuerySchema>;

/**
 * Paging in the body of a `POST .../query` list (numbers, not query strings),
 * to spread into its body schema.
 */
export function pageBodyFields(defaultPageSize: number) {
  return {
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
  };
}

/** A page of a list: its items and the total count. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The free-text search of a list (trimmed; infix, case-insensitive). */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(200)
  .optional()
  .describe('Free-text search (case-insensitive, infix)');

/** A yes/no query flag: `true`/`1` or `false`/`0`; absent is false. */
export function booleanQueryFlag(name: string, description: string) {
  return z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => v === 'true' || v === '1')
    .describe(description);
}

/** Sorting of a list: a column and a direction. */
export const SortDirectionSchema = z
  .enum(['asc', 'desc'])
  .default('asc')
  .describe('Sort direction');
export type SortDirection = z.infer<typeof SortDirectionSchema>;
/** `sort` and `direction` query fields of a list sortable by `columns`, to spread into its query schema. */
export function sortQuery<const C extends readonly [string, ...string[]]>(
  columns: C,
  defaultColumn: C[number],
) {
  return {
    sort: z.enum(columns).default(defaultColumn).describe('Column to sort by'),
    direction: SortDirectionSchema,
  };
}
/**
 * The query of a list of named records (roles, teams, salary groups): paged,
 * searched by free text and sorted by `columns`, by name unless asked.
 */
export function namedListQuery<const C extends readonly ['name', ...string[]]>(columns: C) {
  return PageQuerySchema.extend({ search: SearchTextSchema, ...sortQuery(columns, 'name') });
}

/** The name of a record a user names (a person, a team, a salary group): trimmed, required. */
export const RecordNameSchema = z.string().trim().min(1, 'Name is required').max(120);

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
