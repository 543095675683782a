import { z } from 'zod';
import { UserRefSchema } from '../users/users.schemas';
import {
  DateStringSchema,
  InstantSchema,
  pageOf,
  pageQuery,
  VersionSchema,
} from '../common/common.schemas';
import { BILLING_TYPES, PROJECT_STATUSES, ProjectRoleSchema } from '../projects/projects.schemas';
import { TASK_PRIORITIES, TASK_STATUSES } from '../tasks/tasks.schemas';

/**
 * Imports (issue 34, "Moving in"; the API's modules/imports/README.md): rows
 * brought in from a CSV or XLSX file, or read from a Redmine server, checked
 * row by row against every rule of a typed write (the dry run), then written
 * all at once or not at all (the commit), with a per-row report and a
 * rollback while nothing imported has changed since.
 *
 * An import holds one sheet per kind of record it brings: a file one, a
 * Redmine server several (projects, then tasks, then time entries). Each
 * sheet maps the workspace's fields (`IMPORT_FIELDS`) to the sheet's columns.
 */

/** What a file import brings (a file is one kind; a Redmine import fills several sheets). */
export const IMPORT_KINDS = ['projects', 'tasks', 'timeEntries', 'contacts'] as const;
export const ImportKindSchema = z.enum(IMPORT_KINDS, {
  error: `kind must be one of ${IMPORT_KINDS.join(', ')}`,
});
export type ImportKind = z.infer<typeof ImportKindSchema>;

/**
 * The kinds of sheet an import holds: the four a file brings, and two only a
 * Redmine server fills (a project's members; an issue's journals, as comments
 * on the task).
 */
export const IMPORT_SHEET_KINDS = [...IMPORT_KINDS, 'projectMembers', 'taskComments'] as const;
export const ImportSheetKindSchema = z.enum(IMPORT_SHEET_KINDS);
export type ImportSheetKind = z.infer<typeof ImportSheetKindSchema>;

export const IMPORT_SOURCES = ['file', 'redmine'] as const;
export const ImportSourceSchema = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof ImportSourceSchema>;

/**
 * `mapping`: read, waiting for a dry run (any change of mapping, value maps or
 * locale brings it back here); `checked`: the last dry run's counts stand;
 * `committed`: written; `rolledBack`: its records removed (or restored) again.
 */
export const IMPORT_STATUSES = ['mapping', 'checked', 'committed', 'rolledBack'] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/**
 * How the file writes numbers, money, durations and dates: `en` 1,234.56 and
 * 2025-12-31 or 12/31/2025; `de` 1.234,56 and 31.12.2025 (ISO dates are read in
 * both). Guessed from the file, changed with `PUT`.
 */
export const IMPORT_LOCALES = ['en', 'de'] as const;
export const ImportLocaleSchema = z.enum(IMPORT_LOCALES, { error: 'locale must be en or de' });
export type ImportLocale = z.infer<typeof ImportLocaleSchema>;

/** Rows of each sheet shown before the dry run. */
export const IMPORT_PREVIEW_ROWS = 20;
/** Problems a dry-run answer lists (the report lists every one). */
export const IMPORT_PROBLEMS_LISTED = 1000;

/**
 * How a field's text is read: `money` in the currency's major units (the
 * file's locale's separators) to minor units; `duration` as hours (7.5, 7,5),
 * h:mm (7:30) or with units (7h 30m); `user` by e-mail; `project` by code;
 * `list` comma-separated; `choice` one of the field's `choices` (or through
 * the value map of the field).
 */
export const IMPORT_FIELD_TYPES = [
  'text',
  'integer',
  'money',
  'duration',
  'date',
  'boolean',
  'email',
  'user',
  'project',
  'task',
  'choice',
  'list',
] as const;
export type ImportFieldType = (typeof IMPORT_FIELD_TYPES)[number];

export interface ImportFieldSpec {
  /** The key a mapping uses (never shown). */
  key: string;
  label: string;
  required: boolean;
  type: ImportFieldType;
  /** The values a `choice` field takes (the file's other values go through the value map). */
  choices?: readonly string[];
}

