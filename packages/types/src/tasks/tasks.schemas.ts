import { z } from 'zod';
import {
  booleanQueryFlag,
  DateStringSchema,
  idParams,
  IdSchema,
  InstantSchema,
  pageBodyFields,
  pageOf,
  VersionSchema,
} from '../common/common.schemas';
import { CommentCreateInputSchema, commentSchema } from '../common/comments.schemas';
import { FilterValueSchema } from '../filters/filters.schemas';
import { TaskGroupBySchema, TeamRefSchema, UserRefSchema } from '../users/users.schemas';

/**
 * Tasks (DOMAIN.md § Tasks; SPEC §7 Tasks calls). Every task carries a
 * `version`; each per-field update sends the version it read (409 with the
 * current task when stale). Board order is a server-side sort key: clients
 * send a 0-based `position` within the column.
 */
export const TASK_STATUSES = ['todo', 'inProgress', 'inReview', 'blocked', 'done'] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;
/** Labels shown for the statuses. */
export const TASK_STATUS_TITLES: Record<TaskStatus, string> = {
  todo: 'To do',
  inProgress: 'In progress',
  inReview: 'In review',
  blocked: 'Blocked',
  done: 'Done',
};
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const TaskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = z.infer<typeof TaskPrioritySchema>;
/** The workspace list of task domains (DOMAIN.md). */
export const TASK_DOMAINS = ['Design', 'Engineering', 'QA', 'Management', 'Support'] as const;

const NameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(200);
const DescriptionSchema = z.string().max(50_000);
/** Work estimation in minutes (up to a year of work). */
const MinutesSchema = z.number().int().min(0).max(525_600);
const LabelsSchema = z.array(z.string().trim().min(1).max(40)).max(20);

export const TaskProjectRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});

