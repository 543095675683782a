import type { Knex } from 'knex';
import type { DemoStaffing } from './demo-lookups';
import { dayStartMs, utcDate } from '../lib/dates';
import { recordAudit } from '../modules/audit/audit.repository';
import type { EntryRowColumns } from '../modules/timesheet';
import { mondayOf } from '@keel/types';
import { DEMO_EMPLOYEES } from './demo-administration';
import { DEMO_CONTRACT_PROJECT } from './demo-projects';
import { generator } from './demo-tasks';

/**
 * Demo time (issue 12): eight weeks, up to the day before the seeding, of
 * time for every internal demo account (the stakeholder keeps no timesheet)
 * on the tasks of the active demo projects they may log on, on a project
 * itself where its timesheet settings allow it, and on the timesheet tasks
 * (Leave, Training, Internal, one day of "Time in lieu taken"). Working days
 * of about 7 to 9 hours with some long ones, so time in lieu accrues; nothing
 * on the days an account does not work (Fin works Monday to Thursday) but one
 * release Saturday. Also: a few projects' timesheet settings, a lock for
 * everyone at the end of last month (in the audit log, as the API writes
 * one), the member's approved week (by the administrator) and two submitted
 * weeks waiting in Pat's approvals inbox (the most recent full week and the
 * week three Mondays back), and a manual time-in-lieu adjustment.
 *
 * Dates are relative to the seeding day, as the task demo's are; the rest is
 * deterministic (a seeded generator). Seeded once: nothing is added when an
 * internal demo account already has time or a submitted week, or any lock
 * exists. Rows go in in batches.
 */

type InternalAccount = keyof typeof DEMO_EMPLOYEES;
const INTERNAL = Object.keys(DEMO_EMPLOYEES) as InternalAccount[];

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WEEKS = 8;
const INSERT_BATCH = 200;

/**
 * Timesheet settings of some demo projects, so the demo shows each of them:
 * time on the project itself, notes required, not billable by default, no
 * logging on a cancelled project. KEEL-001 and KEEL-002 (the member's main
 * projects) keep the defaults (tasks only, billable, no note needed).
 */
export const DEMO_TIMESHEET_SETTINGS: Record<
  string,
  Partial<{
    loggingAllowed: boolean;
    logTarget: 'tasksOnly' | 'tasksAndProject';
    notesRequired: boolean;
    billableByDefault: boolean;
  }>
> = {
  'KEEL-006': { logTarget: 'tasksAndProject' },
  'KEEL-008': { notesRequired: true },
  'KEEL-009': { logTarget: 'tasksAndProject', billableByDefault: false },
  'KEEL-010': { loggingAllowed: false },
};

export interface DemoTimesheetCalendar {
  /** The eight Mondays, oldest first; the last is the Monday of yesterday's week. */
  weeks: string[];
  /** The last day with time: the day before the seeding. */
  lastDay: string;
  /** The member's approved week (the week before the submitted one). */
  approvedWeek: string;
  /** The member's submitted week: the most recent full week. */
  submittedWeek: string;
  /**
   * The member's week three Mondays back, submitted and still waiting: with
   * `submittedWeek`, the two weeks in the inbox of Pat, who leads his team.
   */
  waitingWeek: string;
  /** Everyone's lock: the last day of the month before the seeding. */
  lockDate: string;
}

const addDays = (date: string, days: number) => utcDate(dayStartMs(date) + days * DAY);

/** The demo's dates for a seeding at `now`. */
export function demoTimesheetCalendar(now: number): DemoTimesheetCalendar {
  const today = utcDate(now);
  const lastDay = addDays(today, -1);
  const lastMonday = mondayOf(lastDay);
  const thisMonday = mondayOf(today);
  const start = new Date(dayStartMs(today));
  return {
    weeks: Array.from({ length: WEEKS }, (_, i) => addDays(lastMonday, (i - (WEEKS - 1)) * 7)),
    lastDay,
    approvedWeek: addDays(thisMonday, -14),
    submittedWeek: addDays(thisMonday, -7),
    waitingWeek: addDays(thisMonday, -21),
    lockDate: utcDate(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 0)),
  };
}

