import { addDays, type WorkloadPeriod } from '@keel/types';
import { yieldToWaitingQueries, type Db as Knex, type DbQuery } from '../../lib/db';
import type { Logger } from '../../logger';
import { listHolidays } from './holidays.repository';
import {
  dayCalendar,
  dayNumber,
  DEFAULT_CALENDAR,
  scheduleDays,
  spreadOverPeriodDays,
  weekdayOfDay,
  type DayCalendar,
  type PeriodDays,
} from './workload-rules';
import * as store from './workload-store.repository';
import { parseWorkingDays } from './workload.repository';

/**
 * The workload store (README.md § Performance): the allocation per
 * assignee, project and ISO week, kept by the recorded changes
 * (`workload-subscriptions.ts` marks what is stale in the writer's
 * transaction) and brought up to date by the first read after them
 * (`freshStore`), or by the build (`buildStore`: at start, and whenever a
 * read finds more marks than it may rebuild).
 */

/** More marks than this (or the 'all' mark): the read computes live and the build catches up. */
export const REBUILD_MAX_MARKS = 40;
/** Projects rebuilt per transaction by the build (then it lets waiting queries run). */
const BUILD_BATCH = 50;

/** Day number -> `YYYY-MM-DD` (UTC). */
function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Whole ISO weeks (Monday..Sunday) covering the days `from`..`to`, as periods in day numbers. */
function weeksOf(from: number, to: number): PeriodDays {
  const first = from - (weekdayOfDay(from) - 1);
  const count = Math.floor((to - first) / 7) + 1;
  const starts: number[] = [];
  const ends: number[] = [];
  const periodOfDay: number[] = [];
  for (let i = 0; i < count; i++) {
    starts.push(first + i * 7);
    ends.push(first + i * 7 + 6);
    for (let k = 0; k < 7; k++) periodOfDay.push(i);
  }
  return { starts, ends, periodOfDay };
}

/**
 * Deletes the rows of these projects and assignees and spreads their open
 * tasks again (the rules of `workload-rules.ts` over whole weeks: the
 * assignee's calendar, the workspace holidays), in the caller's transaction.
 */
export async function rebuild(
  trx: Knex,
  projectIds: readonly number[],
  assigneeIds: readonly number[],
): Promise<void> {
  if (projectIds.length === 0 && assigneeIds.length === 0) return;
  const deleted = await store.deleteRows(trx, projectIds, assigneeIds);
  const tasks = await store.tasksToSpread(trx, projectIds, assigneeIds);
  const sums =
    tasks.length === 0 ? new Map<string, store.AllocationRow>() : await spread(trx, tasks);
  await store.insertRows(trx, [...sums.values()]);
  await store.addToTotals(trx, totalsDeltas(deleted, sums.values()));
}

/** The totals' differences: the rows inserted less the rows deleted, per assignee, team and week. */
function totalsDeltas(
  deleted: readonly store.AllocationRow[],
  inserted: Iterable<store.AllocationRow>,
): store.TotalsDelta[] {
  const deltas = new Map<string, store.TotalsDelta>();
  const add = (row: store.AllocationRow, sign: 1 | -1) => {
    const assignee = row.assignee_id === null ? 0 : Number(row.assignee_id);
    const team = row.team_id === null ? 0 : Number(row.team_id);
    const key = `${assignee}|${team}|${row.week}`;
    let delta = deltas.get(key);
    if (!delta)
      deltas.set(
        key,
        (delta = {
          assignee_id: assignee,
          team_id: team,
          week: row.week,
          allocated_minutes: 0,
          tentative_minutes: 0,
          task_count: 0,
        }),
      );
    // SQLite returns the boolean as 0/1, PostgreSQL's bigint as text.
    const minutes = sign * Number(row.minutes);
    if (row.tentative === true || Number(row.tentative) === 1) delta.tentative_minutes += minutes;
    else delta.allocated_minutes += minutes;
    delta.task_count += sign * Number(row.task_count);
  };
  for (const row of deleted) add(row, -1);
  for (const row of inserted) add(row, 1);
  return [...deltas.values()].filter(
    (d) => d.allocated_minutes !== 0 || d.tentative_minutes !== 0 || d.task_count !== 0,
  );
}

