import { z } from 'zod';
import {
  DateStringSchema,
  InstantSchema,
  MoneySchema,
  pageOf,
  pageQuery,
  VersionSchema,
} from '../common/common.schemas';
import { CurrencySchema } from '../projects/projects.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * Time and material contracts (DOMAIN.md § Time and material): a period, a
 * currency, caps, resources billed by the hour, and a public stakeholder link.
 *
 * A resource's timesheet is its user's *billable* time entries on the
 * contract's project within the contract's period. An entry's amount is its
 * minutes x the resource's hourly rate / 60, rounded half to even to a minor
 * unit (`amountForMinutes`); every total is the sum of its entries' amounts,
 * so the parts always add up to what a client is shown.
 */

/** The share of a cap at which the contract pages warn, and the share at which it is reached. */
export const CAP_WARNING_RATIO = 0.8;

/** How far consumption has gone against a cap: under 80 %, from 80 %, from 100 %. */
export const CAP_LEVELS = ['within', 'near', 'reached'] as const;
export type CapLevel = (typeof CAP_LEVELS)[number];

/** The level of `consumed` against `cap` (null: no cap, always within). */
export function capLevel(consumed: number, cap: number | null): CapLevel {
  if (cap === null) return 'within';
  if (consumed >= cap) return 'reached';
  return consumed >= cap * CAP_WARNING_RATIO ? 'near' : 'within';
}

/** The most a contract's hourly rate may be, in minor units (100,000.00 an hour). */
export const MAX_HOURLY_RATE = 10_000_000;
/** The most minutes a cap may hold (1,000,000 hours). */
export const MAX_CAP_MINUTES = 1_000_000 * 60;

// ---------------------------------------------------------------- responses

/** Hours and amount consumed, and where they stand against a cap. */
export const ConsumptionSchema = z.object({
  minutes: z.number().int(),
  amount: MoneySchema,
  /** Level of the minutes against the hour cap ('within' without a cap). */
  minutesLevel: z.enum(CAP_LEVELS),
  /** Level of the amount against the money cap ('within' without a cap). */
  amountLevel: z.enum(CAP_LEVELS),
});
export type Consumption = z.infer<typeof ConsumptionSchema>;

/** A person billed on a contract. */
export const TimeMaterialResourceSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  user: UserRefSchema,
  /** Minor units an hour in the contract's currency; null for readers without manageTimeMaterial (stakeholders never get it). */
  hourlyRate: MoneySchema.nullable(),
  capMinutes: z.number().int().nullable(),
  consumed: ConsumptionSchema,
  version: z.number().int(),
});
export type TimeMaterialResource = z.infer<typeof TimeMaterialResourceSchema>;

/** One calendar month of a contract's period: its minutes and amount, in total and per resource. */
export const ConsumptionMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  minutes: z.number().int(),
  amount: MoneySchema,
  resources: z.array(
    z.object({ resourceId: z.number().int(), minutes: z.number().int(), amount: MoneySchema }),
  ),
});
export type ConsumptionMonth = z.infer<typeof ConsumptionMonthSchema>;

/** The public link's state; the token itself is only ever in the response that creates it. */
export const StakeholderLinkSchema = z.object({
  active: z.boolean(),
  /** When the current token was created (null without one). */
  createdAt: InstantSchema.nullable(),
});

/** A contract as the list shows it. */
export const TimeMaterialContractSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.string(),
  /** Money cap; null when the contract has none. */
  capAmount: MoneySchema.nullable(),
  /** Hour cap in minutes; null when the contract has none. */
  capMinutes: z.number().int().nullable(),
  consumed: ConsumptionSchema,
  resourceCount: z.number().int(),
  /** Null for readers without manageTimeMaterial. */
  stakeholderLink: StakeholderLinkSchema.nullable(),
  version: z.number().int(),
});
export type TimeMaterialContract = z.infer<typeof TimeMaterialContractSchema>;
export const TimeMaterialContractPageSchema = pageOf(TimeMaterialContractSchema);

/** One contract with its resources and its consumption per month (every month of the period). */
export const TimeMaterialContractDetailSchema = TimeMaterialContractSchema.extend({
  resources: z.array(TimeMaterialResourceSchema),
  months: z.array(ConsumptionMonthSchema),
});
export type TimeMaterialContractDetail = z.infer<typeof TimeMaterialContractDetailSchema>;

/** A billable entry of a resource's timesheet. */
export const ResourceTimesheetEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  minutes: z.number().int(),
  note: z.string(),
  /** Task the time was logged on, null for time on the project itself. */
  task: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  amount: MoneySchema,
});
export type ResourceTimesheetEntry = z.infer<typeof ResourceTimesheetEntrySchema>;

/** `GET .../resources/{resourceId}/timesheet`: the resource, its totals and a page of entries, newest day first. */
export const ResourceTimesheetSchema = z.object({
  contract: TimeMaterialContractSchema.pick({
    id: true,
    name: true,
    periodStart: true,
    periodEnd: true,
    currency: true,
  }),
  resource: TimeMaterialResourceSchema,
  entries: pageOf(ResourceTimesheetEntrySchema),
});
export type ResourceTimesheet = z.infer<typeof ResourceTimesheetSchema>;

