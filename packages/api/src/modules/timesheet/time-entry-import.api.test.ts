import type { ErrorBody, TimeEntry } from '@keel/types';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { insertUser } from '../auth/accounts.repository';
import { loadGlobalFlags, type AuthUser } from '../auth';
import { createProject } from '../projects/projects.test-fixtures';
import { taskNameColumns } from '../tasks';
import { DEMO_ACCOUNTS } from '../users';
import {
  startTimeEntryImport,
  undoImportedEntries,
  type TimeEntryDraft,
  type TimeEntryImportBatch,
} from '.';

/**
 * The bulk path of time entries (README, "Bulk writes"): an import's batch
 * checks drafts against every rule of a typed write and writes those that
 * pass in the import's one transaction; its rollback deletes and restores.
 */

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let admin: AuthUser;
let member: AuthUser;
let internalTask: number;

async function authUser(key: DemoAccountKey): Promise<AuthUser> {
  return {
    id: ids[key],
    email: DEMO_ACCOUNTS[key].email,
    name: DEMO_ACCOUNTS[key].name,
    external: false,
    flags: await loadGlobalFlags(server.knex, ids[key]),
  };
}

// The 100,000-draft test measures the live heap (after a full collection).
setFlagsFromString('--expose-gc');

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  admin = await authUser('admin');
  member = await authUser('member');
  internalTask = await server.idOf('timesheet_tasks', { kind: 'internal' });
});

let counter = 0;

/** A new project of the pm with these timesheet settings (columns `ts_*`). */
async function newProject(settings: Record<string, unknown> = {}): Promise<number> {
  const project = await createProject(server, { name: `Import project ${++counter}` });
  await server
    .knex('projects')
    .where({ id: project.id })
    .update({
      ts_logging_allowed: true,
      ts_log_target: 'tasksAndProject',
      ts_notes_required: false,
      ts_billable_by_default: true,
      ...settings,
    });
  return project.id;
}

