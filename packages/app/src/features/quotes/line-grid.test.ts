import { describe, expect, it } from 'vitest';
import { computePricing, type MarkupEntryView, type QuoteLineItem } from '@keel/types';
import { applyCellText, cellText, parseHoursInput } from './line-cells';
import { parseMoneyInput } from '../../lib/grid/cell-input';
import {
  draftOf,
  emptyLine,
  lineInputsOf,
  linesChanged,
  liveTotals,
  type DraftLine,
} from './line-draft';
import { gridCommand, tabTarget } from '../../lib/grid/grid-keys';

const stored: QuoteLineItem = {
  key: 'a1',
  section: 'Build',
  description: 'API',
  role: 'Developer',
  minutes: 450,
  rate: 9_000,
  costRate: 5_000,
  expenses: 1_250,
  labour: 67_500,
  cost: 37_500,
};

function line(over: Partial<DraftLine> = {}): DraftLine {
  return { ...emptyLine(), ...over };
}

describe('cell parsing', () => {
  it('reads money in major units as minor units without floats', () => {
    expect(parseMoneyInput('95.5', 10_000_000)).toEqual({ ok: true, value: 9_550 });
    expect(parseMoneyInput('1234,05', 10_000_000)).toEqual({ ok: true, value: 123_405 });
    expect(parseMoneyInput('0.29', 10_000_000)).toEqual({ ok: true, value: 29 });
    expect(parseMoneyInput('', 100)).toEqual({ ok: true, value: 0 });
    expect(parseMoneyInput('-3', 10_000)).toMatchObject({ ok: false });
    expect(parseMoneyInput('1.234', 10_000)).toMatchObject({ ok: false });
    expect(parseMoneyInput('1e3', 10_000_000)).toMatchObject({ ok: false });
    expect(parseMoneyInput('101', 10_000)).toMatchObject({ ok: false, message: 'At most 100' });
  });

  it('reads hours as minutes the way timesheets do', () => {
    expect(parseHoursInput('7.5')).toEqual({ ok: true, value: 450 });
    expect(parseHoursInput('7:30')).toEqual({ ok: true, value: 450 });
    expect(parseHoursInput('90m')).toEqual({ ok: true, value: 90 });
    expect(parseHoursInput('')).toEqual({ ok: true, value: 0 });
    expect(parseHoursInput('soon')).toMatchObject({ ok: false });
    expect(parseHoursInput('200000')).toMatchObject({ ok: false });
  });

  it('shows a cell back as it is typed', () => {
    const draft = draftOf(stored);
    expect(cellText(draft, 'hours')).toBe('7.5');
    expect(cellText(draft, 'rate')).toBe('90.00');
    expect(cellText(draft, 'expenses')).toBe('12.50');
    expect(cellText(line(), 'expenses')).toBe('');
  });
});

describe('applyCellText', () => {
  const rates = new Map([
    ['Developer', 9_000],
    ['Designer', 8_000],
  ]);

  it("fills the role's rate on choosing a role, and the rate stays overridable", () => {
    const chosen = applyCellText(line(), 'role', 'Designer', rates);
    expect(chosen).toEqual({
      ok: true,
      value: expect.objectContaining({ role: 'Designer', rate: 8_000 }),
    });
    if (!chosen.ok) throw new Error('refused');
    const overridden = applyCellText(chosen.value, 'rate', '85', rates);
    expect(overridden).toMatchObject({ ok: true, value: { role: 'Designer', rate: 8_500 } });
    // Re-committing the same role keeps the overridden rate.
    if (!overridden.ok) throw new Error('refused');
    expect(applyCellText(overridden.value, 'role', 'Designer', rates)).toMatchObject({
      value: { rate: 8_500 },
    });
  });

  it('refuses what the API would refuse, naming why', () => {
    expect(applyCellText(line(), 'hours', 'x', rates)).toMatchObject({ ok: false });
    expect(applyCellText(line(), 'section', 's'.repeat(121), rates)).toMatchObject({
      ok: false,
      message: 'At most 120 characters',
    });
  });
});

