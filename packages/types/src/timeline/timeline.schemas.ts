import { z } from 'zod';
import { DateStringSchema, idParams, InstantSchema } from '../common/common.schemas';
import { MilestoneStatusSchema } from '../milestones/milestones.schemas';
import { ProjectExportQuerySchema, RagStatusSchema } from '../projects/projects.schemas';
import { DependencyTypeSchema } from '../tasks/task-dependencies.schemas';
import { TaskStatusSchema } from '../tasks/tasks.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * The project timeline, the portfolio roadmap and baselines (issue 31).
 * Dates only: no costs, amounts or internal notes ever travel here (a
 * stakeholder may read the roadmap's projects and milestones).
 */
const RangeFields = {
  from: DateStringSchema.optional().describe(
    'First day shown (YYYY-MM-DD); items ending before it are left out',
  ),
  to: DateStringSchema.optional().describe(
    'Last day shown (YYYY-MM-DD); items starting after it are left out',
  ),
};

export const TimelineQuerySchema = z.object({
  ...RangeFields,
  baselineId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('A baseline of the project: each task gets its baseline dates and slippage'),
});

export const TimelineTaskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
  /** Done: 100; else the share of its done subtasks, 0 without any. */
  progress: z.number().int().min(0).max(100),
  status: TaskStatusSchema,
  assignee: UserRefSchema.nullable(),
  fixedStart: z.boolean(),
  /** On the critical path: the longest path through the dependency graph to the project's end. */
  critical: z.boolean(),
  version: z.number().int(),
  /** With `baselineId`: the task's dates in the baseline (null when it was not in it). */
  baseline: z
    .object({
      startDate: DateStringSchema.nullable(),
      dueDate: DateStringSchema.nullable(),
      /** Calendar days the due date moved since the baseline (positive: late); null without both dates. */
      slippageDays: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
});
export type TimelineTask = z.infer<typeof TimelineTaskSchema>;

export const TimelineDependencySchema = z.object({
  id: z.number().int(),
  predecessorId: z.number().int(),
  successorId: z.number().int(),
  type: DependencyTypeSchema,
  lagDays: z.number().int(),
});

export const TimelineMilestoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dueDate: DateStringSchema,
  status: MilestoneStatusSchema,
});

export const ProjectTimelineSchema = z.object({
  projectId: z.number().int(),
  tasks: z.array(TimelineTaskSchema),
  dependencies: z.array(TimelineDependencySchema),
  milestones: z.array(TimelineMilestoneSchema),
  /** The critical path's length in working days (0 without dated tasks). */
  criticalPathDays: z.number().int(),
});
export type ProjectTimeline = z.infer<typeof ProjectTimelineSchema>;

/** GET /projects/timeline: the project browser's URL filters (as its export takes them) and a range. */
export const RoadmapQuerySchema = ProjectExportQuerySchema.extend(RangeFields);

export const RoadmapProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  startDate: DateStringSchema.nullable(),
  endDate: DateStringSchema.nullable(),
  rag: RagStatusSchema,
  milestones: z.array(TimelineMilestoneSchema),
});
export const RoadmapSchema = z.object({ projects: z.array(RoadmapProjectSchema) });
export type Roadmap = z.infer<typeof RoadmapSchema>;

export const BaselineSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  /** Tasks frozen in it. */
  taskCount: z.number().int(),
  createdBy: UserRefSchema.nullable(),
  createdAt: InstantSchema,
});
export type Baseline = z.infer<typeof BaselineSchema>;

export const BaselineCreateInputSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(120),
});

export const TimelineProjectParamsSchema = idParams('projectId');
