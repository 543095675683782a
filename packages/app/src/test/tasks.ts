import type { Task } from '@keel/types';

/**
 * A task as the API answers it, for tests: a to-do in project 1 (KEEL-001 Keel), unassigned,
 * undated, unestimated, without labels or subtasks; `patch` sets what the test is about.
 */
export function taskFixture(patch: Partial<Task> & Pick<Task, 'id'>): Task {
  return {
    projectId: 1,
    project: { id: 1, code: 'KEEL-001', name: 'Keel' },
    parentId: null,
    name: `Task ${patch.id}`,
    description: '',
    status: 'todo',
    assignee: null,
    assigneeTeam: null,
    domain: null,
    milestone: null,
    startDate: null,
    dueDate: null,
    fixedStart: false,
    workEstimation: null,
    priority: 'normal',
    labels: [],
    index: 'a0',
    subtaskCount: 0,
    following: false,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}
