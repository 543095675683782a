/**
 * Generates the benchmark data set into an embedded database, with the API's
 * own migrations, seed and repositories (so the rows are exactly what the app
 * writes, search text included):
 *   the demo workspace + 1,000 users + 10,000 projects + 10,000 quotes (20
 *   line items each, on a bench rate profile and a pricing config with markups)
 *   + 100,000 tasks (the first project's board holds 500; member@example.com
 *   is assigned about 100 across the projects)
 *   + with --timesheet (the bench's timesheet part): 1,000,000 time entries,
 *   1,000 for each bench user over 100 weeks (`generateTimeEntries`)
 *   + with --delivery (the bench's delivery part): 20,000 billable entries of
 *   the first ten bench users on BP-00003 in 2025 (`generateContractEntries`),
 *   the time a 10-resource time and material contract bills.
 *   + with --workload (the bench's workload part): an employee record for
 *   every bench user (standard days of 6 to 8 h, one in five part-time),
 *   50 teams of 20, start dates on the tasks (a schedule of 1 to 10 days
 *   before the due date), two leave days per user, 20,000 entries logged on
 *   their tasks and two holidays (`generateWorkload`).
 *   + with --timekeeping (the bench's timekeeping part): the 1,000,000 time
 *   entries of --timesheet, and the approvals inbox's data: a team lead of 50
 *   bench users and every bench user's 100 weeks as submitted or approved
 *   weeks (`generateApprovals`, generate-approvals.ts).
 *   + with --timeline (the bench's timeline part): a project of 2,000 tasks
 *   and 3,000 dependencies, 500 of them a chain after one task
 *   (`generateTimeline`, generate-timeline.ts).
 *   + with --invoices (the bench's invoices part): a contract of 50 resources
 *   whose 20,000 billable entries are in March 2023, every week approved, and
 *   100,000 invoices of 2,000 bench projects to 40 complete clients, with
 *   lines, payments, credit notes and gapless numbers (`generateInvoices`,
 *   generate-invoices.ts).
 *   + with --tenth (the bench's growth figures at a tenth of the data set): a
 *   tenth of the users, projects, quotes, tasks and time entries (the board
 *   keeps its 500, each user their 1,000 entries over the same days).
 *   + with --finances (the bench's finances part): the 1,000,000 time entries
 *   of --timesheet, an employee record in one of three salary groups (each
 *   with a raise) for every bench user, so the entries cost something, and
 *   two financial milestones per project, one invoiced and one forecast
 *   (`generateFinanceData`). The month figures are the writer's
 *   (`recalculateAll`, timed); the bench times `POST /api/projects/recalculate`
 *   again.
 * Usage (run by tests/bench/run.mjs):
 *   tsx tests/bench/generate.ts <DATA_DIR> [DATABASE_URL] [--timesheet] [--delivery] [--workload] [--finances] [--timekeeping] [--timeline] [--invoices] [--tenth]
 * (with a PostgreSQL URL, into that empty database instead of SQLite in DATA_DIR).
 */
import { TASK_STATUSES, type ProjectRole, type ProjectStatus, type QuoteStatus } from '@keel/types';
import { spacedKeys } from '../../packages/api/src/lib/fractional-key';
import { createDatabase, migrateToLatest, type Knex } from '../../packages/api/src/db/database';
import { databaseKind } from '../../packages/api/src/db/dialect';
import { DEMO_ACCOUNTS, seedDemoWorkspace } from '../../packages/api/src/demo/demo-workspace';
import { registerSubscriptions } from '../../packages/api/src/subscriptions';
import {
  insertProjectMembers,
  insertProjects,
  type NewProject,
  type NewProjectMember,
} from '../../packages/api/src/modules/projects/projects.repository';
import {
  insertQuotes,
  type NewQuote,
} from '../../packages/api/src/modules/quotes/quotes.repository';
import type { StoredLine } from '../../packages/api/src/modules/quotes/quote-lines.repository';
import type { AppDeps } from '../../packages/api/src/lib/deps';
import { recalculateAll } from '../../packages/api/src/modules/finances';
import { buildStore, markWorkloadStoreStale } from '../../packages/api/src/modules/workload';
import { insertMilestone } from '../../packages/api/src/modules/milestones/milestones.repository';
import { taskNameColumns } from '../../packages/api/src/modules/tasks/tasks.repository';
import {
  insertEmployee,
  insertGroup,
  replaceGroupRates,
} from '../../packages/api/src/modules/salaries/salaries.repository';
import { generateApprovals } from './generate-approvals';
import { generateInvoices, INVOICING_PROJECT_CODE } from './generate-invoices';
import { generateTimeline, TIMELINE_PROJECT_CODE } from './generate-timeline';
import {
  assignRoles,
  findRoleIdsByName,
  findUserByEmail,
  insertUser,
} from '../../packages/api/src/modules/auth';

