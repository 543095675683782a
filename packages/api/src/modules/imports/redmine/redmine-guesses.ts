import type { ProjectRole, ProjectStatus, TaskPriority, TaskStatus } from '@keel/types';

/**
 * The converter's first guesses (README.md § What becomes what): each is a
 * value map entry the user can change before the dry run, except a
 * project's status and a member's role, written as Keel's own values.
 */

const norm = (name: string) => name.trim().toLowerCase();

/** Redmine's default status names (English and German installations). */
const STATUS_WORDS: Array<[RegExp, TaskStatus]> = [
  [/^(new|neu|open|offen)$/, 'todo'],
  [/^(in progress|in bearbeitung|assigned|zugewiesen)$/, 'inProgress'],
  [/^(resolved|gelöst|feedback|in review|review|testing|test)$/, 'inReview'],
  [/^(closed|erledigt|geschlossen|rejected|abgewiesen|done)$/, 'done'],
  [/^(blocked|blockiert|on hold)$/, 'blocked'],
];

/** A Redmine status name → a task status: by name, else `done` for a closed status, else `todo`. */
export function guessTaskStatus(name: string, isClosed: boolean | null | undefined): TaskStatus {
  const found = STATUS_WORDS.find(([words]) => words.test(norm(name)));
  return found ? found[1] : isClosed ? 'done' : 'todo';
}

const PRIORITY_WORDS: Array<[RegExp, TaskPriority]> = [
  [/^(low|niedrig)$/, 'low'],
  [/^(normal)$/, 'normal'],
  [/^(high|hoch)$/, 'high'],
  [/^(urgent|dringend|immediate|sofort)$/, 'urgent'],
];

/** A Redmine priority name → a task priority (Immediate is urgent too); `normal` when unknown. */
export function guessTaskPriority(name: string): TaskPriority {
  return PRIORITY_WORDS.find(([words]) => words.test(norm(name)))?.[1] ?? 'normal';
}

/** Redmine's project status (1 active, 5 closed, 9 archived, 10 scheduled for deletion). */
export function projectStatusOf(status: number | null | undefined): ProjectStatus {
  if (status === 5 || status === 9) return 'completed';
  if (status === 10) return 'cancelled';
  return 'active';
}

/** A member with a managing Redmine role (Manager, a lead, an owner) manages the project; anyone else is a member. */
export function projectRoleOf(roleNames: readonly string[]): ProjectRole {
  return roleNames.some((name) => /manager|lead|owner|leiter/i.test(name)) ? 'manager' : 'member';
}

/** Keel's project code pattern (`PROJECT_CODE_PATTERN`): 2-32 of A-Z, 0-9, - and _, not starting with - or _. */
export function projectCodeOf(identifier: string, id: number, taken: ReadonlySet<string>): string {
  let code = identifier
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '-')
    .replace(/^[-_]+/, '')
    .slice(0, 32);
  if (code.length < 2) code = `${code || 'P'}-${id}`;
  if (!taken.has(code)) return code;
  const suffix = `-${id}`;
  return `${code.slice(0, 32 - suffix.length)}${suffix}`;
}

/**
 * A Redmine activity → where its time goes: `task` (the issue, or the
 * project itself for time logged without one), unless no entry of the
 * activity has an issue and a timesheet task's name is the activity's (or
 * holds it, or is held by it): then that timesheet task's id.
 */
export function guessActivity(
  name: string,
  anyOnAnIssue: boolean,
  timesheetTasks: ReadonlyArray<{ id: number; name: string }>,
): number | 'task' {
  if (anyOnAnIssue) return 'task';
  const wanted = norm(name);
  const exact = timesheetTasks.find((t) => norm(t.name) === wanted);
  const near = timesheetTasks.find(
    (t) => norm(t.name).includes(wanted) || wanted.includes(norm(t.name)),
  );
  return (exact ?? near)?.id ?? 'task';
}