const f = (
  key: string,
  label: string,
  type: ImportFieldType,
  required = false,
  choices?: readonly string[],
): ImportFieldSpec => ({ key, label, type, required, ...(choices ? { choices } : {}) });

/**
 * `externalId`: the record's id in the system it came from; a later import of
 * the same origin with the same id updates that record instead of adding one.
 */
export const IMPORT_FIELDS = {
  projects: [
    f('externalId', 'External id', 'text'),
    f('code', 'Code', 'text'),
    f('name', 'Name', 'text', true),
    f('client', 'Client', 'text'),
    f('manager', 'Manager (e-mail)', 'user'),
    f('status', 'Status', 'choice', false, PROJECT_STATUSES),
    f('billingType', 'Billing type', 'choice', false, BILLING_TYPES),
    f('startDate', 'Start date', 'date'),
    f('endDate', 'End date', 'date'),
    f('currency', 'Currency', 'text'),
    f('budgetAmount', 'Budget', 'money'),
    f('budgetHours', 'Budget hours', 'duration'),
    f('description', 'Description', 'text'),
    f('tags', 'Tags', 'list'),
  ],
  tasks: [
    f('externalId', 'External id', 'text'),
    f('project', 'Project (code)', 'project', true),
    f('name', 'Name', 'text', true),
    f('parent', 'Parent (external id)', 'task'),
    f('description', 'Description', 'text'),
    f('status', 'Status', 'choice', false, TASK_STATUSES),
    f('priority', 'Priority', 'choice', false, TASK_PRIORITIES),
    f('assignee', 'Assignee (e-mail)', 'user'),
    f('startDate', 'Start date', 'date'),
    f('dueDate', 'Due date', 'date'),
    f('estimate', 'Estimate (hours)', 'duration'),
    f('progress', 'Done (%)', 'integer'),
    f('labels', 'Labels', 'list'),
  ],
  timeEntries: [
    f('externalId', 'External id', 'text'),
    f('user', 'Person (e-mail)', 'user', true),
    f('date', 'Date', 'date', true),
    f('duration', 'Hours', 'duration', true),
    f('project', 'Project (code)', 'project'),
    f('task', 'Task (name or external id)', 'task'),
    f('timesheetTask', 'Timesheet task', 'text'),
    f('note', 'Note', 'text'),
    f('billable', 'Billable', 'boolean'),
  ],
  contacts: [
    f('externalId', 'External id', 'text'),
    f('name', 'Name', 'text', true),
    f('company', 'Company', 'text'),
    f('jobTitle', 'Job title', 'text'),
    f('email', 'E-mail', 'email'),
    f('phone', 'Phone', 'text'),
    f('notes', 'Notes', 'text'),
    f('billingStreet', 'Street', 'text'),
    f('billingPostcode', 'Postcode', 'text'),
    f('billingCity', 'City', 'text'),
    f('billingCountry', 'Country (ISO code)', 'text'),
    f('taxId', 'Tax id', 'text'),
  ],
  projectMembers: [
    f('project', 'Project (code)', 'project', true),
    f('user', 'Person (e-mail)', 'user', true),
    f('role', 'Role', 'choice', false, ProjectRoleSchema.options),
  ],
  taskComments: [
    f('externalId', 'External id', 'text'),
    f('task', 'Task (external id)', 'task', true),
    f('author', 'Author (e-mail)', 'user'),
    f('createdAt', 'Written on', 'date'),
    f('body', 'Text', 'text', true),
  ],
} as const satisfies Record<ImportSheetKind, readonly ImportFieldSpec[]>;

/** Field key → the column (its header, as in the file) it is read from; null or absent: not imported. */
export const ImportMappingSchema = z.record(z.string(), z.string().nullable());
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/**
 * Per field key, a value as written in the file → what it means here: a
 * status name → one of the field's choices, a user's e-mail → a user id (null:
 * leave empty), a project code → a project id, a Redmine activity → a
 * timesheet task id or `task` (time on the issue itself).
 */
export const ImportValueMapsSchema = z.record(
  z.string(),
  z.record(z.string(), z.union([z.string().max(200), z.number().int(), z.null()])),
);
export type ImportValueMaps = z.infer<typeof ImportValueMapsSchema>;

