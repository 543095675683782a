import { describe, expect, it } from 'vitest';
import type { QuoteLineItem, QuoteRevision } from '@keel/types';
import { diffLines, diffSummary, diffTotals, orderedPair } from './revision-diff';
import { totalsFixture } from '../../test/quotes';

function line(key: string, over: Partial<QuoteLineItem> = {}): QuoteLineItem {
  return {
    key,
    section: 'Build',
    description: `Line ${key}`,
    role: 'Developer',
    minutes: 60,
    rate: 10_000,
    costRate: null,
    expenses: 0,
    labour: 10_000,
    cost: null,
    ...over,
  };
}

describe('diffLines', () => {
  it('matches lines by key: added, removed, changed with the fields that differ', () => {
    const older = [line('a'), line('b'), line('c')];
    const newer = [line('a'), line('c', { minutes: 120, labour: 20_000 }), line('d')];
    const rows = diffLines(older, newer);
    expect(rows.map((r) => [r.key, r.change])).toEqual([
      ['a', 'unchanged'],
      ['b', 'removed'],
      ['c', 'changed'],
      ['d', 'added'],
    ]);
    expect(rows[2]!.fields).toEqual(['minutes', 'labour']);
    expect(rows[1]!.after).toBeNull();
    expect(rows[3]!.before).toBeNull();
    expect(diffSummary(rows)).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 1 });
  });

  it('keeps a line moved to another place as the same line', () => {
    const rows = diffLines([line('a'), line('b')], [line('b'), line('a')]);
    expect(rows.every((r) => r.change === 'unchanged')).toBe(true);
  });

  it('puts a removed first line first', () => {
    const rows = diffLines([line('x'), line('a')], [line('a')]);
    expect(rows.map((r) => r.key)).toEqual(['x', 'a']);
  });
});

describe('diffTotals', () => {
  it('compares the totals with their difference', () => {
    const rows = diffTotals(
      totalsFixture({ labour: 100, total: 110, markupTotal: 10 }),
      totalsFixture({ labour: 150, total: 165, markupTotal: 15 }),
    );
    expect(rows.find((r) => r.field === 'total')).toEqual({
      field: 'total',
      label: 'Total',
      before: 110,
      after: 165,
      delta: 55,
    });
    // Neither carries cost (a reader who may not see it): no cost or margin rows.
    expect(rows.map((r) => r.field)).toEqual(['labour', 'expenses', 'markupTotal', 'total']);
  });

  it('shows cost and margin when given, with no delta when one is unknown', () => {
    const rows = diffTotals(
      totalsFixture({ cost: 50, margin: 60 }),
      totalsFixture({ cost: null, margin: null }),
    );
    expect(rows.find((r) => r.field === 'cost')).toMatchObject({
      before: 50,
      after: null,
      delta: null,
    });
  });
});

describe('orderedPair', () => {
  const rev = (number: number) => ({ number }) as QuoteRevision;
  it('orders the picked revisions older first and refuses the same one twice', () => {
    const revisions = [rev(3), rev(2), rev(1)];
    expect(orderedPair(revisions, 3, 1)?.map((r) => r.number)).toEqual([1, 3]);
    expect(orderedPair(revisions, 2, 2)).toBeNull();
    expect(orderedPair(revisions, 2, 9)).toBeNull();
  });
});
