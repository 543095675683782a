import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  InstantSchema,
  PageQuerySchema,
  booleanQueryFlag,
  pageOf,
  VersionSchema,
} from '../common/common.schemas';
import { UserRefSchema } from '../users/users.schemas';

/** Timesheets (DOMAIN.md § Timesheets): entries, timesheet tasks, locks and weekly approval. */

/** The most minutes one user may log on one day, across all their entries (24 h). */
export const MAX_MINUTES_PER_DAY = 24 * 60;
/** The longest range `GET /api/timesheet/entries` returns at once (a calendar month view and its edges). */
export const MAX_TIMESHEET_RANGE_DAYS = 92;

/** A day of a timesheet (a real calendar day, `DateStringSchema`). */
export const TimesheetDateSchema = DateStringSchema;

/** Weeks run Monday to Sunday; a week is named by its Monday. */
export const WeekStartSchema = TimesheetDateSchema.refine(
  (value) => new Date(`${value}T00:00:00.000Z`).getUTCDay() === 1,
  'A week starts on a Monday',
);

export const TIMESHEET_TASK_KINDS = [
  'leave',
  'training',
  'internal',
  'timeInLieuTaken',
  'other',
] as const;
export const TimesheetTaskKindSchema = z.enum(TIMESHEET_TASK_KINDS);
export type TimesheetTaskKind = z.infer<typeof TimesheetTaskKindSchema>;

/** Non-project work everyone may log on (Leave, Training, Internal, Time in lieu taken...). */
export const TimesheetTaskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: TimesheetTaskKindSchema,
  active: z.boolean(),
  version: z.number().int(),
});
export type TimesheetTask = z.infer<typeof TimesheetTaskSchema>;
export const TimesheetTaskListSchema = z.object({ items: z.array(TimesheetTaskSchema) });
export const TimesheetTaskListQuerySchema = z.object({
  includeInactive: booleanQueryFlag(
    'includeInactive',
    'Also the deactivated tasks (readTimesheetTasks or manageTimesheetTasks)',
  ),
});
const TimesheetTaskNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120);
/** The kind is chosen once; "Time in lieu taken" exists once (it is what consumes time in lieu). */
export const TimesheetTaskCreateInputSchema = z.object({
  name: TimesheetTaskNameSchema,
  kind: TimesheetTaskKindSchema.default('other'),
});
export const TimesheetTaskUpdateInputSchema = z.object({
  name: TimesheetTaskNameSchema,
  active: z.boolean({ error: 'active is required' }),
  version: VersionSchema,
});

/** What a time entry is logged on. */
export const TimeEntryProjectRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export const TimeEntryTaskRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const TimeEntryTimesheetTaskRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: TimesheetTaskKindSchema,
});

/**
 * A time entry: project work (`project` set; `task` too when on one of its
 * tasks) or a timesheet task (`timesheetTask` set), never both.
 */
