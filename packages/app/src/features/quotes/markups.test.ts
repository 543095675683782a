import { describe, expect, it } from 'vitest';
import type { MarkupEntryView } from '@keel/types';
import { markupValueText, moveMarkup, samplePricing } from './markups';

const view = (label: string, index: number, extra: Partial<MarkupEntryView> = {}) =>
  ({ index, label, kind: 'percent', value: 10, appliesTo: 'subtotal', ...extra }) as const;

const list: MarkupEntryView[] = [view('A', 0), view('B', 1), view('C', 2)];

describe('moveMarkup', () => {
  it('moves an entry up or down and drops the index field', () => {
    expect(moveMarkup(list, 2, -1)?.map((m) => m.label)).toEqual(['A', 'C', 'B']);
    expect(moveMarkup(list, 0, 1)?.map((m) => m.label)).toEqual(['B', 'A', 'C']);
    expect(moveMarkup(list, 0, 1)?.[0]).not.toHaveProperty('index');
  });

  it('cannot move the first up, the last down or an index past the list', () => {
    expect(moveMarkup(list, 0, -1)).toBeNull();
    expect(moveMarkup(list, 2, 1)).toBeNull();
    expect(moveMarkup(list, 5, -1)).toBeNull();
  });
});

describe('markupValueText', () => {
  it('writes percentages with up to four decimals and fixed amounts in major units', () => {
    expect(markupValueText({ kind: 'percent', value: 12.5 })).toBe('12.5 %');
    expect(markupValueText({ kind: 'percent', value: -3.1234 })).toBe('-3.1234 %');
    expect(markupValueText({ kind: 'fixed', value: 15_000 })).toBe('150.00');
    expect(markupValueText({ kind: 'fixed', value: -250 })).toBe('-2.50');
  });
});

describe('samplePricing', () => {
  it('prices the sample quote (10,000.00 labour, 1,000.00 expenses) with the entries in order', () => {
    const totals = samplePricing([
      { label: 'PM', kind: 'percent', value: 10, appliesTo: 'labour' },
      { label: 'Handling', kind: 'percent', value: 5, appliesTo: 'expenses' },
      { label: 'Risk', kind: 'percent', value: 3, appliesTo: 'subtotal' },
    ]);
    expect(totals.subtotal).toBe(1_100_000);
    // 10 % of labour, 5 % of expenses, then 3 % of 11,000 + 1,000 + 50.
    expect(totals.markups.map((m) => m.amount)).toEqual([100_000, 5_000, 36_150]);
    expect(totals.total).toBe(1_241_150);
  });
});
