import { z } from 'zod';
import { RAG_STATUSES } from '../constants';
import type { RAG_DIMENSIONS } from '../public-api';
import {
  booleanQueryFlag,
  DateStringSchema,
  idParams,
  InstantSchema,
  MoneySchema,
  pageBodyFields,
  pageOf,
  SearchTextSchema,
} from '../common/common.schemas';
import { FilterValueSchema } from '../filters/filters.schemas';
import { PROJECT_PERMISSION_FLAGS, PROJECT_ROLES } from '../permissions/permissions';
import { UserRefSchema } from '../users/users.schemas';
import { CustomFieldSchema, CustomFieldValueSchema } from '../custom-fields/custom-fields.schemas';

/** Project statuses (DOMAIN.md § Projects). */
export const PROJECT_STATUSES = ['draft', 'active', 'onHold', 'completed', 'cancelled'] as const;
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

export const PROJECT_STATUS_TITLES: Record<ProjectStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  onHold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Billing types (DOMAIN.md § Projects). */
export const BILLING_TYPES = ['fixedPrice', 'timeAndMaterial', 'internal'] as const;
export const BillingTypeSchema = z.enum(BILLING_TYPES);
export type BillingType = z.infer<typeof BillingTypeSchema>;

export const BILLING_TYPE_TITLES: Record<BillingType, string> = {
  fixedPrice: 'Fixed price',
  timeAndMaterial: 'Time and material',
  internal: 'Internal',
};

export const ProjectRoleSchema = z.enum(PROJECT_ROLES);

export const PROJECT_ROLE_TITLES: Record<(typeof PROJECT_ROLES)[number], string> = {
  manager: 'Manager',
  member: 'Member',
  viewer: 'Viewer',
  stakeholder: 'Stakeholder',
};

/** Currencies the project form offers (ISO 4217); the workspace default is EUR. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'DKK', 'SEK', 'NOK', 'PLN', 'CZK'] as const;
export const DEFAULT_CURRENCY = 'EUR';
export const CurrencySchema = z.enum(CURRENCIES);

export const RagStatusSchema = z.enum(RAG_STATUSES);
export type RagDimension = (typeof RAG_DIMENSIONS)[number];

/** One RAG dimension: colour and the comment that explains it. */
export const RagEntrySchema = z.object({
  status: RagStatusSchema,
  comment: z.string(),
});
export const ProjectRagSchema = z.object({
  overall: RagEntrySchema,
  schedule: RagEntrySchema,
  budget: RagEntrySchema,
  scope: RagEntrySchema,
  updatedAt: InstantSchema.nullable(),
  updatedBy: UserRefSchema.nullable(),
});
export type ProjectRag = z.infer<typeof ProjectRagSchema>;

const RagEntryInputSchema = z.object({
  status: RagStatusSchema,
  comment: z.string().trim().max(2000).default(''),
});
/** `PUT /api/projects/{projectId}/rag`: the whole RAG (every change is kept in the history). */
/** A RAG change names the version of the project it was read at (409 when it changed since). */
export const ProjectRagUpdateInputSchema = z.object({
  overall: RagEntryInputSchema,
  schedule: RagEntryInputSchema,
  budget: RagEntryInputSchema,
  scope: RagEntryInputSchema,
  version: z.number({ error: 'version is required' }).int().positive(),
});
export type ProjectRagUpdateInput = z.input<typeof ProjectRagUpdateInputSchema>;

export const RagHistoryEntrySchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  overall: RagEntrySchema,
  schedule: RagEntrySchema,
  budget: RagEntrySchema,
  scope: RagEntrySchema,
  changedAt: InstantSchema,
  changedBy: UserRefSchema.nullable(),
});
export type RagHistoryEntry = z.infer<typeof RagHistoryEntrySchema>;

/** Timesheet settings of a project (DOMAIN.md § Projects). */
export const TIMESHEET_LOG_TARGETS = ['tasksOnly', 'tasksAndProject'] as const;
export const ProjectTimesheetSettingsSchema = z.object({
  loggingAllowed: z.boolean(),
  logTarget: z.enum(TIMESHEET_LOG_TARGETS),
  notesRequired: z.boolean(),
  billableByDefault: z.boolean(),
});
export type ProjectTimesheetSettings = z.infer<typeof ProjectTimesheetSettingsSchema>;
/**
 * The settings with the version of the project they belong to (they are
 * columns of the project): the form reads it and sends it back; 409 when the
 * project changed meanwhile.
 */
