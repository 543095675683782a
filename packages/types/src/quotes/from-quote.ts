import { divideRoundHalfEven } from '../common/money';
import type {
  PlannedMilestone,
  PlannedRoleRate,
  PlannedTask,
  ProjectPlan,
  QuoteDifference,
} from './from-quote.schemas';
import { multiplyDivideRoundHalfEven } from './pricing/pricing';
import type { QuoteRevision } from './quotes.schemas';

/**
 * What an accepted revision becomes in a project, and how a project differs
 * from it (the rule is the header of `from-quote.schemas.ts`; the API's
 * README § Project from a quote). Pure: the preview, the create and the
 * update all call these, so they can never disagree.
 */

/** The section of lines that have none. */
export const GENERAL_SECTION = 'General';
/** The label a task gets when its line left the quote but it has logged time. */
export const OUT_OF_SCOPE_LABEL = 'Out of scope';
/** Task and milestone names are at most 200 characters. */
const MAX_NAME = 200;

type RevisionLines = Pick<QuoteRevision, 'lineItems' | 'totals' | 'currency'>;

const sectionOf = (line: { section: string }) => line.section.trim() || GENERAL_SECTION;
const clip = (text: string) => (text.length > MAX_NAME ? text.slice(0, MAX_NAME) : text);

/** `start + days` as an ISO date (UTC, no clock). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Due dates for `count` milestones spread evenly over the period: the i-th
 * (1-based) falls at i/count of the way, rounded half to even to a day, so
 * the last one is the end date. Without an end date there is no proposal.
 */
export function spreadDueDates(
  count: number,
  startDate: string | null,
  endDate: string | null,
): Array<string | null> {
  if (!startDate || !endDate || endDate < startDate) return Array<string | null>(count).fill(null);
  const span = daysBetween(startDate, endDate);
  return Array.from({ length: count }, (_, i) =>
    addDays(startDate, divideRoundHalfEven(span * (i + 1), count)),
  );
}

/**
 * The plan of a revision (see the rule in from-quote.schemas.ts).
 *
 * Milestone amounts: each section's base is its lines' labour + expenses;
 * the markups (total − subtotal) are shared in proportion to the bases,
 * each share rounded half to even, and the LAST milestone absorbs what
 * rounding left, so the milestones always add up to the total exactly. With
 * a subtotal of 0 (nothing priced but fixed markups) the last milestone
 * takes all of it.
 *
 * Role rates (time and material): a role priced at different rates on
 * different lines bills the minutes-weighted average, rounded half to even,
 * so the contract bills what the quote priced for the role's hours (to
 * within rounding); a role whose lines carry no minutes takes its highest
 * rate. Lines without minutes (expenses only) and without a role bill no
 * time and give no role rate.
 */
export function planProjectFromRevision(
  revision: RevisionLines,
  period: { startDate: string | null; endDate: string | null },
): ProjectPlan {
  const { lineItems, totals, currency } = revision;
  const money = (amount: number) => ({ amount, currency });
  const sections = new Map<string, { base: number; minutes: number }>();
  for (const line of lineItems) {
    const key = sectionOf(line);
    const entry = sections.get(key) ?? { base: 0, minutes: 0 };
    entry.base += line.labour + line.expenses;
    entry.minutes += line.minutes;
    sections.set(key, entry);
  }
  const markupTotal = totals.total - totals.subtotal;
  const names = [...sections.keys()];
  const dueDates = spreadDueDates(names.length, period.startDate, period.endDate);
  let allotted = 0;
  const milestones: PlannedMilestone[] = names.map((section, i) => {
    const { base, minutes } = sections.get(section)!;
    const last = i === names.length - 1;
    const share =
      totals.subtotal > 0
        ? multiplyDivideRoundHalfEven(markupTotal, base, totals.subtotal, `milestones.${i}`)
        : 0;
    const amount = last ? totals.total - allotted : base + share;
    allotted += amount;
    return {
      section,
      name: clip(section),
      amount: money(amount),
      minutes,
      dueDate: dueDates[i] ?? null,
    };
  });

  const tasks: PlannedTask[] = lineItems
    .filter((line) => line.minutes > 0)
    .map((line) => ({
      lineKey: line.key,
      section: sectionOf(line),
      name: clip(line.description.trim() || `${sectionOf(line)}: ${line.role || 'work'}`),
      role: line.role,
      estimateMinutes: line.minutes,
    }));

  const roles = new Map<string, { weighted: number; minutes: number; highest: number }>();
  for (const line of lineItems) {
    if (!line.role) continue;
    const entry = roles.get(line.role) ?? { weighted: 0, minutes: 0, highest: 0 };
    entry.weighted += line.minutes * line.rate;
    entry.minutes += line.minutes;
    entry.highest = Math.max(entry.highest, line.rate);
    roles.set(line.role, entry);
  }
  const roleRates: PlannedRoleRate[] = [...roles].map(([role, r]) => ({
    role,
    hourlyRate: money(r.minutes > 0 ? divideRoundHalfEven(r.weighted, r.minutes) : r.highest),
    minutes: r.minutes,
  }));

  return {
    budget: money(totals.total),
    budgetMinutes: lineItems.reduce((sum, line) => sum + line.minutes, 0),
    milestones,
    tasks,
    roleRates,
  };
}

/** What a project has now, in the terms of a plan (read by the API). */
export interface ProjectQuoteState {
  currency: string;
  budget: number | null;
  budgetMinutes: number | null;
  /** The project's milestones that came from a quote section. */
  milestones: Array<{ section: string; name: string; amount: number | null; locked: boolean }>;
  /** The project's tasks that came from a quote line. */
  tasks: Array<{
    lineKey: string;
    name: string;
    estimateMinutes: number | null;
    loggedMinutes: number;
    outOfScope: boolean;
  }>;
  /** The hourly rates the contract's resources of each role bill now (a role may have several). */
  rates: Array<{ role: string; hourlyRates: number[] }>;
}

