import {
  TASK_DOMAINS,
  WORKLOAD_FILTER_NAMES,
  type FilterDefinition,
  type FilterValue,
  type WorkloadCell,
  type WorkloadGroup,
  type WorkloadInputSchema,
  type WorkloadQuery,
  type WorkloadResult,
  type WorkloadRow,
  type WorkloadTask,
} from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import { hasFlag, seesAllProjects, type AuthUser } from '../auth';
import { listHolidays } from './holidays.repository';
import {
  freshStore,
  storedAllocations,
  storedLogged,
  wholeWeeks,
  type StoredCells,
} from './workload-store.service';
import {
  countWorkingDayNumbers,
  dayCalendar,
  dayNumber,
  DEFAULT_CALENDAR,
  isWorkingDayNumber,
  periodDays,
  periodIndexByDay,
  periodsOf,
  remainingMinutes,
  scheduleDays,
  spreadOverPeriodDays,
  sumFigures,
  utilisationOf,
  type DayCalendar,
  type PeriodDays,
  type WorkCalendar,
} from './workload-rules';
import * as repo from './workload.repository';

/**
 * The workload view (issue 17; rules in README.md and `workload-rules.ts`).
 * Who is in it: `readResourceAllocation` sees every active staff member
 * (narrowed by the body's filters); `readOwnResourceAllocation` alone sees
 * only oneself (the user and team filters and the unassigned row do not
 * widen that). Capacity, allocation and logged time count every task; a
 * cell lists the tasks of the projects the caller may read, and their own.
 */

type Input = z.output<typeof WorkloadInputSchema>;

function ints(filter: FilterValue): number[] {
  if (filter.intArrayValue && filter.intArrayValue.length > 0) return filter.intArrayValue;
  if (filter.intValue !== null && filter.intValue !== undefined) return [filter.intValue];
  return [];
}

interface ParsedFilters {
  teamIds: number[] | null;
  userIds: number[] | null;
  projectIds: number[] | null;
  domains: string[] | null;
}

/** SPEC §3 filter values -> the scope (400 naming `filters.N` for an unknown name or value). */
export function parseFilters(filters: readonly FilterValue[]): ParsedFilters {
  const parsed: ParsedFilters = { teamIds: null, userIds: null, projectIds: null, domains: null };
  filters.forEach((filter, index) => {
    if (!(WORKLOAD_FILTER_NAMES as readonly string[]).includes(filter.filterName))
      throw ValidationError.field(
        `filters.${index}`,
        `Unknown filter ${filter.filterName} (team, user, project or domain)`,
      );
    const values = ints(filter);
    if (values.length === 0) return;
    if (values.some((v) => v < 1))
      throw ValidationError.field(`filters.${index}`, 'Ids are positive integers');
    switch (filter.filterName) {
      case 'team':
        parsed.teamIds = values;
        return;
      case 'user':
        parsed.userIds = values;
        return;
      case 'project':
        parsed.projectIds = values;
        return;
      case 'domain': {
        const domains = values.map((v) => TASK_DOMAINS[v - 1]);
        if (domains.some((d) => d === undefined))
          throw ValidationError.field(`filters.${index}`, 'Unknown domain');
        parsed.domains = domains as string[];
        return;
      }
    }
  });
  return parsed;
}

/** Only oneself: holders of readOwnResourceAllocation without readResourceAllocation. */
function ownOnly(user: AuthUser): boolean {
  return !hasFlag(user, 'readResourceAllocation');
}

interface RowInput {
  calendar: WorkCalendar;
  /** The calendar and the holidays in day numbers. */
  days: DayCalendar;
  leave: Map<string, number>;
  /** The minutes logged in each period (null: none). */
  logged: readonly number[] | null;
  tasks: repo.TaskRow[];
  /** The allocation figures from the store (then `tasks` is empty). */
  stored?: StoredCells | null;
}

interface Context {
  periods: WorkloadResult['periods'];
  /** The periods in day numbers. */
  periodDays: PeriodDays;
  /** The period of each day of the range, by date. */
  dayIndex: Map<string, number>;
  /** Fill the cells' `tasks` (else only their `taskCount`). */
  includeTasks: boolean;
  /** May the caller see this task's name and project? */
  listed: (task: repo.TaskRow) => boolean;
}

