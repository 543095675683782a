import type { CapLevel, Consumption, ConsumptionMonth, Money } from '@keel/types';
import { formatHours, formatMoney, formatMonth } from '../../lib/format';

/*
 * Pure helpers of the contract pages (in the app and public): what a cap
 * level says, the per-month rows and the links between the pages. The API
 * decides the levels (`capLevel` in @keel/types); these only word them.
 */

export type CapKind = 'hours' | 'amount';

/** A warning of one cap, worded to be read without its colour (text + icon). */
export interface CapWarning {
  kind: CapKind;
  level: Exclude<CapLevel, 'within'>;
  tone: 'caution' | 'critical';
  icon: 'warning' | 'alert';
  text: string;
}

const CAP_NAMES: Record<CapKind, string> = { hours: 'hour cap', amount: 'money cap' };

/** Whole percent of a cap used, rounded down (79.9 % is not yet 80 %); null without a cap. */
export function capPercent(consumed: number, cap: number | null): number | null {
  if (cap === null || cap <= 0) return null;
  return Math.floor((consumed / cap) * 100);
}

/** The warnings of a consumption against its caps: none while both are within. */
export function capWarnings(
  consumed: Consumption,
  caps: { capMinutes: number | null; capAmount: Money | null },
  subject?: string,
): CapWarning[] {
  const warnings: CapWarning[] = [];
  const of = subject ? ` of ${subject}` : '';
  const add = (kind: CapKind, level: CapLevel, used: string, cap: string, percent: number) => {
    if (level === 'within') return;
    const name = CAP_NAMES[kind];
    warnings.push(
      level === 'reached'
        ? {
            kind,
            level,
            tone: 'critical',
            icon: 'alert',
            text: `The ${name}${of} is reached: ${used} of ${cap} used (${percent} %).`,
          }
        : {
            kind,
            level,
            tone: 'caution',
            icon: 'warning',
            text: `${percent} % of the ${name}${of} used: ${used} of ${cap}.`,
          },
    );
  };
  if (caps.capMinutes !== null)
    add(
      'hours',
      consumed.minutesLevel,
      formatHours(consumed.minutes),
      formatHours(caps.capMinutes),
      capPercent(consumed.minutes, caps.capMinutes) ?? 0,
    );
  if (caps.capAmount !== null)
    add(
      'amount',
      consumed.amountLevel,
      formatMoney(consumed.amount),
      formatMoney(caps.capAmount),
      capPercent(consumed.amount.amount, caps.capAmount.amount) ?? 0,
    );
  return warnings;
}

/** The short label of a cap level for a table cell: `Within`, `80 %+ used`, `Cap reached`. */
export function levelLabel(level: CapLevel): string {
  if (level === 'reached') return 'Cap reached';
  return level === 'near' ? 'Near the cap' : 'Within';
}

/** `2026-03` -> `Mar 2026` (en-GB); anything else as written. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const m = Number(match[2]);
  if (m < 1 || m > 12) return month;
  return formatMonth(Number(match[1]), m);
}

/** Decimal hours of minutes for a chart axis (two decimals, as `formatHours`). */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** Hours typed in a form (`7.5`) -> whole minutes (`450`). */
export function minutesOfHours(hours: number): number {
  return Math.round(hours * 60);
}

/** Minor units -> major units for a form's money field (`4550` -> `45.5`). */
export function majorUnits(minor: number): number {
  return minor / 100;
}

export interface MonthChartRow {
  month: string;
  [resourceKey: `r${number}`]: number;
}

/**
 * One chart row per month: each resource's hours under `r<resourceId>`,
 * zero where it logged nothing, so the stacks add up to the month's hours.
 */
export function monthChartRows(
  months: readonly ConsumptionMonth[],
  resourceIds: readonly number[],
): MonthChartRow[] {
  return months.map((m) => {
    const row: MonthChartRow = { month: monthLabel(m.month) };
    for (const id of resourceIds) row[`r${id}`] = 0;
    for (const r of m.resources) row[`r${r.resourceId}`] = hoursOf(r.minutes);
    return row;
  });
}

/** The in-app timesheet of a resource: its path has no contract, the query names it. */
export function resourceTimesheetPath(
  projectId: number,
  resourceId: number,
  contractId: number,
): string {
  return `/projects/${projectId}/time-material/resources/${resourceId}/timesheet?contractId=${contractId}`;
}

/** The public contract page of a token. */
export function publicContractPath(projectId: number, stakeholderToken: string): string {
  return `/public/projects/${projectId}/time-material?stakeholderToken=${encodeURIComponent(stakeholderToken)}`;
}

/** A resource's public timesheet; the token stays in the link. */
export function publicTimesheetPath(
  projectId: number,
  resourceId: number,
  stakeholderToken: string,
): string {
  return `/public/projects/${projectId}/time-material/resources/${resourceId}/timesheet?stakeholderToken=${encodeURIComponent(stakeholderToken)}`;
}

/** A positive integer from a search parameter, or null (`?contractId=3`). */
export function positiveIntOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
