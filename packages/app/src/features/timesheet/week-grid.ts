import {
  addDays,
  parseDuration,
  type TimeEntry,
  type TimeEntryCreateInput,
  type TimeEntryRange,
  type TimeEntryUpdateInput,
  type TimesheetWeekStatus,
} from '@keel/types';
import {
  targetInput,
  targetKey,
  targetLabel,
  targetOfEntry,
  type TimeTarget,
} from './time-targets';

/*
 * The week grid's model, pure so it is unit-tested without a browser: the
 * week in the URL, entries -> lines x days, totals, which cells are locked,
 * and what one cell edit sends to the API.
 *
 * Decisions (issue 12 left them open):
 * - A cell is ONE entry per (target, day). When a day already holds several
 *   entries for a target (made in the calendar or on the task page), the cell
 *   shows their sum and is read-only with a note; they are edited in the
 *   calendar, so the grid never has to guess which entry to change.
 * - Emptying a cell deletes its entry (with the entry's version); typing 0
 *   does the same. The grid never writes a zero-minute entry.
 * - A day covered by a lock (`lockedThrough`) or a day of an approved week is
 *   read-only and never sent; the API refuses it anyway (409).
 * - Lines without time exist only in the browser: they are remembered per user
 *   and week in sessionStorage (the tab), so a reload keeps the lines one just
 *   added, and a new tab starts from the week's entries.
 */

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export { parseUserParam, parseWeekParam } from './week-params';

/** Why a day cannot be written: a lock, or the week's approval. */
export type DayLock = { reason: 'lock'; through: string } | { reason: 'approved' } | null;

export function dayLock(
  date: string,
  lockedThrough: string | null,
  weekStatus: TimesheetWeekStatus | undefined,
): DayLock {
  if (lockedThrough !== null && date <= lockedThrough)
    return { reason: 'lock', through: lockedThrough };
  if (weekStatus === 'approved') return { reason: 'approved' };
  return null;
}

export interface GridCell {
  date: string;
  minutes: number;
  entries: TimeEntry[];
  lock: DayLock;
  /** Several entries on the day for this target: shown as their sum, edited in the calendar. */
  multiple: boolean;
}

export interface GridLine {
  key: string;
  target: TimeTarget;
  cells: GridCell[];
  totalMinutes: number;
}

export interface WeekGrid {
  days: string[];
  lines: GridLine[];
  dayTotals: number[];
  totalMinutes: number;
  dayLocks: DayLock[];
  weekStatus: TimesheetWeekStatus;
}

function compareTargets(a: TimeTarget, b: TimeTarget): number {
  const left = targetLabel(a);
  const right = targetLabel(b);
  return (
    left.context.localeCompare(right.context) || left.name.localeCompare(right.name) || a.id - b.id
  );
}

/**
 * Lines x days of a week: first the lines the user keeps (`keptLines`, in
 * their order: lines added by hand or copied), then the lines of entries not
 * among them, by project/context and name. Entries outside the week are
 * ignored.
 */