export const ImportSheetSchema = z.object({
  kind: ImportSheetKindSchema,
  /** The headers of the sheet's columns, in the file's order. */
  columns: z.array(z.string()),
  mapping: ImportMappingSchema,
  rowCount: z.number().int(),
  /** The first `IMPORT_PREVIEW_ROWS` rows, as text, one cell per column. */
  preview: z.array(z.array(z.string())),
});
export type ImportSheet = z.infer<typeof ImportSheetSchema>;

export const ImportCountsSchema = z.object({
  rows: z.number().int(),
  /** Rows without a problem at the last dry run. */
  valid: z.number().int(),
  /** Rows with at least one problem at the last dry run. */
  errors: z.number().int(),
  /** Records the commit added (before it: the dry run's would-be count). */
  created: z.number().int(),
  /** Records the commit updated (an external id seen before). */
  updated: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const ImportSchema = z.object({
  id: z.number().int(),
  source: ImportSourceSchema,
  /** The uploaded file's name (file imports). */
  fileName: z.string().nullable(),
  /** The Redmine server's address (Redmine imports; never the key). */
  sourceUrl: z.string().nullable(),
  status: ImportStatusSchema,
  locale: ImportLocaleSchema,
  sheets: z.array(ImportSheetSchema),
  valueMaps: ImportValueMapsSchema,
  counts: ImportCountsSchema,
  createdBy: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  checkedAt: InstantSchema.nullable(),
  committedAt: InstantSchema.nullable(),
  rolledBackAt: InstantSchema.nullable(),
  version: z.number().int(),
});
export type Import = z.infer<typeof ImportSchema>;

export const ImportPageSchema = pageOf(ImportSchema);
export type ImportPage = z.infer<typeof ImportPageSchema>;

export const ImportListQuerySchema = pageQuery(50);
export type ImportListQuery = z.input<typeof ImportListQuerySchema>;

/** `POST /api/imports`: the multipart body's text field beside the file. */
export const ImportUploadFieldsSchema = z.object({ kind: ImportKindSchema });
export type ImportUploadFields = z.infer<typeof ImportUploadFieldsSchema>;

/** `PUT /api/imports/{importId}`: what is left out stays; the import goes back to `mapping`. */
export const ImportUpdateInputSchema = z.object({
  version: VersionSchema,
  locale: ImportLocaleSchema.optional(),
  sheets: z
    .array(z.object({ kind: ImportSheetKindSchema, mapping: ImportMappingSchema }))
    .max(IMPORT_SHEET_KINDS.length)
    .optional(),
  valueMaps: ImportValueMapsSchema.optional(),
});
export type ImportUpdateInput = z.input<typeof ImportUpdateInputSchema>;

/** One problem of one row: the row as the file numbers it (the header is row 1). */
export const ImportProblemSchema = z.object({
  kind: ImportSheetKindSchema,
  row: z.number().int(),
  /** The column's header; null when the problem is the row's (a missing required field's column is named). */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportDryRunSchema = z.object({
  import: ImportSchema,
  /** The first `IMPORT_PROBLEMS_LISTED` problems in row order (the report has all). */
  problems: z.array(ImportProblemSchema),
  problemsTruncated: z.boolean(),
});
export type ImportDryRun = z.infer<typeof ImportDryRunSchema>;

/** `POST /api/imports/redmine`: read a Redmine server's REST API into a new import. */
export const RedmineImportInputSchema = z.object({
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(2000),
  apiKey: z.string({ error: 'apiKey is required' }).trim().min(1, 'apiKey is required').max(200),
  /** Redmine project ids (or identifiers) to read; absent: every project the key can see. */
  projectIds: z
    .array(z.union([z.number().int().positive(), z.string().min(1).max(100)]))
    .max(500)
    .optional(),
  /** Only issues and time entries updated (spent) on or after this day. */
  since: DateStringSchema.optional(),
});
export type RedmineImportInput = z.input<typeof RedmineImportInputSchema>;

/** The report download: `GET /api/imports/{importId}/report` (CSV). */
export const importReportPath = (importId: number | string) => `/api/imports/${importId}/report`;
