import { addMonths } from '@keel/types';
import { formatMonth, formatCompactMoney } from '../../lib/format';
/*
 * Pure helpers of the finance pages: month ranges, the burn-up's cumulative
 * rows and the monthly chart rows. The API computes every figure (money in
 * minor units, durations in minutes); these only arrange and word them.
 */

const MONTH = /^(\d{4})-(\d{2})$/;

/** Whether `value` is a calendar month `YYYY-MM` (01..12). */
export function isMonth(value: string | null | undefined): value is string {
  const match = MONTH.exec(value ?? '');
  if (!match) return false;
  const m = Number(match[2]);
  return m >= 1 && m <= 12;
}

/** `2026-11` plus `n` months (negative goes back): one implementation with the API's. */
export { addMonths };

/** The month of a day `YYYY-MM-DD` (UTC, as the API counts). */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export type PortfolioKind = 'forecast' | 'history';

/**
 * The default month range of a portfolio page, as the API's defaults: the
 * forecast runs from the current month 11 months on, the history from 11
 * months back to the current month.
 */
export function defaultRange(kind: PortfolioKind, today: string): { from: string; to: string } {
  const current = monthOf(today);
  return kind === 'forecast'
    ? { from: current, to: addMonths(current, 11) }
    : { from: addMonths(current, -11), to: current };
}

/** `2026-03` -> `Mar 2026` (the workspace locale); anything else as written. */
export function monthLabel(month: string): string {
  if (!isMonth(month)) return month;
  const [y, m] = month.split('-').map(Number) as [number, number];
  return formatMonth(y, m);
}

/** Minor units as major units for a chart axis (`1234567` -> `12345.67`). */
export function major(amount: number): number {
  return amount / 100;
}

/** One month of a project's figures, as the financials answer gives it. */
export interface MonthFigures {
  month: string;
  actualMinutes: number;
  actualRevenue: number | null;
  actualCost: number | null;
  actualMargin: number | null;
  forecastMinutes: number;
  forecastRevenue: number | null;
  forecastCost: number | null;
  forecastMargin: number | null;
}

/** A burn-up point: cumulative actual to date, cumulative forecast on from it, the budget. */
export interface BurnUpRow {
  [key: string]: string | number | null;
  month: string;
  actual: number | null;
  forecast: number | null;
  budget: number | null;
}

/**
 * The burn-up of cost (money, in major units) or of hours: the actual line
 * adds up each month's actuals up to the current month; the forecast line
 * starts where the actual one stands at the current month and adds the
 * forecasts from there; the budget is a flat line (null without one). Months
 * before the current one carry no forecast point and later ones no actual.
 */
export function burnUpRows(
  months: readonly MonthFigures[],
  currentMonth: string,
  measure: 'cost' | 'hours',
  budget: number | null,
): BurnUpRow[] {
  let actual = 0;
  let forecast: number | null = null;
  const rows: BurnUpRow[] = [];
  for (const m of months) {
    const past = m.month <= currentMonth;
    const a = measure === 'cost' ? major(m.actualCost ?? 0) : m.actualMinutes / 60;
    const f = measure === 'cost' ? major(m.forecastCost ?? 0) : m.forecastMinutes / 60;
    if (past) actual += a;
    if (m.month >= currentMonth) forecast = (forecast ?? actual) + f;
    rows.push({
      month: monthLabel(m.month),
      actual: past ? round2(actual) : null,
      forecast: forecast !== null && m.month >= currentMonth ? round2(forecast) : null,
      budget,
    });
  }
  return rows;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Revenue, cost and margin of a month, actual and forecast together (null where hidden). */
export function monthTotals(m: MonthFigures): {
  revenue: number | null;
  cost: number | null;
  margin: number | null;
  minutes: number;
} {
  const add = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
  return {
    minutes: m.actualMinutes + m.forecastMinutes,
    revenue: add(m.actualRevenue, m.forecastRevenue),
    cost: add(m.actualCost, m.forecastCost),
    margin: add(m.actualMargin, m.forecastMargin),
  };
}

/** Major units as a short amount for a chart (`480000` EUR -> `€480K`): lib/format's. */
export const compactMoney = formatCompactMoney;