function toTask(task: repo.TaskRow, allocatedMinutes: number): WorkloadTask {
  return {
    taskId: task.id,
    name: task.name,
    status: task.status,
    project: {
      id: task.projectId,
      code: task.projectCode,
      name: task.projectName,
      status: task.projectStatus,
    },
    allocatedMinutes,
    tentative: task.projectStatus === 'draft',
    startDate: task.startDate,
    dueDate: task.dueDate,
    estimateMinutes: task.estimateMinutes,
    remainingMinutes: remainingMinutes(task),
    assigneeId: task.assigneeId,
    version: task.version,
  };
}

/**
 * One person's (or the unassigned work's) cells: the rules applied period by
 * period, in day numbers. A period's capacity is `dayCapacity` summed over
 * its days: the standard day times its working days, less on each working
 * day with leave the part of the standard day the leave takes.
 */
function buildRow(ctx: Context, input: RowInput): Omit<WorkloadRow, 'user' | 'hasEmployeeRecord'> {
  const standard = input.calendar.standardMinutesPerDay;
  const { starts, ends } = ctx.periodDays;
  // Literal objects of one shape (no spread): a thousand rows make twelve thousand cells.
  const cells: WorkloadCell[] = ctx.periods.map((p, i) => ({
    start: p.start,
    capacityMinutes:
      standard * countWorkingDayNumbers(input.days, starts[i] as number, ends[i] as number),
    allocatedMinutes: 0,
    tentativeMinutes: 0,
    loggedMinutes: 0,
    leaveMinutes: 0,
    utilisation: null,
    taskCount: 0,
    tasks: [],
  }));
  for (const [date, minutes] of input.leave) {
    const cell = cells[ctx.dayIndex.get(date) ?? -1];
    if (!cell) continue;
    cell.leaveMinutes += minutes;
    if (isWorkingDayNumber(input.days, dayNumber(date)))
      cell.capacityMinutes -= Math.min(standard, minutes);
  }
  if (input.logged)
    input.logged.forEach((minutes, i) => {
      (cells[i] as WorkloadCell).loggedMinutes = minutes;
    });
  if (input.stored) {
    const { allocated, tentative, taskCount } = input.stored;
    cells.forEach((cell, i) => {
      cell.allocatedMinutes = allocated[i] as number;
      cell.tentativeMinutes = tentative[i] as number;
      cell.taskCount = taskCount[i] as number;
    });
  }
  const unscheduled: WorkloadTask[] = [];
  // The task being spread, and what `add` needs of it (one callback for the row, not one a task).
  let current = input.tasks[0] as repo.TaskRow;
  let tentative = false;
  let listed = false;
  const add = (index: number, minutes: number) => {
    const cell = cells[index] as WorkloadCell;
    if (tentative) cell.tentativeMinutes += minutes;
    else cell.allocatedMinutes += minutes;
    if (!listed) return;
    cell.taskCount += 1;
    if (ctx.includeTasks) cell.tasks.push(toTask(current, minutes));
  };
  for (const task of input.tasks) {
    const schedule = scheduleDays(task);
    if (schedule === null) {
      if (ctx.includeTasks && task.estimateMinutes !== null && ctx.listed(task))
        unscheduled.push(toTask(task, 0));
      continue;
    }
    current = task;
    tentative = task.projectStatus === 'draft';
    listed = ctx.listed(task);
    const remaining = remainingMinutes(task) ?? 0;
    spreadOverPeriodDays(schedule.from, schedule.to, remaining, input.days, ctx.periodDays, add);
  }
  for (const cell of cells)
    cell.utilisation = utilisationOf(cell.allocatedMinutes, cell.capacityMinutes);
  return { cells, unscheduled };
}

function byUserAndDay(rows: repo.DayMinutesRow[]): Map<number, Map<string, number>> {
  const map = new Map<number, Map<string, number>>();
  for (const row of rows) {
    let days = map.get(row.userId);
    if (!days) map.set(row.userId, (days = new Map()));
    days.set(row.date, (days.get(row.date) ?? 0) + row.minutes);
  }
  return map;
}

/**
 * `live`: compute from the tasks and entries whatever the request (the
 * oracle the store is tested against); else the store serves what it can.
 */
