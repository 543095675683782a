import { taskEditRights } from './task-edit-rights';

const me = { id: 4, teams: [{ id: 9 }] };
const user = (id: number) => ({ id, name: 'U', initials: 'U', color: '#000' });

describe('task edit rights in lists', () => {
  it('lets a project manager change everything', () => {
    const rights = taskEditRights({ assignee: null, assigneeTeam: null }, me, {
      updateAnyTask: true,
    });
    expect(Object.values(rights).every(Boolean)).toBe(true);
  });

  it('lets the assignee or a member of the assignee team change the status only', () => {
    for (const task of [
      { assignee: user(4), assigneeTeam: null },
      { assignee: user(5), assigneeTeam: { id: 9, name: 'Team' } },
    ]) {
      expect(taskEditRights(task, me, { updateAnyTask: false })).toEqual({
        status: true,
        assignee: false,
        schedule: false,
        estimate: false,
        delete: false,
      });
    }
  });

  it('offers nothing on someone else’s task without project rights', () => {
    const rights = taskEditRights({ assignee: user(5), assigneeTeam: null }, me, undefined);
    expect(Object.values(rights).some(Boolean)).toBe(false);
  });
});
