import { z } from 'zod';
import { DateStringSchema, idParams, InstantSchema } from '../common/common.schemas';
import { TaskSchema } from './tasks.schemas';

/**
 * Task dependencies and rescheduling (issue 31). A dependency links a
 * predecessor to a successor of the same project: FS (the successor starts
 * after the predecessor finishes), SS (starts when it starts), FF (finishes
 * when it finishes), SF (finishes when it starts), shifted by `lagDays`
 * working days (weekends and workspace holidays skipped; negative: a lead).
 */
export const DEPENDENCY_TYPES = ['FS', 'SS', 'FF', 'SF'] as const;
export const DependencyTypeSchema = z.enum(DEPENDENCY_TYPES);
export type DependencyType = z.infer<typeof DependencyTypeSchema>;

/** A task as a dependency names it. */
export const DependencyTaskRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
});

export const TaskDependencySchema = z.object({
  id: z.number().int(),
  predecessorId: z.number().int(),
  successorId: z.number().int(),
  predecessor: DependencyTaskRefSchema,
  successor: DependencyTaskRefSchema,
  type: DependencyTypeSchema,
  /** Working days between the two ends (negative: a lead). */
  lagDays: z.number().int(),
  version: z.number().int(),
  createdAt: InstantSchema,
});
export type TaskDependency = z.infer<typeof TaskDependencySchema>;

/** POST /tasks/{taskId}/dependencies: the task of the path is the successor. */
export const TaskDependencyCreateInputSchema = z.object({
  predecessorId: z.number().int().positive(),
  type: DependencyTypeSchema.default('FS'),
  lagDays: z.number().int().min(-365).max(365).default(0),
});
export type TaskDependencyCreateInput = z.input<typeof TaskDependencyCreateInputSchema>;

export const TaskDependencyParamsSchema = idParams('taskId', 'dependencyId');

/** PUT /tasks/{taskId}/schedule */
export const TaskScheduleUpdateInputSchema = z
  .object({
    startDate: DateStringSchema.nullable(),
    dueDate: DateStringSchema.nullable(),
    version: z.number().int().min(1),
    /** Move the successors whose constraint would break (default); false: save and warn. */
    shiftSuccessors: z.boolean().default(true),
    /** Lock the start: a shift stops at this task (absent: unchanged). */
    fixedStart: z.boolean().optional(),
  })
  .refine((s) => !s.startDate || !s.dueDate || s.startDate <= s.dueDate, {
    message: 'dueDate must not be before startDate',
    path: ['dueDate'],
  });

/** A task a reschedule moved: its dates before and after. */
export const ScheduleMoveSchema = z.object({
  taskId: z.number().int(),
  name: z.string(),
  from: z.object({ startDate: DateStringSchema.nullable(), dueDate: DateStringSchema.nullable() }),
  to: z.object({ startDate: DateStringSchema.nullable(), dueDate: DateStringSchema.nullable() }),
  version: z.number().int(),
});
export type ScheduleMove = z.infer<typeof ScheduleMoveSchema>;

/** A dependency whose constraint does not hold after the save. */
export const ScheduleWarningSchema = z.object({
  dependencyId: z.number().int(),
  predecessorId: z.number().int(),
  successorId: z.number().int(),
  type: DependencyTypeSchema,
  lagDays: z.number().int(),
  /** `broken`: left as is (`shiftSuccessors: false`, or the task itself moved before its predecessor); `fixedStart`: the successor's start is locked, the shift stopped there. */
  reason: z.enum(['broken', 'fixedStart']),
  message: z.string(),
});
export type ScheduleWarning = z.infer<typeof ScheduleWarningSchema>;

/** The answer of PUT /tasks/{taskId}/schedule: the task, what moved with it, what is left broken. */
export const TaskScheduleResultSchema = TaskSchema.extend({
  moved: z.array(ScheduleMoveSchema),
  warnings: z.array(ScheduleWarningSchema),
});
export type TaskScheduleResult = z.infer<typeof TaskScheduleResultSchema>;
