import { z } from 'zod';
import { IdSchema, InstantSchema, VersionSchema } from '../common/common.schemas';
import {
  oneTarget,
  TimeEntryProjectRefSchema,
  TimeEntrySchema,
  TimeEntryTaskRefSchema,
  TimeEntryTimesheetTaskRefSchema,
} from './timesheet.schemas';

/**
 * The running timer (issue 30, item 1): one per user, kept on the server, so
 * it survives a reload, other tabs and other devices. Stopping it writes time
 * entries through the same rules as a typed entry.
 */

/** What the timer runs on: as a time entry names it (a task with its project, a project, a timesheet task). */
export const TimesheetTimerTargetSchema = z.object({
  project: TimeEntryProjectRefSchema.nullable(),
  task: TimeEntryTaskRefSchema.nullable(),
  timesheetTask: TimeEntryTimesheetTaskRefSchema.nullable(),
});
export type TimesheetTimerTarget = z.infer<typeof TimesheetTimerTargetSchema>;

export const TimesheetTimerSchema = z.object({
  id: z.number().int(),
  target: TimesheetTimerTargetSchema,
  note: z.string(),
  startedAt: InstantSchema,
  /** Whole seconds from `startedAt` to the server's now when it answered. */
  elapsedSeconds: z.number().int(),
  version: z.number().int(),
});
export type TimesheetTimer = z.infer<typeof TimesheetTimerSchema>;

/** `GET /api/timesheet/timer`: the caller's running timer, or null. */
export const TimesheetTimerStateSchema = TimesheetTimerSchema.nullable();

/** Exactly one of `taskId`, `projectId`, `timesheetTaskId` (a 400 naming the field otherwise). */
export const TimesheetTimerStartInputSchema = z
  .object({
    taskId: IdSchema.nullable().default(null),
    projectId: IdSchema.nullable().default(null),
    timesheetTaskId: IdSchema.nullable().default(null),
    /** Goes with the entries the timer writes. */
    note: z.string().trim().max(2000).default(''),
  })
  .superRefine(oneTarget);
export type TimesheetTimerStartInput = z.input<typeof TimesheetTimerStartInputSchema>;

/** The time entries a stopped timer wrote: one per day it ran on (split at midnight). */
export const TimesheetTimerStoppedSchema = z.object({
  entries: z.array(TimeEntrySchema),
});
export type TimesheetTimerStopped = z.infer<typeof TimesheetTimerStoppedSchema>;

/** A started timer; `stopped`: the timer that was running and the entries it wrote (null: none ran). */
export const TimesheetTimerStartedSchema = z.object({
  timer: TimesheetTimerSchema,
  stopped: TimesheetTimerStoppedSchema.nullable(),
});
export type TimesheetTimerStarted = z.infer<typeof TimesheetTimerStartedSchema>;

export const TimesheetTimerStopInputSchema = z.object({ version: VersionSchema });
