import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  MoneySchema,
  namedListQuery,
  PageQuerySchema,
  pageOf,
  RecordNameSchema,
  SearchTextSchema,
  sortQuery,
  VersionSchema,
} from '../common/common.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * Cost figures (DOMAIN.md § Salaries). Only holders of readEmployees /
 * readEmployeeSalaryGroups (or the manage flags) ever receive these schemas.
 */

/** Money of a cost rate: positive minor units per hour, upper-case ISO 4217 currency. */
export const HourlyRateSchema = z.object({
  amount: z.number().int().min(0, 'Amount cannot be negative').max(100_000_000),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code such as EUR'),
});

/** One entry of a rate history: the hourly cost from `effectiveFrom` until the next entry. */
export const RateEntrySchema = z.object({
  effectiveFrom: DateStringSchema,
  hourlyRate: MoneySchema,
});
export type RateEntry = z.infer<typeof RateEntrySchema>;
export const RateEntryInputSchema = z.object({
  effectiveFrom: DateStringSchema,
  hourlyRate: HourlyRateSchema,
});

/** Rate lists are sent whole; two entries may not share a date. */
function uniqueDates(entries: Array<{ effectiveFrom: string }>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.effectiveFrom))
      ctx.addIssue({
        code: 'custom',
        message: `Two rates start on ${entry.effectiveFrom}`,
        path: [index, 'effectiveFrom'],
      });
    seen.add(entry.effectiveFrom);
  });
}
const RateListInputSchema = z.array(RateEntryInputSchema).max(500).superRefine(uniqueDates);

export const SalaryGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Oldest first. */
  rates: z.array(RateEntrySchema),
  /** The rate in force today (UTC), null before the first one. */
  currentRate: MoneySchema.nullable(),
  employeeCount: z.number().int(),
  version: z.number().int(),
});
export type SalaryGroup = z.infer<typeof SalaryGroupSchema>;

export const SalaryGroupListQuerySchema = namedListQuery(['name', 'employeeCount']);
export const SalaryGroupPageSchema = pageOf(SalaryGroupSchema);

export const SalaryGroupCreateInputSchema = z.object({
  name: RecordNameSchema,
  rates: RateListInputSchema.default([]),
});
export type SalaryGroupCreateInput = z.input<typeof SalaryGroupCreateInputSchema>;
export const SalaryGroupUpdateInputSchema = SalaryGroupCreateInputSchema.extend({
  version: VersionSchema,
});

/** ISO weekdays: 1 = Monday ... 7 = Sunday. */
export const WorkingDaysSchema = z
  .array(z.number().int().min(1).max(7))
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const EmployeeSchema = z.object({
  id: z.number().int(),
  user: UserRefSchema.extend({ email: z.string() }),
  salaryGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Standard working time per day in minutes (7.5 h = 450). */
  standardMinutesPerDay: z.number().int(),
  workingDays: z.array(z.number().int()),
  employmentStart: z.string(),
  employmentEnd: z.string().nullable(),
  /** Personal hourly cost rates, oldest first. */
  overrides: z.array(RateEntrySchema),
  /** The hourly cost today (UTC) by `hourlyCostOn`, null when none applies. */
  currentHourlyCost: MoneySchema.nullable(),
  version: z.number().int(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeeListQuerySchema = PageQuerySchema.extend({
  /** Matches the user's name or email. */
  search: SearchTextSchema.describe("Matches the user's name or email"),
  salaryGroupId: IdSchema.optional().describe('Only members of this salary group'),
  ...sortQuery(['name', 'employmentStart', 'salaryGroup'], 'name'),
});
export const EmployeePageSchema = pageOf(EmployeeSchema);

const EmployeeFieldsSchema = z.object({
  salaryGroupId: IdSchema.nullable().default(null),
  standardMinutesPerDay: z
    .number()
    .int()
    .min(1, 'At least one minute')
    .max(24 * 60, 'At most 24 hours')
    .default(480),
  workingDays: WorkingDaysSchema.default([1, 2, 3, 4, 5]),
  employmentStart: DateStringSchema,
  employmentEnd: DateStringSchema.nullable().default(null),
  overrides: RateListInputSchema.default([]),
});
function endAfterStart(
  value: { employmentStart: string; employmentEnd: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.employmentEnd !== null && value.employmentEnd < value.employmentStart)
    ctx.addIssue({
      code: 'custom',
      message: 'Employment cannot end before it starts',
      path: ['employmentEnd'],
    });
}
export const EmployeeCreateInputSchema = EmployeeFieldsSchema.extend({
  userId: IdSchema,
}).superRefine(endAfterStart);
export type EmployeeCreateInput = z.input<typeof EmployeeCreateInputSchema>;
export const EmployeeUpdateInputSchema = EmployeeFieldsSchema.extend({
  version: VersionSchema,
}).superRefine(endAfterStart);

export const HourlyCostQuerySchema = z.object({
  date: DateStringSchema.describe('The day to price (YYYY-MM-DD)'),
});
export const HourlyCostSchema = z.object({
  userId: z.number().int(),
  date: z.string(),
  /** Null when the user is not employed on that date or no rate applies. */
  hourlyCost: MoneySchema.nullable(),
  source: z.enum(['override', 'salaryGroup']).nullable(),
});
export type HourlyCost = z.infer<typeof HourlyCostSchema>;

export const EmployeeCandidateQuerySchema = PageQuerySchema.extend({
  /** Matches the user's name or email. */
  search: SearchTextSchema.describe("Matches the user's name or email"),
});
export const EmployeeCandidatePageSchema = pageOf(UserRefSchema.extend({ email: z.string() }));