/** The open tasks spread per assignee (or unassigned team), project and week. */
async function spread(
  trx: Knex,
  tasks: readonly store.SpreadTaskRow[],
): Promise<Map<string, store.AllocationRow>> {
  const assignees = [...new Set(tasks.map((t) => t[0]).filter((id): id is number => id !== null))];
  const [records, holidayRows] = await Promise.all([
    store.calendarsOf(trx, assignees),
    listHolidays(trx),
  ]);
  const holidays = holidayRows.map((h) => h.date);
  // One day calendar per distinct calendar (most people share a few), as the view does.
  const byKey = new Map<string, DayCalendar>();
  const daysOf = (
    workingDays: readonly number[],
    start: string | null,
    end: string | null,
  ): DayCalendar => {
    const key = `${workingDays.join()}|${start}|${end}`;
    let days = byKey.get(key);
    if (!days)
      byKey.set(
        key,
        (days = dayCalendar(
          { standardMinutesPerDay: 0, workingDays, employmentStart: start, employmentEnd: end },
          holidays,
        )),
      );
    return days;
  };
  const defaultDays = daysOf(
    DEFAULT_CALENDAR.workingDays,
    DEFAULT_CALENDAR.employmentStart,
    DEFAULT_CALENDAR.employmentEnd,
  );
  const calendars = new Map<number, DayCalendar>();
  for (const [userId, , workingDays, start, end] of records)
    calendars.set(Number(userId), daysOf(parseWorkingDays(workingDays), start, end));

  const sums = new Map<string, store.AllocationRow>();
  const spans = new Map<string, PeriodDays>();
  for (const [
    assigneeId,
    teamId,
    projectId,
    draft,
    startDate,
    dueDate,
    estimate,
    logged,
  ] of tasks) {
    const schedule = scheduleDays({ startDate, dueDate, estimateMinutes: null, loggedMinutes: 0 });
    if (schedule === null) continue;
    const remaining = estimate === null ? 0 : Math.max(0, Number(estimate) - Number(logged));
    const calendar =
      assigneeId === null ? defaultDays : (calendars.get(Number(assigneeId)) ?? defaultDays);
    const spanKey = `${schedule.from}|${schedule.to}`;
    let weeks = spans.get(spanKey);
    if (!weeks) spans.set(spanKey, (weeks = weeksOf(schedule.from, schedule.to)));
    const team = assigneeId === null ? teamId : null;
    const starts = weeks.starts;
    spreadOverPeriodDays(
      schedule.from,
      schedule.to,
      remaining,
      calendar,
      weeks,
      (index, minutes) => {
        const week = starts[index] as number;
        const key = `${assigneeId}|${team}|${projectId}|${week}`;
        const row = sums.get(key);
        if (row) {
          row.minutes += minutes;
          row.task_count += 1;
        } else
          sums.set(key, {
            assignee_id: assigneeId === null ? null : Number(assigneeId),
            team_id: team === null ? null : Number(team),
            project_id: Number(projectId),
            week: dateOfDay(week),
            tentative: Number(draft) === 1,
            minutes,
            task_count: 1,
          });
      },
    );
  }
  return sums;
}

/**
 * Brings the store up to date for a read: nothing to do without marks; a
 * few marks are claimed and rebuilt in one transaction (on PostgreSQL under
 * an advisory lock, so a second process waits for the rebuild to commit
 * and then finds the marks gone); with the 'all' mark or more marks than
 * `REBUILD_MAX_MARKS`, false: the read computes live, and the build is
 * started in this process if it is not running.
 */
export async function freshStore(knex: Knex, logger?: Logger): Promise<boolean> {
  const marks = await store.peekMarks(knex, REBUILD_MAX_MARKS + 1);
  if (marks.length === 0) return true;
  if (marks.length > REBUILD_MAX_MARKS || marks.some((m) => m.scope === 'all')) {
    startBuild(knex, logger);
    return false;
  }
  return knex.transaction(async (trx) => {
    await store.lockRebuild(trx);
    if (await store.allMarked(trx)) return false;
    const projects = await store.claimMarks(trx, 'project', null);
    const assignees = await store.claimMarks(trx, 'assignee', null);
    await rebuild(trx, projects, assignees);
    return true;
  });
}

/** Everything stale (data written outside the writers: the demo seed, the bench): the build starts over. */
export async function markWorkloadStoreStale(knex: Knex): Promise<void> {
  await store.mark(knex, 'all', [0]);
}

let building: Promise<void> | null = null;

/** Starts `buildStore` in this process unless it is running already. */
export function startBuild(knex: Knex, logger?: Logger): Promise<void> {
  if (!building)
    building = buildStore(knex)
      .catch((error: unknown) => logger?.warn({ err: error }, 'workload store build failed'))
      .finally(() => {
        building = null;
      });
  return building;
}

/**
 * Builds what is marked: the 'all' mark becomes a mark for every planned
 * project with tasks (every row deleted), then the marks are rebuilt
 * `BUILD_BATCH` at a time, each batch its own transaction, letting waiting
 * queries run between batches. Returns when no mark is left.
 */
