import type { TaskComment, TaskUpdate } from '@keel/types';
import { activityFeed, describeUpdate, type HistoryNames } from './task-history';

const names: HistoryNames = {
  users: new Map([
    [7, 'Max Member'],
    [8, 'Pat Manager'],
  ]),
  teams: new Map([[3, 'Platform']]),
};

function update(field: string, from: string | null, to: string | null, id = 1): TaskUpdate {
  return { id, user: null, at: '2026-11-20T10:00:00.000Z', field, from, to };
}

describe('task history labels', () => {
  it('names statuses, priorities and people instead of their codes and ids', () => {
    expect(describeUpdate(update('status', 'todo', 'inProgress'), names)).toBe(
      'changed the status from To do to In progress',
    );
    expect(describeUpdate(update('priority', 'normal', 'urgent'), names)).toBe(
      'changed the priority from Normal to Urgent',
    );
    expect(describeUpdate(update('assignee', null, '7'), names)).toBe(
      'assigned the task to Max Member',
    );
    expect(describeUpdate(update('assignee', '7', '8'), names)).toBe(
      'reassigned the task from Max Member to Pat Manager',
    );
    expect(describeUpdate(update('assignee', '8', null), names)).toBe('unassigned Pat Manager');
    expect(describeUpdate(update('assigneeTeam', null, '3'), names)).toBe(
      'set the assignee team to Platform',
    );
    // Someone no longer known is still named by id rather than hidden.
    expect(describeUpdate(update('assignee', null, '99'), names)).toBe(
      'assigned the task to user #99',
    );
  });

  it('shows dates, estimates and labels as people read them', () => {
    expect(describeUpdate(update('dueDate', null, '2026-12-03'), names)).toMatch(
      /^set the due date to .*2026/,
    );
    expect(describeUpdate(update('startDate', '2026-12-01', null), names)).toMatch(
      /^cleared the start date \(was .*2026\)$/,
    );
    expect(describeUpdate(update('workEstimation', '60', '90'), names)).toBe(
      'changed the estimate from 1 h to 1 h 30 min',
    );
    expect(describeUpdate(update('labels', '[]', '["ui","api"]'), names)).toBe(
      'changed the labels from none to ui, api',
    );
    expect(describeUpdate(update('name', 'Old', 'New'), names)).toBe(
      'changed the name from “Old” to “New”',
    );
  });

  it('words comments, todos and files', () => {
    expect(describeUpdate(update('created', null, 'Write docs'), names)).toBe('created the task');
    expect(describeUpdate(update('todoDone', null, 'Test'), names)).toBe('ticked “Test”');
    expect(describeUpdate(update('todoReopened', null, 'Test'), names)).toBe('unticked “Test”');
    expect(describeUpdate(update('todoRemoved', 'Test', null), names)).toBe(
      'removed the todo “Test”',
    );
    expect(describeUpdate(update('attachment', null, 'plan.pdf'), names)).toBe(
      'attached “plan.pdf”',
    );
    expect(describeUpdate(update('commentDeleted', null, null), names)).toBe('deleted a comment');
    expect(describeUpdate(update('index', 'a0', 'a1'), names)).toBe(
      'moved the task within its board column',
    );
  });
});

describe('activity feed', () => {
  const comment = (id: number, at: string): TaskComment => ({
    id,
    taskId: 1,
    body: `comment ${id}`,
    author: null,
    mentions: [],
    createdAt: at,
    editedAt: null,
    mine: false,
    version: 1,
  });

  it('merges comments and changes oldest first, without the comments’ own history rows', () => {
    const feed = activityFeed(
      [comment(10, '2026-11-20T10:05:00.000Z')],
      [
        { ...update('status', 'todo', 'done', 3), at: '2026-11-20T10:09:00.000Z' },
        { ...update('comment', null, 'comment 10', 2), at: '2026-11-20T10:05:00.000Z' },
        { ...update('created', null, 'x', 1), at: '2026-11-20T10:00:00.000Z' },
      ],
    );
    expect(feed.map((i) => i.key)).toEqual(['change-1', 'comment-10', 'change-3']);
  });
});