export const SIZES = { users: 1_000, projects: 10_000, quotes: 10_000, tasks: 100_000 } as const;
/** Time entries of the timesheet part: 1,000 per bench user. */
export const TIME_ENTRIES = 1_000_000;
/**
 * The time entries' days: the 500 working days (100 weeks) from this Monday,
 * two entries a day; the bench reads the week of `BENCH_WEEK`.
 */
const FIRST_ENTRY_DAY = '2024-11-04';
export const BENCH_WEEK = '2026-09-07';
/** The bench user who signs in to read their own week (with the demo password). */
export const BENCH_TIMESHEET_USER = 'bench.user1@example.com';
/**
 * The timekeeping part's users (issue 30): bench users 1 to 12 sign in with
 * the demo password, one a connection of the timer's start and stop, two to
 * spare, and the 13th starts the probe's timer.
 */
export const BENCH_TIMER_USERS = 13;
/** Tasks of the first bench project (the board measured by the bench). */
export const BOARD_TASKS = 500;
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A small deterministic PRNG (mulberry32): the same data set on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20260105);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

const ADJECTIVES = [
  'Northern',
  'Blue',
  'Rapid',
  'Quiet',
  'Bright',
  'Central',
  'Coastal',
  'Global',
  'Urban',
  'Digital',
  'Green',
  'Silver',
  'Öresund',
  'Crème',
  'Señor',
  'Zürich',
];
const NOUNS = [
  'Harbour',
  'Portal',
  'Bridge',
  'Platform',
  'Migration',
  'Rollout',
  'Upgrade',
  'Redesign',
  'Warehouse',
  'Pipeline',
  'Gateway',
  'Campus',
  'Ledger',
  'Atlas',
  'Beacon',
  'Café',
];
const KINDS = ['Phase 1', 'Phase 2', 'Pilot', 'Programme', 'Discovery', 'Support', 'Audit', 'MVP'];
const CLIENTS = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Stark Logistics',
  'Wayne Foundation',
  'Hooli',
  'Soylent Foods',
  'Müller & Söhne',
  'Åkesson AB',
  'Tyrell Systems',
];
const FIRST = [
  'Alex',
  'Sam',
  'Jo',
  'Chris',
  'Robin',
  'Kim',
  'Lee',
  'Noa',
  'Mia',
  'Élodie',
  'José',
  'Björn',
  'Aisha',
  'Priya',
  'Tomás',
  'Zoë',
];
const LAST = [
  'Smith',
  'García',
  'Müller',
  'Nguyen',
  'Okafor',
  'Larsen',
  'Rossi',
  'Kowalski',
  'Dubois',
  'Silva',
  'Tanaka',
  'Ó Briain',
  'Haddad',
  'Novak',
];
const PROJECT_STATUSES: ProjectStatus[] = [
  'draft',
  'active',
  'active',
  'active',
  'onHold',
  'completed',
];
const QUOTE_STATUSES: QuoteStatus[] = ['draft', 'sent', 'accepted', 'rejected', 'expired'];
/** Line items of each bench quote. */
export const QUOTE_LINES = 20;
const BENCH_QUOTE_ROLES: ReadonlyArray<[string, number]> = [
  ['Project manager', 11_000],
  ['Consultant', 7_500],
  ['Designer', 8_000],
  ['Developer', 8_500],
];
const BENCH_MARKUPS = [
  { label: 'Project management', kind: 'percent', value: 10, appliesTo: 'labour' },
  { label: 'Travel and materials handling', kind: 'percent', value: 5, appliesTo: 'expenses' },
  { label: 'Risk contingency', kind: 'percent', value: 3, appliesTo: 'subtotal' },
  { label: 'Framework discount', kind: 'fixed', value: -25_000, appliesTo: 'subtotal' },
];

/** A PRNG of the quote lines' own, so the rest of the data set is as it was before quotes had lines. */
const lineRand = random(20251001);
const pickLine = <T>(items: readonly T[]): T => items[Math.floor(lineRand() * items.length)] as T;