export async function buildStore(knex: Knex): Promise<void> {
  for (;;) {
    const marks = await store.peekMarks(knex, BUILD_BATCH);
    if (marks.length === 0) return;
    await knex.transaction(async (trx) => {
      await store.lockRebuild(trx);
      if ((await store.claimMarks(trx, 'all', null)).length > 0) {
        await store.deleteAllRows(trx);
        await store.mark(trx, 'project', await store.plannedProjectIds(trx));
        return;
      }
      const ids = (scope: store.StaleScope) =>
        marks.filter((m) => m.scope === scope).map((m) => m.id);
      const projects = await store.claimMarks(trx, 'project', ids('project'));
      const assignees = await store.claimMarks(trx, 'assignee', ids('assignee'));
      await rebuild(trx, projects, assignees);
    });
    await yieldToWaitingQueries(knex);
  }
}

/** Are the periods whole ISO weeks (what the store holds)? Day periods and cut weeks are not. */
export function wholeWeeks(periods: readonly WorkloadPeriod[]): boolean {
  return periods.every(
    (p) =>
      p.kind === 'week' && weekdayOfDay(dayNumber(p.start)) === 1 && p.end === addDays(p.start, 6),
  );
}

/** A row's allocation figures per period, from the store. */
export interface StoredCells {
  allocated: number[];
  tentative: number[];
  taskCount: number[];
}

/**
 * The allocation of the people (`people`: a subquery of their ids, null
 * for every assignee) and, with `unassigned`, of the unassigned work
 * (narrowed to `teamIds`), per whole-week period, summed over projects by
 * the database. `counted`: count only the tasks of these projects and the
 * caller's own (a caller who does not see every project), as the live
 * view lists them.
 */
export async function storedAllocations(
  knex: Knex,
  periods: readonly WorkloadPeriod[],
  people: DbQuery | null,
  unassigned: { teamIds: readonly number[] | null } | null,
  counted: { projects: DbQuery; ownId: number } | null,
): Promise<{ byUser: Map<number, StoredCells>; unassigned: StoredCells | null }> {
  const from = (periods[0] as WorkloadPeriod).start;
  const to = (periods[periods.length - 1] as WorkloadPeriod).start;
  const index = new Map(periods.map((p, i) => [p.start, i]));
  const empty = (): StoredCells => ({
    allocated: periods.map(() => 0),
    tentative: periods.map(() => 0),
    taskCount: periods.map(() => 0),
  });
  const read = async (whose: store.StoreRows) => {
    const [totals, visible] = await Promise.all([
      store.weekTotals(knex, from, to, whose),
      counted ? store.visibleWeekCounts(knex, from, to, whose, counted.projects) : null,
    ]);
    const rows = new Map<number, StoredCells>();
    const cellsOf = (assignee: number) => {
      let cells = rows.get(assignee);
      if (!cells) rows.set(assignee, (cells = empty()));
      return cells;
    };
    for (const [assignee, week, allocated, tentative, taskCount] of totals) {
      const i = index.get(week);
      if (i === undefined) continue;
      const cells = cellsOf(Number(assignee));
      cells.allocated[i] = Number(allocated);
      cells.tentative[i] = Number(tentative);
      // Every task of one's own row is one's own: listed whatever its project.
      if (!counted || Number(assignee) === counted.ownId) cells.taskCount[i] = Number(taskCount);
    }
    for (const [assignee, week, taskCount] of visible ?? []) {
      const key = assignee === null ? 0 : Number(assignee);
      const i = index.get(week);
      if (i === undefined || (counted && key === counted.ownId)) continue;
      cellsOf(key).taskCount[i] = Number(taskCount);
    }
    return rows;
  };
  const [byUser, unassignedRows] = await Promise.all([
    read({ people }),
    unassigned ? read({ unassigned: true, teamIds: unassigned.teamIds }) : null,
  ]);
  return {
    byUser,
    unassigned: unassignedRows ? (unassignedRows.get(0) ?? empty()) : null,
  };
}

/** The minutes logged on projects per person and whole-week period (`[userId, period, minutes]`), from the store. */
export async function storedLogged(
  knex: Knex,
  periods: readonly WorkloadPeriod[],
  people: DbQuery | null,
): Promise<Array<[userId: number, period: number, minutes: number]>> {
  if (periods.length === 0) return [];
  const index = new Map(periods.map((p, i) => [p.start, i]));
  const rows = await store.weekLogged(
    knex,
    (periods[0] as WorkloadPeriod).start,
    (periods[periods.length - 1] as WorkloadPeriod).start,
    people,
  );
  const out: Array<[number, number, number]> = [];
  for (const [userId, week, minutes] of rows) {
    const i = index.get(week);
    if (i !== undefined) out.push([Number(userId), i, Number(minutes)]);
  }
  return out;
}