/** `POST .../stakeholder-token`: the only response that carries the token. */
export const StakeholderTokenSchema = z.object({
  token: z.string(),
  /** The app path of the public page, token included (`/public/projects/{projectId}/time-material?stakeholderToken=...`). */
  path: z.string(),
  contract: TimeMaterialContractSchema,
});
export type StakeholderToken = z.infer<typeof StakeholderTokenSchema>;

// ------------------------------------------------------------- public view

/**
 * What the public page shows, without a session: the contract, consumption
 * per resource and per month, as an invoice shows it — each resource's name,
 * billing rate, hours and amount (hours × rate = amount). The billing rate is
 * what the client is charged an hour, shown by design (an amount per resource
 * over its hours gives it anyway). No cost, salary, margin, internal note,
 * other contract or project.
 */
export const PublicTimeMaterialSchema = z.object({
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  contract: TimeMaterialContractSchema.pick({
    name: true,
    periodStart: true,
    periodEnd: true,
    currency: true,
    capAmount: true,
    capMinutes: true,
    consumed: true,
  }),
  resources: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      hourlyRate: MoneySchema.describe(
        "The resource's billing rate on this contract (what the client pays an hour, as on an invoice: hours × rate = amount); never a cost or salary rate",
      ),
      capMinutes: z.number().int().nullable(),
      consumed: ConsumptionSchema,
    }),
  ),
  months: z.array(ConsumptionMonthSchema),
});
export type PublicTimeMaterial = z.infer<typeof PublicTimeMaterialSchema>;

/** The public timesheet of one resource of the token's contract. */
export const PublicResourceTimesheetSchema = z.object({
  project: PublicTimeMaterialSchema.shape.project,
  contract: PublicTimeMaterialSchema.shape.contract,
  resource: PublicTimeMaterialSchema.shape.resources.element,
  entries: pageOf(ResourceTimesheetEntrySchema.omit({ task: true })),
});
export type PublicResourceTimesheet = z.infer<typeof PublicResourceTimesheetSchema>;

// ------------------------------------------------------------------ inputs

const NameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(200);
const CapAmountSchema = z
  .number()
  .int('capAmount must be whole minor units')
  .min(1, 'capAmount must be positive')
  .max(Number.MAX_SAFE_INTEGER)
  .nullable();
const CapMinutesSchema = z
  .number()
  .int('Caps are whole minutes')
  .min(1, 'A cap must be positive')
  .max(MAX_CAP_MINUTES)
  .nullable();

function periodInOrder(value: { periodStart?: string; periodEnd?: string }, ctx: z.RefinementCtx) {
  if (value.periodStart && value.periodEnd && value.periodEnd < value.periodStart)
    ctx.addIssue({
      code: 'custom',
      path: ['periodEnd'],
      message: 'The period cannot end before it starts',
    });
}

const ContractFieldsSchema = z.object({
  name: NameSchema,
  periodStart: DateStringSchema,
  periodEnd: DateStringSchema,
  currency: CurrencySchema,
  capAmount: CapAmountSchema.default(null),
  capMinutes: CapMinutesSchema.default(null),
});

export const TimeMaterialContractCreateInputSchema =
  ContractFieldsSchema.superRefine(periodInOrder);
export type TimeMaterialContractCreateInput = z.input<typeof TimeMaterialContractCreateInputSchema>;

/** Updates send every field, with the version read. */
export const TimeMaterialContractUpdateInputSchema = ContractFieldsSchema.extend({
  version: VersionSchema,
}).superRefine(periodInOrder);
export type TimeMaterialContractUpdateInput = z.input<typeof TimeMaterialContractUpdateInputSchema>;

const HourlyRateInputSchema = z
  .number({ error: 'hourlyRate is required' })
  .int('hourlyRate must be whole minor units')
  .min(0, 'hourlyRate cannot be negative')
  .max(MAX_HOURLY_RATE);

export const TimeMaterialResourceCreateInputSchema = z.object({
  userId: z.number({ error: 'userId is required' }).int().positive(),
  /** Minor units an hour in the contract's currency. */
  hourlyRate: HourlyRateInputSchema,
  capMinutes: CapMinutesSchema.default(null),
});
export type TimeMaterialResourceCreateInput = z.input<typeof TimeMaterialResourceCreateInputSchema>;

export const TimeMaterialResourceUpdateInputSchema = z.object({
  hourlyRate: HourlyRateInputSchema,
  capMinutes: CapMinutesSchema.default(null),
  version: VersionSchema,
});
export type TimeMaterialResourceUpdateInput = z.input<typeof TimeMaterialResourceUpdateInputSchema>;

/** Creating or rotating the token changes the contract: it carries the contract's version. */
export const StakeholderTokenInputSchema = z.object({ version: VersionSchema });

// ----------------------------------------------------------------- queries

export const TimeMaterialListQuerySchema = pageQuery(50);
export const ResourceTimesheetQuerySchema = pageQuery(100);

/** The token of the public routes (a 256-bit base64url string; anything else is simply not found). */
export const StakeholderTokenQuerySchema = z.object({
  stakeholderToken: z
    .string({ error: 'stakeholderToken is required' })
    .min(1, 'stakeholderToken is required')
    .max(200)
    .describe('The contract’s public token from its stakeholder link'),
});
export const PublicResourceTimesheetQuerySchema = StakeholderTokenQuerySchema.extend(
  ResourceTimesheetQuerySchema.shape,
);
