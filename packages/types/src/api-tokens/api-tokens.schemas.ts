import { z } from 'zod';
import { RecordNameSchema } from '../common/common.schemas';

/** Every personal API token starts with this, so a leaked one is easy to recognise and scan for. */
export const API_TOKEN_PREFIX = 'keel_pat_';
/** Live (not revoked) tokens a user may hold at once: the list stays short, so it is not paged. */
export const API_TOKENS_PER_USER = 50;
/** The longest life a token may be given. */
export const API_TOKEN_MAX_LIFETIME_DAYS = 366;
/** Requests one token may make per minute (per server process); the next one is a 429. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 300;

/** `read`: GET and HEAD only; `write`: every call its user may make. */
export const ApiTokenScopeSchema = z.enum(['read', 'write']);
export type ApiTokenScope = z.infer<typeof ApiTokenScopeSchema>;

/** A token as listed: never the secret itself (only its hash is stored). */
export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(ApiTokenScopeSchema),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  /** True once `expiresAt` has passed (the token no longer opens anything). */
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z.object({ items: z.array(ApiTokenSchema) });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

/** The answer of a create: the one time the secret is shown. */
export const ApiTokenCreatedSchema = ApiTokenSchema.extend({
  token: z.string().describe('The secret, `keel_pat_…`: shown only in this answer'),
});
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>;

export const ApiTokenCreateInputSchema = z.object({
  name: RecordNameSchema,
  // An array of the scope names (not a tuple: OpenAPI tools want `items`), checked to be one of the two sets.
  scopes: z
    .array(ApiTokenScopeSchema)
    .min(1)
    .max(2)
    .refine(
      (scopes) => scopes.includes('read') && new Set(scopes).size === scopes.length,
      "scopes must be ['read'] or ['read', 'write']",
    ),
  expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO-8601 instant' }),
});
export type ApiTokenCreateInput = z.infer<typeof ApiTokenCreateInputSchema>;
