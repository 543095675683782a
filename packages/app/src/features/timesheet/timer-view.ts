import type { TimesheetTimer, TimesheetTimerTarget } from '@keel/types';
import type { AccessUser } from '../../lib/session';
import { targetKey, type TimeTarget } from './time-targets';

/**
 * What the running timer shows and who has one: pure, so the shell's bar,
 * the start buttons and the quick search read a timer the same way.
 */

/** Every internal user keeps a timesheet, hence a timer (the API's `TIMESHEET_TIMER`). */
export function mayUseTimer(user: Pick<AccessUser, 'external'>): boolean {
  return !user.external;
}

/** The timer's target as the timesheet names targets (a task with its project, a project, a timesheet task). */
export function timerTarget(target: TimesheetTimerTarget): TimeTarget {
  if (target.task)
    return { kind: 'task', id: target.task.id, name: target.task.name, project: target.project };
  if (target.timesheetTask)
    return { kind: 'timesheetTask', id: target.timesheetTask.id, name: target.timesheetTask.name };
  if (target.project) return { kind: 'project', id: target.project.id, name: target.project.name };
  throw new Error('A timer without a target');
}

/** Whether the timer runs on `target`. */
export function runsOn(
  timer: TimesheetTimer | null | undefined,
  target: Pick<TimeTarget, 'kind' | 'id'>,
): boolean {
  return timer ? targetKey(timerTarget(timer.target)) === targetKey(target) : false;
}

/** Seconds as a stopwatch shows them: `0:00:09`, `1:05:30`, `26:00:00`. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}

/** The same in words, for assistive technology: `1 hour 5 minutes`, `under a minute`. */
export function spokenElapsed(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes === 0) return 'under a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return [hours > 0 ? part(hours, 'hour') : '', rest > 0 ? part(rest, 'minute') : '']
    .filter(Boolean)
    .join(' ');
}

/** Elapsed seconds now: the server's figure plus the time since it answered. */
export function elapsedNow(elapsedSeconds: number, answeredAt: number, now: number): number {
  return elapsedSeconds + Math.max(0, Math.floor((now - answeredAt) / 1000));
}
