import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type CurrentUser, type UserRef } from '@keel/types';
import { Select } from '@keel/ui';
import { has, hasAny } from '../../../lib/auth/access';
import {
  canPickTeams,
  canPickUsers,
  teamChoicesQueryOptions,
  userChoicesQueryOptions,
} from '../../admin-users/admin-users.queries';
import { employeesQueryOptions } from '../../salaries/salaries.queries';

/**
 * Whose timesheets the caller may open, from a list they may call (the
 * timesheet API decides per user, modules/timesheet/README.md):
 * - readAllTimesheets: everyone, from the user list (readIdentityUsers,
 *   manageIdentityUsers or manageTeams) or else the employee list
 *   (readEmployees: Finance);
 * - readSomeUserTimesheet: the members of the teams the caller leads (the
 *   team list, readTeams).
 * Someone reachable only by URL (`?user=`) still opens: the API answers 403
 * when the caller may not read them.
 */
export function canPickTimesheetUsers(me: CurrentUser): boolean {
  return hasAny(me, 'readAllTimesheets', 'readSomeUserTimesheet');
}

function useTimesheetPeople(me: CurrentUser): { people: UserRef[]; isLoading: boolean } {
  const readsAll = has(me, 'readAllTimesheets');
  const fromUsers = readsAll && canPickUsers(me);
  const fromEmployees = readsAll && !fromUsers && hasAny(me, 'readEmployees', 'manageEmployees');
  const fromTeams =
    !fromUsers && !fromEmployees && has(me, 'readSomeUserTimesheet') && canPickTeams(me);
  const users = useQuery({ ...userChoicesQueryOptions(), enabled: fromUsers });
  const employees = useQuery({
    ...employeesQueryOptions({ page: 1, pageSize: MAX_PAGE_SIZE }),
    enabled: fromEmployees,
  });
  const teams = useQuery({ ...teamChoicesQueryOptions(), enabled: fromTeams });
  let people: UserRef[] = [];
  if (fromUsers)
    people = (users.data ?? [])
      .filter((user) => !user.external && user.status === 'active')
      .map(({ id, name, initials, color }) => ({ id, name, initials, color }));
  else if (fromEmployees)
    people = (employees.data?.items ?? []).map(({ user: { id, name, initials, color } }) => ({
      id,
      name,
      initials,
      color,
    }));
  else if (fromTeams) {
    const byId = new Map<number, UserRef>();
    for (const team of teams.data ?? [])
      if (team.lead?.id === me.id) for (const member of team.members) byId.set(member.id, member);
    people = [...byId.values()];
  }
  const others = people
    .filter((person) => person.id !== me.id)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    people: others,
    isLoading:
      (fromUsers && users.isPending) ||
      (fromEmployees && employees.isPending) ||
      (fromTeams && teams.isPending),
  };
}

export interface TimesheetUserPickerProps {
  me: CurrentUser;
  /** Whose timesheet is shown. */
  userId: number;
  /** Their name when they are not in the list (opened by URL). */
  shownUser: UserRef | undefined;
  onChange: (userId: number) => void;
  className?: string;
}

/** "Timesheet of": the caller first, then the people they may read. */
export function TimesheetUserPicker({
  me,
  userId,
  shownUser,
  onChange,
  className,
}: TimesheetUserPickerProps) {
  const { people, isLoading } = useTimesheetPeople(me);
  const items = [
    { id: me.id, name: `${me.name} (you)` },
    ...people.map((person) => ({ id: person.id, name: person.name })),
  ];
  if (!items.some((item) => item.id === userId))
    items.push({ id: userId, name: shownUser?.name ?? `User ${userId}` });
  return (
    <div className={className}>
      <Select
        label="Timesheet of"
        items={items}
        value={userId}
        isLoading={isLoading}
        onChange={(key) => {
          if (typeof key === 'number') onChange(key);
        }}
      />
    </div>
  );
}