describe('draft lines', () => {
  it('keeps the line keys when written back, and detects changes', () => {
    const draft = [draftOf(stored), line({ description: 'New', minutes: 60, rate: 100 })];
    expect(lineInputsOf(draft)).toEqual([
      {
        key: 'a1',
        section: 'Build',
        description: 'API',
        role: 'Developer',
        minutes: 450,
        rate: 9_000,
        expenses: 1_250,
      },
      { section: '', description: 'New', role: '', minutes: 60, rate: 100, expenses: 0 },
    ]);
    expect(linesChanged([draftOf(stored)], [stored])).toBe(false);
    expect(linesChanged([{ ...draftOf(stored), rate: 1 }], [stored])).toBe(true);
    expect(linesChanged(draft, [stored])).toBe(true);
  });

  it('prices live through the engine, with cost only when cost rates are given', () => {
    const markups: MarkupEntryView[] = [
      { index: 0, label: 'Contingency', kind: 'percent', value: 10, appliesTo: 'labour' },
      { index: 1, label: 'Fee', kind: 'fixed', value: 5_000, appliesTo: 'subtotal' },
    ];
    const draft = [draftOf(stored), line({ role: 'Designer', minutes: 90, rate: 8_000 })];
    const withCost = liveTotals(draft, markups, { Developer: 5_000, Designer: 4_000 });
    expect(withCost).toEqual(
      computePricing(
        [
          { minutes: 450, rate: 9_000, costRate: 5_000, expenses: 1_250 },
          { minutes: 90, rate: 8_000, costRate: 4_000, expenses: 0 },
        ],
        markups,
      ),
    );
    expect(withCost.total).toBe(67_500 + 12_000 + 1_250 + 7_950 + 5_000);
    expect(withCost.cost).toBe(37_500 + 6_000);
    const priceOnly = liveTotals(draft, markups, null);
    expect(priceOnly.total).toBe(withCost.total);
    expect(priceOnly.cost).toBeNull();
    expect(priceOnly.margin).toBeNull();
  });
});

describe('grid keyboard', () => {
  const at = (row: number, col: number, editing = false) => ({ row, col, editing });

  it('moves with the arrows, clamped to the grid', () => {
    expect(gridCommand(at(0, 0), { key: 'ArrowDown' }, 3, 6)).toEqual({
      type: 'move',
      row: 1,
      col: 0,
    });
    expect(gridCommand(at(0, 0), { key: 'ArrowUp' }, 3, 6)).toEqual({
      type: 'move',
      row: 0,
      col: 0,
    });
    expect(gridCommand(at(2, 5), { key: 'ArrowRight' }, 3, 6)).toEqual({
      type: 'move',
      row: 2,
      col: 5,
    });
    expect(gridCommand(at(1, 3), { key: 'Home' }, 3, 6)).toEqual({ type: 'move', row: 1, col: 0 });
    expect(gridCommand(at(1, 3), { key: 'End', ctrlKey: true }, 3, 6)).toEqual({
      type: 'move',
      row: 2,
      col: 5,
    });
  });

  it('tabs row by row and leaves the grid past its ends', () => {
    expect(gridCommand(at(0, 5), { key: 'Tab' }, 2, 6)).toEqual({ type: 'move', row: 1, col: 0 });
    expect(gridCommand(at(1, 0), { key: 'Tab', shiftKey: true }, 2, 6)).toEqual({
      type: 'move',
      row: 0,
      col: 5,
    });
    expect(gridCommand(at(1, 5), { key: 'Tab' }, 2, 6)).toEqual({ type: 'leave' });
    expect(tabTarget({ row: 0, col: 0 }, 2, 6, true)).toBeNull();
  });

  it('edits with Enter and commits with Enter or Tab; Escape cancels', () => {
    expect(gridCommand(at(0, 1), { key: 'Enter' }, 1, 6)).toEqual({ type: 'edit' });
    expect(gridCommand(at(0, 1), { key: 'F2' }, 1, 6)).toEqual({ type: 'edit' });
    expect(gridCommand(at(0, 1, true), { key: 'Enter' }, 1, 6)).toEqual({
      type: 'commit',
      then: null,
    });
    expect(gridCommand(at(0, 1, true), { key: 'Tab' }, 1, 6)).toEqual({
      type: 'commit',
      then: { row: 0, col: 2 },
    });
    expect(gridCommand(at(0, 1, true), { key: 'Escape' }, 1, 6)).toEqual({ type: 'cancel' });
    // Arrows belong to the editor's caret while editing.
    expect(gridCommand(at(0, 1, true), { key: 'ArrowLeft' }, 1, 6)).toEqual({ type: 'none' });
  });

  it('adds and deletes rows with Ctrl or ⌘, also while editing', () => {
    expect(gridCommand(at(0, 0), { key: 'Enter', ctrlKey: true }, 1, 6)).toEqual({
      type: 'addBelow',
    });
    expect(gridCommand(at(0, 0, true), { key: 'Enter', metaKey: true }, 1, 6)).toEqual({
      type: 'addBelow',
    });
    expect(gridCommand(at(0, 0), { key: 'Delete', ctrlKey: true }, 1, 6)).toEqual({
      type: 'deleteRow',
    });
    expect(gridCommand(at(0, 0), { key: 'Backspace', metaKey: true }, 1, 6)).toEqual({
      type: 'deleteRow',
    });
    expect(gridCommand(at(0, 0), { key: 'Delete' }, 1, 6)).toEqual({ type: 'none' });
  });
});
