import { dropPlace, movedTodos, todoProgress } from './task-todos';

const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe('todo checklist', () => {
  it('counts ticked items and rounds the percentage', () => {
    expect(todoProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(todoProgress([{ done: true }, { done: false }, { done: false }])).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
    expect(todoProgress([{ done: true }, { done: true }])).toEqual({
      done: 2,
      total: 2,
      percent: 100,
    });
  });

  it('moves one item to a place, clamping places out of range', () => {
    expect(movedTodos(list, 1, 2).map((t) => t.id)).toEqual([2, 3, 1, 4]);
    expect(movedTodos(list, 4, 0).map((t) => t.id)).toEqual([4, 1, 2, 3]);
    expect(movedTodos(list, 2, 99).map((t) => t.id)).toEqual([1, 3, 4, 2]);
    expect(movedTodos(list, 9, 0).map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });

  it('turns a drop before or after an item into the place among the others', () => {
    // Item 1 dropped after item 3: the others are 2, 3, 4, so it lands at 2.
    expect(dropPlace(list, 1, 3, 'after')).toBe(2);
    expect(dropPlace(list, 4, 1, 'before')).toBe(0);
    expect(dropPlace(list, 2, 4, 'after')).toBe(3);
    expect(movedTodos(list, 1, dropPlace(list, 1, 3, 'after')).map((t) => t.id)).toEqual([
      2, 3, 1, 4,
    ]);
  });
});