export async function workload(
  deps: AppDeps,
  user: AuthUser,
  query: WorkloadQuery,
  input: Input,
  options: { live?: boolean } = {},
): Promise<WorkloadResult> {
  if (user.external) throw new ForbiddenError();
  const { startDate, endDate } = query;
  const filters = parseFilters(input.filters);
  const own = ownOnly(user);
  const scope: repo.PeopleScope = {
    onlyUserId: own ? user.id : null,
    userIds: filters.userIds,
    teamIds: filters.teamIds,
    tasks: { projectIds: filters.projectIds, domains: filters.domains },
    startDate,
    endDate,
  };
  const withUnassigned = input.includeUnassigned && !own;
  const periods = periodsOf(startDate, endDate);
  const { knex } = deps;
  // The store holds whole weeks of every project (README.md § Performance):
  // the logged minutes (kept by triggers) always; the allocation for the
  // figures alone, once its marks are rebuilt. The cells' task lists need the tasks.
  const storable = !options.live && !filters.projectIds && !filters.domains && wholeWeeks(periods);
  const fromStore = storable && !input.includeTasks && (await freshStore(knex, deps.logger));
  const storePeople = repo.namesPeople(scope) ? repo.peopleIds(knex, scope) : null;
  const [people, memberships, leave, logged, tasks, unassigned, holidayRows, visible, stored] =
    await Promise.all([
      repo.listPeople(knex, scope),
      repo.listMemberships(knex, scope),
      repo.listLeaveMinutes(knex, scope),
      storable
        ? storedLogged(knex, periods, storePeople)
        : repo.listLoggedMinutes(knex, scope, periods),
      fromStore ? [] : repo.listTasks(knex, scope, 'people', input.includeTasks),
      withUnassigned && !fromStore
        ? repo.listTasks(knex, scope, 'unassigned', input.includeTasks)
        : Promise.resolve([]),
      // Holidays of the whole schedule of long tasks matter too (their spread): all of them.
      listHolidays(knex),
      seesAllProjects(user) && !user.external
        ? Promise.resolve(null)
        : repo.visibleProjectIds(knex, user),
      fromStore
        ? storedAllocations(
            knex,
            periods,
            storePeople,
            withUnassigned ? { teamIds: filters.teamIds } : null,
            seesAllProjects(user)
              ? null
              : {
                  projects: repo.visibleProjectIdsQuery(knex, user),
                  ownId: user.id,
                },
          )
        : Promise.resolve(null),
    ]);
  const holidays = holidayRows.map((h) => h.date);
  const ctx: Context = {
    periods,
    periodDays: periodDays(periods),
    dayIndex: periodIndexByDay(periods),
    includeTasks: input.includeTasks,
    listed: (task) =>
      visible === null || visible.has(task.projectId) || task.assigneeId === user.id,
  };
  // Calendars in day numbers, one per distinct calendar (most people share a few).
  const dayCalendars = new Map<string, DayCalendar>();
  const daysOfCalendar = (calendar: WorkCalendar): DayCalendar => {
    const key = `${calendar.workingDays.join()}|${calendar.employmentStart}|${calendar.employmentEnd}`;
    let days = dayCalendars.get(key);
    if (!days) dayCalendars.set(key, (days = dayCalendar(calendar, holidays)));
    return days;
  };

  const leaveByUser = byUserAndDay(leave);
  // Per person, the minutes logged in each period (0 where none).
  const loggedByUser = new Map<number, number[]>();
  for (const [userId, period, minutes] of logged) {
    let sums = loggedByUser.get(userId);
    if (!sums) loggedByUser.set(userId, (sums = periods.map(() => 0)));
    sums[period] = minutes;
  }
  const tasksByUser = new Map<number, repo.TaskRow[]>();
  for (const task of tasks) {
    if (task.assigneeId === null) continue;
    const list = tasksByUser.get(task.assigneeId);
    if (list) list.push(task);
    else tasksByUser.set(task.assigneeId, [task]);
  }
  const noDays = new Map<string, number>();
  const rows = new Map<number, WorkloadRow>();
  for (const person of people) {
    const calendar: WorkCalendar = person.hasEmployeeRecord
      ? {
          standardMinutesPerDay: person.standardMinutesPerDay,
          workingDays: person.workingDays,
          employmentStart: person.employmentStart,
          employmentEnd: person.employmentEnd,
        }
      : DEFAULT_CALENDAR;
    const built = buildRow(ctx, {
      calendar,
      days: daysOfCalendar(calendar),
      leave: leaveByUser.get(person.id) ?? noDays,
      logged: loggedByUser.get(person.id) ?? null,
      tasks: tasksByUser.get(person.id) ?? [],
      stored: stored ? (stored.byUser.get(person.id) ?? null) : null,
    });
    rows.set(person.id, {
      user: { id: person.id, name: person.name, initials: person.initials, color: person.color },
      hasEmployeeRecord: person.hasEmployeeRecord,
      ...built,
    });
  }

  // Groups: each team of the people (by name), then the people in no team, then unassigned work.
  const teams = new Map<number, { name: string; userIds: Set<number> }>();
  const inTeam = new Set<number>();
  for (const m of memberships) {
    if (!rows.has(m.userId)) continue;
    let team = teams.get(m.teamId);
    if (!team) teams.set(m.teamId, (team = { name: m.teamName, userIds: new Set() }));
    team.userIds.add(m.userId);
    inTeam.add(m.userId);
  }
  const groups: WorkloadGroup[] = [];
  const group = (key: string, team: WorkloadGroup['team'], members: WorkloadRow[]) => {
    groups.push({
      key,
      team,
      users: members,
      subtotals: sumFigures(
        periods,
        members.map((row) => row.cells),
      ),
    });
  };
  const sortedTeams = [...teams.entries()].sort(
    ([a, x], [b, y]) => x.name.localeCompare(y.name) || a - b,
  );
  for (const [teamId, team] of sortedTeams)
    group(
      `team-${teamId}`,
      { id: teamId, name: team.name },
      [...rows.values()].filter((row) => row.user && team.userIds.has(row.user.id)),
    );
  // With a team filter every person is in one of the teams shown.
  const loners = [...rows.values()].filter((row) => row.user && !inTeam.has(row.user.id));
  if (loners.length > 0) group('no-team', null, loners);
  const everyone = [...rows.values()];
  if (withUnassigned) {
    const row: WorkloadRow = {
      user: null,
      hasEmployeeRecord: false,
      ...buildRow(ctx, {
        calendar: DEFAULT_CALENDAR,
        days: daysOfCalendar(DEFAULT_CALENDAR),
        leave: noDays,
        logged: null,
        tasks: unassigned,
        stored: stored?.unassigned ?? null,
      }),
    };
    group('unassigned', null, [row]);
    everyone.push(row);
  }
  // The totals add up everything, unassigned work included, but their
  // utilisation is the people's: unassigned work has no capacity.
  const totals = sumFigures(
    periods,
    everyone.map((row) => row.cells),
  );
  if (withUnassigned) {
    const people = sumFigures(
      periods,
      [...rows.values()].map((row) => row.cells),
    );
    totals.forEach((total, i) => {
      total.utilisation = people[i]?.utilisation ?? null;
    });
  }
  return { periods, groups, totals };
}

