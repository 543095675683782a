import type { TimelineTask } from '@keel/types';
import { arrowPath, arrowsInView } from './gantt-arrows';
import { rowIndex, treeRows } from './gantt-rows';

describe('dependency arrows', () => {
  const a = { x0: 0, x1: 100, y: 16 };
  const b = { x0: 140, x1: 200, y: 48 };

  it('goes from the end the type names to the end it binds', () => {
    // FS with room: out of A's finish, down, into B's start.
    expect(arrowPath(a, b, 'FS', 32)).toBe('M100 16H108V48H140');
    // SS: A's start to B's start, around (both leave and enter on the left).
    expect(arrowPath(a, b, 'SS', 32)).toBe('M0 16H-8V32H132V48H140');
    // FF: finish to finish, entering from the right.
    expect(arrowPath(a, b, 'FF', 32)).toBe('M100 16H108V32H208V48H200');
    // SF: A's start to B's finish.
    expect(arrowPath(a, b, 'SF', 32)).toBe('M0 16H-8V32H208V48H200');
  });

  it('goes around, between the rows, when the successor starts before the predecessor ends', () => {
    const early = { x0: 50, x1: 80, y: 48 };
    expect(arrowPath(a, early, 'FS', 32)).toBe('M100 16H108V32H42V48H50');
    // Upwards: between the rows above.
    expect(arrowPath({ ...a, y: 80 }, early, 'FS', 32)).toBe('M100 80H108V64H42V48H50');
  });

  it('draws only the arrows touching or crossing the rows on screen', () => {
    const rowOf = new Map([
      [1, 0],
      [2, 5],
      [3, 50],
      [4, 100],
    ]);
    const deps = [
      { id: 1, predecessorId: 1, successorId: 2 },
      { id: 2, predecessorId: 1, successorId: 4 },
      { id: 3, predecessorId: 3, successorId: 4 },
      { id: 4, predecessorId: 9, successorId: 1 },
    ];
    expect(arrowsInView(deps, rowOf, 10, 30).map((d) => d.id)).toEqual([2]);
    expect(arrowsInView(deps, rowOf, 0, 10).map((d) => d.id)).toEqual([1, 2]);
    expect(arrowsInView(deps, rowOf, 60, 100).map((d) => d.id)).toEqual([2, 3]);
  });
});

describe('task tree rows', () => {
  const task = (id: number, parentId: number | null) =>
    ({ id, parentId, name: `T${id}` }) as TimelineTask;

  it('lists each task followed by its subtasks; an orphan starts a tree', () => {
    const rows = treeRows([task(1, null), task(2, null), task(3, 1), task(4, 3), task(5, 99)]);
    expect(rows.map((r) => [r.task.id, r.depth])).toEqual([
      [1, 0],
      [3, 1],
      [4, 2],
      [2, 0],
      [5, 0],
    ]);
    expect(rowIndex(rows).get(2)).toBe(3);
  });

  it('lays out a 2,000-deep chain without overflowing', () => {
    const chain = Array.from({ length: 2000 }, (_, i) => task(i + 1, i === 0 ? null : i));
    expect(treeRows(chain).at(-1)!.depth).toBe(1999);
  });
});
