import type { PricingTotals, QuoteLineItem, QuoteRevision } from '@keel/types';

/*
 * The side-by-side comparison of two revisions (issue 14, item 3). Lines are
 * matched by `key`, which the API keeps across revisions: a key only in the
 * newer one is added, only in the older one removed, in both with a field
 * that differs changed.
 */

export const DIFF_FIELDS = [
  'section',
  'description',
  'role',
  'minutes',
  'rate',
  'expenses',
  'labour',
] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];

export type LineChange = 'added' | 'removed' | 'changed' | 'unchanged';

export interface LineDiff {
  key: string;
  change: LineChange;
  before: QuoteLineItem | null;
  after: QuoteLineItem | null;
  /** The fields that differ (empty unless `changed`). */
  fields: DiffField[];
}

/**
 * The lines of two revisions side by side, in the newer one's order; a
 * removed line is placed after the line that preceded it in the older one.
 */
export function diffLines(
  older: readonly QuoteLineItem[],
  newer: readonly QuoteLineItem[],
): LineDiff[] {
  const olderByKey = new Map(older.map((line) => [line.key, line]));
  const newerKeys = new Set(newer.map((line) => line.key));
  const rows: LineDiff[] = newer.map((after) => {
    const before = olderByKey.get(after.key) ?? null;
    if (!before) return { key: after.key, change: 'added', before: null, after, fields: [] };
    const fields = DIFF_FIELDS.filter((field) => before[field] !== after[field]);
    return {
      key: after.key,
      change: fields.length > 0 ? 'changed' : 'unchanged',
      before,
      after,
      fields,
    };
  });
  older.forEach((before, index) => {
    if (newerKeys.has(before.key)) return;
    const removed: LineDiff = {
      key: before.key,
      change: 'removed',
      before,
      after: null,
      fields: [],
    };
    // After the nearest older line still present (or the previous removed one), else first.
    let at = 0;
    for (let i = index - 1; i >= 0; i -= 1) {
      const previousKey = older[i]!.key;
      const position = rows.findIndex((row) => row.key === previousKey);
      if (position >= 0) {
        at = position + 1;
        break;
      }
    }
    rows.splice(at, 0, removed);
  });
  return rows;
}

export const TOTAL_FIELDS = [
  ['labour', 'Labour'],
  ['expenses', 'Expenses'],
  ['markupTotal', 'Markups'],
  ['total', 'Total'],
  ['cost', 'Cost'],
  ['margin', 'Margin'],
] as const satisfies ReadonlyArray<readonly [keyof PricingTotals, string]>;

export interface TotalDiff {
  field: (typeof TOTAL_FIELDS)[number][0];
  label: string;
  before: number | null;
  after: number | null;
  /** after - before; null when either is unknown. */
  delta: number | null;
}

/**
 * The totals compared. Cost and margin are left out when neither revision
 * carries them (a reader who may not see cost receives them as null).
 */
export function diffTotals(older: PricingTotals, newer: PricingTotals): TotalDiff[] {
  return TOTAL_FIELDS.filter(
    ([field]) =>
      !((field === 'cost' || field === 'margin') && older[field] === null && newer[field] === null),
  ).map(([field, label]) => {
    const before = older[field];
    const after = newer[field];
    return {
      field,
      label,
      before,
      after,
      delta: before === null || after === null ? null : after - before,
    };
  });
}

/** The two revisions picked, older first (whatever order they were picked in). */
export function orderedPair(
  revisions: readonly QuoteRevision[],
  a: number,
  b: number,
): [QuoteRevision, QuoteRevision] | null {
  const first = revisions.find((r) => r.number === Math.min(a, b));
  const second = revisions.find((r) => r.number === Math.max(a, b));
  return first && second && a !== b ? [first, second] : null;
}

/** Counts for the summary line ("2 added, 1 removed, 3 changed"). */
export function diffSummary(rows: readonly LineDiff[]): Record<LineChange, number> {
  const counts: Record<LineChange, number> = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const row of rows) counts[row.change] += 1;
  return counts;
}