export const TaskSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  project: TaskProjectRefSchema,
  parentId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  status: TaskStatusSchema,
  assignee: UserRefSchema.nullable(),
  assigneeTeam: TeamRefSchema.nullable(),
  domain: z.string().nullable(),
  /** The milestone the task counts towards (a milestone of its project), or null. */
  milestone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
  /** The start is locked: a reschedule of a predecessor does not move it (issue 31). */
  fixedStart: z.boolean(),
  /** Minutes, or null when not estimated. */
  workEstimation: z.number().int().nullable(),
  priority: TaskPrioritySchema,
  labels: z.array(z.string()),
  /** The board sort key within the status column (compare as strings). */
  index: z.string(),
  subtaskCount: z.number().int(),
  /** The signed-in user follows the task (gets its comment notifications). */
  following: z.boolean(),
  version: z.number().int(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskParamsSchema = idParams('taskId');

export const TaskCreateInputSchema = z.object({
  projectId: IdSchema.describe('Id of the project'),
  parentId: z.number().int().positive().nullable().default(null),
  name: NameSchema,
  description: DescriptionSchema.default(''),
  assigneeId: z.number().int().positive().nullable().default(null),
  assigneeTeamId: z.number().int().positive().nullable().default(null),
  domain: z.enum(TASK_DOMAINS).nullable().default(null),
  startDate: DateStringSchema.nullable().default(null),
  dueDate: DateStringSchema.nullable().default(null),
  fixedStart: z.boolean().default(false),
  workEstimation: MinutesSchema.nullable().default(null),
  milestoneId: z.number().int().positive().nullable().default(null),
  priority: TaskPrioritySchema.default('normal'),
  labels: LabelsSchema.default([]),
});
export type TaskCreateInput = z.input<typeof TaskCreateInputSchema>;

const v = { version: VersionSchema };
/** PUT /tasks/{taskId}/assignee */
export const TaskAssigneeUpdateInputSchema = z.object({
  assigneeId: z.number().int().positive().nullable(),
  assigneeTeamId: z.number().int().positive().nullable().default(null),
  ...v,
});
/** PUT /tasks/{taskId}/milestone: a milestone of the task's own project, or null. */
export const TaskMilestoneUpdateInputSchema = z.object({
  milestoneId: z.number().int().positive().nullable(),
  ...v,
});
/** PUT /tasks/{taskId}/name */
export const TaskNameUpdateInputSchema = z.object({ name: NameSchema, ...v });
/** PUT /tasks/{taskId}/status (the task goes to the end of its new column). */
export const TaskStatusUpdateInputSchema = z.object({ status: TaskStatusSchema, ...v });
/** PUT /tasks/{taskId}/work-estimation */
export const TaskWorkEstimationUpdateInputSchema = z.object({
  workEstimation: MinutesSchema.nullable(),
  ...v,
});
/** PUT /tasks/{taskId}/index: the 0-based place within its column. */
export const TaskIndexUpdateInputSchema = z.object({
  position: z.number().int().min(0),
  ...v,
});
/** PUT /tasks/{taskId}/placement: to another column, at a place. */
export const TaskPlacementUpdateInputSchema = z.object({
  status: TaskStatusSchema,
  position: z.number().int().min(0),
  ...v,
});
/** PUT /tasks/{taskId}/details: description, domain, priority, labels, parent. */
export const TaskDetailsUpdateInputSchema = z.object({
  description: DescriptionSchema,
  domain: z.enum(TASK_DOMAINS).nullable(),
  priority: TaskPrioritySchema,
  labels: LabelsSchema,
  ...v,
});

/** Task query (POST /tasks/query). */
export const TASK_FILTER_NAMES = [
  'project',
  'status',
  'completion',
  'assignee',
  'team',
  'domain',
  'milestone',
  'dueFrom',
  'dueTo',
  'text',
  'mine',
  /** The subtasks of one task (intValue: its id); the task page lists them with it. */
  'parent',
] as const;
/** `completion` filter values (intValue). */
export const TASK_COMPLETION = { ongoing: 1, completed: 2, all: 3 } as const;
export const TASK_SORTS = ['index', 'name', 'dueDate', 'status', 'createdAt', 'priority'] as const;

export const TaskQueryInputSchema = z.object({
  filters: z.array(FilterValueSchema).max(20).default([]),
  groupBy: TaskGroupBySchema.default('none'),
  sort: z
    .object({ column: z.enum(TASK_SORTS), direction: z.enum(['asc', 'desc']).default('asc') })
    .default({ column: 'index', direction: 'asc' }),
  ...pageBodyFields(100),
});
export type TaskQueryInput = z.input<typeof TaskQueryInputSchema>;
export const TaskQueryQuerySchema = z.object({
  includeParent: booleanQueryFlag(
    'includeParent',
    'Also return the parent of each matching subtask (one level)',
  ),
});
export const TaskGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  count: z.number().int(),
  /**
   * Project groups: percentage of done tasks by count. Absent when a completion filter
   * (ongoing or completed) leaves only one kind of task, where a percentage says nothing.
   */
  completion: z.number().int().optional(),
});
export type TaskGroup = z.infer<typeof TaskGroupSchema>;
export const TaskQueryResultSchema = z.object({
  items: z.array(TaskSchema),
  total: z.number().int(),
  groups: z.array(TaskGroupSchema),
  /**
   * The projects of `items` whose every task the user may change (the project's
   * `updateAnyTask`), so a list across projects offers its edits without asking each
   * project's permissions (which a user who only sees tasks assigned to them may not read).
   */
  managedProjectIds: z.array(z.number().int()),
});
export type TaskQueryResult = z.infer<typeof TaskQueryResultSchema>;
export const TaskQueryOptionsQuerySchema = z.object({
  includeTaskStatusFilter: booleanQueryFlag(
    'includeTaskStatusFilter',
    'Include the status filter definition',
  ),
  includeTaskAssigneeFilters: booleanQueryFlag(
    'includeTaskAssigneeFilters',
    'Include the assignee and team filter definitions',
  ),
  projectId: IdSchema.optional().describe(
    'Offer the milestones of this project only (else of every visible project)',
  ),
});

/** Comments. */
export const TaskCommentSchema = commentSchema('taskId');
export type TaskComment = z.infer<typeof TaskCommentSchema>;
export const TaskCommentCreateInputSchema = CommentCreateInputSchema;
export const TaskCommentUpdateInputSchema = TaskCommentCreateInputSchema.extend(v);
export const TaskCommentParamsSchema = idParams('taskId', 'commentId');

/** Todo items (checklist). */
export const TaskTodoSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  body: z.string(),
  done: z.boolean(),
  order: z.number().int(),
  version: z.number().int(),
});
export type TaskTodo = z.infer<typeof TaskTodoSchema>;
const TodoBodySchema = z
  .string({ error: 'body is required' })
  .trim()
  .min(1, 'body is required')
  .max(500);
export const TaskTodoCreateInputSchema = z.object({ body: TodoBodySchema });
export const TaskTodoUpdateInputSchema = z.object({
  body: TodoBodySchema,
  done: z.boolean(),
  /** 0-based place in the checklist (reorder). */
  order: z.number().int().min(0).optional(),
  ...v,
});
export const TaskTodoParamsSchema = idParams('taskId', 'todoItemId');