export const VersionedTimesheetSettingsSchema = ProjectTimesheetSettingsSchema.extend({
  version: z.number({ error: 'version is required' }).int().positive(),
});
export type VersionedTimesheetSettings = z.infer<typeof VersionedTimesheetSettingsSchema>;
export const ProjectTimesheetSettingsOptionsSchema = z.object({
  logTargets: z.array(z.object({ value: z.enum(TIMESHEET_LOG_TARGETS), title: z.string() })),
  defaults: ProjectTimesheetSettingsSchema,
});

/**
 * Derived figures (`/recalculate` rebuilds them). `null` for a user who may not
 * read the project's financials (stakeholders never do). `cost` is null, within
 * them, for a reader who may not see the project's cost (the rule of
 * `/financials`: readFinancials and readEmployeeSalaryGroups), so a Project
 * Manager reads their project's revenue and hours, not its cost.
 */
export const ProjectFiguresSchema = z.object({
  actualMinutes: z.number().int(),
  cost: MoneySchema.nullable().describe(
    "Actual cost; null unless the reader may see the project's cost (readFinancials and readEmployeeSalaryGroups)",
  ),
  revenue: MoneySchema,
  /** 0-100: share of the schedule elapsed until tasks exist, 100 when completed. */
  progressPercent: z.number().int(),
  recalculatedAt: InstantSchema.nullable(),
});

/** A project as the browser lists it. Money fields are null without readFinancials. */
export const ProjectListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  alternateName: z.string().nullable(),
  client: z.string().nullable(),
  manager: UserRefSchema.nullable(),
  status: ProjectStatusSchema,
  billingType: BillingTypeSchema,
  startDate: DateStringSchema.nullable(),
  endDate: DateStringSchema.nullable(),
  rag: z.object({
    overall: RagStatusSchema,
    schedule: RagStatusSchema,
    budget: RagStatusSchema,
    scope: RagStatusSchema,
  }),
  archived: z.boolean(),
  tags: z.array(z.string()),
  budget: MoneySchema.nullable(),
  updatedAt: InstantSchema,
});
export type ProjectListItem = z.infer<typeof ProjectListItemSchema>;

/** `GET /api/projects/{projectId}`. Internal fields are null without readFinancials. */
export const ProjectSchema = ProjectListItemSchema.extend({
  currency: z.string(),
  budgetMinutes: z.number().int().nullable(),
  description: z.string(),
  sourceQuote: z
    .object({ id: z.number().int(), number: z.string(), revision: z.number().int().nullable() })
    .nullable(),
  ragDetails: ProjectRagSchema,
  timesheetSettings: ProjectTimesheetSettingsSchema,
  customFieldValues: z.array(CustomFieldValueSchema),
  figures: ProjectFiguresSchema.nullable(),
  myRole: ProjectRoleSchema.nullable(),
  /** Whether the project's stakeholders see the amounts of its financial milestones (default off). */
  shareMilestoneAmounts: z.boolean(),
  createdAt: InstantSchema,
  version: z.number().int(),
});
export type Project = z.infer<typeof ProjectSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const ProjectFieldsSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
  alternateName: optionalText(200),
  client: optionalText(200),
  managerId: z.number().int().positive().nullish(),
  status: ProjectStatusSchema.default('draft'),
  billingType: BillingTypeSchema.default('timeAndMaterial'),
  startDate: DateStringSchema.nullish(),
  endDate: DateStringSchema.nullish(),
  currency: CurrencySchema.default(DEFAULT_CURRENCY),
  budgetAmount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
  budgetMinutes: z
    .number()
    .int()
    .min(0)
    .max(100_000 * 60)
    .nullish(),
  description: z.string().max(20_000).default(''),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  customFieldValues: z
    .array(
      z.object({ fieldId: z.number().int().positive(), value: CustomFieldValueSchema.shape.value }),
    )
    .max(100)
    .optional(),
});

function datesInOrder(
  value: { startDate?: string | null; endDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({
      code: 'custom',
      message: 'The end date must not be before the start date',
      path: ['endDate'],
    });
  }
}

