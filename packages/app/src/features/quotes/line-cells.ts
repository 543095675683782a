import { MAX_LINE_EXPENSES, MAX_LINE_MINUTES, MAX_LINE_RATE, parseDuration } from '@keel/types';
import { moneyInputText, parseMoneyInput, type CellParse } from '../../lib/grid/cell-input';
import type { DraftLine, GridColumn } from './line-draft';

/* How a typed cell of the line-items grid becomes a value, and what its editor shows. */

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
