import { MAX_MINUTES_PER_DAY, type TimesheetTask, type TimesheetTimerTarget } from '@keel/types';
import type { Db } from '../../lib/db';
import { AppError, ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { projectPermissionsFor, taskPermissionsFor, type AuthUser } from '../auth';
import { assertMayWrite } from './timesheet-access';
import * as factsRepo from './timesheet-facts.repository';
import * as tasksRepo from './timesheet-tasks.repository';

/**
 * The rules of every entry write (README, "Rules on every write of an
 * entry") as functions over facts read beforehand: a typed write reads the
 * facts of its one entry, an import's batch those of a chunk of drafts in a
 * few set-based statements (`time-entry-import.service.ts`), and both judge
 * them here, so the two cannot disagree. Each rule throws the typed write's
 * error (status, message, field); the batch turns it into a row's problem.
 */

/** What an entry is logged on, resolved: where it is stored and how it is named. */
export interface Target {
  projectId: number | null;
  taskId: number | null;
  timesheetTaskId: number | null;
  billableByDefault: boolean;
  /** What it is as an entry or a timer names it, read by the same statements as the checks. */
  refs: TimesheetTimerTarget;
}

/** The target an entry names (exactly one of the three is set, the contract's `oneTarget`). */
export interface TargetInput {
  taskId: number | null;
  projectId: number | null;
  timesheetTaskId: number | null;
  note: string;
}

/** What the target rules read, for one writer (`actor`): the timesheet tasks, tasks and projects named. */
export interface TargetFacts {
  timesheetTasks: ReadonlyMap<number, TimesheetTask>;
  tasks: ReadonlyMap<number, factsRepo.TaskEntryFacts>;
  /** The projects named and those of the tasks named, deleted ones included. */
  projects: ReadonlyMap<number, factsRepo.ProjectEntryFacts>;
}

/**
 * Reads the facts of the targets `inputs` name, for `actorId`: three
 * statements whatever their number (the tasks' projects after the tasks).
 */
export async function loadTargetFacts(
  db: Db,
  actorId: number,
  inputs: ReadonlyArray<Omit<TargetInput, 'note'>>,
): Promise<TargetFacts> {
  const ids = (pick: (input: Omit<TargetInput, 'note'>) => number | null) => [
    ...new Set(inputs.map(pick).filter((id): id is number => id !== null)),
  ];
  const [timesheetTasks, tasks] = await Promise.all([
    tasksRepo.findTimesheetTasks(
      db,
      ids((input) => input.timesheetTaskId),
    ),
    factsRepo.findTasksEntryFacts(
      db,
      ids((input) => input.taskId),
      actorId,
    ),
  ]);
  const projectIds = new Set(ids((input) => input.projectId));
  for (const task of tasks.values()) projectIds.add(task.projectId);
  const projects = await factsRepo.findProjectsEntryFacts(db, [...projectIds], actorId);
  return { timesheetTasks, tasks, projects };
}

/** A refusal by a project's timesheet setting: 409, naming the setting (and the field it concerns). */
function settingConflict(setting: string, field: string, message: string): AppError {
  return new AppError(409, `${message} (timesheet setting ${setting})`, { [field]: [message] });
}

/**
 * What the entry is logged on, checked against `facts`: it exists (400
 * naming the field), the caller may log on it (403), and the project's
 * timesheet settings allow it (409 naming the setting). `unchanged`: the
 * entry already is on this target (an inactive timesheet task keeps its old
 * entries editable).
 */
export function judgeTarget(
  actor: AuthUser,
  ownerId: number,
  input: TargetInput,
  unchanged: boolean,
  facts: TargetFacts,
): Target {
  if (input.timesheetTaskId !== null) {
    const task = facts.timesheetTasks.get(input.timesheetTaskId);
    if (!task) throw ValidationError.field('timesheetTaskId', 'Unknown timesheet task');
    if (!task.active && !unchanged)
      throw ValidationError.field('timesheetTaskId', 'This timesheet task is no longer in use');
    return {
      projectId: null,
      taskId: null,
      timesheetTaskId: task.id,
      billableByDefault: false,
      refs: {
        project: null,
        task: null,
        timesheetTask: { id: task.id, name: task.name, kind: task.kind },
      },
    };
  }
  let projectId: number;
  let taskName = '';
  if (input.taskId !== null) {
    const task = facts.tasks.get(input.taskId);
    if (!task) throw ValidationError.field('taskId', 'Unknown task');
    const role = facts.projects.get(task.projectId)?.role ?? null;
    const permissions = taskPermissionsFor(actor, role, task);
    // One's own time needs the task's logTime; an administrator writing someone else's time needs to see the task.
    const allowed = actor.id === ownerId ? permissions.logTime : permissions.read;
    if (!allowed) throw new ForbiddenError('You may not log time on this task');
    projectId = task.projectId;
    taskName = task.name;
  } else {
    projectId = input.projectId as number;
    const access = facts.projects.get(projectId);
    const permissions = access?.live === true ? projectPermissionsFor(actor, access.role) : null;
    if (!permissions?.readProject) throw ValidationError.field('projectId', 'Unknown project');
    if (!permissions.createTasks)
      throw new ForbiddenError('You may not log time on this project itself');
  }
  const project = facts.projects.get(projectId);
  const field = input.taskId !== null ? 'taskId' : 'projectId';
  if (!project?.live) throw ValidationError.field(field, 'Unknown project');
  if (!project.loggingAllowed)
    throw settingConflict('loggingAllowed', field, 'This project does not take time entries');
  if (input.taskId === null && project.logTarget === 'tasksOnly')
    throw settingConflict('logTarget', 'projectId', 'This project takes time on its tasks only');
  if (project.notesRequired && input.note.trim() === '')
    throw settingConflict('notesRequired', 'note', 'This project needs a note on every time entry');
  return {
    projectId,
    taskId: input.taskId,
    timesheetTaskId: null,
    billableByDefault: project.billableByDefault,
    refs: {
      project: { id: projectId, code: project.code, name: project.name },
      task: input.taskId === null ? null : { id: input.taskId, name: taskName },
      timesheetTask: null,
    },
  };
}

/**
 * The writer may write the owner's time (403), and someone else's time is
 * an active internal user's (400 naming `userId`; `ownerActive` read by the
 * caller: one's own account is, being signed in).
 */
export function judgeOwner(actor: AuthUser, ownerId: number, ownerActive: boolean): void {
  assertMayWrite(actor, ownerId);
  if (ownerId !== actor.id && !ownerActive) throw ValidationError.field('userId', 'Unknown user');
}

/** Where a day stands for a user: the lock covering it and its week's status. */
export interface DayStanding {
  /** The latest lock date on or after the day among the user's locks, or null when none covers it. */
  lockedThrough: string | null;
  /** The status of the day's week (Monday `weekStart`) when it is submitted or approved. */
  weekStatus: 'submitted' | 'approved' | null;
}

/**
 * The day can take a write: no lock covers it and its week is not approved
 * (409 naming the locked date). `refuseSubmitted`: a submitted week is
 * refused too, for writes its user does not make by hand (an import, its
 * undo: the approver is looking at that week, README "Indirect removal").
 */
export function judgeDay(
  date: string,
  weekStart: string,
  standing: DayStanding,
  refuseSubmitted = false,
): void {
  if (standing.lockedThrough !== null)
    throw new ConflictError(
      `Timesheets are locked up to ${standing.lockedThrough}: ${date} cannot be changed`,
    );
  if (standing.weekStatus === 'approved')
    throw new ConflictError(
      `The week of ${weekStart} is approved and locked: ${date} cannot be changed`,
    );
  if (refuseSubmitted && standing.weekStatus === 'submitted')
    throw new ConflictError(
      `The week of ${weekStart} is submitted for approval: ${date} cannot be changed`,
    );
}

/** The user's day stays within 24 h with `minutes` more (400 naming minutes, with what still fits). */
export function judgeDayCap(date: string, loggedMinutes: number, minutes: number): void {
  if (loggedMinutes + minutes > MAX_MINUTES_PER_DAY)
    throw ValidationError.field(
      'minutes',
      `At most 24 hours a day: ${date} already has ${loggedMinutes} minutes, ${MAX_MINUTES_PER_DAY - loggedMinutes} more fit`,
    );
}

/**
 * Invoiced time is final (issue 32, item 2): an entry an issued invoice bills
 * (`invoiceNumber`, null when none does) is neither changed, moved nor
 * deleted, whoever asks — 409 naming the invoice.
 */
export function judgeNotInvoiced(invoiceNumber: string | null): void {
  if (invoiceNumber !== null)
    throw new ConflictError(
      `This time is billed by invoice ${invoiceNumber}: it cannot be changed`,
      undefined,
      { invoice: [invoiceNumber] },
    );
}