/** Attachments. */
export const TaskAttachmentSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Image types the app may preview inline. */
  previewable: z.boolean(),
  uploadedBy: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  version: z.number().int(),
});
export type TaskAttachment = z.infer<typeof TaskAttachmentSchema>;
export const TaskAttachmentParamsSchema = idParams('taskId', 'attachmentId');
/**
 * Download of an attachment (not JSON): the file with `Content-Disposition:
 * attachment`, `X-Content-Type-Options: nosniff` and a sandbox CSP.
 */
export const TASK_ATTACHMENT_DOWNLOAD_PATH = '/api/tasks/{taskId}/attachments/{attachmentId}';

/**
 * Time log: the task's time entries (written by the Timesheets issue). The
 * note of someone else's entry is null unless the reader holds
 * readAllTimesheets or readSomeUserTimesheet (as in the project's entries).
 */
export const TaskTimeEntrySchema = z.object({
  id: z.number().int(),
  user: UserRefSchema.nullable(),
  date: DateStringSchema,
  minutes: z.number().int(),
  note: z
    .string()
    .nullable()
    .describe(
      "The entry's note; null when it is someone else's entry and the reader holds neither readAllTimesheets nor readSomeUserTimesheet",
    ),
});
export const TaskTimelogSchema = pageOf(TaskTimeEntrySchema).extend({
  totalMinutes: z.number().int(),
});

/** History (updates): one immutable row per field change, comment and attachment. */
export const TaskUpdateSchema = z.object({
  id: z.number().int(),
  user: UserRefSchema.nullable(),
  at: InstantSchema,
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TaskUpdate = z.infer<typeof TaskUpdateSchema>;

export const TaskPermissionsSchema = z.object({
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  changeStatus: z.boolean(),
  changeAssignee: z.boolean(),
  comment: z.boolean(),
  attach: z.boolean(),
  manageTodos: z.boolean(),
  logTime: z.boolean(),
});

/** Assignee candidates and suggestions (GET /tasks/assignee-candidates, manual-assignee-suggestions). */
export const AssigneeProjectQuerySchema = z.object({
  projectId: IdSchema.describe('Id of the project the task belongs to'),
});
export const AssigneeCandidateSchema = z.object({
  user: UserRefSchema,
  teams: z.array(TeamRefSchema),
});
export const AssigneeSuggestionSchema = z.object({
  user: UserRefSchema,
  score: z.number(),
  /** In the project's team (a member of the project). */
  inProjectTeam: z.boolean(),
  /** Hours logged on the project in the last 90 days (0 until time entries exist). */
  recentHours: z.number(),
  /** Open estimated work assigned, in minutes. */
  openEstimatedMinutes: z.number().int(),
  reason: z.string(),
});
export type AssigneeSuggestion = z.infer<typeof AssigneeSuggestionSchema>;

/**
 * Task statistics (GET /tasks/stats): counts over the tasks the user may see
 * (scoped as POST /tasks/query scopes them), of one project or of all.
 */
export const TaskStatsQuerySchema = z.object({
  projectId: IdSchema.optional().describe(
    'Id of the project whose tasks are counted; all visible tasks when left out',
  ),
});
export const TaskStatsSchema = z.object({
  total: z.number().int(),
  /** Not done. */
  open: z.number().int(),
  /** Not done and due before today. */
  overdue: z.number().int(),
  /** Every status, in board order, zero counts included. */
  byStatus: z.array(z.object({ status: TaskStatusSchema, count: z.number().int() })),
  /** Largest first; `assignee` null for unassigned tasks. */
  byAssignee: z.array(
    z.object({
      assignee: UserRefSchema.nullable(),
      count: z.number().int(),
      open: z.number().int(),
      overdue: z.number().int(),
    }),
  ),
  /** Largest first; `domain` null for tasks without one. */
  byDomain: z.array(z.object({ domain: z.string().nullable(), count: z.number().int() })),
  /**
   * Tasks completed per week (Monday-based, UTC), the last 12 weeks oldest
   * first, the current week last; a task counts in the week it was last set
   * to Done.
   */
  completedPerWeek: z.array(z.object({ weekStart: DateStringSchema, count: z.number().int() })),
  /** Estimated minutes against logged minutes, overall and per assignee (largest estimate first). */
  effort: z.object({
    estimatedMinutes: z.number().int(),
    loggedMinutes: z.number().int(),
    /** Tasks that carry an estimate. */
    estimatedTasks: z.number().int(),
    byAssignee: z.array(
      z.object({
        assignee: UserRefSchema.nullable(),
        estimatedMinutes: z.number().int(),
        loggedMinutes: z.number().int(),
      }),
    ),
  }),
});
export type TaskStats = z.infer<typeof TaskStatsSchema>;