export const PROJECT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/** `POST /api/projects`. Without a code the next `KEEL-NNN` is given. */
export const ProjectCreateInputSchema = ProjectFieldsSchema.extend({
  code: z
    .string()
    .trim()
    .regex(PROJECT_CODE_PATTERN, 'Use 2-32 capital letters, digits, - or _')
    .nullish(),
  sourceQuoteId: z.number().int().positive().nullish(),
}).superRefine(datesInOrder);
export type ProjectCreateInput = z.input<typeof ProjectCreateInputSchema>;

/**
 * `PUT /api/projects/{projectId}`: the version read plus the fields to change;
 * a field left out keeps its value (so archiving sends `{version, archived}`),
 * `null` clears a nullable one.
 */
export const ProjectUpdateInputSchema = z
  .object({
    code: z.string().trim().regex(PROJECT_CODE_PATTERN, 'Use 2-32 capital letters, digits, - or _'),
    name: z.string().trim().min(1, 'name is required').max(200),
    alternateName: z.string().trim().max(200).nullable(),
    client: z.string().trim().max(200).nullable(),
    managerId: z.number().int().positive().nullable(),
    status: ProjectStatusSchema,
    billingType: BillingTypeSchema,
    startDate: DateStringSchema.nullable(),
    endDate: DateStringSchema.nullable(),
    currency: CurrencySchema,
    budgetAmount: ProjectFieldsSchema.shape.budgetAmount.unwrap().unwrap().nullable(),
    budgetMinutes: ProjectFieldsSchema.shape.budgetMinutes.unwrap().unwrap().nullable(),
    description: z.string().max(20_000),
    tags: z.array(z.string().trim().min(1).max(40)).max(20),
    customFieldValues: ProjectFieldsSchema.shape.customFieldValues.unwrap(),
    archived: z.boolean(),
    /** Let stakeholders see milestone amounts (kept as stored when the editor may not read financials). */
    shareMilestoneAmounts: z.boolean(),
  })
  .partial()
  .extend({ version: z.number({ error: 'version is required' }).int().positive() })
  .superRefine(datesInOrder);
export type ProjectUpdateInput = z.input<typeof ProjectUpdateInputSchema>;

export const ProjectIdParamsSchema = idParams('projectId');

/** Per-project permissions of the current user (`GET /api/projects/{projectId}/permissions`). */
export const ProjectPermissionsSchema = z.object(
  Object.fromEntries(PROJECT_PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof PROJECT_PERMISSION_FLAGS)[number],
    z.ZodBoolean
  >,
);

/** A titled choice of a form select. */
export const OptionSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, title: z.string() });

/** `GET /api/projects/options`: what the create-project form needs. */
export const ProjectOptionsSchema = z.object({
  statuses: z.array(OptionSchema(ProjectStatusSchema)),
  billingTypes: z.array(OptionSchema(BillingTypeSchema)),
  currencies: z.array(z.string()),
  defaultCurrency: z.string(),
  managers: z.array(UserRefSchema),
  clients: z.array(z.string()),
  customFields: z.array(CustomFieldSchema),
  roles: z.array(OptionSchema(ProjectRoleSchema)),
  /** The next free project code; null for a caller who may not create projects. */
  nextCode: z.string().nullable(),
});
export type ProjectOptions = z.infer<typeof ProjectOptionsSchema>;

/** `GET /api/projects/{projectId}/options`: the form choices plus who may be added as a member. */
export const ProjectEditOptionsSchema = ProjectOptionsSchema.extend({
  memberCandidates: z.array(UserRefSchema.extend({ external: z.boolean() })),
});

/** Sortable columns of `POST /api/projects/query`. */
export const PROJECT_SORT_FIELDS = [
  'code',
  'name',
  'client',
  'manager',
  'status',
  'billingType',
  'startDate',
  'endDate',
  'rag',
  'updatedAt',
] as const;
export const ProjectSortSchema = z.object({
  field: z.enum(PROJECT_SORT_FIELDS),
  direction: z.enum(['asc', 'desc']).default('asc'),
});

/**
 * Body of `POST /api/projects/query` and `/global-query`: filters of
 * `GET /api/projects/query/options`, sort and paging. Archived projects are
 * hidden unless the `archived` filter asks for them.
 */
export const ProjectQueryBodySchema = z.object({
  filters: z.array(FilterValueSchema).max(50).default([]),
  sort: ProjectSortSchema.default({ field: 'code', direction: 'asc' }),
  ...pageBodyFields(50),
});
export type ProjectQueryBody = z.input<typeof ProjectQueryBodySchema>;