type TimesheetKind = 'leave' | 'training' | 'internal' | 'timeInLieuTaken';

type Target =
  | { kind: 'task'; projectId: number; taskId: number; notesRequired: boolean; billable: boolean }
  | { kind: 'project'; projectId: number; notesRequired: boolean; billable: boolean }
  | { kind: 'timesheet'; timesheetKind: TimesheetKind };

/** Days that are not ordinary working days: week index (0-7), ISO weekday, what and how long (null: a standard day). */
interface SpecialDay {
  who: InternalAccount;
  week: number;
  weekday: number;
  kind: 'leave' | 'training' | 'timeInLieuTaken' | 'weekendWork';
  minutes: number | null;
  note: string;
}

const SPECIAL_DAYS: readonly SpecialDay[] = [
  { who: 'member', week: 1, weekday: 5, kind: 'leave', minutes: null, note: 'Annual leave' },
  {
    who: 'member',
    week: 3,
    weekday: 3,
    kind: 'training',
    minutes: 240,
    note: 'Accessibility training (WCAG 2.2)',
  },
  {
    who: 'member',
    week: 4,
    weekday: 1,
    kind: 'timeInLieuTaken',
    minutes: null,
    note: 'Day off for the overtime of the Harbour Bank release',
  },
  { who: 'pm', week: 2, weekday: 4, kind: 'leave', minutes: null, note: 'Annual leave' },
  { who: 'pm', week: 2, weekday: 5, kind: 'leave', minutes: null, note: 'Annual leave' },
  {
    who: 'pm',
    week: 4,
    weekday: 2,
    kind: 'training',
    minutes: 180,
    note: 'Negotiation workshop',
  },
  {
    who: 'pm',
    week: 5,
    weekday: 6,
    kind: 'weekendWork',
    minutes: 180,
    note: 'Release weekend: go-live support',
  },
  {
    who: 'admin',
    week: 0,
    weekday: 1,
    kind: 'leave',
    minutes: 240,
    note: 'Half day off (dentist)',
  },
  {
    who: 'admin',
    week: 6,
    weekday: 3,
    kind: 'training',
    minutes: 240,
    note: 'PostgreSQL performance course',
  },
  {
    who: 'finance',
    week: 2,
    weekday: 2,
    kind: 'training',
    minutes: null,
    note: 'IFRS 15 update seminar',
  },
  { who: 'finance', week: 4, weekday: 3, kind: 'leave', minutes: null, note: 'Annual leave' },
];

const TASK_NOTES = [
  'Implementation',
  'Code review and fixes',
  'Client call and follow-up',
  'Testing on staging',
  'Pairing session',
  'Fixing review comments',
  'Design review with the client',
];
const PROJECT_NOTES = [
  'Planning and estimates',
  'Weekly project meeting',
  'Coordination and follow-ups',
];
const INTERNAL_NOTES: Record<InternalAccount, readonly string[]> = {
  admin: ['Workspace administration', 'Hiring interviews', 'Laptop setup for the new hire'],
  pm: ['Team meeting'],
  member: ['Team meeting'],
  finance: ['Month-end close', 'Invoicing run', 'Supplier payments', 'Expense reports'],
};

/** An ordinary working day's deviation from the standard day (minutes); every ninth is a long one. */
const DAY_PATTERN = [-30, 0, 0, 30, 60];
const LONG_DAY = 120;

/** A demo entry as inserted: the columns an entry row reads, its note, and who wrote it when. */
type EntryRow = Omit<EntryRowColumns, 'id' | 'billable'> & {
  note: string;
  billable: boolean;
  created_by: number;
  created_at: number;
  updated_at: number;
};

/** `total` minutes in `parts` pieces of whole quarter hours, each at least an hour. */
function split(total: number, parts: number, random: () => number): number[] {
  const count = Math.max(1, Math.min(parts, Math.floor(total / 60)));
  const result: number[] = [];
  let left = total;
  for (let i = 0; i < count - 1; i++) {
    const share = (left / (count - i)) * (0.6 + random() * 0.8);
    const piece = Math.min(Math.max(60, Math.round(share / 15) * 15), left - 60 * (count - 1 - i));
    result.push(piece);
    left -= piece;
  }
  result.push(left);
  return result;
}