/** A task of `projectId`, assigned to `assignee` (null: nobody), created by the pm. */
async function newTask(projectId: number, assignee: number | null = null): Promise<number> {
  const [row] = await server
    .knex('tasks')
    .insert({
      project_id: projectId,
      ...taskNameColumns(`Import task ${++counter}`),
      status: 'todo',
      assignee_id: assignee,
      created_by: ids.pm,
      board_key: `i${String(counter).padStart(6, '0')}`,
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

/** A new user (`status`, internal unless told). */
async function newUser(
  status: 'active' | 'disabled' = 'active',
  external = false,
): Promise<number> {
  return insertUser(
    server.knex,
    { email: `import-${++counter}@example.com`, name: `Import User ${counter}`, status, external },
    server.clock.now,
  );
}

async function setWeek(userId: number, weekStart: string, status: 'submitted' | 'approved') {
  await server.knex('timesheet_weeks').insert({
    user_id: userId,
    week_start: weekStart,
    status,
    submitted_at: server.clock.now,
    submitted_by: userId,
    created_at: server.clock.now,
    updated_at: server.clock.now,
  });
}

async function lockFor(userId: number, lockDate: string) {
  await server.knex('timesheet_locks').insert({
    lock_date: lockDate,
    user_id: userId,
    created_by: ids.finance,
    created_at: server.clock.now,
    updated_at: server.clock.now,
  });
}

let row = 0;
/** A draft of the admin's time (unless told) on `date`. */
function draft(fields: Partial<TimeEntryDraft> & Pick<TimeEntryDraft, 'date'>): TimeEntryDraft {
  return {
    row: ++row,
    userId: ids.admin,
    minutes: 60,
    projectId: null,
    taskId: null,
    timesheetTaskId: internalTask,
    note: '',
    billable: undefined,
    ...fields,
  };
}

/** Runs `work` with a batch of `actor` in a transaction, rolled back unless `keep`. */
async function inBatch<T>(
  actor: AuthUser,
  work: (batch: TimeEntryImportBatch, trx: Db) => Promise<T>,
  keep = false,
): Promise<T> {
  let answer: T | undefined;
  const rollback = new Error('rolled back');
  await server.knex
    .transaction(async (trx) => {
      answer = await work(await startTimeEntryImport(trx, server.deps, actor), trx);
      if (!keep) throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return answer as T;
}

const fieldsOf = (problems: Array<{ row: number; field: string }>, d: TimeEntryDraft) =>
  problems.filter((p) => p.row === d.row).map((p) => p.field);

describe('time entry import: check', () => {
  it('passes good drafts and finds every rule of a typed write, with the field it concerns', async () => {
    const open = await newProject();
    const openTask = await newTask(open);
    const tasksOnly = await newProject({ ts_log_target: 'tasksOnly' });
    const closed = await newProject({ ts_logging_allowed: false });
    const closedTask = await newTask(closed);
    const noted = await newProject({ ts_notes_required: true });
    const deleted = await newProject();
    const deletedTask = await newTask(deleted);
    await server.knex('projects').where({ id: deleted }).update({ deleted_at: server.clock.now });
    const retired = (await server
      .knex('timesheet_tasks')
      .insert({
        name: `Retired ${++counter}`,
        kind: 'other',
        active: false,
        created_at: 0,
        updated_at: 0,
      })
      .returning<{ id: number }[]>('id')) as Array<{ id: number }>;
    const disabled = await newUser('disabled');
    const external = await newUser('active', true);
    const locked = await newUser();
    await lockFor(locked, '2033-01-10');
    const weekly = await newUser();
    await setWeek(weekly, '2033-02-07', 'approved');
    await setWeek(weekly, '2033-02-14', 'submitted');

    const good = [
      draft({ date: '2033-01-03', taskId: openTask, timesheetTaskId: null }),
      draft({ date: '2033-01-03', projectId: open, timesheetTaskId: null }),
      draft({ userId: locked, date: '2033-01-11' }),
      draft({ date: '2033-02-21', userId: weekly }),
    ];
    const bad = {
      unknownUser: draft({ date: '2033-01-04', userId: 999_999 }),
      disabledUser: draft({ date: '2033-01-04', userId: disabled }),
      externalUser: draft({ date: '2033-01-04', userId: external }),
      lockedDay: draft({ date: '2033-01-10', userId: locked }),
      approvedWeek: draft({ date: '2033-02-09', userId: weekly }),
      submittedWeek: draft({ date: '2033-02-18', userId: weekly }),
      unknownTask: draft({ date: '2033-01-05', taskId: 999_999, timesheetTaskId: null }),
      closedTask: draft({ date: '2033-01-05', taskId: closedTask, timesheetTaskId: null }),
      closedProject: draft({ date: '2033-01-05', projectId: closed, timesheetTaskId: null }),
      deletedTask: draft({ date: '2033-01-05', taskId: deletedTask, timesheetTaskId: null }),
      tasksOnly: draft({ date: '2033-01-05', projectId: tasksOnly, timesheetTaskId: null }),
      noteMissing: draft({ date: '2033-01-05', projectId: noted, timesheetTaskId: null }),
      retired: draft({ date: '2033-01-05', timesheetTaskId: retired[0]?.id ?? 0 }),
      neither: draft({ date: '2033-01-05', timesheetTaskId: null }),
      both: draft({ date: '2033-01-05', projectId: open }),
      zero: draft({ date: '2033-01-05', minutes: 0 }),
      badDate: draft({ date: '2033-02-30' }),
    };
    const problems = await inBatch(admin, (batch) => batch.check([...good, ...Object.values(bad)]));
    for (const d of good) expect(fieldsOf(problems, d), `row ${d.row}`).toEqual([]);
    const expected: Record<keyof typeof bad, [string, RegExp]> = {
      unknownUser: ['userId', /Unknown user/],
      disabledUser: ['userId', /Unknown user/],
      externalUser: ['userId', /Unknown user/],
      lockedDay: ['date', /^Timesheets are locked up to 2033-01-10: 2033-01-10 cannot be changed$/],
      approvedWeek: ['date', /^The week of 2033-02-07 is approved and locked: 2033-02-09/],
      submittedWeek: ['date', /^The week of 2033-02-14 is submitted for approval: 2033-02-18/],
      unknownTask: ['taskId', /^Unknown task$/],
      closedTask: ['taskId', /does not take time entries \(timesheet setting loggingAllowed\)/],
      closedProject: ['projectId', /does not take time entries/],
      deletedTask: ['taskId', /^Unknown project$/],
      tasksOnly: ['projectId', /on its tasks only \(timesheet setting logTarget\)/],
      noteMissing: ['note', /needs a note/],
      retired: ['timesheetTaskId', /no longer in use/],
      neither: ['taskId', /Choose a task/],
      both: ['timesheetTaskId', /one thing only/],
      zero: ['minutes', /More than 0 minutes/],
      badDate: ['date', /./],
    };
    for (const [name, [field, message]] of Object.entries(expected)) {
      const d = bad[name as keyof typeof bad];
      const mine = problems.filter((p) => p.row === d.row);
      expect(
        mine.map((p) => p.field),
        name,
      ).toEqual([field]);
      expect(mine[0]?.message, name).toMatch(message);
    }
  });

  it('counts the day cap across the time stored and the batch earlier drafts, checked or written', async () => {
    const logged = await server.call<TimeEntry & ErrorBody>(
      'admin',
      'POST',
      '/api/timesheet/entries',
      { date: '2033-03-01', timesheetTaskId: internalTask, minutes: 1000 },
    );
    expect(logged.status, logged.text).toBe(201);
    await inBatch(admin, async (batch) => {
      const [fits, over] = [
        draft({ date: '2033-03-01', minutes: 440 }),
        draft({ date: '2033-03-01', minutes: 1 }),
      ];
      const problems = await batch.check([fits, over]);
      expect(problems).toEqual([
        {
          row: over.row,
          field: 'minutes',
          message: 'At most 24 hours a day: 2033-03-01 already has 1440 minutes, 0 more fit',
        },
      ]);
      // Across chunks: the first chunk's drafts count, checked...
      const a = draft({ date: '2033-03-02', minutes: 900 });
      expect(await batch.check([a])).toEqual([]);
      const b = draft({ date: '2033-03-02', minutes: 600 });
      expect(fieldsOf(await batch.check([b]), b)).toEqual(['minutes']);
      // ...and written (counted once: from the database, no longer as pending).
      await batch.write([a]);
      const c = draft({ date: '2033-03-02', minutes: 540 });
      expect(await batch.check([c])).toEqual([]);
      const d = draft({ date: '2033-03-02', minutes: 1 });
      expect(fieldsOf(await batch.check([d]), d)).toEqual(['minutes']);
    });
  });

  it("refuses to update an entry an invoice bills, or another person's, naming the row", async () => {
    // An issued invoice of a project of ours (its lines do not matter here: the entry's mark does).
    const [invoice] = await server
      .knex('invoices')
      .insert({
        project_id: await newProject(),
        currency: 'EUR',
        status: 'issued',
        number: `INV-IMPORT-${++counter}`,
        created_at: server.clock.now,
        updated_at: server.clock.now,
      })
      .returning<Array<{ id: number; number: string }>>(['id', 'number']);
    const made = await server.call<TimeEntry & ErrorBody>(
      'admin',
      'POST',
      '/api/timesheet/entries',
      { date: '2033-09-05', timesheetTaskId: internalTask, minutes: 30 },
    );
    expect(made.status, made.text).toBe(201);
    await server
      .knex('time_entries')
      .where({ id: made.body.id })
      .update({ invoice_id: invoice?.id });
    const billed = draft({ date: '2033-09-06', entryId: made.body.id });
    const someoneElses = draft({ date: '2033-09-06', userId: ids.member, entryId: made.body.id });
    const problems = await inBatch(admin, (batch) => batch.check([billed, someoneElses]));
    expect(problems).toEqual([
      {
        row: billed.row,
        field: 'date',
        message: `This time is billed by invoice ${invoice?.number}: it cannot be changed`,
      },
      {
        row: someoneElses.row,
        field: 'userId',
        message: `Time entry ${made.body.id} is another person's: its user cannot change`,
      },
    ]);
  });

  it('refuses another person time to an actor who may not write it, and writes nothing', async () => {
    const problems = await inBatch(member, (batch) =>
      batch.check([draft({ date: '2033-04-04', userId: ids.admin })]),
    );
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['userId', "You may not change this person's time"],
    ]);
    const count = await server.knex('time_entries').where({ date: '2033-04-04' }).count('id as n');
    expect(Number(count[0]?.n)).toBe(0);
  });
});

describe('time entry import: write and undo', () => {
  it('writes what check passed with the billable default and versions, updates by entryId, and undoes both', async () => {
    const projectId = await newProject({ ts_billable_by_default: true });
    const taskId = await newTask(projectId);
    const user = await newUser();
    const existing = await server.call<TimeEntry & ErrorBody>(
      'admin',
      'POST',
      '/api/timesheet/entries',
      { userId: user, date: '2033-05-02', taskId, minutes: 30, note: 'before' },
    );
    expect(existing.status, existing.text).toBe(201);
    const drafts = [
      draft({ date: '2033-05-03', userId: user, taskId, timesheetTaskId: null, note: ' a ' }),
      draft({
        date: '2033-05-03',
        userId: user,
        projectId,
        timesheetTaskId: null,
        billable: false,
      }),
      draft({ date: '2033-05-04', userId: user }),
      draft({
        date: '2033-05-05',
        userId: user,
        projectId,
        timesheetTaskId: null,
        minutes: 45,
        entryId: existing.body.id,
      }),
    ];
    const written = await inBatch(
      admin,
      async (batch) => {
        expect(await batch.check(drafts)).toEqual([]);
        return batch.write(drafts);
      },
      true,
    );
    expect(written.map((w) => [w.row, w.version])).toEqual(
      drafts.map((d, i) => [d.row, i < 3 ? 1 : 2]),
    );
    expect(written[3]).toMatchObject({
      id: existing.body.id,
      before: { userId: user, date: '2033-05-02', minutes: 30, taskId, projectId, note: 'before' },
    });
    const stored = await server
      .knex('time_entries')
      .whereIn(
        'id',
        written.map((w) => w.id),
      )
      .orderBy('id')
      .select(
        'id',
        'date',
        'minutes',
        'billable',
        'note',
        'version',
        'project_task_id',
        'created_by',
      );
    const byId = new Map(stored.map((s) => [Number(s.id), s]));
    expect(Boolean(byId.get(written[0]?.id ?? 0)?.billable)).toBe(true);
    expect(byId.get(written[0]?.id ?? 0)?.note).toBe('a');
    expect(Boolean(byId.get(written[1]?.id ?? 0)?.billable)).toBe(false);
    expect(Boolean(byId.get(written[2]?.id ?? 0)?.billable)).toBe(false);
    expect(byId.get(written[3]?.id ?? 0)).toMatchObject({
      date: '2033-05-05',
      minutes: 45,
      project_task_id: null,
    });
    expect(Number(byId.get(written[0]?.id ?? 0)?.created_by)).toBe(ids.admin);
    // The figures of the project follow: marked for the finance worker.
    expect(
      await server.knex('finance_recalc_queue').where({ project_id: projectId }).first(),
    ).toBeTruthy();

    // A lock on one of the days refuses the rollback, naming the date; nothing is undone.
    await lockFor(user, '2033-05-03');
    const entries = written.map(({ id, version, before }) => ({ id, version, before }));
    const refused = await server.knex
      .transaction((trx) => undoImportedEntries(trx, server.deps, admin, entries))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(409);
    expect((refused as AppError).message).toBe(
      'Rolling back this import would remove time on locked days or in submitted or approved weeks: 2033-05-02, 2033-05-03. Lift the locks or reopen the weeks first',
    );
    expect((refused as AppError).errors).toEqual({
      dates: [
        '2033-05-02: timesheets are locked up to 2033-05-03',
        '2033-05-03: timesheets are locked up to 2033-05-03',
      ],
    });
    await server.knex('timesheet_locks').where({ user_id: user }).delete();

    // An approved week (that of every day here, the one an update is put back on too) refuses it.
    await setWeek(user, '2033-05-02', 'approved');
    const approved = await server.knex
      .transaction((trx) => undoImportedEntries(trx, server.deps, admin, entries))
      .then(
        () => null,
        (error: unknown) => error as AppError,
      );
    expect(approved?.errors).toEqual({
      dates: ['2033-05-02', '2033-05-03', '2033-05-04', '2033-05-05'].map(
        (date) => `${date}: the week of 2033-05-02 is approved and locked`,
      ),
    });
    await server.knex('timesheet_weeks').where({ user_id: user }).delete();

    // An entry changed since the import refuses it, naming the entry.
    const stale = entries.map((e, i) => (i === 2 ? { ...e, version: e.version + 1 } : e));
    const changed = await server.knex
      .transaction((trx) => undoImportedEntries(trx, server.deps, admin, stale))
      .then(
        () => null,
        (error: unknown) => error as AppError,
      );
    expect(changed?.status).toBe(409);
    expect(changed?.errors).toEqual({ entries: [String(written[2]?.id)] });

    await server.knex.transaction((trx) => undoImportedEntries(trx, server.deps, admin, entries));
    const left = await server.knex('time_entries').where({ user_id: user }).select('*');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      id: existing.body.id,
      date: '2033-05-02',
      minutes: 30,
      note: 'before',
    });
    expect(Number(left[0]?.project_task_id)).toBe(taskId);
    expect(Number(left[0]?.version)).toBe(3);
  });

  it("queues each written entry's event for the webhooks that want it", async () => {
    const projectId = await newProject();
    const other = await newProject();
    const drafts = [
      draft({ date: '2033-08-01', projectId, timesheetTaskId: null }),
      draft({ date: '2033-08-01', projectId: other, timesheetTaskId: null }),
      draft({ date: '2033-08-02', projectId, timesheetTaskId: null, minutes: 15 }),
    ];
    await inBatch(admin, async (batch, trx) => {
      await trx('webhooks').insert({
        url: 'https://example.com/hook',
        events: ',time-entry.created,',
        project_id: projectId,
        secret_sealed: 'sealed',
        created_by: ids.admin,
        created_at: server.clock.now,
        updated_at: server.clock.now,
      });
      const written = await batch.write(drafts);
      const events = await trx('webhook_events').orderBy('id').select('type', 'payload');
      expect(events.map((e) => e.type)).toEqual(['time-entry.created', 'time-entry.created']);
      expect(events.map((e) => JSON.parse(String(e.payload)) as unknown)).toEqual([
        expect.objectContaining({
          actor: { id: ids.admin, name: DEMO_ACCOUNTS.admin.name },
          data: expect.objectContaining({ id: written[0]?.id, projectId, version: 1, minutes: 60 }),
        }),
        expect.objectContaining({
          data: expect.objectContaining({ id: written[2]?.id, projectId, minutes: 15 }),
        }),
      ]);
    });
  });

  it('refuses to write a draft that does not pass, naming its row, and writes none of the call', async () => {
    const user = await newUser();
    await lockFor(user, '2033-06-30');
    const good = draft({ date: '2033-07-01', userId: user });
    const locked = draft({ date: '2033-06-01', userId: user });
    const error = await inBatch(admin, (batch) =>
      batch.write([good, locked]).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).message).toMatch(
      new RegExp(`^Row ${locked.row}: Timesheets are locked`),
    );
  });
});

