import { z } from 'zod';
import { IdSchema, InstantSchema, VersionSchema } from '../common/common.schemas';
import { TimesheetDateSchema } from './timesheet.schemas';

/**
 * Timesheet export templates (DOMAIN.md § Timesheets, issue 12): a named
 * choice of format, columns (picked and ordered from a fixed list) and
 * filters; running one over a date range downloads every matching entry the
 * caller may read, as CSV or XLSX, streamed (no row cap).
 */

export const TIMESHEET_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const TimesheetExportFormatSchema = z.enum(TIMESHEET_EXPORT_FORMATS);
export type TimesheetExportFormat = z.infer<typeof TimesheetExportFormatSchema>;

/**
 * The fixed list of columns, in their default order. The money columns
 * (`hourlyCost`, `cost`, `currency`: the employee's hourly cost on the day,
 * DOMAIN.md § Salaries) are written only for callers who may read employee
 * costs; for anyone else they are left out of the file.
 */
export const TIMESHEET_EXPORT_COLUMNS = [
  'date',
  'weekday',
  'user',
  'email',
  'teams',
  'projectCode',
  'project',
  'task',
  'timesheetTask',
  'hours',
  'minutes',
  'note',
  'billable',
  'hourlyCost',
  'cost',
  'currency',
] as const;
export const TimesheetExportColumnSchema = z.enum(TIMESHEET_EXPORT_COLUMNS);
export type TimesheetExportColumn = z.infer<typeof TimesheetExportColumnSchema>;

/** The header each column has in the file (and its label in the app). */
export const TIMESHEET_EXPORT_COLUMN_LABELS: Record<TimesheetExportColumn, string> = {
  date: 'Date',
  weekday: 'Weekday',
  user: 'User',
  email: 'Email',
  teams: 'Teams',
  projectCode: 'Project code',
  project: 'Project',
  task: 'Task',
  timesheetTask: 'Timesheet task',
  hours: 'Hours',
  minutes: 'Minutes',
  note: 'Note',
  billable: 'Billable',
  hourlyCost: 'Hourly cost',
  cost: 'Cost',
  currency: 'Currency',
};

/** Columns that carry money: only for readers of employee costs (readEmployees / manageEmployees). */
export const TIMESHEET_EXPORT_MONEY_COLUMNS: readonly TimesheetExportColumn[] = [
  'hourlyCost',
  'cost',
  'currency',
];

export const TIMESHEET_EXPORT_BILLABLE_FILTERS = ['all', 'billable', 'notBillable'] as const;
export const TimesheetExportBillableFilterSchema = z.enum(TIMESHEET_EXPORT_BILLABLE_FILTERS);

/**
 * What a template keeps of the entries (each list empty = no restriction;
 * the lists combine with AND): entries of these users, of members of these
 * teams, on these projects (project work only), billable or not. On top of
 * the filters the caller only ever gets the rows they may read.
 */
export const TimesheetExportFiltersSchema = z.object({
  userIds: z.array(IdSchema).max(500).default([]),
  teamIds: z.array(IdSchema).max(500).default([]),
  projectIds: z.array(IdSchema).max(500).default([]),
  billable: TimesheetExportBillableFilterSchema.default('all'),
});
export type TimesheetExportFilters = z.output<typeof TimesheetExportFiltersSchema>;

export const TimesheetExportTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  format: TimesheetExportFormatSchema,
  columns: z.array(TimesheetExportColumnSchema),
  filters: z.object({
    userIds: z.array(z.number().int()),
    teamIds: z.array(z.number().int()),
    projectIds: z.array(z.number().int()),
    billable: TimesheetExportBillableFilterSchema,
  }),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  version: z.number().int(),
});
export type TimesheetExportTemplate = z.infer<typeof TimesheetExportTemplateSchema>;
export const TimesheetExportTemplateListSchema = z.object({
  items: z.array(TimesheetExportTemplateSchema),
});

const TemplateFieldsSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'At most 120 characters'),
  format: TimesheetExportFormatSchema,
  columns: z
    .array(TimesheetExportColumnSchema)
    .min(1, 'Choose at least one column')
    .refine((columns) => new Set(columns).size === columns.length, 'A column appears once'),
  filters: TimesheetExportFiltersSchema.default({
    userIds: [],
    teamIds: [],
    projectIds: [],
    billable: 'all',
  }),
});

/** Name unique ignoring case (400 naming `name`). */
export const TimesheetExportTemplateCreateInputSchema = TemplateFieldsSchema;
export type TimesheetExportTemplateCreateInput = z.input<
  typeof TimesheetExportTemplateCreateInputSchema
>;
/** A full replacement of the template's fields. */
export const TimesheetExportTemplateUpdateInputSchema = TemplateFieldsSchema.extend({
  version: VersionSchema,
});
export type TimesheetExportTemplateUpdateInput = z.input<
  typeof TimesheetExportTemplateUpdateInputSchema
>;

/** `GET /api/timesheet/export-templates/{templateId}/run`: streams the file. */
export const TIMESHEET_EXPORT_RUN_PATH = '/api/timesheet/export-templates/{templateId}/run';

/** Any range (no row cap, no range cap): the file is streamed. */
export const TimesheetExportRunQuerySchema = z
  .object({
    from: TimesheetDateSchema.describe('First day, YYYY-MM-DD'),
    to: TimesheetDateSchema.describe('Last day (included), YYYY-MM-DD'),
  })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'Must not be before from' });
export type TimesheetExportRunQuery = z.output<typeof TimesheetExportRunQuerySchema>;
export const TimesheetExportRunParamsSchema = z.object({
  templateId: IdSchema.describe('Id of the export template'),
});

/** The content type of each format's download. */
export const TIMESHEET_EXPORT_MIME: Record<TimesheetExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