export async function seedTimesheetsDemo(
  trx: Knex,
  context: DemoStaffing & {
    /** The real time of seeding: the time runs up to the day before it. */
    now: number;
  },
): Promise<void> {
  const { userIds, now } = context;
  const internalIds = INTERNAL.map((key) => userIds[key]);
  // Once: not again when the accounts have time or weeks, or a lock was set (someone may have
  // deleted the demo's time since; a second lock or week would not be the demo's).
  const seeded =
    (await trx('time_entries').whereIn('user_id', internalIds).first('id')) ??
    (await trx('timesheet_weeks').whereIn('user_id', internalIds).first('id')) ??
    (await trx('timesheet_locks').first('id'));
  if (seeded) return;
  const calendar = demoTimesheetCalendar(now);

  for (const [code, settings] of Object.entries(DEMO_TIMESHEET_SETTINGS)) {
    const columns: Record<string, unknown> = {};
    if (settings.loggingAllowed !== undefined) columns.ts_logging_allowed = settings.loggingAllowed;
    if (settings.logTarget !== undefined) columns.ts_log_target = settings.logTarget;
    if (settings.notesRequired !== undefined) columns.ts_notes_required = settings.notesRequired;
    if (settings.billableByDefault !== undefined)
      columns.ts_billable_by_default = settings.billableByDefault;
    await trx('projects').where({ code }).update(columns);
  }

  // Time goes on active projects that take it.
  const projects = await trx('projects')
    .whereIn(
      'code',
      context.projects.map((p) => p.code),
    )
    .where({ status: 'active', archived: false, ts_logging_allowed: true })
    .whereNull('deleted_at')
    .orderBy('code')
    .select<
      Array<{
        id: number;
        code: string;
        ts_log_target: string;
        ts_notes_required: boolean | number;
        ts_billable_by_default: boolean | number;
      }>
    >('id', 'code', 'ts_log_target', 'ts_notes_required', 'ts_billable_by_default');
  const timesheetTasks = new Map(
    (
      await trx('timesheet_tasks')
        .where({ active: true })
        .whereIn('kind', ['leave', 'training', 'internal', 'timeInLieuTaken'])
        .orderBy('id')
        .select<Array<{ id: number; kind: TimesheetKind }>>('id', 'kind')
    )
      .reverse()
      .map((row) => [row.kind, row.id]),
  );
  const teamsOf = new Map<number, Set<number>>();
  for (const row of await trx('team_members')
    .whereIn('user_id', internalIds)
    .select<Array<{ team_id: number; user_id: number }>>('team_id', 'user_id'))
    teamsOf.set(row.user_id, (teamsOf.get(row.user_id) ?? new Set()).add(row.team_id));
  const tasks = await trx('tasks')
    .whereIn(
      'project_id',
      projects.map((p) => p.id),
    )
    .whereIn('status', ['inProgress', 'inReview', 'done', 'blocked'])
    .orderBy('id')
    .select<
      Array<{
        id: number;
        project_id: number;
        assignee_id: number | null;
        assignee_team_id: number | null;
      }>
    >('id', 'project_id', 'assignee_id', 'assignee_team_id');

  // What each account logs on (the policy's logTime): a manager on any task of
  // their projects, a member on the tasks assigned to them or their team; the
  // project itself (createTasks: managers and members) where it takes time.
  const pools = new Map<InternalAccount, Target[]>();
  const projectTargets = new Map<InternalAccount, Target[]>();
  const contractTargets = new Map<InternalAccount, Target[]>();
  const contractId = projects.find((p) => p.code === DEMO_CONTRACT_PROJECT)?.id ?? null;
  for (const key of INTERNAL) {
    // Up to three tasks a project, taken in turn across the projects (a week's lines mix them).
    const perProject: Target[][] = [];
    const own: Target[] = [];
    for (const project of projects) {
      const role = context.projects.find((p) => p.code === project.code)?.members[key];
      if (role !== 'manager' && role !== 'member') continue;
      const flags = {
        projectId: project.id,
        notesRequired: Boolean(project.ts_notes_required),
        billable: Boolean(project.ts_billable_by_default),
      };
      const mine = tasks.filter(
        (t) =>
          t.project_id === project.id &&
          (role === 'manager' ||
            t.assignee_id === userIds[key] ||
            (t.assignee_team_id !== null &&
              (teamsOf.get(userIds[key])?.has(t.assignee_team_id) ?? false))),
      );
      perProject.push(
        mine.slice(0, 3).map((task) => ({ kind: 'task' as const, taskId: task.id, ...flags })),
      );
      if (project.ts_log_target === 'tasksAndProject') own.push({ kind: 'project', ...flags });
    }
    const pool: Target[] = [];
    for (let i = 0; i < 3; i++)
      for (const list of perProject) if (list[i]) pool.push(list[i] as Target);
    pools.set(key, pool);
    projectTargets.set(key, own);
    contractTargets.set(
      key,
      pool.filter((target) => target.kind !== 'timesheet' && target.projectId === contractId),
    );
  }

  const rows: EntryRow[] = [];
  for (const [userIndex, key] of INTERNAL.entries()) {
    const userId = userIds[key];
    const employee = DEMO_EMPLOYEES[key];
    const standard = employee.minutesPerDay;
    const random = generator(7_919 * (userIndex + 1));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const pool = pools.get(key) ?? [];
    const own = projectTargets.get(key) ?? [];
    const add = (date: string, target: Target, minutes: number, note: string) => {
      const at = dayStartMs(date) + 17 * HOUR;
      const timesheetTaskId =
        target.kind === 'timesheet' ? (timesheetTasks.get(target.timesheetKind) ?? null) : null;
      if (target.kind === 'timesheet' && timesheetTaskId === null) return;
      rows.push({
        user_id: userId,
        date,
        project_id: target.kind === 'timesheet' ? null : target.projectId,
        project_task_id: target.kind === 'task' ? target.taskId : null,
        timesheet_task_id: timesheetTaskId,
        minutes,
        note: target.kind !== 'timesheet' && !target.notesRequired && random() < 0.15 ? '' : note,
        billable: target.kind === 'timesheet' ? false : target.billable,
        version: 1,
        created_by: userId,
        created_at: at,
        updated_at: at,
      });
    };
    const workNote = (target: Target) =>
      target.kind === 'project'
        ? pick(PROJECT_NOTES)
        : target.kind === 'task'
          ? pick(TASK_NOTES)
          : pick(INTERNAL_NOTES[key]);
    let workingDay = 0;
    for (const [week, monday] of calendar.weeks.entries()) {
      // The week's lines: three of the account's tasks (in turn), its projects
      // taking time on themselves, and Internal; Fin's work is all Internal.
      const lines: Target[] = [];
      for (let i = 0; i < Math.min(3, pool.length); i++)
        lines.push(pool[(week * 3 + i) % pool.length] as Target);
      // The T&M contract's resources work on it every week: its monthly invoice (demo-invoices.ts)
      // bills each of them whichever of last month's weeks are approved on the day of seeding.
      const onContract = contractTargets.get(key) ?? [];
      if (onContract.length > 0 && !lines.some((line) => onContract.includes(line)))
        lines[lines.length - 1] = onContract[week % onContract.length] as Target;
      if (own.length > 0) lines.push(own[week % own.length] as Target);
      if (lines.length === 0) lines.push({ kind: 'timesheet', timesheetKind: 'internal' });
      for (let weekday = 1; weekday <= 7; weekday++) {
        const date = addDays(monday, weekday - 1);
        if (date > calendar.lastDay) break;
        const special = SPECIAL_DAYS.find(
          (s) => s.who === key && s.week === week && s.weekday === weekday,
        );
        if (special?.kind === 'weekendWork') {
          add(date, lines[0] as Target, special.minutes ?? standard, special.note);
          continue;
        }
        if (!employee.workingDays.includes(weekday)) continue;
        workingDay++;
        let total =
          workingDay % 9 === 4 ? standard + LONG_DAY : standard + (pick(DAY_PATTERN) as number);
        if (special) {
          const minutes = special.minutes ?? standard;
          const timesheetKind = special.kind as TimesheetKind;
          add(date, { kind: 'timesheet', timesheetKind }, minutes, special.note);
          if (special.minutes === null) continue;
          // The rest of a part day is worked.
          total = standard - minutes;
        } else if (weekday === 1 && key !== 'finance') {
          add(date, { kind: 'timesheet', timesheetKind: 'internal' }, 60, 'Team meeting');
          total -= 60;
        }
        const pieces = split(total, 2 + Math.floor(random() * 2), random);
        for (const [i, minutes] of pieces.entries()) {
          const target = lines[(weekday + i) % lines.length] as Target;
          add(date, target, minutes, workNote(target));
        }
      }
    }
  }
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await trx('time_entries').insert(rows.slice(i, i + INSERT_BATCH));

  // Everyone's time is locked up to the end of last month, set by the administrator.
  const lockedAt = Math.min(now, dayStartMs(addDays(calendar.lockDate, 1)) + 9 * HOUR);
  const [lock] = await trx('timesheet_locks')
    .insert({
      lock_date: calendar.lockDate,
      user_id: null,
      team_id: null,
      created_by: userIds.admin,
      version: 1,
      created_at: lockedAt,
      updated_at: lockedAt,
    })
    .returning<{ id: number }[]>('id');
  await recordAudit(trx, {
    actorId: userIds.admin,
    at: lockedAt,
    entityType: 'timesheetLock',
    entityId: lock?.id ?? null,
    entityLabel: `Up to ${calendar.lockDate} for everyone`,
    action: 'create',
    before: null,
    after: { lockDate: calendar.lockDate, user: null, team: null },
  });

  // The member's weeks: one approved by the administrator, the latest full one submitted, and
  // one submitted three weeks back that still waits (Pat, who leads his team, decides both).
  const waitingSubmittedAt = dayStartMs(addDays(calendar.waitingWeek, 7)) + 10 * HOUR;
  const approvedSubmittedAt = dayStartMs(addDays(calendar.approvedWeek, 7)) + 9 * HOUR;
  const decidedAt = approvedSubmittedAt + 26 * HOUR;
  const submittedAt = Math.min(
    now - 60_000,
    dayStartMs(addDays(calendar.submittedWeek, 7)) + 9 * HOUR,
  );
  await trx('timesheet_weeks').insert([
    {
      user_id: userIds.member,
      week_start: calendar.approvedWeek,
      status: 'approved',
      comment: 'Thanks, all in order.',
      submitted_at: approvedSubmittedAt,
      submitted_by: userIds.member,
      decided_by: userIds.admin,
      decided_at: decidedAt,
      version: 2,
      created_at: approvedSubmittedAt,
      updated_at: decidedAt,
    },
    {
      user_id: userIds.member,
      week_start: calendar.waitingWeek,
      status: 'submitted',
      comment: '',
      submitted_at: waitingSubmittedAt,
      submitted_by: userIds.member,
      decided_by: null,
      decided_at: null,
      version: 1,
      created_at: waitingSubmittedAt,
      updated_at: waitingSubmittedAt,
    },
    {
      user_id: userIds.member,
      week_start: calendar.submittedWeek,
      status: 'submitted',
      comment: '',
      submitted_at: submittedAt,
      submitted_by: userIds.member,
      decided_by: null,
      decided_at: null,
      version: 1,
      created_at: submittedAt,
      updated_at: submittedAt,
    },
  ]);

  // A manual time-in-lieu adjustment, with its reason, by the administrator.
  await trx('time_in_lieu_adjustments').insert({
    user_id: userIds.member,
    minutes: 120,
    reason: 'Travel to the Harbour Bank workshop on a Sunday, agreed with Pat',
    created_by: userIds.admin,
    created_at: dayStartMs(addDays(calendar.weeks[3] as string, 1)) + 10 * HOUR,
  });
}
