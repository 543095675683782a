import type { TaskDependency } from '@keel/types';
import { dependencySides, lagInWords, linkedTaskIds } from './task-dependencies';

const ref = (id: number) => ({ id, name: `Task ${id}`, startDate: null, dueDate: null });
const dep = (id: number, predecessorId: number, successorId: number): TaskDependency => ({
  id,
  predecessorId,
  successorId,
  predecessor: ref(predecessorId),
  successor: ref(successorId),
  type: 'FS',
  lagDays: 0,
  version: 1,
  createdAt: '2026-01-05T09:00:00.000Z',
});

describe('lagInWords', () => {
  it('says a lag, a lead and none in working days', () => {
    expect(lagInWords(0)).toBe('no lag');
    expect(lagInWords(1)).toBe('lag of 1 working day');
    expect(lagInWords(3)).toBe('lag of 3 working days');
    expect(lagInWords(-2)).toBe('lead of 2 working days');
  });
});

describe('dependencySides', () => {
  it('puts what the task waits on before, and what waits on it after', () => {
    const list = [dep(1, 10, 20), dep(2, 20, 30), dep(3, 11, 20)];
    const { predecessors, successors } = dependencySides(20, list);
    expect(predecessors.map((d) => d.id)).toEqual([1, 3]);
    expect(successors.map((d) => d.id)).toEqual([2]);
  });
});

describe('linkedTaskIds', () => {
  it('holds the task and every task already linked to it', () => {
    expect([...linkedTaskIds(20, [dep(1, 10, 20), dep(2, 20, 30)])].sort()).toEqual([10, 20, 30]);
  });
});