/** 20 line items at the bench profile's rates (no cost rates: no salary groups). */
function benchQuoteLines(): StoredLine[] {
  return Array.from({ length: QUOTE_LINES }, (_, n) => {
    const [role, rate] = pickLine(BENCH_QUOTE_ROLES);
    return {
      key: `line-${n + 1}`,
      section: `Phase ${Math.floor(n / 5) + 1}`,
      description: `${pickLine(NOUNS)} ${pickLine(KINDS)}`,
      role,
      minutes: 30 * (1 + Math.floor(lineRand() * 80)),
      rate,
      costRate: null,
      expenses: lineRand() < 0.2 ? 100 * Math.floor(lineRand() * 5_000) : 0,
    };
  });
}

/** What is used here of a better-sqlite3 connection (knex's own, acquired raw). */
interface SqliteConnection {
  prepare(sql: string): { run(...values: unknown[]): unknown };
}

const ENTRY_NOTES = [
  'Implementation',
  'Code review',
  'Client call',
  'Testing',
  'Planning',
  '',
  'Fixing review comments',
  'Documentation',
];

/**
 * 1,000,000 time entries: each bench user logs two entries on each of 500
 * working days (7 to 9 hours a day) on tasks of the projects they are a
 * member or manager of (Internal when they are on none with tasks).
 * Written in one transaction: on SQLite through one prepared statement on the
 * raw connection (knex's query building per row would cost more than the
 * insert), on PostgreSQL as multi-row `unnest` inserts of 20,000 rows.
 */
