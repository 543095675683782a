import { describe, expect, it } from 'vitest';
import { openTaskId, withTaskDrawer } from './task-drawer-url';

describe('task drawer URL', () => {
  it('opens and closes the drawer, keeping the other parameters', () => {
    const search = new URLSearchParams('groupBy=status&page=2');
    expect(withTaskDrawer(search, 42)).toBe('?groupBy=status&page=2&task=42');
    expect(withTaskDrawer(new URLSearchParams('page=2&task=42'), null)).toBe('?page=2');
    expect(withTaskDrawer(new URLSearchParams('task=1'), null)).toBe('');
  });

  it('reads only positive 32-bit integers', () => {
    expect(openTaskId(new URLSearchParams('task=7'))).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'abc', '007', '99999999999', '']) {
      expect(openTaskId(new URLSearchParams(`task=${bad}`))).toBeNull();
    }
    expect(openTaskId(new URLSearchParams(''))).toBeNull();
  });
});
