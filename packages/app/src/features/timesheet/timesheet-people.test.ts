import { demoUsers } from '../../test/demo-users';
import {
  canPickTimesheetUsers,
  ledTeamMembers,
  peopleSource,
  pickerPeople,
} from './timesheet-people';

const person = (id: number, name: string) => ({
  id,
  name,
  initials: name.slice(0, 2),
  color: '#333',
});

describe('whose timesheets the picker offers', () => {
  it('lists everyone for the administrator, employees for Finance, team members for a lead', () => {
    expect(peopleSource(demoUsers.admin)).toBe('users');
    expect(peopleSource(demoUsers.finance)).toBe('employees');
    expect(peopleSource(demoUsers.pm)).toBe('teams');
    expect(peopleSource(demoUsers.member)).toBeNull();
  });

  it('shows the picker only to readers of others', () => {
    expect(canPickTimesheetUsers(demoUsers.admin)).toBe(true);
    expect(canPickTimesheetUsers(demoUsers.finance)).toBe(true);
    expect(canPickTimesheetUsers(demoUsers.pm)).toBe(true);
    expect(canPickTimesheetUsers(demoUsers.member)).toBe(false);
  });

  it('takes the members of the teams one leads, once each, and not the teams one is in', () => {
    const teams = [
      { lead: person(2, 'Pat'), members: [person(2, 'Pat'), person(3, 'Max'), person(5, 'Zoe')] },
      { lead: person(2, 'Pat'), members: [person(3, 'Max'), person(6, 'Ann')] },
      { lead: person(9, 'Kim'), members: [person(2, 'Pat'), person(7, 'Bob')] },
      { lead: null, members: [person(8, 'Eve')] },
    ];
    const members = ledTeamMembers(teams, 2);
    expect(members.map((m) => m.id).sort()).toEqual([2, 3, 5, 6]);
    expect(pickerPeople(members, 2).map((m) => m.name)).toEqual(['Ann', 'Max', 'Zoe']);
  });
});
