import type { TimeEntry } from '@keel/types';
import { demoUsers } from '../../test/demo-users';
import {
  targetInput,
  targetKey,
  targetLabel,
  targetOfEntry,
  targetSearchScope,
} from './time-targets';

const base: TimeEntry = {
  id: 1,
  user: { id: 3, name: 'Mia Member', initials: 'MM', color: '#3366cc' },
  date: '2026-11-23',
  minutes: 90,
  note: '',
  billable: true,
  project: null,
  task: null,
  timesheetTask: null,
  version: 1,
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
};

describe('time targets', () => {
  it('reads the target of an entry: its task first, else the timesheet task, else the project', () => {
    const project = { id: 7, code: 'P-7', name: 'Atlas' };
    expect(targetOfEntry({ ...base, project, task: { id: 12, name: 'Design' } })).toEqual({
      kind: 'task',
      id: 12,
      name: 'Design',
      project,
    });
    expect(targetOfEntry({ ...base, project })).toEqual({ kind: 'project', id: 7, name: 'Atlas' });
    expect(
      targetOfEntry({ ...base, timesheetTask: { id: 2, name: 'Leave', kind: 'leave' } }),
    ).toEqual({ kind: 'timesheetTask', id: 2, name: 'Leave' });
    expect(() => targetOfEntry(base)).toThrow('no target');
  });

  it('gives exactly one of the API fields and a key that tells the kinds apart', () => {
    expect(targetInput({ kind: 'task', id: 12 })).toEqual({
      taskId: 12,
      projectId: null,
      timesheetTaskId: null,
    });
    expect(targetInput({ kind: 'timesheetTask', id: 2 })).toEqual({
      taskId: null,
      projectId: null,
      timesheetTaskId: 2,
    });
    expect(targetKey({ kind: 'task', id: 3 })).not.toBe(targetKey({ kind: 'project', id: 3 }));
    expect(targetLabel({ kind: 'project', id: 7, name: 'Atlas' })).toEqual({
      name: 'Atlas',
      context: 'Project (no task)',
    });
  });
});

describe('targetSearchScope', () => {
  it('asks only the lists the user may call (a member searches tasks, not projects)', () => {
    expect(targetSearchScope(demoUsers.member)).toEqual({ tasks: true, projects: false });
    expect(targetSearchScope(demoUsers.pm)).toEqual({ tasks: true, projects: true });
    expect(targetSearchScope(demoUsers.admin)).toEqual({ tasks: true, projects: true });
    expect(targetSearchScope(demoUsers.finance)).toEqual({ tasks: false, projects: true });
  });
});