export interface PlanDifferences {
  budget: QuoteDifference | null;
  milestones: QuoteDifference[];
  tasks: QuoteDifference[];
  rates: QuoteDifference[];
}

/** Money for display in a difference ("EUR 1,234.56"): every Keel currency has 2 decimals. */
export function formatMinorUnits(amount: number | null, currency: string): string {
  if (amount === null) return 'none';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${currency} ${whole}.${String(abs % 100).padStart(2, '0')}`;
}
const hours = (minutes: number | null) =>
  minutes === null ? 'none' : `${Math.round((minutes / 60) * 100) / 100} h`;

/**
 * How a list the project holds differs from the plan's, matched by key: a
 * planned item the project lacks is `added`, one it holds may have `changed`,
 * and one the plan no longer has may be `dropped` (null: no difference).
 * Planned items come first, in the plan's order, then the dropped ones.
 */
function differencesByKey<P, H>(
  planned: readonly P[],
  held: readonly H[],
  keyOf: (item: P | H) => string,
  rules: {
    added: (planned: P) => QuoteDifference;
    changed: (planned: P, current: H) => QuoteDifference | null;
    dropped: (current: H) => QuoteDifference | null;
  },
): QuoteDifference[] {
  const differences: QuoteDifference[] = [];
  const heldByKey = new Map(held.map((item) => [keyOf(item), item]));
  for (const item of planned) {
    const current = heldByKey.get(keyOf(item));
    const difference = current ? rules.changed(item, current) : rules.added(item);
    if (difference) differences.push(difference);
  }
  const plannedKeys = new Set(planned.map(keyOf));
  for (const current of held) {
    const difference = plannedKeys.has(keyOf(current)) ? null : rules.dropped(current);
    if (difference) differences.push(difference);
  }
  return differences;
}

/**
 * The differences between a project and a plan, each keyed so the user can
 * pick it: budget (`budget`), milestones by section, tasks by line key,
 * rates by role. A line gone from the revision whose task has logged time
 * is `outOfScope` (it will keep its time and get the label), never
 * `remove`; a task already labelled out of scope is not listed again. A
 * milestone gone from the revision that is reached or invoiced (`locked`)
 * stays as history and is not listed. Rates list only roles the contract
 * has resources for, whose rate differs: a role without resources needs
 * people picked (the contract's page adds them).
 */
export function diffProjectAgainstPlan(
  state: ProjectQuoteState,
  plan: ProjectPlan,
): PlanDifferences {
  const money = (amount: number | null) => formatMinorUnits(amount, state.currency);
  const budget =
    state.budget !== plan.budget.amount || state.budgetMinutes !== plan.budgetMinutes
      ? {
          key: 'budget',
          kind: state.budget === null ? ('add' as const) : ('change' as const),
          label: 'Budget',
          before: `${money(state.budget)}, ${hours(state.budgetMinutes)}`,
          after: `${money(plan.budget.amount)}, ${hours(plan.budgetMinutes)}`,
        }
      : null;

  const milestones = differencesByKey(plan.milestones, state.milestones, (m) => m.section, {
    added: (planned) => ({
      key: planned.section,
      kind: 'add',
      label: planned.name,
      before: null,
      after: money(planned.amount.amount),
    }),
    changed: (planned, current) =>
      current.amount !== planned.amount.amount && !current.locked
        ? {
            key: planned.section,
            kind: 'change',
            label: current.name,
            before: money(current.amount),
            after: money(planned.amount.amount),
          }
        : null,
    dropped: (current) =>
      current.locked
        ? null
        : {
            key: current.section,
            kind: 'remove',
            label: current.name,
            before: money(current.amount),
            after: null,
          },
  });

  const tasks = differencesByKey(plan.tasks, state.tasks, (t) => t.lineKey, {
    added: (planned) => ({
      key: planned.lineKey,
      kind: 'add',
      label: planned.name,
      before: null,
      after: hours(planned.estimateMinutes),
    }),
    changed: (planned, current) =>
      current.estimateMinutes !== planned.estimateMinutes || current.name !== planned.name
        ? {
            key: planned.lineKey,
            kind: 'change',
            label: planned.name,
            before: `${current.name}, ${hours(current.estimateMinutes)}`,
            after: `${planned.name}, ${hours(planned.estimateMinutes)}`,
          }
        : null,
    dropped: (current) =>
      current.outOfScope
        ? null
        : {
            key: current.lineKey,
            kind: current.loggedMinutes > 0 ? 'outOfScope' : 'remove',
            label: current.name,
            before: `${hours(current.estimateMinutes)}, ${hours(current.loggedMinutes)} logged`,
            after: current.loggedMinutes > 0 ? OUT_OF_SCOPE_LABEL : null,
          },
  });

  const rates: QuoteDifference[] = [];
  const haveRates = new Map(state.rates.map((r) => [r.role, r.hourlyRates]));
  for (const planned of plan.roleRates) {
    const current = haveRates.get(planned.role);
    if (!current || current.length === 0) continue;
    if (current.every((rate) => rate === planned.hourlyRate.amount)) continue;
    rates.push({
      key: planned.role,
      kind: 'change',
      label: planned.role,
      before: [...new Set(current)].map((rate) => `${money(rate)}/h`).join(', '),
      after: `${money(planned.hourlyRate.amount)}/h`,
    });
  }
  return { budget, milestones, tasks, rates };
}
