import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes every object and array within, and answers the value itself', () => {
    const value = { tasks: [{ id: 1, assignee: { id: 2, name: 'Ada' } }], total: 1 };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.tasks)).toBe(true);
    expect(Object.isFrozen(value.tasks[0])).toBe(true);
    expect(Object.isFrozen(value.tasks[0]!.assignee)).toBe(true);
    expect(() => {
      (value.tasks[0]!.assignee as { name: string }).name = 'Bob';
    }).toThrow(TypeError);
  });

  it('leaves what is not an object as it is', () => {
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(3)).toBe(3);
  });
});
