import {
  computePricing,
  MAX_LINE_EXPENSES,
  MAX_LINE_MINUTES,
  MAX_LINE_RATE,
  parseDuration,
  type MarkupEntryView,
  type PricingTotals,
  type QuoteLineItem,
  type QuoteLineItemInput,
} from '@keel/types';
import { formatNumber } from '../../lib/format';

/*
 * The line-items grid's pure model (issue 14, item 3): the draft lines the
 * page edits, how a typed cell becomes a value, the keyboard commands and
 * the live totals (through the engine, never a second copy of the rule).
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

export type CellParse<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Money typed in major units (`45`, `45.5`, `1234,50`; no thousands
 * separators) -> minor units, parsed as text so no float touches the amount.
 */
export function parseMoneyInput(text: string, max: number): CellParse<number> {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return { ok: true, value: 0 };
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(trimmed);
  if (!match) return { ok: false, message: 'Type an amount such as 120 or 95.50' };
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(value) || value > max)
    return { ok: false, message: `At most ${formatNumber(max / 100)}` };
  return { ok: true, value };
}

/** Minor units as the editor shows them back (`4550` -> `45.50`). */
export function moneyInputText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Hours as typed (`7.5`, `7:30`, `450m`; empty is 0) -> minutes. */
export function parseHoursInput(text: string): CellParse<number> {
  if (text.trim() === '') return { ok: true, value: 0 };
  const parsed = parseDuration(text);
  if (!parsed.ok) return { ok: false, message: 'Type hours such as 7.5, 7:30 or 90m' };
  if (parsed.minutes > MAX_LINE_MINUTES)
    return { ok: false, message: `At most ${MAX_LINE_MINUTES / 60} hours` };
  return { ok: true, value: parsed.minutes };
}

/** Minutes as the editor shows them back: decimal hours (`450` -> `7.5`). */
export function hoursInputText(minutes: number): string {
  return String(Math.round((minutes / 60) * 10_000) / 10_000);
}

/** The text a cell's editor starts with. */
export function cellText(line: DraftLine, column: GridColumn): string {
  switch (column) {
    case 'hours':
      return line.minutes === 0 ? '' : hoursInputText(line.minutes);
    case 'rate':
      return moneyInputText(line.rate);
    case 'expenses':
      return line.expenses === 0 ? '' : moneyInputText(line.expenses);
    default:
      return line[column];
  }
}

const TEXT_LIMITS: Partial<Record<GridColumn, number>> = { section: 120, description: 2_000 };

/**
 * The line with a cell's typed text applied, or the reason it is refused.
 * Choosing a role fills the profile's rate for it (`roleRates`); the rate
 * stays overridable afterwards.
 */
export function applyCellText(
  line: DraftLine,
  column: GridColumn,
  text: string,
  roleRates: ReadonlyMap<string, number>,
): CellParse<DraftLine> {
  switch (column) {
    case 'hours': {
      const parsed = parseHoursInput(text);
      return parsed.ok ? { ok: true, value: { ...line, minutes: parsed.value } } : parsed;
    }
    case 'rate':
    case 'expenses': {
      const parsed = parseMoneyInput(text, column === 'rate' ? MAX_LINE_RATE : MAX_LINE_EXPENSES);
      return parsed.ok ? { ok: true, value: { ...line, [column]: parsed.value } } : parsed;
    }
    case 'role': {
      const role = text.trim();
      if (role === line.role) return { ok: true, value: line };
      const rate = roleRates.get(role);
      return { ok: true, value: { ...line, role, rate: rate ?? line.rate } };
    }
    default: {
      const value = text.trim();
      const max = TEXT_LIMITS[column] ?? 200;
      if (value.length > max) return { ok: false, message: `At most ${max} characters` };
      return { ok: true, value: { ...line, [column]: value } };
    }
  }
}

/** Where the grid's focus is, and whether that cell's editor is open. */
export interface GridCursor {
  row: number;
  col: number;
  editing: boolean;
}

/** What a key press asks the grid to do. */
export type GridCommand =
  | { type: 'move'; row: number; col: number }
  | { type: 'edit' }
  | { type: 'commit'; then: { row: number; col: number } | null }
  | { type: 'cancel' }
  | { type: 'addBelow' }
  | { type: 'deleteRow' }
  | { type: 'leave' }
  | { type: 'none' };

export interface GridKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The keys the visible hint documents (one list, so the hint and the handler agree). */
export const GRID_KEY_HINT =
  'Arrow keys or Tab move between cells. Enter edits a cell and Enter again saves it into the draft; Escape cancels. Ctrl+Enter (⌘+Enter) adds a line below, Ctrl+Delete (⌘+Backspace) deletes the line.';

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(value, max));
}

/** The cell Tab (or Shift+Tab) goes to, row by row; null past either end (focus leaves the grid). */
export function tabTarget(
  cursor: { row: number; col: number },
  rows: number,
  cols: number,
  backwards: boolean,
): { row: number; col: number } | null {
  const flat = cursor.row * cols + cursor.col + (backwards ? -1 : 1);
  if (flat < 0 || flat >= rows * cols) return null;
  return { row: Math.floor(flat / cols), col: flat % cols };
}

/**
 * The command of a key press in the grid of `rows` × `cols` cells. While a
 * cell is edited, only Enter, Tab and Escape belong to the grid (arrows
 * move the caret in the editor).
 */
export function gridCommand(
  cursor: GridCursor,
  event: GridKey,
  rows: number,
  cols: number,
): GridCommand {
  const mod = Boolean(event.ctrlKey || event.metaKey);
  if (mod && event.key === 'Enter') return { type: 'addBelow' };
  if (mod && (event.key === 'Delete' || event.key === 'Backspace')) return { type: 'deleteRow' };
  if (cursor.editing) {
    if (event.key === 'Escape') return { type: 'cancel' };
    if (event.key === 'Enter') return { type: 'commit', then: null };
    if (event.key === 'Tab')
      return { type: 'commit', then: tabTarget(cursor, rows, cols, Boolean(event.shiftKey)) };
    return { type: 'none' };
  }
  if (rows === 0) return { type: 'none' };
  const { row, col } = cursor;
  switch (event.key) {
    case 'ArrowUp':
      return { type: 'move', row: clamp(row - 1, rows - 1), col };
    case 'ArrowDown':
      return { type: 'move', row: clamp(row + 1, rows - 1), col };
    case 'ArrowLeft':
      return { type: 'move', row, col: clamp(col - 1, cols - 1) };
    case 'ArrowRight':
      return { type: 'move', row, col: clamp(col + 1, cols - 1) };
    case 'Home':
      return { type: 'move', row: mod ? 0 : row, col: 0 };
    case 'End':
      return { type: 'move', row: mod ? rows - 1 : row, col: cols - 1 };
    case 'Enter':
    case 'F2':
      return { type: 'edit' };
    case 'Tab': {
      const next = tabTarget(cursor, rows, cols, Boolean(event.shiftKey));
      return next ? { type: 'move', ...next } : { type: 'leave' };
    }
    default:
      return { type: 'none' };
  }
}