/** A URL parameter holding whole numbers separated by commas, e.g. `1,2`. */
const IntListParamSchema = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'Use whole numbers separated by commas')
  .transform((value) => value.split(',').map(Number));

/** `GET` here streams the project browser's rows as CSV, every row (no cap). */
export const PROJECTS_EXPORT_PATH = '/api/projects/export';

/**
 * Query of `GET /api/projects/export`: the project browser's own URL
 * parameters (search, sort, dir, columns; each filter of
 * `GET /api/projects/query/options` by name, as a comma list). `page` and
 * `pageSize` are accepted and ignored, so the browser's URL can be passed as is.
 */
export const ProjectExportQuerySchema = z
  .object({
    search: SearchTextSchema,
    sort: z.enum(PROJECT_SORT_FIELDS).default('code').describe('Column to sort by'),
    dir: z.enum(['asc', 'desc']).default('asc').describe('Sort direction'),
    columns: IntListParamSchema.optional().describe(
      'Custom field ids to add as columns (comma list)',
    ),
    page: z.string().optional().describe("The browser's page (accepted and ignored)"),
    pageSize: z.string().optional().describe("The browser's page size (accepted and ignored)"),
  })
  .catchall(IntListParamSchema);
export type ProjectExportQuery = z.output<typeof ProjectExportQuerySchema>;

export const ProjectQuerySearchSchema = z.object({
  search: SearchTextSchema.describe('Matches code, name, alternate name or client'),
});

export const ProjectGlobalQuerySearchSchema = ProjectQuerySearchSchema.extend({
  customFieldIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'customFieldIds must be comma-joined integers')
    .optional()
    .describe('Custom fields to add as columns (comma-separated ids)'),
});

export const ProjectPageSchema = pageOf(ProjectListItemSchema);

/** A browser row with the chosen custom field values as columns (keyed by field id). */
export const ProjectGlobalRowSchema = ProjectListItemSchema.extend({
  customFields: z.record(z.string(), z.union([z.string(), z.number()]).nullable()),
});
export const ProjectGlobalPageSchema = ProjectPageSchema.extend({
  items: z.array(ProjectGlobalRowSchema),
  customFields: z.array(CustomFieldSchema),
});

/** `GET /api/projects/summary`: the portfolio dashboard. */
export const ProjectSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: ProjectStatusSchema, count: z.number().int() })),
  byRag: z.array(z.object({ rag: RagStatusSchema, count: z.number().int() })),
  ragMatrix: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      overall: RagStatusSchema,
      schedule: RagStatusSchema,
      budget: RagStatusSchema,
      scope: RagStatusSchema,
    }),
  ),
  /** Active projects in all; `ragMatrix` holds the worst first, at most 50. */
  ragMatrixTotal: z.number().int(),
  atRisk: z.array(ProjectListItemSchema),
  /** Red or amber open projects in all; `atRisk` holds red first, at most 25. */
  atRiskTotal: z.number().int(),
  recentRagChanges: z.array(
    RagHistoryEntrySchema.extend({ projectCode: z.string(), projectName: z.string() }),
  ),
  myProjects: z.array(ProjectListItemSchema),
  /** Projects the user is a member of in all; `myProjects` holds at most 25, by code. */
  myProjectsTotal: z.number().int(),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const ProjectSummaryQuerySchema = z.object({
  allProjects: booleanQueryFlag(
    'allProjects',
    'Count every visible project (else only projects I am a member of)',
  ),
});

export const RecalculateResultSchema = z.object({ recalculated: z.number().int() });

/** Project members (DOMAIN.md § Project roles). */
export const ProjectMemberSchema = UserRefSchema.extend({
  /** Null for external readers (stakeholders do not receive the team's addresses). */
  email: z.string().nullable(),
  external: z.boolean(),
  role: ProjectRoleSchema,
  addedAt: InstantSchema,
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;
export const ProjectMemberCreateInputSchema = z.object({
  userId: z.number({ error: 'userId is required' }).int().positive(),
  role: ProjectRoleSchema,
});
export const ProjectMemberUpdateInputSchema = z.object({ role: ProjectRoleSchema });
export const ProjectMemberParamsSchema = idParams('projectId', 'userId');
