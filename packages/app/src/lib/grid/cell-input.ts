import { formatNumber } from '../format';

/* How a typed cell of a line grid becomes a value (quotes' and invoices' lines). */

export type CellParse<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Money typed in major units (`45`, `45.5`, `1234,50`; no thousands
 * separators) -> minor units, parsed as text so no float touches the amount.
 * `negative` lets a leading minus through (an invoice's discount line).
 */
export function parseMoneyInput(
  text: string,
  max: number,
  { negative = false }: { negative?: boolean } = {},
): CellParse<number> {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return { ok: true, value: 0 };
  const match = (negative ? /^(-?)(\d+)(?:[.,](\d{0,2}))?$/ : /^()(\d+)(?:[.,](\d{0,2}))?$/).exec(
    trimmed,
  );
  if (!match) return { ok: false, message: 'Type an amount such as 120 or 95.50' };
  const magnitude = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(magnitude) || magnitude > max)
    return { ok: false, message: `At most ${formatNumber(max / 100)}` };
  return { ok: true, value: match[1] === '-' ? -magnitude || 0 : magnitude };
}

/** Minor units as an editor shows them back (`4550` -> `45.50`, `-5` -> `-0.05`). */
export function moneyInputText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(minor);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
