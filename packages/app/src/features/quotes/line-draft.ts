import {
  computePricing,
  type MarkupEntryView,
  type PricingTotals,
  type QuoteLineItem,
  type QuoteLineItemInput,
} from '@keel/types';

/*
 * The quote's lines as the page edits them (issue 14, item 3): the draft
 * lines, what is sent back, whether they changed, and the live totals
 * (through the engine, never a second copy of the rule).
 */

/** A line as the grid edits it. `uid` is the row's React key; `key` the API's line key, kept. */
export interface DraftLine {
  uid: string;
  key?: string;
  section: string;
  description: string;
  role: string;
  minutes: number;
  rate: number;
  expenses: number;
}

export const GRID_COLUMNS = [
  'section',
  'description',
  'role',
  'hours',
  'rate',
  'expenses',
] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];
export const GRID_COLUMN_TITLES: Record<GridColumn, string> = {
  section: 'Section',
  description: 'Description',
  role: 'Role',
  hours: 'Hours',
  rate: 'Hourly rate',
  expenses: 'Expenses',
};

let uidCounter = 0;
/** A row id unique within the page session (never sent to the API). */
export function newUid(): string {
  uidCounter += 1;
  return `line-${uidCounter}`;
}

export function draftOf(line: QuoteLineItem): DraftLine {
  return {
    uid: newUid(),
    key: line.key,
    section: line.section,
    description: line.description,
    role: line.role,
    minutes: line.minutes,
    rate: line.rate,
    expenses: line.expenses,
  };
}

/** A new empty line; it takes the section of the line above so a section is typed once. */
export function emptyLine(section = ''): DraftLine {
  return { uid: newUid(), section, description: '', role: '', minutes: 0, rate: 0, expenses: 0 };
}

/** What `PUT /quotes/{quoteId}` takes: the lines whole, keys kept so revisions match line by line. */
export function lineInputsOf(lines: readonly DraftLine[]): QuoteLineItemInput[] {
  return lines.map(({ key, section, description, role, minutes, rate, expenses }) => ({
    ...(key ? { key } : {}),
    section,
    description,
    role,
    minutes,
    rate,
    expenses,
  }));
}

/** Whether the draft differs from the stored lines (order, values or count). */
export function linesChanged(
  draft: readonly DraftLine[],
  stored: readonly QuoteLineItem[],
): boolean {
  if (draft.length !== stored.length) return true;
  return draft.some((line, i) => {
    const s = stored[i]!;
    return (
      line.key !== s.key ||
      line.section !== s.section ||
      line.description !== s.description ||
      line.role !== s.role ||
      line.minutes !== s.minutes ||
      line.rate !== s.rate ||
      line.expenses !== s.expenses
    );
  });
}

/**
 * The live totals of the draft: the engine over the lines and the quote's
 * markups. A line's cost rate is the role's (`costRates`, null for readers
 * who may not see cost, so cost and margin stay null for them).
 */
export function liveTotals(
  lines: readonly DraftLine[],
  markups: readonly MarkupEntryView[],
  costRates: Record<string, number | null> | null,
): PricingTotals {
  return computePricing(
    lines.map((line) => ({
      minutes: line.minutes,
      rate: line.rate,
      expenses: line.expenses,
      costRate: costRates?.[line.role] ?? null,
    })),
    markups,
  );
}
