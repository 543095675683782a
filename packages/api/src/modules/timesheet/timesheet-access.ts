import type { Db } from '../../lib/db';
import { ForbiddenError } from '../../lib/errors';
import { hasAnyFlag, hasFlag, type AuthUser } from '../auth';
import * as factsRepo from './timesheet-facts.repository';

/**
 * Whose time a user may see, write and approve (DOMAIN.md § Permissions; the
 * rules and their reasons are in this module's README).
 */

/**
 * The flags that let a team's lead read the time of the team's members:
 * readSomeUserTimesheet, and the approving flags (an approver reads the weeks
 * they decide).
 */
export const LEAD_READ_FLAGS = [
  'readSomeUserTimesheet',
  'approveTeamTimesheets',
  'approveTimesheets',
] as const;

/** Reading someone else's time: readAllTimesheets, or a lead's flag for members of teams one leads. */
export async function mayRead(db: Db, actor: AuthUser, userId: number): Promise<boolean> {
  if (actor.id === userId) return true;
  if (hasFlag(actor, 'readAllTimesheets')) return true;
  return hasAnyFlag(actor, LEAD_READ_FLAGS) && factsRepo.leadsTeamOf(db, actor.id, userId);
}

/**
 * The notes a reader of a project's time sees (the project's entries, a task's
 * time log), whose route checked only that they read the project's tasks:
 * their own entries' notes, and everyone's with readAllTimesheets or
 * readSomeUserTimesheet ("Some": the timesheets of the projects one can see,
 * DOMAIN.md § Permissions; the Project Manager role holds it, the Team Member
 * role does not). Other people's entries stay listed with `note: null`: who
 * logged how long on what is what the task's time log and the project's hours
 * show every such reader; the note is the person's own words.
 */
export function withVisibleNotes<T extends { user: { id: number } | null; note: string | null }>(
  actor: AuthUser,
  items: readonly T[],
): Array<Omit<T, 'note'> & { note: string | null }> {
  if (hasAnyFlag(actor, ['readAllTimesheets', 'readSomeUserTimesheet'])) return [...items];
  return items.map((item) => (item.user?.id === actor.id ? item : { ...item, note: null }));
}

/** Writing someone else's time: readAllTimesheets and approveTimesheets (the README says why). */
export function mayWrite(actor: AuthUser, userId: number): boolean {
  return (
    actor.id === userId ||
    (hasFlag(actor, 'readAllTimesheets') && hasFlag(actor, 'approveTimesheets'))
  );
}

export async function assertMayRead(db: Db, actor: AuthUser, userId: number): Promise<void> {
  if (!(await mayRead(db, actor, userId)))
    throw new ForbiddenError("You may not see this person's timesheet");
}

export function assertMayWrite(actor: AuthUser, userId: number): void {
  if (!mayWrite(actor, userId)) throw new ForbiddenError("You may not change this person's time");
}

/**
 * Whose weeks a user decides: `everyone` (approveTimesheets with
 * readAllTimesheets: the administrator), `ledTeams` (approveTeamTimesheets,
 * or approveTimesheets alone: the members of the teams they lead), or
 * nobody's. Never their own week, whatever the scope.
 */
export type ApprovalScope = 'everyone' | 'ledTeams' | null;

export function approvalScopeOf(actor: AuthUser): ApprovalScope {
  if (hasFlag(actor, 'approveTimesheets') && hasFlag(actor, 'readAllTimesheets')) return 'everyone';
  if (hasAnyFlag(actor, ['approveTimesheets', 'approveTeamTimesheets'])) return 'ledTeams';
  return null;
}

/** Approving: never one's own week; anyone's in the `everyone` scope, a led team's member's in `ledTeams`. */
export async function mayApprove(db: Db, actor: AuthUser, userId: number): Promise<boolean> {
  const scope = approvalScopeOf(actor);
  if (actor.id === userId || scope === null) return false;
  return scope === 'everyone' || factsRepo.leadsTeamOf(db, actor.id, userId);
}