async function generateTimeEntries(knex: Knex, total: number): Promise<number> {
  const users = await knex('users')
    .where('email', 'like', 'bench.user%')
    .orderBy('id')
    .select<{ id: number }[]>('id');
  const memberships = await knex('project_members')
    .whereIn('role', ['member', 'manager'])
    .whereIn(
      'user_id',
      users.map((u) => u.id),
    )
    .orderBy(['user_id', 'project_id'])
    .select<{ user_id: number; project_id: number }[]>('user_id', 'project_id');
  const tasksOf = new Map<number, number[]>();
  for (const t of await knex('tasks')
    .orderBy('id')
    .select<{ id: number; project_id: number }[]>('id', 'project_id'))
    tasksOf.set(t.project_id, [...(tasksOf.get(t.project_id) ?? []), t.id]);
  const projectsOf = new Map<number, number[]>();
  for (const m of memberships)
    if (tasksOf.has(m.project_id))
      projectsOf.set(m.user_id, [...(projectsOf.get(m.user_id) ?? []), m.project_id]);
  const internal = await knex('timesheet_tasks')
    .where({ kind: 'internal' })
    .first<{ id: number }>('id');
  const perUser = Math.floor(total / users.length);
  const workingDays: string[] = [];
  for (let day = Date.parse(`${FIRST_ENTRY_DAY}T00:00:00Z`); workingDays.length * 2 < perUser;) {
    const weekday = new Date(day).getUTCDay();
    if (weekday >= 1 && weekday <= 5) workingDays.push(new Date(day).toISOString().slice(0, 10));
    day += 86_400_000;
  }
  // [user_id, date, project_id, project_task_id, timesheet_task_id, minutes, note, billable, created_at]
  type Row = [
    number,
    string,
    number | null,
    number | null,
    number | null,
    number,
    string,
    number,
    number,
  ];
  function* rows(): Generator<Row> {
    for (const user of users) {
      const projects = projectsOf.get(user.id) ?? [];
      for (const date of workingDays) {
        const at = Date.parse(`${date}T17:00:00Z`);
        const total = 420 + 15 * Math.floor(rand() * 9);
        const first = 60 + 15 * Math.floor(rand() * ((total - 120) / 15));
        for (const minutes of [first, total - first]) {
          const note = pick(ENTRY_NOTES);
          if (projects.length === 0) {
            yield [user.id, date, null, null, internal.id, minutes, note, 0, at];
            continue;
          }
          const projectId = pick(projects);
          yield [
            user.id,
            date,
            projectId,
            pick(tasksOf.get(projectId) ?? []),
            null,
            minutes,
            note,
            1,
            at,
          ];
        }
      }
    }
  }
  let written = 0;
  const columns =
    'user_id, date, project_id, project_task_id, timesheet_task_id, minutes, note, billable, version, created_by, created_at, updated_at';
  await knex.transaction(async (trx) => {
    if (databaseKind(trx) === 'sqlite') {
      // better-sqlite3's connection (knex's one): synchronous, so the whole loop is one transaction.
      const connection = (await trx.client.acquireConnection()) as SqliteConnection;
      try {
        const insert = connection.prepare(
          `INSERT INTO time_entries (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
        );
        for (const [
          userId,
          date,
          projectId,
          taskId,
          timesheetTaskId,
          minutes,
          note,
          billable,
          at,
        ] of rows()) {
          insert.run(
            userId,
            date,
            projectId,
            taskId,
            timesheetTaskId,
            minutes,
            note,
            billable,
            userId,
            at,
            at,
          );
          written += 1;
        }
      } finally {
        await trx.client.releaseConnection(connection);
      }
      return;
    }
    let batch: Row[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const column = (i: number) => batch.map((row) => row[i]);
      await trx.raw(
        `INSERT INTO time_entries (${columns})
         SELECT u, d, p, t, tt, m, n, b, 1, u, a, a
         FROM unnest(?::int[], ?::text[], ?::int[], ?::int[], ?::int[], ?::int[], ?::text[], ?::boolean[], ?::bigint[])
           AS x(u, d, p, t, tt, m, n, b, a)`,
        // pg sends each JavaScript array as a PostgreSQL array.
        [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
          i === 7 ? column(i).map((b) => b === 1) : column(i),
        ) as unknown as readonly Knex.RawBinding[],
      );
      written += batch.length;
      batch = [];
    };
    for (const row of rows()) {
      batch.push(row);
      if (batch.length === 20_000) await flush();
    }
    await flush();
  });
  return written;
}

/** The project, users and year of the delivery part's contract. */
export const CONTRACT_PROJECT_CODE = 'BP-00003';
export const CONTRACT_RESOURCES = 10;
export const CONTRACT_ENTRIES = 20_000;
export const CONTRACT_YEAR = 2025;

/**
 * 2,000 billable entries for each of the first ten bench users on one
 * project, spread over the working days of `CONTRACT_YEAR` (about eight a
 * day, of 15 to 90 minutes, so the half-even rounding of amounts is exercised).
 */
async function generateContractEntries(knex: Knex): Promise<number> {
  const project = await knex('projects')
    .where({ code: CONTRACT_PROJECT_CODE })
    .first<{ id: number }>('id');
  const users = await knex('users')
    .where('email', 'like', 'bench.user%')
    .orderBy('id')
    .limit(CONTRACT_RESOURCES)
    .select<{ id: number }[]>('id');
  if (!project || users.length < CONTRACT_RESOURCES)
    throw new Error(`delivery: ${CONTRACT_PROJECT_CODE} or the bench users are missing`);
  const days: string[] = [];
  for (
    let day = Date.UTC(CONTRACT_YEAR, 0, 1);
    day < Date.UTC(CONTRACT_YEAR + 1, 0, 1);
    day += 86_400_000
  ) {
    const weekday = new Date(day).getUTCDay();
    if (weekday >= 1 && weekday <= 5) days.push(new Date(day).toISOString().slice(0, 10));
  }
  const perUser = CONTRACT_ENTRIES / CONTRACT_RESOURCES;
  const rows = users.flatMap((user) =>
    Array.from({ length: perUser }, (_, n) => {
      const date = days[Math.floor((n * days.length) / perUser)] as string;
      const at = Date.parse(`${date}T17:00:00Z`);
      return {
        user_id: user.id,
        date,
        project_id: project.id,
        minutes: 15 + 5 * Math.floor(rand() * 16),
        note: pick(ENTRY_NOTES),
        billable: true,
        version: 1,
        created_by: user.id,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await knex.transaction(async (trx) => {
    // 100 rows a statement: SQLite's compound SELECT (knex's multi-row insert) stops at 500 terms.
    for (let i = 0; i < rows.length; i += 100)
      await trx('time_entries').insert(rows.slice(i, i + 100));
  });
  return rows.length;
}

/** The workload part's teams: 50 of 20 bench users each, `Bench team 1` first. */
export const WORKLOAD_TEAMS = 50;
export const WORKLOAD_TEAM_SIZE = 20;

/**
 * The workload part's data (issue 17): what capacity and allocation read, on
 * top of the 1,000 users and 100,000 tasks. Deterministic (its own PRNG).
 */
async function generateWorkload(knex: Knex): Promise<string> {
  const wrand = random(20261201);
  const users = await knex('users')
    .where('email', 'like', 'bench.user%')
    .orderBy('id')
    .select<{ id: number }[]>('id');
  const now = NOW;
  const calendarOf = (i: number) => ({
    standard_minutes_per_day: [360, 420, 450, 480][i % 4],
    working_days: JSON.stringify(i % 5 === 0 ? [1, 2, 3] : [1, 2, 3, 4, 5]),
  });
  // With the finances part the bench users are employees already (with a
  // salary group): they get the workload's working calendars; the others a record.
  const employed = new Set(
    (await knex('employees').select<{ user_id: number }[]>('user_id')).map((e) => e.user_id),
  );
  const sameCalendar = new Map<string, number[]>();
  users.forEach((u, i) => {
    if (!employed.has(u.id)) return;
    const key = JSON.stringify(calendarOf(i));
    sameCalendar.set(key, [...(sameCalendar.get(key) ?? []), u.id]);
  });
  for (const [calendar, ids] of sameCalendar)
    await knex('employees')
      .whereIn('user_id', ids)
      .update({ ...(JSON.parse(calendar) as object), updated_at: now });
  await knex.batchInsert(
    'employees',
    users.flatMap((u, i) =>
      employed.has(u.id)
        ? []
        : [
            {
              user_id: u.id,
              ...calendarOf(i),
              employment_start: '2020-01-01',
              created_at: now,
              updated_at: now,
            },
          ],
    ),
    500,
  );
  for (let t = 0; t < WORKLOAD_TEAMS; t += 1) {
    const [team] = await knex('teams')
      .insert({ name: `Bench team ${t + 1}`, created_at: now, updated_at: now })
      .returning<{ id: number }[]>('id');
    const members = users.slice(t * WORKLOAD_TEAM_SIZE, (t + 1) * WORKLOAD_TEAM_SIZE);
    await knex('team_members').insert(
      members.map((u) => ({ team_id: Number(team?.id), user_id: u.id })),
    );
  }
  // Schedules: 1 to 10 days before the due date (set-based, one statement per length).
  for (let days = 0; days < 10; days += 1) {
    const tasks = knex('tasks').whereNotNull('due_date').whereRaw('id % 10 = ?', [days]);
    if (databaseKind(knex) === 'postgres')
      await tasks.update({
        start_date: knex.raw(`to_char(to_date(due_date, 'YYYY-MM-DD') - ?::int, 'YYYY-MM-DD')`, [
          days,
        ]),
      });
    else await tasks.update({ start_date: knex.raw(`date(due_date, ?)`, [`-${days} days`]) });
  }
  const [leave] = await knex('timesheet_tasks')
    .where({ kind: 'leave' })
    .select<{ id: number }[]>('id');
  const day = (offset: number) => new Date(NOW + offset * 86_400_000).toISOString().slice(0, 10);
  const entries: Array<Record<string, unknown>> = [];
  for (const u of users) {
    const first = Math.floor(wrand() * 70) - 14;
    for (const offset of [first, first + 1])
      entries.push({
        user_id: u.id,
        date: day(offset),
        timesheet_task_id: leave?.id,
        minutes: 420,
        note: 'Leave',
        created_at: now,
        updated_at: now,
      });
  }
  const assigned = await knex('tasks')
    .whereIn(
      'assignee_id',
      users.map((u) => u.id),
    )
    .whereNotNull('due_date')
    .orderBy('id')
    .limit(20_000)
    .select<{ id: number; project_id: number; assignee_id: number; due_date: string }[]>(
      'id',
      'project_id',
      'assignee_id',
      'due_date',
    );
  for (const task of assigned)
    entries.push({
      user_id: task.assignee_id,
      date: task.due_date,
      project_id: task.project_id,
      project_task_id: task.id,
      minutes: 30 * (1 + Math.floor(wrand() * 6)),
      note: '',
      created_at: now,
      updated_at: now,
    });
  await knex.batchInsert('time_entries', entries, 250);
  // The demo's own holidays may hold a date already.
  await knex('holidays')
    .insert([
      { date: '2026-01-01', name: "New Year's Day", created_at: now, updated_at: now },
      { date: '2026-01-19', name: 'Bench day', created_at: now, updated_at: now },
    ])
    .onConflict('date')
    .ignore();
  return `${users.length} employees, ${WORKLOAD_TEAMS} teams, ${entries.length} time entries`;
}

/** The bench's salary groups: hourly cost in EUR minor units, each with a raise mid-way through the entries. */
const BENCH_SALARY_GROUPS: ReadonlyArray<{ name: string; rates: Array<[string, number]> }> = [
  {
    name: 'Bench consultant',
    rates: [
      ['2024-01-01', 4_500],
      ['2025-07-01', 4_800],
    ],
  },
  {
    name: 'Bench senior',
    rates: [
      ['2024-01-01', 6_000],
      ['2025-10-01', 6_500],
    ],
  },
  {
    name: 'Bench operations',
    rates: [
      ['2024-01-01', 3_800],
      ['2026-01-01', 4_000],
    ],
  },
];

/**
 * What the finance figures are computed from besides the time entries: every
 * bench user an employee (a salary group in turn, so an entry's cost depends
 * on who and when), and each project two financial milestones (one invoiced
 * in the entries' period, one forecast ahead), the fixed-price revenue.
 */
async function generateFinanceData(knex: Knex): Promise<{ employees: number; milestones: number }> {
  const users = await knex('users')
    .where('email', 'like', 'bench.user%')
    .orderBy('id')
    .select<{ id: number }[]>('id');
  const projects = await knex('projects')
    .where('code', 'like', 'BP-%')
    .orderBy('id')
    .select<{ id: number }[]>('id');
  let milestones = 0;
  await knex.transaction(async (trx) => {
    const groupIds: number[] = [];
    for (const group of BENCH_SALARY_GROUPS) {
      const id = await insertGroup(trx, group.name, NOW);
      await replaceGroupRates(
        trx,
        id,
        group.rates.map(([effectiveFrom, amount]) => ({
          effectiveFrom,
          hourlyRate: { amount, currency: 'EUR' },
        })),
      );
      groupIds.push(id);
    }
    for (const [n, user] of users.entries())
      await insertEmployee(
        trx,
        user.id,
        {
          salaryGroupId: groupIds[n % groupIds.length] ?? null,
          standardMinutesPerDay: 480,
          workingDays: [1, 2, 3, 4, 5],
          employmentStart: '2024-01-01',
          employmentEnd: null,
        },
        NOW,
      );
    for (const [n, project] of projects.entries()) {
      const month = String((n % 12) + 1).padStart(2, '0');
      const amount = 100 * (5_000 + 250 * (n % 40));
      await insertMilestone(
        trx,
        project.id,
        {
          name: 'Bench instalment 1',
          description: '',
          dueDate: `2025-${month}-15`,
          status: 'reached',
          financial: true,
          amount,
          forecastDate: `2025-${month}-15`,
          invoicedDate: `2025-${month}-20`,
          paidDate: null,
        },
        null,
        NOW,
      );
      await insertMilestone(
        trx,
        project.id,
        {
          name: 'Bench instalment 2',
          description: '',
          dueDate: `2027-${month}-15`,
          status: 'planned',
          financial: true,
          amount,
          forecastDate: `2027-${month}-15`,
          invoicedDate: null,
          paidDate: null,
        },
        null,
        NOW,
      );
      milestones += 2;
    }
  });
  return { employees: users.length, milestones };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const timesheet = args.includes('--timesheet');
  const delivery = args.includes('--delivery');
  const workload = args.includes('--workload');
  const finances = args.includes('--finances');
  const timekeeping = args.includes('--timekeeping');
  const timeline = args.includes('--timeline');
  const invoices = args.includes('--invoices');
  const sizes = args.includes('--tenth')
    ? {
        users: SIZES.users / 10,
        projects: SIZES.projects / 10,
        quotes: SIZES.quotes / 10,
        tasks: SIZES.tasks / 10,
      }
    : SIZES;
  const [dataDir, databaseUrl = null] = args.filter((a) => !a.startsWith('--'));
  if (!dataDir)
    throw new Error(
      'usage: tsx tests/bench/generate.ts <DATA_DIR> [DATABASE_URL] [--timesheet] [--delivery] [--workload] [--finances] [--timekeeping] [--timeline] [--invoices] [--tenth]',
    );
  const knex = createDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(knex);
    // As the server does before its seed: the seed's writes (the demo's invoices
    // among them) record changes that the finance figures and invoices follow.
    registerSubscriptions();
    // The demo workspace gives the accounts the benchmark signs in with.
    await seedDemoWorkspace(knex, { passwordHashCost: 17 });
    const pm = await findUserByEmail(knex, DEMO_ACCOUNTS.pm.email);
    if (!pm) throw new Error('the demo seed did not create pm@example.com');

    await knex.transaction(async (trx) => {
      const [memberRole] = await findRoleIdsByName(trx, ['Team Member']);
      const userIds: number[] = [];
      for (let i = 1; i <= sizes.users; i += 1) {
        const name = `${pick(FIRST)} ${pick(LAST)}`;
        const id = await insertUser(
          trx,
          { email: `bench.user${i}@example.com`, name, status: 'active' },
          NOW,
        );
        if (memberRole !== undefined) await assignRoles(trx, id, [memberRole]);
        userIds.push(id);
      }

      const projects: NewProject[] = [];
      for (let i = 1; i <= sizes.projects; i += 1) {
        projects.push({
          code: `BP-${String(i).padStart(5, '0')}`,
          name: `${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(KINDS)}`,
          alternateName: rand() < 0.3 ? `${pick(NOUNS)} ${i}` : null,
          client: pick(CLIENTS),
          status: pick(PROJECT_STATUSES),
          managerId: rand() < 0.1 ? pm.id : pick(userIds),
          archived: rand() < 0.1,
        });
      }
      const projectIds = await insertProjects(trx, projects, NOW);

      // Pat Manager is on one project in ten; each generated user on five.
      const members: NewProjectMember[] = [];
      projectIds.forEach((projectId, index) => {
        if (index % 10 === 0) members.push({ projectId, userId: pm.id, role: 'manager' });
      });
      const roles: ProjectRole[] = ['member', 'member', 'viewer', 'manager'];
      for (const userId of userIds) {
        for (let k = 0; k < 5; k += 1) {
          members.push({ projectId: pick(projectIds), userId, role: pick(roles) });
        }
      }
      await insertProjectMembers(trx, members, NOW);

      // Every bench quote is priced: 20 line items on a rate profile, and a
      // pricing config with markups, as the quote list prices its page.
      const [profile] = await trx('quote_rate_profiles')
        .insert({ name: 'Bench rates', currency: 'EUR', created_at: NOW, updated_at: NOW })
        .returning<{ id: number }[]>('id');
      const rateProfileId = Number(profile?.id);
      await trx('quote_rate_profile_roles').insert(
        BENCH_QUOTE_ROLES.map(([role, hourlyRate], position) => ({
          profile_id: rateProfileId,
          position,
          role,
          hourly_rate: hourlyRate,
          salary_group_id: null,
        })),
      );
      const [config] = await trx('quote_pricing_configs')
        .insert({
          name: 'Bench pricing',
          markups: JSON.stringify(BENCH_MARKUPS),
          created_at: NOW,
          updated_at: NOW,
        })
        .returning<{ id: number }[]>('id');
      const pricingConfigId = Number(config?.id);
      const quotes: NewQuote[] = [];
      for (let i = 1; i <= sizes.quotes; i += 1) {
        quotes.push({
          currency: 'EUR',
          quoteDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
          rateProfileId,
          pricingConfigId,
          lineItems: benchQuoteLines(),
          number: `BQ-${String(i).padStart(5, '0')}`,
          name: `${pick(NOUNS)} ${pick(KINDS)} for ${pick(CLIENTS)}`,
          client: pick(CLIENTS),
          metaTypeId: 1 + Math.floor(rand() * 3),
          status: pick(QUOTE_STATUSES),
          ownerId: pick(userIds),
          archived: rand() < 0.1,
        });
      }
      await insertQuotes(trx, quotes, NOW);

      // Tasks: the first project gets the 500-card board, the others share the
      // rest; one task in a thousand is the demo member's.
      const member = await findUserByEmail(trx, DEMO_ACCOUNTS.member.email);
      const perProject = projectIds.map((_, index) =>
        index === 0
          ? BOARD_TASKS
          : Math.floor((sizes.tasks - BOARD_TASKS) / (projectIds.length - 1)) +
            (index <= (sizes.tasks - BOARD_TASKS) % (projectIds.length - 1) ? 1 : 0),
      );
      let batch: Array<Record<string, unknown>> = [];
      let taskNumber = 0;
      const flush = async () => {
        if (batch.length > 0) await trx.batchInsert('tasks', batch, 500);
        batch = [];
      };
      for (const [index, projectId] of projectIds.entries()) {
        const planned = Array.from({ length: perProject[index] ?? 0 }, () => {
          taskNumber += 1;
          return {
            status: pick(TASK_STATUSES),
            assignee:
              member && taskNumber % 1000 === 0 ? member.id : rand() < 0.1 ? null : pick(userIds),
          };
        });
        const keys = new Map(
          TASK_STATUSES.map((status) => [
            status,
            spacedKeys(planned.filter((t) => t.status === status).length),
          ]),
        );
        const used = new Map<string, number>();
        for (const [i, task] of planned.entries()) {
          const n = used.get(task.status) ?? 0;
          used.set(task.status, n + 1);
          const due = NOW + Math.floor((rand() - 0.3) * 60) * 86_400_000;
          batch.push({
            project_id: projectId,
            ...taskNameColumns(`${pick(ADJECTIVES)} ${pick(NOUNS)} task ${i + 1}`),
            description: '',
            status: task.status,
            assignee_id: task.assignee,
            due_date: rand() < 0.8 ? new Date(due).toISOString().slice(0, 10) : null,
            work_estimation: rand() < 0.7 ? 30 * (1 + Math.floor(rand() * 16)) : null,
            priority: 'normal',
            labels: '[]',
            board_key: keys.get(task.status)?.[n],
            version: 1,
            created_at: NOW,
            updated_at: NOW,
          });
        }
        if (batch.length >= 5000) await flush();
      }
      await flush();
    });

    if (timesheet || finances || timekeeping) {
      const started = Date.now();
      // At a tenth, a tenth of the entries: the same 1,000 per user over the same days.
      const written = await generateTimeEntries(knex, (TIME_ENTRIES * sizes.users) / SIZES.users);
      // The bench user reading their own week signs in with the demo password (the member's hash).
      const member = await findUserByEmail(knex, DEMO_ACCOUNTS.member.email);
      await knex('users')
        .where({ email: BENCH_TIMESHEET_USER })
        .update({ password_hash: member?.passwordHash ?? null });
      console.log(
        `Generated ${written.toLocaleString('en')} time entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    if (timekeeping) {
      // The timer's users sign in with the demo password (the member's hash).
      const member = await findUserByEmail(knex, DEMO_ACCOUNTS.member.email);
      await knex('users')
        .whereIn(
          'email',
          Array.from({ length: BENCH_TIMER_USERS }, (_, i) => `bench.user${i + 1}@example.com`),
        )
        .update({ password_hash: member?.passwordHash ?? null });
      const { weeks, waitingForLead } = await generateApprovals(knex, member?.passwordHash ?? null);
      console.log(
        `Generated ${weeks.toLocaleString('en')} submitted and approved weeks (${waitingForLead} waiting for the bench lead).`,
      );
    }
    if (finances) {
      const { employees, milestones } = await generateFinanceData(knex);
      console.log(
        `Generated ${employees.toLocaleString('en')} employee records and ${milestones.toLocaleString('en')} financial milestones.`,
      );
      // The figures as the writer builds them: without them every project would be
      // stale at the server's start, whose daily refresh would then rebuild all of
      // them in the background while the bench measures.
      const started = Date.now();
      const { recalculated } = await recalculateAll({
        knex,
        clock: () => Date.now(),
      } as Pick<AppDeps, 'knex' | 'clock'> as AppDeps);
      console.log(
        `Recalculated ${recalculated.toLocaleString('en')} projects' figures in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    if (delivery) {
      const written = await generateContractEntries(knex);
      console.log(
        `Generated ${written.toLocaleString('en')} billable entries on ${CONTRACT_PROJECT_CODE}.`,
      );
    }

    if (workload) console.log(`Generated the workload part: ${await generateWorkload(knex)}.`);

    // After the workload part: its holidays are working days the plan's dates skip.
    if (timeline) {
      const { tasks, dependencies } = await generateTimeline(knex, pm.id);
      console.log(
        `Generated ${TIMELINE_PROJECT_CODE}: ${tasks.toLocaleString('en')} tasks, ${dependencies.toLocaleString('en')} dependencies.`,
      );
    }

    if (invoices) {
      const started = Date.now();
      const finance = await findUserByEmail(knex, DEMO_ACCOUNTS.finance.email);
      if (!finance) throw new Error('the demo seed did not create finance@example.com');
      const written = await generateInvoices(knex, pm.id, finance.id);
      console.log(
        `Generated ${written.entries.toLocaleString('en')} billable entries on ${INVOICING_PROJECT_CODE} and ` +
          `${written.invoices.toLocaleString('en')} invoices (${written.lines.toLocaleString('en')} lines, ` +
          `${written.payments.toLocaleString('en')} payments) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }

    // The workload store as the server keeps it: built here, else the server
    // would build it in the background at its start while the bench measures.
    {
      const started = Date.now();
      await markWorkloadStoreStale(knex);
      await buildStore(knex);
      console.log(`Built the workload store in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }

    // A production PostgreSQL has planner statistics (autovacuum gathers them
    // after bulk changes); a freshly loaded one has none until then, and its
    // plans for the scoped queries are several times slower without them.
    if (databaseUrl) await knex.raw('ANALYZE');

    const count = async (table: string) =>
      Number((await knex(table).count<{ n: number }[]>({ n: '*' }).first())?.n ?? 0);
    console.log(
      `Generated: ${await count('users')} users, ${await count('projects')} projects, ` +
        `${await count('quotes')} quotes, ${await count('project_members')} memberships, ` +
        `${await count('tasks')} tasks, ${await count('time_entries')} time entries, ${await count('invoices')} invoices.`,
    );
  } finally {
    await knex.destroy();
  }
}

await main();