export const TimeEntrySchema = z.object({
  id: z.number().int(),
  user: UserRefSchema,
  date: DateStringSchema,
  minutes: z.number().int(),
  note: z.string(),
  billable: z.boolean(),
  project: TimeEntryProjectRefSchema.nullable(),
  task: TimeEntryTaskRefSchema.nullable(),
  timesheetTask: TimeEntryTimesheetTaskRefSchema.nullable(),
  version: z.number().int(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

const TARGET_FIELDS = ['taskId', 'projectId', 'timesheetTaskId'] as const;

/** Exactly one of `taskId`, `projectId`, `timesheetTaskId` (a 400 naming the field otherwise). */
export function oneTarget(
  value: { taskId?: number | null; projectId?: number | null; timesheetTaskId?: number | null },
  ctx: z.RefinementCtx,
): void {
  const given = TARGET_FIELDS.filter((field) => value[field] != null);
  if (given.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['taskId'],
      message: 'Choose a task, the project itself or a timesheet task',
    });
  for (const extra of given.slice(1))
    ctx.addIssue({
      code: 'custom',
      path: [extra],
      message: 'Log time on one thing only: a task, the project itself or a timesheet task',
    });
}

const TimeEntryFieldsSchema = z.object({
  date: TimesheetDateSchema,
  taskId: IdSchema.nullable().default(null),
  projectId: IdSchema.nullable().default(null),
  timesheetTaskId: IdSchema.nullable().default(null),
  minutes: z
    .number({ error: 'minutes is required' })
    .int('Whole minutes')
    .min(1, 'More than 0 minutes')
    .max(MAX_MINUTES_PER_DAY, 'At most 24 hours a day'),
  note: z.string().trim().max(2000).default(''),
  /** Absent: the project's "billable by default" setting (timesheet tasks: not billable). */
  billable: z.boolean().optional(),
});

/** `userId` absent: the caller's own time. */
export const TimeEntryCreateInputSchema = TimeEntryFieldsSchema.extend({
  userId: IdSchema.optional(),
}).superRefine(oneTarget);
export type TimeEntryCreateInput = z.input<typeof TimeEntryCreateInputSchema>;
/** A full replacement of the entry's fields (its user stays). */
export const TimeEntryUpdateInputSchema = TimeEntryFieldsSchema.extend({
  version: VersionSchema,
}).superRefine(oneTarget);
export type TimeEntryUpdateInput = z.input<typeof TimeEntryUpdateInputSchema>;

function spanDays(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export const TimeEntryRangeQuerySchema = z
  .object({
    userId: IdSchema.optional().describe("Whose time (default: the caller's)"),
    from: TimesheetDateSchema.describe('First day, YYYY-MM-DD'),
    to: TimesheetDateSchema.describe('Last day (included), YYYY-MM-DD'),
  })
  .superRefine((value, ctx) => {
    const days = spanDays(value.from, value.to);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (days >= MAX_TIMESHEET_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${MAX_TIMESHEET_RANGE_DAYS} days at once`,
      });
  });
export const TIMESHEET_WEEK_STATUSES = ['open', 'submitted', 'approved', 'rejected'] as const;
export const TimesheetWeekStatusSchema = z.enum(TIMESHEET_WEEK_STATUSES);
export type TimesheetWeekStatus = z.infer<typeof TimesheetWeekStatusSchema>;

export const TimeEntryRangeSchema = z.object({
  items: z.array(TimeEntrySchema),
  totalMinutes: z.number().int(),
  /**
   * The latest lock date on or after `from` among the locks that apply to the
   * user: every day of the range up to it is locked (null: none is).
   */
  lockedThrough: DateStringSchema.nullable(),
  /** The weeks of the range that were submitted (Monday and status); approved weeks are locked. */
  weeks: z.array(z.object({ weekStart: DateStringSchema, status: TimesheetWeekStatusSchema })),
});
export type TimeEntryRange = z.infer<typeof TimeEntryRangeSchema>;

export const ProjectTimeEntriesQuerySchema = PageQuerySchema.extend({
  from: TimesheetDateSchema.optional().describe('First day, YYYY-MM-DD'),
  to: TimesheetDateSchema.optional().describe('Last day (included), YYYY-MM-DD'),
  userId: IdSchema.optional().describe("Only this user's entries"),
});
/**
 * The note of a time entry as a reader of a project's time receives it (the
 * project's entries, a task's time log): the entry's own author always;
 * someone else's only with readAllTimesheets or readSomeUserTimesheet.
 */
const TIME_ENTRY_NOTE_HIDDEN =
  "null when it is someone else's entry and the reader holds neither readAllTimesheets nor readSomeUserTimesheet";

/** A time entry of a project's list: another person's note may be withheld (null). */
export const ProjectTimeEntrySchema = TimeEntrySchema.extend({
  note: z.string().nullable().describe(`The entry's note; ${TIME_ENTRY_NOTE_HIDDEN}`),
});
export type ProjectTimeEntry = z.infer<typeof ProjectTimeEntrySchema>;

export const TimeEntryPageSchema = pageOf(ProjectTimeEntrySchema).extend({
  totalMinutes: z.number().int(),
});
export type TimeEntryPage = z.infer<typeof TimeEntryPageSchema>;

/** A lock: every day up to and including `lockDate` is locked, for everyone, one user or one team. */
export const TimesheetLockSchema = z.object({
  id: z.number().int(),
  lockDate: DateStringSchema,
  user: UserRefSchema.nullable(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdBy: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  version: z.number().int(),
});
export type TimesheetLock = z.infer<typeof TimesheetLockSchema>;
export const TimesheetLockListQuerySchema = PageQuerySchema;
export const TimesheetLockPageSchema = pageOf(TimesheetLockSchema).extend({
  /** Today in the workspace time zone: what "up to the end of last month" counts from. */
  today: DateStringSchema,
});
export const TimesheetLockCreateInputSchema = z
  .object({
    lockDate: TimesheetDateSchema,
    userId: IdSchema.nullable().default(null),
    teamId: IdSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.userId !== null && value.teamId !== null)
      ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'A lock is for a user or a team' });
  });
export type TimesheetLockCreateInput = z.input<typeof TimesheetLockCreateInputSchema>;

/** A user's week and where it stands; `version` is null for a week never submitted. */
export const TimesheetWeekSchema = z.object({
  user: UserRefSchema,
  weekStart: DateStringSchema,
  weekEnd: DateStringSchema,
  status: TimesheetWeekStatusSchema,
  comment: z.string(),
  totalMinutes: z.number().int(),
  submittedAt: InstantSchema.nullable(),
  submittedBy: UserRefSchema.nullable(),
  decidedAt: InstantSchema.nullable(),
  decidedBy: UserRefSchema.nullable(),
  version: z.number().int().nullable(),
});
export type TimesheetWeek = z.infer<typeof TimesheetWeekSchema>;
export const TimesheetWeekParamsSchema = z.object({
  userId: IdSchema.describe('Id of the user whose week it is'),
  weekStart: WeekStartSchema.describe("The week's Monday, YYYY-MM-DD"),
});
/** `version`: null when the week was never submitted, else the version read. */
export const TimesheetWeekSubmitInputSchema = z.object({
  version: VersionSchema.nullable(),
});
export const TimesheetWeekDecisionInputSchema = z.object({
  version: VersionSchema,
  comment: z.string().trim().max(2000).default(''),
});
/** A rejection says why. */
export const TimesheetWeekRejectInputSchema = TimesheetWeekDecisionInputSchema.extend({
  comment: z
    .string({ error: 'comment is required' })
    .trim()
    .min(1, 'Say why the week is rejected')
    .max(2000),
});

/**
 * A user's time-in-lieu account (minutes): accrued beyond the standard day,
 * taken on the "Time in lieu taken" task, adjusted by hand. Users without an
 * employee record (no standard day) have no account.
 */
export const TimeInLieuBalanceSchema = z.object({
  user: UserRefSchema,
  standardMinutesPerDay: z.number().int(),
  accruedMinutes: z.number().int(),
  takenMinutes: z.number().int(),
  adjustedMinutes: z.number().int(),
  balanceMinutes: z.number().int(),
});
export type TimeInLieuBalance = z.infer<typeof TimeInLieuBalanceSchema>;
export const TimeInLieuQuerySchema = PageQuerySchema.extend({
  userId: IdSchema.optional().describe(
    "Only this user's account (one's own, or anyone's for account readers)",
  ),
});
export const TimeInLieuPageSchema = pageOf(TimeInLieuBalanceSchema);

export const TimeInLieuAdjustmentSchema = z.object({
  id: z.number().int(),
  user: UserRefSchema,
  minutes: z.number().int(),
  reason: z.string(),
  createdBy: UserRefSchema.nullable(),
  createdAt: InstantSchema,
});
export type TimeInLieuAdjustment = z.infer<typeof TimeInLieuAdjustmentSchema>;
export const TimeInLieuAdjustmentPageSchema = pageOf(TimeInLieuAdjustmentSchema);
/** Signed minutes (credit or debit, never 0) and why. */
export const TimeInLieuAdjustmentCreateInputSchema = z.object({
  minutes: z
    .number({ error: 'minutes is required' })
    .int('Whole minutes')
    .min(-1000 * 60, 'At most 1,000 hours at once')
    .max(1000 * 60, 'At most 1,000 hours at once')
    .refine((value) => value !== 0, 'An adjustment of 0 minutes changes nothing'),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'Say why the account is adjusted')
    .max(500),
});
