import type { Task, TaskStatus } from '@keel/types';
import { applyBoardDrop, boardColumns, canMoveTask, replaceTask } from './board-order';
import { taskFixture } from '../../test/tasks';

let nextId = 1;
function task(status: TaskStatus, name: string, extra: Partial<Task> = {}): Task {
  const id = nextId++;
  return taskFixture({ id, status, name, index: `a${id}`, ...extra });
}

/** The names of each column's cards, for readable expectations. */
const names = (tasks: readonly Task[]) =>
  Object.fromEntries(boardColumns(tasks).map((c) => [c.id, c.items.map((t) => t.name)]));

describe('board order', () => {
  const a = task('todo', 'A');
  const a1 = task('todo', 'A1 (subtask of A)', { parentId: a.id });
  const b = task('todo', 'B');
  const c = task('todo', 'C');
  const p = task('inProgress', 'P');
  const q = task('inProgress', 'Q');
  const list = [a, a1, b, c, p, q];

  it('puts the top-level tasks in five status columns, in the order given, without subtasks', () => {
    const columns = boardColumns(list);
    expect(columns.map((col) => col.title)).toEqual([
      'To do',
      'In progress',
      'In review',
      'Blocked',
      'Done',
    ]);
    expect(names(list)).toEqual({
      todo: ['A', 'B', 'C'],
      inProgress: ['P', 'Q'],
      inReview: [],
      blocked: [],
      done: [],
    });
  });

  it('moves a card down its column and counts the server position over subtasks too', () => {
    const move = applyBoardDrop(list, { taskId: a.id, status: 'todo', index: 2 })!;
    expect(names(move.tasks).todo).toEqual(['B', 'C', 'A']);
    // Column without A on the server: A1, B, C -> after C is position 3.
    expect(move.position).toBe(3);
    expect(move.changesStatus).toBe(false);
    expect(move.task).toBe(a);
  });

  it('moves a card up its column, before the card that follows it', () => {
    const move = applyBoardDrop(list, { taskId: c.id, status: 'todo', index: 1 })!;
    expect(names(move.tasks).todo).toEqual(['A', 'C', 'B']);
    // Server column without C: A, A1, B -> before B is position 2 (after the subtask A1).
    expect(move.position).toBe(2);
  });

  it('moves a card to the top of its column at position 0', () => {
    const move = applyBoardDrop(list, { taskId: b.id, status: 'todo', index: 0 })!;
    expect(names(move.tasks).todo).toEqual(['B', 'A', 'C']);
    expect(move.position).toBe(0);
  });

  it('moves a card to another column at a place and changes its status', () => {
    const move = applyBoardDrop(list, { taskId: b.id, status: 'inProgress', index: 1 })!;
    expect(names(move.tasks)).toMatchObject({ todo: ['A', 'C'], inProgress: ['P', 'B', 'Q'] });
    expect(move.position).toBe(1);
    expect(move.changesStatus).toBe(true);
    expect(move.tasks.find((t) => t.id === b.id)!.status).toBe('inProgress');
    // The list given is not changed: a rollback restores it as it was.
    expect(list.find((t) => t.id === b.id)!.status).toBe('todo');
  });

  it('moves a card to the end of another column, and into an empty column', () => {
    const end = applyBoardDrop(list, { taskId: a.id, status: 'inProgress', index: 2 })!;
    expect(names(end.tasks).inProgress).toEqual(['P', 'Q', 'A']);
    expect(end.position).toBe(2);
    const empty = applyBoardDrop(list, { taskId: q.id, status: 'done', index: 0 })!;
    expect(names(empty.tasks)).toMatchObject({ inProgress: ['P'], done: ['Q'] });
    expect(empty.position).toBe(0);
  });

  it('clamps a place past the end to the end', () => {
    const move = applyBoardDrop(list, { taskId: p.id, status: 'todo', index: 99 })!;
    expect(names(move.tasks).todo).toEqual(['A', 'B', 'C', 'P']);
    expect(move.position).toBe(4);
  });

  it('answers null for a drop that changes nothing or an unknown task', () => {
    expect(applyBoardDrop(list, { taskId: b.id, status: 'todo', index: 1 })).toBeNull();
    expect(applyBoardDrop(list, { taskId: 999, status: 'todo', index: 0 })).toBeNull();
  });

  it('puts the server answer in place of the task', () => {
    const saved = { ...b, version: 2, index: 'zz' };
    const next = replaceTask(list, saved);
    expect(next[2]).toBe(saved);
    expect(next).toHaveLength(list.length);
  });

  it('lets managers move any card and others the cards assigned to them or their team', () => {
    const mine = task('todo', 'Mine', {
      assignee: { id: 7, name: 'Max Member', initials: 'MM', color: '#123456' },
    });
    const team = task('todo', 'Team', { assigneeTeam: { id: 3, name: 'Platform' } });
    const other = task('todo', 'Other', {
      assignee: { id: 8, name: 'Pat Manager', initials: 'PM', color: '#654321' },
    });
    const member = { userId: 7, teamIds: [3], managesTasks: false };
    expect([mine, team, other].map((t) => canMoveTask(t, member))).toEqual([true, true, false]);
    expect(canMoveTask(other, { ...member, teamIds: [], managesTasks: true })).toBe(true);
    expect(canMoveTask(team, { ...member, teamIds: [4] })).toBe(false);
  });
});
