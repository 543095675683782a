import {
  addDays,
  isCalendarDate,
  mondayOf,
  WORKLOAD_FILTER_NAMES,
  type WorkloadFilterName,
  type WorkloadInput,
} from '@keel/types';

/*
 * The workload page's state, as kept in its URL (SPEC §5: integers parsed
 * from it), pure so it is unit-tested without a browser:
 *
 *   ?from=2026-11-23&weeks=12&team=1,2&user=5&project=7&domain=2&unassigned=1
 *
 * `from` is taken to its Monday (weeks run Monday to Sunday); absent or not a
 * date, it is this week. `weeks` is 1 to 53 (the API refuses more), default
 * 12. A range of one or two weeks is answered per day by the API. Each filter
 * is a comma-separated list of the integer values of its `/options` items;
 * anything else in it is dropped. `unassigned=1` adds the row of tasks with
 * nobody assigned.
 */

export const DEFAULT_WEEKS = 12;
export const MAX_WEEKS = 53;

/** The range presets offered beside the "from" week. */
export const WEEK_PRESETS = [2, 4, 8, 12, 26, 53] as const;

/** The filters of the URL: the API's filter names (`/tasks/workload/options`). */
const WORKLOAD_FILTERS = WORKLOAD_FILTER_NAMES;

export interface WorkloadState {
  /** Monday of the first week. */
  from: string;
  weeks: number;
  filters: Record<WorkloadFilterName, number[]>;
  includeUnassigned: boolean;
}

/** `1,2,x,3,2` -> `[1, 2, 3]`: only non-negative integers survive, once each. */
export function parseIntList(raw: string | null): number[] {
  if (!raw) return [];
  const ints = raw
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter(Number.isSafeInteger);
  return [...new Set(ints)];
}

export function parseWorkloadState(params: URLSearchParams, today: string): WorkloadState {
  const rawFrom = params.get('from');
  const from = mondayOf(rawFrom && isCalendarDate(rawFrom) ? rawFrom : today);
  const rawWeeks = params.get('weeks');
  const weeks =
    rawWeeks && /^\d+$/.test(rawWeeks)
      ? Math.min(MAX_WEEKS, Math.max(1, Number(rawWeeks)))
      : DEFAULT_WEEKS;
  const filters = Object.fromEntries(
    WORKLOAD_FILTERS.map((name) => [name, parseIntList(params.get(name))]),
  ) as Record<WorkloadFilterName, number[]>;
  return { from, weeks, filters, includeUnassigned: params.get('unassigned') === '1' };
}

/** The URL of a state; defaults stay out of it except `from`, so a link keeps its weeks. */
export function workloadSearch(state: WorkloadState): string {
  const params = new URLSearchParams();
  params.set('from', state.from);
  if (state.weeks !== DEFAULT_WEEKS) params.set('weeks', String(state.weeks));
  for (const name of WORKLOAD_FILTERS) {
    const values = state.filters[name];
    if (values.length > 0) params.set(name, values.join(','));
  }
  if (state.includeUnassigned) params.set('unassigned', '1');
  return `?${params.toString()}`;
}

/** The last day (a Sunday) of the range. */
export function rangeEnd(state: Pick<WorkloadState, 'from' | 'weeks'>): string {
  return addDays(state.from, state.weeks * 7 - 1);
}

/** The same range moved by `weeks` (negative: earlier). */
export function shiftRange(state: WorkloadState, weeks: number): WorkloadState {
  return { ...state, from: addDays(state.from, weeks * 7) };
}

/** The body of `POST /tasks/workload` for a state: only the filters with values. */
export function workloadBody(state: WorkloadState): WorkloadInput {
  return {
    filters: WORKLOAD_FILTERS.filter((name) => state.filters[name].length > 0).map((name) => ({
      filterName: name,
      intArrayValue: state.filters[name],
    })),
    includeUnassigned: state.includeUnassigned,
    // The grid shows figures and counts; a cell's drawer asks for its tasks (`cellBody`).
    includeTasks: false,
  };
}

/**
 * The body of a cell's drawer (asked for the cell's period only): the tasks
 * of one person (`userId`), or of the unassigned row (`userId` null: the
 * grid's filters, with the unassigned row), counted as the grid counts them
 * (the same project and domain filters).
 */
export function cellBody(state: WorkloadState, userId: number | null): WorkloadInput {
  const grid = workloadBody(state);
  if (userId === null) return { ...grid, includeUnassigned: true, includeTasks: true };
  return {
    filters: [
      ...(grid.filters ?? []).filter(
        (f) => f.filterName === 'project' || f.filterName === 'domain',
      ),
      { filterName: 'user', intArrayValue: [userId] },
    ],
    includeUnassigned: false,
    includeTasks: true,
  };
}
