import { z } from 'zod';
import { MoneySchema, VersionSchema } from '../common/common.schemas';
import { CurrencySchema } from '../projects/projects.schemas';
import { MAX_LINE_RATE } from './pricing/pricing.schemas';

/**
 * Rate profiles (DOMAIN.md § Quotes): each role a quote may staff has an
 * hourly rate charged (money in the profile's currency) and a salary group,
 * whose hourly cost on the quote date is the line's cost rate. SPEC §7 keeps
 * its odd paths: `POST /quotes/rates` saves (creates without `id`, updates
 * with `id` and `version`), `POST /quotes/rates/{profileId}` deletes.
 */

/** Most roles one rate profile may list. */
export const MAX_RATE_PROFILE_ROLES = 100;

/** A salary group as a rate profile names it (for holders of readEmployeeSalaryGroups only). */
export const SalaryGroupRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type SalaryGroupRef = z.infer<typeof SalaryGroupRefSchema>;

export const RateProfileRoleSchema = z.object({
  role: z.string(),
  hourlyRate: MoneySchema,
  /**
   * The salary group whose cost rate prices this role's cost. Null when none
   * is set, and always null for readers without readEmployeeSalaryGroups.
   */
  salaryGroup: SalaryGroupRefSchema.nullable(),
});
export type RateProfileRole = z.infer<typeof RateProfileRoleSchema>;

export const RateProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  /** In the order they were written (the quote page's role picker shows them so). */
  roles: z.array(RateProfileRoleSchema),
  /** How many quotes (templates included) use it; deleting leaves their lines' rates as they are. */
  quoteCount: z.number().int(),
  version: z.number().int(),
});
export type RateProfile = z.infer<typeof RateProfileSchema>;

export const RateProfileRoleInputSchema = z.object({
  role: z.string({ error: 'role is required' }).trim().min(1, 'role is required').max(80),
  /** Minor units an hour, in the profile's currency. */
  hourlyRate: z
    .number({ error: 'hourlyRate must be a number' })
    .int('hourlyRate must be whole minor units')
    .min(0, 'hourlyRate cannot be negative')
    .max(MAX_LINE_RATE, `hourlyRate is at most ${MAX_LINE_RATE}`),
  /**
   * Ignored (the stored group of a role of the same name is kept) when the
   * writer lacks readEmployeeSalaryGroups; an unknown id is a 400 naming
   * `roles.N.salaryGroupId`.
   */
  salaryGroupId: z.number().int().positive().nullable().default(null),
});
export type RateProfileRoleInput = z.input<typeof RateProfileRoleInputSchema>;

function uniqueRoles(roles: Array<{ role: string }>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  roles.forEach((entry, index) => {
    const key = entry.role.toLocaleLowerCase();
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        path: [index, 'role'],
        message: `${entry.role} is listed twice`,
      });
    seen.add(key);
  });
}

/**
 * `POST /api/quotes/rates`: without `id` creates a profile (the response
 * status is still 200: SPEC has one call for both); with `id` and `version`
 * replaces that profile's name, currency and roles (409 on a stale version).
 */
export const RateProfileSaveInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    version: VersionSchema.optional(),
    name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(120),
    currency: CurrencySchema,
    roles: z
      .array(RateProfileRoleInputSchema)
      .max(MAX_RATE_PROFILE_ROLES, `At most ${MAX_RATE_PROFILE_ROLES} roles`)
      .superRefine(uniqueRoles),
  })
  .superRefine((input, ctx) => {
    if (input.id !== undefined && input.version === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['version'],
        message: 'version is required to update a profile',
      });
  });
export type RateProfileSaveInput = z.input<typeof RateProfileSaveInputSchema>;

/** `GET /api/quotes/rates/options`: what the rate profile form offers. */
export const RateProfileOptionsSchema = z.object({
  currencies: z.array(z.string()),
  /**
   * Null for readers without readEmployeeSalaryGroups (the form then hides
   * the column): null, not an empty list, so the response carries no salary
   * field at all for them (the security battery's field deny-list).
   */
  salaryGroups: z.array(SalaryGroupRefSchema).nullable(),
  /** Role names already used by any profile, for suggestions. */
  roleNames: z.array(z.string()),
  /** Whether the reader may save and delete profiles (manageQuoteRateProfiles). */
  canManage: z.boolean(),
});
export type RateProfileOptions = z.infer<typeof RateProfileOptionsSchema>;
