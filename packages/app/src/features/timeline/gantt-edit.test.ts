import { daysOfDrag, editOfKey, movedBy, resizedBy, shiftOf, slippageText } from './gantt-edit';

describe('gantt edits', () => {
  const task = { startDate: '2026-03-02', dueDate: '2026-03-06' };

  it('moves both dates and keeps the length', () => {
    expect(movedBy(task, 1)).toEqual({ startDate: '2026-03-03', dueDate: '2026-03-07' });
    expect(movedBy(task, -3)).toEqual({ startDate: '2026-02-27', dueDate: '2026-03-03' });
    expect(movedBy({ startDate: null, dueDate: '2026-03-06' }, 2)).toEqual({
      startDate: null,
      dueDate: '2026-03-08',
    });
  });

  it('resizes the due date, never before the start', () => {
    expect(resizedBy(task, 2)).toEqual({ startDate: '2026-03-02', dueDate: '2026-03-08' });
    expect(resizedBy(task, -10)).toEqual({ startDate: '2026-03-02', dueDate: '2026-03-02' });
    expect(resizedBy({ startDate: '2026-03-02', dueDate: null }, 3)).toEqual({
      startDate: '2026-03-02',
      dueDate: '2026-03-05',
    });
    expect(resizedBy({ startDate: null, dueDate: null }, 3)).toEqual({
      startDate: null,
      dueDate: null,
    });
  });

  it('turns pixels dragged into whole days', () => {
    expect(daysOfDrag(47, 32)).toBe(1);
    expect(daysOfDrag(49, 32)).toBe(2);
    expect(daysOfDrag(-20, 32)).toBe(-1);
    expect(daysOfDrag(5, 32)).toBe(0);
    expect(daysOfDrag(30, 1.5)).toBe(20);
  });

  it('reads Alt+arrows as a move and Shift+Alt+arrows as a resize, and nothing else', () => {
    expect(editOfKey('ArrowRight', { altKey: true, shiftKey: false })).toEqual({
      kind: 'move',
      days: 1,
    });
    expect(editOfKey('ArrowLeft', { altKey: true, shiftKey: true })).toEqual({
      kind: 'resize',
      days: -1,
    });
    expect(editOfKey('ArrowRight', { altKey: false, shiftKey: false })).toBeNull();
    expect(editOfKey('ArrowUp', { altKey: true, shiftKey: false })).toBeNull();
  });

  it('says slippage in words', () => {
    expect(slippageText(3)).toBe('3 days late');
    expect(slippageText(-1)).toBe('1 day early');
    expect(slippageText(0)).toBe('on time');
    expect(slippageText(null)).toBeNull();
    expect(shiftOf(task, movedBy(task, 4))).toBe(4);
  });
});
