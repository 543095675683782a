import {
  ContactCreateInputSchema,
  ContactUpdateInputSchema,
  ProjectCreateInputSchema,
  ProjectUpdateInputSchema,
  TaskCommentCreateInputSchema,
  TaskCreateInputSchema,
  type ImportSheetKind,
  type Project,
  type ProjectRole,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { AppError, ForbiddenError, ValidationError } from '../../lib/errors';
import { parsePart } from '../../lib/validation';
import { hasFlag, type AuthUser } from '../auth';
import { createContact, getContact, updateContact } from '../contacts';
import { addMember, createProject, getProject, projectMembers, updateProject } from '../projects';
import {
  createComment,
  createTask,
  getTask,
  reschedule,
  updateAssignee,
  updateDetails,
  updateName,
  updateStatus,
  updateWorkEstimation,
} from '../tasks';
import * as records from './import-records.repository';
import type { RecordKind } from './import-records.repository';
import { userName } from '../users';
import type { RowValues, WalkContext } from './import-row';

/**
 * Each sheet's rows written through the owning module's front door
 * (README.md § Writes): the typed input the route would get, checked by the
 * contract's schema (`parsePart`, the route's own check), then the module's
 * service with the row's savepoint as its database, so every rule of a typed
 * write holds and a refused row undoes only itself.
 */

export interface Written {
  recordKind: RecordKind;
  recordId: number;
  version: number;
  action: 'created' | 'updated';
  /**
   * For an updated record: what a rollback writes back (the update's input as
   * it was); for a created membership or comment, what its delete needs.
   */
  before: unknown;
}

/**
 * A sheet's writer: the row's values, the record its external id maps to (or
 * null). Null: the row holds, and there was nothing to write (a membership
 * the project already has).
 */
export type SheetWriter = (
  deps: AppDeps,
  ctx: WalkContext,
  values: RowValues,
  existingId: number | null,
) => Promise<Written | null>;

/** Which import field a typed write's field comes from, per sheet kind (the same name otherwise). */
export const WRITE_FIELDS: Record<ImportSheetKind, Record<string, string>> = {
  projects: { managerId: 'manager', budgetMinutes: 'budgetHours' },
  tasks: {
    projectId: 'project',
    parentId: 'parent',
    assigneeId: 'assignee',
    workEstimation: 'estimate',
  },
  contacts: {},
  timeEntries: {
    userId: 'user',
    minutes: 'duration',
    projectId: 'project',
    taskId: 'task',
    timesheetTaskId: 'timesheetTask',
  },
  projectMembers: { projectId: 'project', userId: 'user' },
  taskComments: { taskId: 'task', body: 'body' },
};

/**
 * The record an external id maps to, or null when it is gone since (deleted:
 * the row then makes a new one, and the id maps to that).
 */
async function stillThere<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

const body = <T>(schema: Parameters<typeof parsePart>[0], value: unknown) =>
  parsePart(schema, value, 'body') as T;

/** The project as an update input that writes it back as it is (a rollback's restore). */
export function projectRestore(project: Project): Record<string, unknown> {
  return {
    code: project.code,
    name: project.name,
    client: project.client,
    managerId: project.manager?.id ?? null,
    status: project.status,
    billingType: project.billingType,
    startDate: project.startDate,
    endDate: project.endDate,
    currency: project.currency,
    budgetAmount: project.budget?.amount ?? null,
    budgetMinutes: project.budgetMinutes,
    description: project.description,
    tags: project.tags,
  };
}

const writeProject: SheetWriter = async (deps, ctx, v, existingId) => {
  const fields = defined({
    // Codes are capitals (a Redmine identifier is lower case).
    code: typeof v.code === 'string' ? v.code.toUpperCase() : undefined,
    name: v.name,
    client: v.client,
    managerId: v.manager,
    status: v.status,
    billingType: v.billingType,
    startDate: v.startDate,
    endDate: v.endDate,
    currency: typeof v.currency === 'string' ? v.currency.toUpperCase() : undefined,
    budgetAmount: v.budgetAmount,
    budgetMinutes: v.budgetHours,
    description: v.description,
    tags: v.tags,
  });
  const before =
    existingId === null ? null : await stillThere(() => getProject(deps, ctx.actor, existingId));
  if (existingId !== null && before) {
    const input = body<Parameters<typeof updateProject>[3]>(ProjectUpdateInputSchema, {
      ...fields,
      version: before.version,
    });
    const after = await updateProject(deps, ctx.actor, existingId, input);
    return {
      recordKind: 'project',
      recordId: existingId,
      version: after.version,
      action: 'updated',
      before: projectRestore(before),
    };
  }
  if (!hasFlag(ctx.actor, 'createProjects') && !hasFlag(ctx.actor, 'manageAllProjects'))
    throw new ForbiddenError('You may not create projects');
  const input = body<Parameters<typeof createProject>[2]>(ProjectCreateInputSchema, fields);
  const created = await createProject(deps, ctx.actor, input);
  ctx.projects.set(created.code, created.id);
  return {
    recordKind: 'project',
    recordId: created.id,
    version: created.version,
    action: 'created',
    before: null,
  };
};

/** A task's fields a rollback writes back. */
export interface TaskRestore {
  name: string;
  description: string;
  domain: Task['domain'];
  priority: TaskPriority;
  labels: string[];
  assigneeId: number | null;
  assigneeTeamId: number | null;
  startDate: string | null;
  dueDate: string | null;
  workEstimation: number | null;
  status: TaskStatus;
}

export const taskRestore = (task: Task): TaskRestore => ({
  name: task.name,
  description: task.description,
  domain: task.domain as Task['domain'],
  priority: task.priority,
  labels: task.labels,
  assigneeId: task.assignee?.id ?? null,
  assigneeTeamId: task.assigneeTeam?.id ?? null,
  startDate: task.startDate,
  dueDate: task.dueDate,
  workEstimation: task.workEstimation,
  status: task.status,
});

/**
 * Writes `next` over the task through the field routes' services, each a
 * version-checked save of its own (only the fields that differ); answers the
 * task's version after the last.
 */
export async function writeTaskFields(
  deps: AppDeps,
  actor: AuthUser,
  task: Task,
  next: Partial<TaskRestore>,
): Promise<number> {
  let version = task.version;
  const id = task.id;
  const differs = <K extends keyof TaskRestore>(key: K) =>
    next[key] !== undefined && JSON.stringify(next[key]) !== JSON.stringify(taskRestore(task)[key]);
  if (differs('name'))
    version = (await updateName(deps, actor, id, { name: next.name!, version })).version;
  if (differs('description') || differs('priority') || differs('labels') || differs('domain'))
    version = (
      await updateDetails(deps, actor, id, {
        description: next.description ?? task.description,
        domain: (next.domain !== undefined ? next.domain : task.domain) as never,
        priority: next.priority ?? task.priority,
        labels: next.labels ?? task.labels,
        version,
      })
    ).version;
  if (differs('assigneeId') || differs('assigneeTeamId'))
    version = (
      await updateAssignee(deps, actor, id, {
        assigneeId: next.assigneeId !== undefined ? next.assigneeId : (task.assignee?.id ?? null),
        assigneeTeamId:
          next.assigneeTeamId !== undefined ? next.assigneeTeamId : (task.assigneeTeam?.id ?? null),
        version,
      })
    ).version;
  if (differs('startDate') || differs('dueDate'))
    version = (
      await reschedule(deps, actor, id, {
        startDate: next.startDate !== undefined ? next.startDate : task.startDate,
        dueDate: next.dueDate !== undefined ? next.dueDate : task.dueDate,
        shiftSuccessors: false,
        version,
      })
    ).version;
  if (differs('workEstimation'))
    version = (
      await updateWorkEstimation(deps, actor, id, { workEstimation: next.workEstimation!, version })
    ).version;
  if (differs('status'))
    version = (await updateStatus(deps, actor, id, { status: next.status!, version })).version;
  return version;
}

/** Done (%) read into a status when the sheet gives no status: 100 done, more than 0 in progress. */
function statusOf(v: RowValues): TaskStatus | undefined {
  if (typeof v.status === 'string') return v.status as TaskStatus;
  if (typeof v.progress !== 'number') return undefined;
  if (v.progress < 0 || v.progress > 100)
    throw ValidationError.field('progress', 'Done (%) must be between 0 and 100');
  return v.progress === 100 ? 'done' : v.progress > 0 ? 'inProgress' : 'todo';
}

async function parentOf(deps: AppDeps, ctx: WalkContext, v: RowValues): Promise<number | null> {
  if (typeof v.parent !== 'string') return null;
  const parentId = await records.externalRecord(deps.knex, ctx.origin, 'tasks', v.parent);
  if (parentId === null)
    throw ValidationError.field(
      'parentId',
      `No task with the external id ${v.parent} (a parent comes before its subtasks)`,
    );
  return parentId;
}

const writeTask: SheetWriter = async (deps, ctx, v, existingId) => {
  const status = statusOf(v);
  const next = defined({
    name: v.name,
    description: v.description,
    priority: v.priority,
    labels: v.labels,
    assigneeId: v.assignee,
    startDate: v.startDate,
    dueDate: v.dueDate,
    workEstimation: v.estimate,
    status,
  }) as Partial<TaskRestore>;
  const before =
    existingId === null ? null : await stillThere(() => getTask(deps, ctx.actor, existingId));
  if (existingId !== null && before) {
    if (before.projectId !== v.project)
      throw ValidationError.field(
        'projectId',
        'A task stays in its project: this one is in another',
      );
    const version = await writeTaskFields(deps, ctx.actor, before, next);
    return {
      recordKind: 'task',
      recordId: existingId,
      version,
      action: 'updated',
      before: taskRestore(before),
    };
  }
  const input = body<Parameters<typeof createTask>[2]>(TaskCreateInputSchema, {
    projectId: v.project,
    parentId: await parentOf(deps, ctx, v),
    ...defined({ ...next, status: undefined }),
  });
  const created = await createTask(deps, ctx.actor, input);
  const version =
    status && status !== created.status
      ? (await updateStatus(deps, ctx.actor, created.id, { status, version: created.version }))
          .version
      : created.version;
  return { recordKind: 'task', recordId: created.id, version, action: 'created', before: null };
};

const CONTACT_FIELDS = [
  'name',
  'company',
  'jobTitle',
  'email',
  'phone',
  'notes',
  'billingStreet',
  'billingPostcode',
  'billingCity',
  'billingCountry',
  'taxId',
] as const;

const writeContact: SheetWriter = async (deps, ctx, v, existingId) => {
  if (!hasFlag(ctx.actor, 'manageGlobalContacts'))
    throw new ForbiddenError('You may not change contacts');
  const fields = defined(Object.fromEntries(CONTACT_FIELDS.map((key) => [key, v[key]])));
  const before = existingId === null ? null : await stillThere(() => getContact(deps, existingId));
  if (existingId !== null && before) {
    const restore = Object.fromEntries(CONTACT_FIELDS.map((key) => [key, before[key]]));
    const input = body<Parameters<typeof updateContact>[2]>(ContactUpdateInputSchema, {
      ...restore,
      ...fields,
      version: before.version,
    });
    const after = await updateContact(deps, existingId, input);
    return {
      recordKind: 'contact',
      recordId: existingId,
      version: after.version,
      action: 'updated',
      before: restore,
    };
  }
  const input = body<Parameters<typeof createContact>[2]>(ContactCreateInputSchema, fields);
  const created = await createContact(deps, ctx.actor, input);
  return {
    recordKind: 'contact',
    recordId: created.id,
    version: created.version,
    action: 'created',
    before: null,
  };
};

/** A member of a project (a Redmine project's membership); one already there is refused by the rule. */
const writeMember: SheetWriter = async (deps, ctx, v) => {
  const projectId = v.project as number;
  const userId = v.user as number;
  // Already on the project (its creator or manager, or from an earlier import): kept as is, role too.
  const members = await projectMembers(deps, projectId, ctx.actor);
  if (members.some((member) => member.id === userId)) return null;
  await addMember(deps, ctx.actor, projectId, {
    userId,
    role: (v.role as ProjectRole | undefined) ?? 'member',
  });
  // A membership has no version of its own: the rollback needs its project.
  return {
    recordKind: 'projectMember',
    recordId: userId,
    version: 1,
    action: 'created',
    before: { projectId },
  };
};

/**
 * A comment on a task (a Redmine journal): written as the importer (a
 * comment is always its writer's), its author's name and day leading the
 * text when the sheet gives them.
 */
const writeComment: SheetWriter = async (deps, ctx, v, existingId) => {
  // Imported before from this origin (a journal is not edited): kept as it is.
  if (existingId !== null) return null;
  const taskId = await records.externalRecord(deps.knex, ctx.origin, 'tasks', String(v.task));
  if (taskId === null)
    throw ValidationError.field('taskId', `No task with the external id ${String(v.task)}`);
  const author = typeof v.author === 'number' ? await userName(deps.knex, v.author) : null;
  const byline = [author, typeof v.createdAt === 'string' ? v.createdAt : null]
    .filter(Boolean)
    .join(', ');
  const text = byline === '' ? String(v.body) : `(${byline})\n\n${String(v.body)}`;
  const comment = await createComment(
    deps,
    ctx.actor,
    taskId,
    parsePart(TaskCommentCreateInputSchema, { body: text }, 'body'),
  );
  // The rollback needs the comment's task.
  return {
    recordKind: 'taskComment',
    recordId: comment.id,
    version: comment.version,
    action: 'created',
    before: { taskId },
  };
};

/** The writers of the sheets written row by row (time entries go in batches: `import-time-entries.ts`). */
export const WRITERS: Partial<Record<ImportSheetKind, SheetWriter>> = {
  projects: writeProject,
  projectMembers: writeMember,
  contacts: writeContact,
  tasks: writeTask,
  taskComments: writeComment,
};
