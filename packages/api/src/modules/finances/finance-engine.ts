import { multiplyDivideRoundHalfEven, type RateEntry } from '@keel/types';
import { pickHourlyCost } from '../salaries';

/**
 * The finance engine (issue 16): a project's figures per calendar month from
 * its time entries, T&M contracts, financial milestones and open tasks.
 * Pure — no I/O, no clock: `today` is an input. Every formula is stated in
 * `README.md` beside this file; money is integer minor units, rounded half
 * to even like the pricing engine (`multiplyDivideRoundHalfEven`).
 */

export interface FinanceTimeEntry {
  userId: number;
  date: string;
  minutes: number;
  billable: boolean;
}

/** One user's employment and rate histories, as `pickHourlyCost` reads them. */
export interface FinanceEmployee {
  employmentStart: string;
  employmentEnd: string | null;
  overrides: readonly RateEntry[];
  groupRates: readonly RateEntry[];
}

export interface FinanceContract {
  periodStart: string;
  periodEnd: string;
  resources: ReadonlyArray<{ userId: number; hourlyRate: number }>;
}

export interface FinanceMilestone {
  amount: number;
  forecastDate: string | null;
  invoicedDate: string | null;
  dueDate: string;
}

export interface FinanceTask {
  assigneeId: number | null;
  status: string;
  startDate: string | null;
  dueDate: string | null;
  workEstimation: number | null;
  loggedMinutes: number;
}

/** The hourly cost of a user on a date, in minor units, or null (not employed, no rate). */
export type HourlyCostResolver = (userId: number, date: string) => number | null;

export interface FinanceInputs {
  /** The workspace's date today (YYYY-MM-DD). */
  today: string;
  entries: readonly FinanceTimeEntry[];
  hourlyCost: HourlyCostResolver;
  contracts: readonly FinanceContract[];
  milestones: readonly FinanceMilestone[];
  tasks: readonly FinanceTask[];
  /**
   * The project is completed, cancelled or archived (`isProjectClosed`): it
   * has no forecast, only actuals.
   */
  closed?: boolean;
}

export interface MonthFigures {
  month: string;
  actualMinutes: number;
  billableMinutes: number;
  actualCost: number;
  actualRevenue: number;
  forecastMinutes: number;
  forecastCost: number;
  forecastRevenue: number;
}

export const FIGURE_KEYS = [
  'actualMinutes',
  'billableMinutes',
  'actualCost',
  'actualRevenue',
  'forecastMinutes',
  'forecastCost',
  'forecastRevenue',
] as const satisfies ReadonlyArray<keyof MonthFigures>;

/** Task statuses that plan no more work. */
const CLOSED_TASK_STATUSES: ReadonlySet<string> = new Set(['done', 'cancelled']);

/** How far ahead task schedules are spread (README § Forecast horizon). */
export const FORECAST_HORIZON_YEARS = 5;

