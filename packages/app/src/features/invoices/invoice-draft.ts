import {
  formatClockDuration,
  MAX_INVOICE_QUANTITY,
  MAX_INVOICE_UNIT_PRICE,
  parseDuration,
  priceInvoice,
  TAX_RATE_BASIS,
  type Invoice,
  type InvoiceLineInput,
  type InvoiceUnitKind,
} from '@keel/types';
import { formatNumber } from '../../lib/format';
import { moneyInputText, parseMoneyInput, type CellParse } from '../../lib/grid/cell-input';

/*
 * A draft invoice's lines as the grid edits them (issue 32): the cells' text
 * both ways, what a save sends, and the live totals through the contract's
 * arithmetic (the API's, never a second copy of the rule).
 */

/** A line as the grid edits it. `uid` is the row's React key; `id` keeps a line's sources. */
export interface DraftLine {
  uid: string;
  id?: number;
  description: string;
  unitKind: InvoiceUnitKind;
  /** Minutes or units. */
  quantity: number;
  /** Minor units per hour (minutes) or per unit. */
  unitPrice: number;
  /** Basis points. */
  taxRate: number;
}

export const LINE_COLUMNS = [
  'description',
  'unitKind',
  'quantity',
  'unitPrice',
  'taxRate',
] as const;
export type LineColumn = (typeof LINE_COLUMNS)[number];
export const LINE_COLUMN_TITLES: Record<LineColumn, string> = {
  description: 'Description',
  unitKind: 'Unit',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  taxRate: 'Tax rate',
};

export const UNIT_KIND_TITLES: Record<InvoiceUnitKind, string> = {
  minutes: 'Hours',
  units: 'Units',
};

let uidCounter = 0;
function newUid(): string {
  uidCounter += 1;
  return `invoice-line-${uidCounter}`;
}

export function draftLinesOf(invoice: Pick<Invoice, 'lines'>): DraftLine[] {
  return invoice.lines.map((line) => ({
    uid: newUid(),
    id: line.id,
    description: line.description,
    unitKind: line.unitKind,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    taxRate: line.taxRate,
  }));
}

/** A new line takes the unit, price and tax rate of the line above (most invoices repeat them). */
export function newLine(above: DraftLine | undefined): DraftLine {
  return {
    uid: newUid(),
    description: '',
    unitKind: above?.unitKind ?? 'units',
    quantity: 0,
    unitPrice: above?.unitPrice ?? 0,
    taxRate: above?.taxRate ?? 0,
  };
}

/** A quantity as shown: hours as `7:30` (the timesheet's clock form), units as a number. */
export function quantityText(line: Pick<DraftLine, 'unitKind' | 'quantity'>): string {
  return line.unitKind === 'minutes'
    ? formatClockDuration(line.quantity)
    : formatNumber(line.quantity);
}

/** Basis points as a percentage (`1900` -> `19 %`, `750` -> `7.5 %`). */
export function taxRateText(basisPoints: number): string {
  return `${formatNumber(basisPoints / 100, { maxDecimals: 2 })} %`;
}

/** The text a cell's editor starts with. */
export function cellText(line: DraftLine, column: LineColumn): string {
  switch (column) {
    case 'quantity':
      if (line.quantity === 0) return '';
      return line.unitKind === 'minutes'
        ? formatClockDuration(line.quantity)
        : String(line.quantity);
    case 'unitPrice':
      return moneyInputText(line.unitPrice);
    case 'taxRate':
      return String(line.taxRate / 100);
    case 'unitKind':
      return line.unitKind;
    case 'description':
      return line.description;
  }
}

function parseQuantity(kind: InvoiceUnitKind, text: string): CellParse<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  let value: number;
  if (kind === 'minutes') {
    const parsed = parseDuration(trimmed);
    if (!parsed.ok) return { ok: false, message: 'Type hours such as 7:30, 7.5 or 90m' };
    value = parsed.minutes;
  } else {
    if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Type a whole number of units' };
    value = Number(trimmed);
  }
  if (value > MAX_INVOICE_QUANTITY)
    return { ok: false, message: `At most ${formatNumber(MAX_INVOICE_QUANTITY)}` };
  return { ok: true, value };
}

/** A percentage typed (`19`, `7.5`, `7,5 %`) -> basis points, at most 100 %. */
export function parseTaxRate(text: string): CellParse<number> {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return { ok: true, value: 0 };
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(trimmed);
  if (!match) return { ok: false, message: 'Type a rate such as 19 or 7.5' };
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (value > TAX_RATE_BASIS) return { ok: false, message: 'At most 100 %' };
  return { ok: true, value };
}

/** The line with a cell's typed text applied, or the reason it is refused. */
export function applyCellText(
  line: DraftLine,
  column: LineColumn,
  text: string,
): CellParse<DraftLine> {
  const done = (patch: Partial<DraftLine>): CellParse<DraftLine> => ({
    ok: true,
    value: { ...line, ...patch },
  });
  switch (column) {
    case 'description': {
      const value = text.trim();
      if (value.length > 1_000) return { ok: false, message: 'At most 1,000 characters' };
      return value === line.description ? { ok: true, value: line } : done({ description: value });
    }
    case 'unitKind':
      if (text !== 'minutes' && text !== 'units') return { ok: false, message: 'Choose a unit' };
      return text === line.unitKind ? { ok: true, value: line } : done({ unitKind: text });
    case 'quantity': {
      const parsed = parseQuantity(line.unitKind, text);
      return parsed.ok ? done({ quantity: parsed.value }) : parsed;
    }
    case 'unitPrice': {
      const parsed = parseMoneyInput(text, MAX_INVOICE_UNIT_PRICE, { negative: true });
      return parsed.ok ? done({ unitPrice: parsed.value }) : parsed;
    }
    case 'taxRate': {
      const parsed = parseTaxRate(text);
      return parsed.ok ? done({ taxRate: parsed.value }) : parsed;
    }
  }
}

/** A key typed on the unit cell picks the unit it starts (`h`/`m` hours, `u` units). */
export function typedUnit(key: string): InvoiceUnitKind | undefined {
  const k = key.toLowerCase();
  if (k === 'h' || k === 'm') return 'minutes';
  if (k === 'u') return 'units';
  return undefined;
}

/** What a save sends for the lines (the ids keep the lines' time and milestones). */
export function lineInputsOf(lines: readonly DraftLine[]): InvoiceLineInput[] {
  return lines.map(({ uid: _uid, id, ...line }) => (id === undefined ? line : { id, ...line }));
}

/** The first line a save would refuse: one without a description. */
export function missingDescription(lines: readonly DraftLine[]): number | null {
  const index = lines.findIndex((l) => l.description.trim() === '');
  return index < 0 ? null : index;
}

/** Whether the draft lines differ from the invoice's as read. */
export function linesChanged(lines: readonly DraftLine[], invoice: Pick<Invoice, 'lines'>) {
  return (
    JSON.stringify(lineInputsOf(lines)) !== JSON.stringify(lineInputsOf(draftLinesOf(invoice)))
  );
}

/** Each line's figures and the totals, as the API will compute them (half-even per line). */
export function liveTotals(lines: readonly DraftLine[]) {
  try {
    return priceInvoice(lines);
  } catch {
    // Past the largest amount the arithmetic keeps exact: the save will say so.
    return null;
  }
}
