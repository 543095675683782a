import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type CurrentUser, type UserRef } from '@keel/types';
import { Select } from '@keel/ui';
import { ledTeamMembers, peopleSource, pickerPeople } from '../timesheet-people';
import { teamChoicesQueryOptions, userChoicesQueryOptions } from '../../../lib/pickers';
import { employeesQueryOptions } from '../../salaries';

function useTimesheetPeople(me: CurrentUser): { people: UserRef[]; isLoading: boolean } {
  const source = peopleSource(me);
  const users = useQuery({ ...userChoicesQueryOptions(), enabled: source === 'users' });
  const employees = useQuery({
    ...employeesQueryOptions({ page: 1, pageSize: MAX_PAGE_SIZE }),
    enabled: source === 'employees',
  });
  const teams = useQuery({ ...teamChoicesQueryOptions(), enabled: source === 'teams' });
  switch (source) {
    case 'users':
      return {
        people: pickerPeople(
          (users.data ?? [])
            .filter((user) => !user.external && user.status === 'active')
            .map(({ id, name, initials, color }) => ({ id, name, initials, color })),
          me.id,
        ),
        isLoading: users.isPending,
      };
    case 'employees':
      return {
        people: pickerPeople(
          (employees.data?.items ?? []).map(({ user: { id, name, initials, color } }) => ({
            id,
            name,
            initials,
            color,
          })),
          me.id,
        ),
        isLoading: employees.isPending,
      };
    case 'teams':
      return {
        people: pickerPeople(ledTeamMembers(teams.data ?? [], me.id), me.id),
        isLoading: teams.isPending,
      };
    case null:
      return { people: [], isLoading: false };
  }
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