export function buildWeekGrid(
  weekStart: string,
  range: Pick<TimeEntryRange, 'items' | 'lockedThrough' | 'weeks'>,
  keptLines: readonly TimeTarget[],
): WeekGrid {
  const days = weekDays(weekStart);
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const weekStatus = range.weeks.find((week) => week.weekStart === weekStart)?.status ?? 'open';
  const dayLocks = days.map((day) => dayLock(day, range.lockedThrough, weekStatus));

  const byKey = new Map<string, { target: TimeTarget; entries: TimeEntry[][] }>();
  const ensure = (target: TimeTarget) => {
    const key = targetKey(target);
    let line = byKey.get(key);
    if (!line) {
      line = { target, entries: days.map(() => []) };
      byKey.set(key, line);
    }
    return line;
  };
  for (const target of keptLines) ensure(target);
  const fromEntries: TimeTarget[] = [];
  for (const entry of range.items) {
    const index = dayIndex.get(entry.date);
    if (index === undefined) continue;
    const target = targetOfEntry(entry);
    const isNew = !byKey.has(targetKey(target));
    const line = ensure(target);
    if (isNew) fromEntries.push(target);
    line.entries[index]!.push(entry);
  }
  const order = [...keptLines, ...fromEntries.sort(compareTargets)];

  const dayTotals = days.map(() => 0);
  const lines = order.map((target): GridLine => {
    const key = targetKey(target);
    const line = byKey.get(key)!;
    const cells = days.map((date, index): GridCell => {
      const entries = line.entries[index]!;
      const minutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
      dayTotals[index]! += minutes;
      return { date, minutes, entries, lock: dayLocks[index]!, multiple: entries.length > 1 };
    });
    return {
      key,
      target: line.target,
      cells,
      totalMinutes: cells.reduce((sum, cell) => sum + cell.minutes, 0),
    };
  });
  return {
    days,
    lines,
    dayTotals,
    totalMinutes: dayTotals.reduce((sum, minutes) => sum + minutes, 0),
    dayLocks,
    weekStatus,
  };
}

/** Whether a cell takes typing: the user may write, the day is open, at most one entry. */
export function isCellEditable(cell: GridCell, canWrite: boolean): boolean {
  return canWrite && cell.lock === null && !cell.multiple;
}

/** What one cell edit sends: nothing, an error to show, or one create, update or delete. */
export type CellEdit =
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | { kind: 'create'; input: TimeEntryCreateInput }
  | { kind: 'update'; entryId: number; input: TimeEntryUpdateInput }
  | { kind: 'delete'; entryId: number; version: number };

/**
 * The write a cell's text asks for. `userId` is set when writing someone
 * else's time. A locked or multi-entry cell never sends anything.
 */
export function cellEdit(
  line: Pick<GridLine, 'target'>,
  cell: GridCell,
  text: string,
  userId: number | null,
): CellEdit {
  if (cell.lock !== null || cell.multiple) return { kind: 'none' };
  const entry = cell.entries[0];
  let minutes = 0;
  if (text.trim() !== '') {
    const parsed = parseDuration(text);
    if (!parsed.ok) return { kind: 'error', message: parsed.message };
    minutes = parsed.minutes;
  }
  if (minutes === 0) {
    return entry ? { kind: 'delete', entryId: entry.id, version: entry.version } : { kind: 'none' };
  }
  if (!entry) {
    return {
      kind: 'create',
      input: {
        date: cell.date,
        ...targetInput(line.target),
        minutes,
        ...(userId !== null ? { userId } : {}),
      },
    };
  }
  if (entry.minutes === minutes) return { kind: 'none' };
  return {
    kind: 'update',
    entryId: entry.id,
    input: {
      date: entry.date,
      ...targetInput(targetOfEntry(entry)),
      minutes,
      note: entry.note,
      billable: entry.billable,
      version: entry.version,
    },
  };
}

/** The distinct targets of a range's entries, in order of first appearance (copying last week's lines). */
export function targetsOfEntries(entries: readonly TimeEntry[]): TimeTarget[] {
  const seen = new Map<string, TimeTarget>();
  for (const entry of entries) {
    const target = targetOfEntry(entry);
    const key = targetKey(target);
    if (!seen.has(key)) seen.set(key, target);
  }
  return [...seen.values()];
}

/** Kept lines plus `added`, without duplicates (a target already kept is not added twice). */
export function withLines(kept: readonly TimeTarget[], added: readonly TimeTarget[]): TimeTarget[] {
  const keys = new Set(kept.map(targetKey));
  const result = [...kept];
  for (const target of added) {
    const key = targetKey(target);
    if (keys.has(key)) continue;
    keys.add(key);
    result.push(target);
  }
  return result;
}

/** The sessionStorage key of the lines kept for a user's week (see the decisions above). */
export function keptLinesStorageKey(userId: number, weekStart: string): string {
  return `keel.timesheet.lines.${userId}.${weekStart}`;
}