/** The filter definitions of the view (SPEC §3): teams, people, projects and domains. */
export async function options(deps: AppDeps, user: AuthUser): Promise<FilterDefinition[]> {
  if (user.external) throw new ForbiddenError();
  const own = ownOnly(user);
  const [teams, people, projects] = await Promise.all([
    repo.optionTeams(deps.knex),
    repo.optionPeople(deps.knex, own ? user.id : null),
    repo.optionProjects(deps.knex, user),
  ]);
  const definition = (
    name: string,
    subject: string,
    items: FilterDefinition['items'],
  ): FilterDefinition => ({ name, subject, multiple: true, items, defaultItem: null });
  const definitions: FilterDefinition[] = [];
  if (!own) {
    definitions.push(
      definition(
        'team',
        'Team',
        teams.map((t) => ({ title: t.name, value: Number(t.id) })),
      ),
      definition(
        'user',
        'Person',
        people.map((p) => ({ title: p.name, value: Number(p.id) })),
      ),
    );
  }
  definitions.push(
    definition(
      'project',
      'Project',
      projects.map((p) => ({ title: `${p.code} ${p.name}`, value: Number(p.id) })),
    ),
    definition(
      'domain',
      'Domain',
      TASK_DOMAINS.map((d, i) => ({ title: d, value: i + 1 })),
    ),
  );
  return definitions;
}