describe('time entry import: 100,000 drafts', () => {
  it('checks 100,000 drafts (a dry run), then checks and writes them in chunks of 1,000 in one transaction', async () => {
    const USERS = 50;
    const TOTAL = 100_000;
    const CHUNK = 1_000;
    const projectId = await newProject();
    const tasks: number[] = [];
    for (let i = 0; i < 20; i++) tasks.push(await newTask(projectId));
    const users: number[] = [];
    for (let i = 0; i < USERS; i++) users.push(await newUser());
    /** The i-th draft: users in turn, four an hour-long entry a day each, from 2034-01-02. */
    const draftAt = (i: number): TimeEntryDraft => {
      const user = i % USERS;
      const day = Math.floor(i / (USERS * 4));
      const date = new Date(Date.UTC(2034, 0, 2 + day)).toISOString().slice(0, 10);
      const kind = i % 3;
      return {
        row: i + 2,
        userId: users[user] as number,
        date,
        minutes: 60,
        projectId: kind === 1 ? projectId : null,
        taskId: kind === 0 ? (tasks[i % tasks.length] as number) : null,
        timesheetTaskId: kind === 2 ? internalTask : null,
        note: `Imported row ${i + 2}`,
        billable: undefined,
      };
    };
    const gc = runInNewContext('gc') as () => void;
    /** Live heap (after a full collection), the time it takes left out of the timing. */
    const liveHeap = () => {
      const paused = performance.now();
      gc();
      const used = process.memoryUsage().heapUsed;
      gcMs += performance.now() - paused;
      return used;
    };
    let gcMs = 0;
    const heapBefore = liveHeap();
    let peakHeap = heapBefore;
    // The dry run first: every chunk checked, nothing written (its pending minutes are kept for the cap).
    const dryStarted = performance.now();
    let dryPeakHeap = heapBefore;
    await inBatch(admin, async (batch) => {
      for (let start = 0; start < TOTAL; start += CHUNK) {
        const chunk = Array.from({ length: CHUNK }, (_, j) => draftAt(start + j));
        expect(await batch.check(chunk)).toEqual([]);
        if ((start / CHUNK) % 10 === 9) dryPeakHeap = Math.max(dryPeakHeap, liveHeap());
      }
    });
    const dryMs = performance.now() - dryStarted - gcMs;
    gcMs = 0;
    const memoryBefore = process.memoryUsage();
    let peakRss = memoryBefore.rss;
    const started = performance.now();
    let checkMs = 0;
    let written = 0;
    await inBatch(
      admin,
      async (batch) => {
        for (let start = 0; start < TOTAL; start += CHUNK) {
          const chunk = Array.from({ length: CHUNK }, (_, j) => draftAt(start + j));
          const checkStarted = performance.now();
          const problems = await batch.check(chunk);
          checkMs += performance.now() - checkStarted;
          expect(problems).toEqual([]);
          written += (await batch.write(chunk)).length;
          peakRss = Math.max(peakRss, process.memoryUsage().rss);
          if ((start / CHUNK) % 10 === 9) peakHeap = Math.max(peakHeap, liveHeap());
        }
      },
      true,
    );
    const totalMs = performance.now() - started - gcMs;
    const count = await server.knex('time_entries').whereIn('user_id', users).count('id as n');
    expect(Number(count[0]?.n)).toBe(TOTAL);
    expect(written).toBe(TOTAL);
    // What the triggers keep followed the multi-row inserts: each task's minutes, each week's.
    const taskMinutes = await server.knex('tasks').whereIn('id', tasks).sum('logged_minutes as m');
    expect(Number(taskMinutes[0]?.m)).toBe(Math.ceil(TOTAL / 3) * 60);
    const weekMinutes = await server
      .knex('workload_week_logged')
      .whereIn('user_id', users)
      .sum('minutes as m');
    expect(Number(weekMinutes[0]?.m)).toBe(Math.round((TOTAL * 2) / 3) * 60);
    const heapGrowthMb = (peakHeap - heapBefore) / 2 ** 20;
    const rssGrowthMb = (peakRss - memoryBefore.rss) / 2 ** 20;
    console.log(
      `[time entry import] ${process.env.KEEL_TEST_DB}: 100,000 drafts checked and written in ${(totalMs / 1000).toFixed(1)} s ` +
        `(check ${(checkMs / 1000).toFixed(1)} s, write ${((totalMs - checkMs) / 1000).toFixed(1)} s); ` +
        `peak RSS growth ${rssGrowthMb.toFixed(0)} MB, peak live heap growth ${heapGrowthMb.toFixed(0)} MB; ` +
        `dry run (check only) ${(dryMs / 1000).toFixed(1)} s, peak live heap growth ${((dryPeakHeap - heapBefore) / 2 ** 20).toFixed(0)} MB`,
    );
    expect(totalMs).toBeLessThan(60_000);
    expect(heapGrowthMb).toBeLessThan(100);
    expect(dryPeakHeap - heapBefore).toBeLessThan(100 * 2 ** 20);
  }, 600_000);
});