/** `pickHourlyCost` over the histories read, memoised per (user, date). */
export function hourlyCostResolver(
  employees: ReadonlyMap<number, FinanceEmployee>,
): HourlyCostResolver {
  const memo = new Map<string, number | null>();
  return (userId, date) => {
    const key = `${userId}|${date}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const employee = employees.get(userId);
    const answer = employee
      ? (pickHourlyCost(employee, employee.overrides, employee.groupRates, date)?.hourlyCost
          .amount ?? null)
      : null;
    memo.set(key, answer);
    return answer;
  };
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    86_400_000
  );
}

function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

function isWorkingDay(day: number): boolean {
  // 1970-01-01 (day 0) was a Thursday: 0 = Thu, 2 = Sat, 3 = Sun.
  const weekday = ((((day % 7) + 7) % 7) + 4) % 7; // 0 = Sunday
  return weekday !== 0 && weekday !== 6;
}

function emptyMonth(month: string): MonthFigures {
  return {
    month,
    actualMinutes: 0,
    billableMinutes: 0,
    actualCost: 0,
    actualRevenue: 0,
    forecastMinutes: 0,
    forecastCost: 0,
    forecastRevenue: 0,
  };
}

const costOf = (minutes: number, rate: number | null) =>
  rate === null || rate === 0 ? 0 : multiplyDivideRoundHalfEven(minutes, rate, 60, 'cost');

/**
 * The billing rate of `userId` on `date` under the contracts: the first
 * contract (in the order given: period start, then id) whose period holds the
 * date and that has the user as a resource; null when none.
 */
function billingRate(
  contracts: readonly FinanceContract[],
  userId: number,
  date: string,
): number | null {
  for (const contract of contracts) {
    if (date < contract.periodStart || date > contract.periodEnd) continue;
    const resource = contract.resources.find((r) => r.userId === userId);
    if (resource) return resource.hourlyRate;
  }
  return null;
}

/** A completed, cancelled or archived project plans no more work nor revenue (README.md). */
export function isProjectClosed(project: { status: string; archived: boolean }): boolean {
  return project.archived || project.status === 'completed' || project.status === 'cancelled';
}

/**
 * The per-month figures of one project (README.md). Months without any
 * figure are left out; the rows come sorted by month.
 */
export function computeProjectMonths(inputs: FinanceInputs): MonthFigures[] {
  const { today, hourlyCost, contracts } = inputs;
  const { at, rows } = monthTable();

  // Actuals: every logged entry, in the month of its date.
  for (const entry of inputs.entries) {
    const row = at(monthOf(entry.date));
    row.actualMinutes += entry.minutes;
    row.actualCost += costOf(entry.minutes, hourlyCost(entry.userId, entry.date));
    if (!entry.billable) continue;
    row.billableMinutes += entry.minutes;
    const rate = billingRate(contracts, entry.userId, entry.date);
    if (rate !== null) row.actualRevenue += costOf(entry.minutes, rate);
  }

  // Fixed price: invoiced -> actual in the invoiced month; else forecast in the
  // month of the forecast date (the due date when none), the current month when
  // that date is not after today.
  for (const milestone of inputs.milestones) {
    if (milestone.invoicedDate !== null) {
      at(monthOf(milestone.invoicedDate)).actualRevenue += milestone.amount;
      continue;
    }
    if (inputs.closed) continue; // a closed project expects no more invoices
    at(milestoneForecastMonth(milestone, today)).forecastRevenue += milestone.amount;
  }

  // Planned work: what is left of each open task's estimate.
  const window = planningWindow(today);
  for (const task of inputs.closed ? [] : inputs.tasks) {
    for (const { date, minutes } of plannedDays(task, window)) {
      const row = at(monthOf(date));
      row.forecastMinutes += minutes;
      if (task.assigneeId === null) continue;
      row.forecastCost += costOf(minutes, hourlyCost(task.assigneeId, date));
      const rate = billingRate(contracts, task.assigneeId, date);
      if (rate !== null) row.forecastRevenue += costOf(minutes, rate);
    }
  }

  return rows();
}

/**
 * The month an open milestone's amount is forecast in: the month of its
 * forecast date (the due date when none), the current month once that date is
 * not after today (it is late, still expected).
 */
function milestoneForecastMonth(milestone: FinanceMilestone, today: string): string {
  const planned = milestone.forecastDate ?? milestone.dueDate;
  return monthOf(planned > today ? planned : today);
}

/** Today, tomorrow and the end of the forecast horizon (README § Forecast horizon). */
interface PlanningWindow {
  today: string;
  tomorrow: string;
  horizonEnd: string;
}

function planningWindow(today: string): PlanningWindow {
  const tomorrow = addDays(today, 1);
  const horizonEnd = `${String(Number(tomorrow.slice(0, 4)) + FORECAST_HORIZON_YEARS).padStart(4, '0')}${tomorrow.slice(4, 7)}-01`;
  return { today, tomorrow, horizonEnd };
}

/** The days an open task's remaining estimate is planned on (none for a done task or without estimate). */
function plannedDays(
  task: FinanceTask,
  window: PlanningWindow,
): Array<{ date: string; minutes: number }> {
  if (CLOSED_TASK_STATUSES.has(task.status) || task.workEstimation === null) return [];
  const remaining = Math.max(0, task.workEstimation - task.loggedMinutes);
  if (remaining === 0) return [];
  return spread(task, remaining, window.today, window.tomorrow, window.horizonEnd);
}

/** What of a project the date moves (`figuresDependOnDate`). */
export interface DatedInputs {
  project: { status: string; archived: boolean; startDate: string | null; endDate: string | null };
  /** Its tasks with a work estimation (the others plan nothing and count in no progress). */
  tasks: readonly FinanceTask[];
  /** Its financial milestones with an amount. */
  milestones: readonly FinanceMilestone[];
}

/**
 * Whether the project's figures as of `to` may differ from those as of
 * `from` (README.md § Daily refresh): the date reaches the figures only
 * through the progress by schedule, the month an open milestone is forecast
 * in and the days an open task's remaining work is planned on — actuals
 * (entries, invoiced milestones) are dated by themselves. Each is compared as
 * the engine places it on both days: planned on the same days, a task's
 * forecast cost and revenue are the same too (rates are per user and date).
 */
export function figuresDependOnDate(inputs: DatedInputs, from: string, to: string): boolean {
  if (from === to) return false;
  const { project, tasks, milestones } = inputs;
  if (progressPercent(project, tasks, from) !== progressPercent(project, tasks, to)) return true;
  if (isProjectClosed(project)) return false; // no forecast
  for (const milestone of milestones) {
    if (milestone.invoicedDate !== null) continue;
    if (milestoneForecastMonth(milestone, from) !== milestoneForecastMonth(milestone, to))
      return true;
  }
  const before = planningWindow(from);
  const after = planningWindow(to);
  for (const task of tasks) {
    const a = plannedDays(task, before);
    const b = plannedDays(task, after);
    if (a.length !== b.length) return true;
    for (let i = 0; i < a.length; i += 1)
      if (a[i]?.date !== b[i]?.date || a[i]?.minutes !== b[i]?.minutes) return true;
  }
  return false;
}

/**
 * Month rows made as they are first added to (`at`); `rows()` gives those with
 * some figure other than 0, sorted by month.
 */
function monthTable(): { at: (month: string) => MonthFigures; rows: () => MonthFigures[] } {
  const months = new Map<string, MonthFigures>();
  return {
    at: (month) => {
      let row = months.get(month);
      if (!row) {
        row = emptyMonth(month);
        months.set(month, row);
      }
      return row;
    },
    rows: () =>
      [...months.values()]
        .filter((row) => FIGURE_KEYS.some((key) => row[key] !== 0))
        .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0)),
  };
}

/**
 * The remaining minutes of a task by day: evenly over the working days
 * (Mon-Fri) from max(start, tomorrow) to min(due, horizon end), the first days
 * taking one more minute while a remainder is left; over every calendar day of
 * that range when it has no working day; on today (the current month) when
 * the task has no due date or the range is empty (overdue).
 */
function spread(
  task: FinanceTask,
  remaining: number,
  today: string,
  tomorrow: string,
  horizonEnd: string,
): Array<{ date: string; minutes: number }> {
  if (task.dueDate === null) return [{ date: today, minutes: remaining }];
  const from = task.startDate !== null && task.startDate > tomorrow ? task.startDate : tomorrow;
  const to = task.dueDate < horizonEnd ? task.dueDate : addDays(horizonEnd, -1);
  if (from > to) return [{ date: today, minutes: remaining }];
  const first = dayNumber(from);
  const last = dayNumber(to);
  let days: number[] = [];
  for (let day = first; day <= last; day += 1) if (isWorkingDay(day)) days.push(day);
  if (days.length === 0) days = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const base = Math.floor(remaining / days.length);
  const extra = remaining - base * days.length;
  const out: Array<{ date: string; minutes: number }> = [];
  days.forEach((day, index) => {
    const minutes = base + (index < extra ? 1 : 0);
    if (minutes > 0) out.push({ date: dateOfDay(day), minutes });
  });
  return out;
}

/** Sums of the rows (the project's totals). */
export function totalsOf(rows: readonly MonthFigures[]): Omit<MonthFigures, 'month'> {
  const total = emptyMonth('');
  for (const row of rows) for (const key of FIGURE_KEYS) total[key] += row[key];
  const { month: _month, ...figures } = total;
  return figures;
}

/**
 * What changes by month when the figures `before` become `after` (`after − before`
 * per column): the months where some column differs, sorted. The engine adds up
 * entries and tasks one by one, so the figures of a part of a project's inputs
 * taken out and put back move its rows by exactly this.
 */
export function monthChanges(
  before: readonly MonthFigures[],
  after: readonly MonthFigures[],
): MonthFigures[] {
  const { at, rows } = monthTable();
  for (const row of after) for (const key of FIGURE_KEYS) at(row.month)[key] += row[key];
  for (const row of before) for (const key of FIGURE_KEYS) at(row.month)[key] -= row[key];
  return rows();
}

/**
 * Progress of a project (README.md § Progress): 100 once completed; when
 * its tasks carry estimates, the estimated work done — each estimated task
 * counts its estimate when done, else its logged minutes up to the estimate —
 * over the estimates; otherwise the elapsed share of the schedule (0 for a
 * draft or without dates).
 */
export function progressPercent(
  project: { status: string; startDate: string | null; endDate: string | null },
  tasks: readonly FinanceTask[],
  today: string,
): number {
  if (project.status === 'completed') return 100;
  let estimated = 0;
  let done = 0;
  for (const task of tasks) {
    if (task.workEstimation === null || task.workEstimation <= 0) continue;
    estimated += task.workEstimation;
    done +=
      task.status === 'done'
        ? task.workEstimation
        : Math.min(task.loggedMinutes, task.workEstimation);
  }
  if (estimated > 0) return Math.round((done / estimated) * 100);
  return scheduleProgress(project.status, project.startDate, project.endDate, today);
}

/** The elapsed share of the schedule, in percent (100 once completed, 0 for a draft). */
export function scheduleProgress(
  status: string,
  start: string | null,
  end: string | null,
  today: string,
): number {
  if (status === 'completed') return 100;
  if (status === 'draft' || !start || !end) return 0;
  const from = Date.parse(start);
  const to = Date.parse(end);
  const at = Date.parse(today);
  if (to <= from) return at >= to ? 100 : 0;
  return Math.round(Math.min(1, Math.max(0, (at - from) / (to - from))) * 100);
}
