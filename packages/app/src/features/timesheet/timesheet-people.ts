import type { Team, UserRef } from '@keel/types';
import { may, type AccessUser } from '../../lib/session';

/*
 * Whose timesheets the user picker offers, from a list the caller may call
 * (the timesheet API decides per user; modules/timesheet/README.md):
 * - readAllTimesheets: everyone, from the user list (readIdentityUsers,
 *   manageIdentityUsers or manageTeams: the administrator) or else the
 *   employee list (readEmployees or manageEmployees: Finance; people without
 *   an employee record are then reachable by `?user=` only);
 * - readSomeUserTimesheet: the members of the teams the caller leads, from
 *   the team list (readTeams).
 * Someone opened by URL still shows: the API answers 403 when the caller may
 * not read them.
 */
export type PeopleSource = 'users' | 'employees' | 'teams' | null;

export function canPickTimesheetUsers(user: AccessUser): boolean {
  return may(user, { anyOf: ['readAllTimesheets', 'readSomeUserTimesheet'] });
}

export function peopleSource(user: AccessUser): PeopleSource {
  if (may(user, 'readAllTimesheets')) {
    if (may(user, { anyOf: ['readIdentityUsers', 'manageIdentityUsers', 'manageTeams'] }))
      return 'users';
    if (may(user, { anyOf: ['readEmployees', 'manageEmployees'] })) return 'employees';
  }
  if (
    may(user, 'readSomeUserTimesheet') &&
    may(user, { anyOf: ['readTeams', 'manageTeams', 'manageIdentityUsers'] })
  )
    return 'teams';
  return null;
}

/** The members of the teams `leadId` leads, once each. */
export function ledTeamMembers(
  teams: readonly Pick<Team, 'lead' | 'members'>[],
  leadId: number,
): UserRef[] {
  const byId = new Map<number, UserRef>();
  for (const team of teams)
    if (team.lead?.id === leadId) for (const member of team.members) byId.set(member.id, member);
  return [...byId.values()];
}

/** Others than the caller, by name. */
export function pickerPeople(people: readonly UserRef[], meId: number): UserRef[] {
  return people.filter((person) => person.id !== meId).sort((a, b) => a.name.localeCompare(b.name));
}
