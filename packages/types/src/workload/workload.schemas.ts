import { z } from 'zod';
import { DateStringSchema } from '../common/common.schemas';
import { FilterValueSchema } from '../filters/filters.schemas';
import { ProjectStatusSchema } from '../projects/projects.schemas';
import { TaskStatusSchema } from '../tasks/tasks.schemas';
import { TeamRefSchema, UserRefSchema } from '../users/users.schemas';

/**
 * Workload (issue 17, DOMAIN.md § Workload): per person and per week (per
 * day for ranges up to two weeks), capacity against the remaining work of
 * their tasks. The rules are written down in
 * `packages/api/src/modules/workload/README.md`.
 */

/** Longest range a workload query may cover: 53 weeks, both ends included. */
export const WORKLOAD_MAX_DAYS = 53 * 7;
/** Ranges of up to this many days are answered per day, longer ones per week. */
export const WORKLOAD_DAY_PERIOD_MAX_DAYS = 14;

/** Filter names of the workload body (SPEC §3 filter values; ids in `intValue` / `intArrayValue`). */
export const WORKLOAD_FILTER_NAMES = ['team', 'user', 'project', 'domain'] as const;
export type WorkloadFilterName = (typeof WORKLOAD_FILTER_NAMES)[number];

function daysBetween(start: string, end: string): number {
  return Math.round(
    (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000,
  );
}

/** `?startDate=&endDate=`: both required, start <= end, at most 53 weeks. */
export const WorkloadQuerySchema = z
  .object({
    startDate: DateStringSchema.describe('First day of the range (YYYY-MM-DD), required'),
    endDate: DateStringSchema.describe(
      'Last day of the range (YYYY-MM-DD), required; at most 53 weeks after startDate',
    ),
  })
  .superRefine((value, ctx) => {
    const days = daysBetween(value.startDate, value.endDate) + 1;
    if (days < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'endDate must not be before startDate',
      });
    else if (days > WORKLOAD_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `The range is ${days} days; a workload range covers at most 53 weeks (${WORKLOAD_MAX_DAYS} days)`,
      });
  });
export type WorkloadQuery = z.infer<typeof WorkloadQuerySchema>;

/**
 * The body: `{}` means no filter. `filters` are SPEC §3 filter values named
 * `team`, `user`, `project`, `domain` (domain values are 1-based indexes of
 * `TASK_DOMAINS`, as in the task list); `includeUnassigned` adds a row for
 * the open tasks nobody is assigned to.
 */
export const WorkloadInputSchema = z.object(
  {
    filters: z.array(FilterValueSchema).max(20).default([]),
    includeUnassigned: z.boolean().default(false),
    /**
     * False: the cells carry their figures and `taskCount` but an empty
     * `tasks` (a grid of hundreds of people needs no task details; the
     * drawer asks for one person and one period with tasks).
     */
    includeTasks: z.boolean().default(true),
  },
  { error: 'body is required (send {} for no filter)' },
);
export type WorkloadInput = z.input<typeof WorkloadInputSchema>;

export const WorkloadPeriodSchema = z.object({
  /** First day of the period (a Monday for weeks, unless the range starts mid-week). */
  start: DateStringSchema,
  /** Last day (a Sunday for weeks, unless the range ends mid-week). */
  end: DateStringSchema,
  kind: z.enum(['week', 'day']),
});
export type WorkloadPeriod = z.infer<typeof WorkloadPeriodSchema>;

/** A task behind a cell: what the drawer needs to reassign or reschedule it (with its version). */
export const WorkloadTaskSchema = z.object({
  taskId: z.number().int(),
  name: z.string(),
  status: TaskStatusSchema,
  project: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    status: ProjectStatusSchema,
  }),
  /** The part of the remaining work falling in this cell (0 for a task without estimate). */
  allocatedMinutes: z.number().int(),
  /** True for tasks of draft projects: counted in `tentativeMinutes`, not `allocatedMinutes`. */
  tentative: z.boolean(),
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
  /** Null when the task has no estimate. */
  estimateMinutes: z.number().int().nullable(),
  /** max(0, estimate - logged on the task), null when the task has no estimate. */
  remainingMinutes: z.number().int().nullable(),
  assigneeId: z.number().int().nullable(),
  version: z.number().int(),
});
export type WorkloadTask = z.infer<typeof WorkloadTaskSchema>;

export const WorkloadFiguresSchema = z.object({
  start: DateStringSchema,
  /** Working time: standard day on working days, within employment, minus holidays and leave. */
  capacityMinutes: z.number().int(),
  /** Remaining estimates of tasks of non-draft projects spread over the period's working days. */
  allocatedMinutes: z.number().int(),
  /** The same for tasks of draft projects. */
  tentativeMinutes: z.number().int(),
  /** Time logged on project work in the period. */
  loggedMinutes: z.number().int(),
  /** Time logged on leave (leave and time-in-lieu-taken timesheet tasks), already taken off capacity. */
  leaveMinutes: z.number().int(),
  /** allocated / capacity (1 = 100 %), rounded to 3 decimals; null when capacity is 0. */
  utilisation: z.number().nullable(),
});
export type WorkloadFigures = z.infer<typeof WorkloadFiguresSchema>;

export const WorkloadCellSchema = WorkloadFiguresSchema.extend({
  /** How many tasks are behind the cell (those the caller may see), also when `tasks` is left out. */
  taskCount: z.number().int(),
  /** The tasks behind the cell; empty when the body said `includeTasks: false`. */
  tasks: z.array(WorkloadTaskSchema),
});
export type WorkloadCell = z.infer<typeof WorkloadCellSchema>;

export const WorkloadRowSchema = z.object({
  /** Null on the "unassigned" row. */
  user: UserRefSchema.nullable(),
  /** False when the person has no employee record: capacity is then 0 and utilisation null. */
  hasEmployeeRecord: z.boolean(),
  cells: z.array(WorkloadCellSchema),
  /** Open tasks with an estimate but neither start nor due date: not spread over any cell (empty without `includeTasks`). */
  unscheduled: z.array(WorkloadTaskSchema),
});
export type WorkloadRow = z.infer<typeof WorkloadRowSchema>;

export const WorkloadGroupSchema = z.object({
  /** `team-{id}`, `no-team` (people in no team) or `unassigned`. */
  key: z.string(),
  /** Null for the `no-team` and `unassigned` groups. */
  team: TeamRefSchema.nullable(),
  users: z.array(WorkloadRowSchema),
  /** Per period, the sums over the group's rows (utilisation of the sums). */
  subtotals: z.array(WorkloadFiguresSchema),
});
export type WorkloadGroup = z.infer<typeof WorkloadGroupSchema>;

export const WorkloadResultSchema = z.object({
  periods: z.array(WorkloadPeriodSchema),
  groups: z.array(WorkloadGroupSchema),
  /** Per period, the sums over every person once (a person in two teams counts once) and the unassigned row. */
  totals: z.array(WorkloadFiguresSchema),
});
export type WorkloadResult = z.infer<typeof WorkloadResultSchema>;
