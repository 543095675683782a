import type { Task, TaskQueryResult } from '@keel/types';
import {
  buildTaskRows,
  dueBucket,
  keepUnchangedRows,
  selectedTaskIds,
  splitPages,
} from './task-rows';
import { taskFixture } from '../../test/tasks';

let nextId = 1;
function task(patch: Partial<Task> = {}): Task {
  return taskFixture({ ...patch, id: patch.id ?? nextId++ });
}

/** One page of the list's answer, as the server sends it. */
function pageOf(
  items: Task[],
  total: number,
  groups: TaskQueryResult['groups'] = [],
): TaskQueryResult {
  return { items, total, managedProjectIds: [], groups };
}

/** Groups by status: one to-do task, one done. */
const TODO_AND_DONE = [
  { key: 'todo', title: 'To do', count: 1 },
  { key: 'done', title: 'Done', count: 1 },
];

const today = '2026-03-11'; // a Wednesday

describe('due buckets', () => {
  it('sorts due dates as the server does, Monday-based weeks', () => {
    expect(dueBucket({ dueDate: null, status: 'todo' }, today)).toBe('none');
    expect(dueBucket({ dueDate: '2026-03-10', status: 'todo' }, today)).toBe('overdue');
    expect(dueBucket({ dueDate: '2026-03-10', status: 'done' }, today)).toBe('past');
    expect(dueBucket({ dueDate: today, status: 'todo' }, today)).toBe('today');
    expect(dueBucket({ dueDate: '2026-03-15', status: 'todo' }, today)).toBe('thisWeek');
    expect(dueBucket({ dueDate: '2026-03-16', status: 'todo' }, today)).toBe('nextWeek');
    expect(dueBucket({ dueDate: '2026-03-22', status: 'todo' }, today)).toBe('nextWeek');
    expect(dueBucket({ dueDate: '2026-03-23', status: 'todo' }, today)).toBe('later');
  });
});

describe('task table rows', () => {
  it('puts a task assigned to a team alone under that team, not under Unassigned', () => {
    const team = task({ assigneeTeam: { id: 3, name: 'Design' } });
    const nobody = task();
    const rows = buildTaskRows(
      [
        {
          items: [team, nobody],
          total: 2,
          managedProjectIds: [],
          groups: [
            { key: '-3', title: 'Design', count: 1 },
            { key: '0', title: 'Unassigned', count: 1 },
          ],
        },
      ],
      50,
      'assignee',
      today,
    );
    expect(rows.map((row) => (row.kind === 'group' ? row.group.title : row.task.id))).toEqual([
      'Design',
      team.id,
      'Unassigned',
      nobody.id,
    ]);
  });

  it('puts a heading with the server’s title and count before each group’s tasks', () => {
    const a = task({ status: 'todo' });
    const b = task({ status: 'done' });
    const page = pageOf([a, b], 2, TODO_AND_DONE);
    const rows = buildTaskRows([page], 100, 'status', today);
    expect(rows.map((r) => (r.kind === 'group' ? r.group.title : r.task.name))).toEqual([
      'To do',
      a.name,
      'Done',
      b.name,
    ]);
  });

  it('nests subtasks under their parent, and a non-matching parent as context', () => {
    const parent = task({ name: 'Parent' });
    const child = task({ name: 'Child', parentId: parent.id });
    const other = task({ name: 'Other parent', status: 'done' });
    const orphan = task({ name: 'Orphan', parentId: other.id });
    // `other` does not match: includeParent appends it after the page's matches.
    const page = pageOf([child, parent, orphan, other], 3);
    const rows = buildTaskRows([page], 100, 'none', today);
    expect(rows.map((r) => (r.kind === 'task' ? [r.task.name, r.depth, r.context] : r.id))).toEqual(
      [
        ['Parent', 0, false],
        ['Child', 1, false],
        ['Other parent', 0, true],
        ['Orphan', 1, false],
      ],
    );
    // The context parent cannot be selected for bulk actions.
    expect(selectedTaskIds('all', rows)).toEqual([parent.id, child.id, orphan.id]);
  });

  it('keeps a subtask in its own group, naming its parent there', () => {
    const parent = task({ name: 'P', status: 'todo' });
    const child = task({ name: 'C', status: 'done', parentId: parent.id });
    const page = pageOf([parent, child], 2, TODO_AND_DONE);
    const rows = buildTaskRows([page], 100, 'status', today);
    const c = rows.find((r) => r.kind === 'task' && r.task.id === child.id);
    expect(c).toMatchObject({ depth: 0, parentName: 'P' });
  });

  it('tells matches from appended parents across pages, a later match winning', () => {
    const parent = task({ name: 'P' });
    const child = task({ name: 'C', parentId: parent.id });
    const pages = [pageOf([child, parent], 2), pageOf([parent], 2)];
    const { matches, parents } = splitPages(pages, 1);
    expect(matches.map((t) => t.name)).toEqual(['C', 'P']);
    expect(parents.size).toBe(0);
  });

  it('shows a context parent once per group, each with its own row id', () => {
    const parent = task({ name: 'P', status: 'blocked' });
    const a = task({ parentId: parent.id, status: 'todo' });
    const b = task({ parentId: parent.id, status: 'done' });
    const page = pageOf([a, b, parent], 2, TODO_AND_DONE);
    const rows = buildTaskRows([page], 100, 'status', today);
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.filter((r) => r.kind === 'task' && r.context)).toHaveLength(2);
  });

  it('maps a selection to task ids, ignoring group headings', () => {
    const a = task();
    const rows = buildTaskRows(
      [
        {
          items: [a],
          total: 1,
          managedProjectIds: [],
          groups: [{ key: 'todo', title: 'To do', count: 1 }],
        },
      ],
      100,
      'status',
      today,
    );
    expect(selectedTaskIds(new Set(['group:todo', a.id]), rows)).toEqual([a.id]);
  });

  it('keeps the row objects of unchanged rows when a page is appended or a task changes', () => {
    const groups = [{ key: 'todo', title: 'To do', count: 3 }];
    const [a, b, c] = [task(), task(), task()];
    const first = pageOf([a, b], 3, groups);
    const before = buildTaskRows([first], 2, 'status', today);
    // A next page (the server's groups come again, as new objects with the same values).
    const second = pageOf([c], 3);
    const withPage = buildTaskRows(
      [{ ...first, groups: groups.map((g) => ({ ...g })) }, second],
      2,
      'status',
      today,
    );
    const kept = keepUnchangedRows(before, withPage);
    expect(kept.map((r) => r.id)).toEqual(['group:todo', a.id, b.id, c.id]);
    expect(kept.slice(0, 3).every((row, i) => row === before[i])).toBe(true);
    expect(kept[3]).toBe(withPage[3]);
    // Nothing changed: the previous array itself.
    expect(keepUnchangedRows(kept, buildTaskRows([first, second], 2, 'status', today))).toBe(kept);
    // A changed task (a new object from the server) and a new group count: new rows.
    const renamed = { ...b, name: 'Renamed' };
    const changed = keepUnchangedRows(
      kept,
      buildTaskRows(
        [
          {
            items: [a, renamed],
            total: 3,
            managedProjectIds: [],
            groups: [{ ...groups[0]!, count: 4 }],
          },
          second,
        ],
        2,
        'status',
        today,
      ),
    );
    expect(changed[0]).not.toBe(kept[0]);
    expect(changed[1]).toBe(kept[1]);
    expect(changed[2]).not.toBe(kept[2]);
    expect(changed[2]?.kind === 'task' && changed[2].task.name).toBe('Renamed');
    expect(changed[3]).toBe(kept[3]);
  });
});
