import { DEMO_ACCOUNTS } from '../../demo/demo-workspace';
import type { Example, Who } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertExportTemplate } from './export-templates.repository';
import { insertEntry } from './time-entries.repository';
import { insertLock } from './timesheet-locks.repository';
import { insertTimesheetTask } from './timesheet-tasks.repository';
import { insertWeek } from './timesheet-weeks.repository';

/**
 * Example requests of the timesheet routes for the authorization matrix and
 * the security battery: each call gets fresh records of the caller's (an
 * entry on a day of its own, a week of its own), so no example meets the
 * per-day cap or a lock another example made. Locks are set in 2001, long
 * before any example's entries (2031 onwards).
 */

let counter = 0;
const DAY_MS = 86_400_000;

/** A day of its own for every example (from 2031-01-01 on). */
function freshDay(): string {
  return new Date(Date.UTC(2031, 0, 1) + ++counter * DAY_MS).toISOString().slice(0, 10);
}

/** A Monday of its own for every example (from 2035 on). */
function freshMonday(): string {
  // 2035-01-01 is a Monday.
  return new Date(Date.UTC(2035, 0, 1) + ++counter * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** A lock date no example used yet: a second identical lock is refused (409). */
function freshLockDate(): string {
  return new Date(Date.UTC(2001, 0, 1) + ++counter * DAY_MS).toISOString().slice(0, 10);
}

async function userIdOf(server: TestServer, who: Who): Promise<number> {
  return server.idOf('users', { email: DEMO_ACCOUNTS[who === 'signedOut' ? 'pm' : who].email });
}

async function internalTaskId(server: TestServer): Promise<number> {
  return server.idOf('timesheet_tasks', { kind: 'internal' });
}

/** An entry of the caller's (the pm's for stakeholders and the signed-out, who may not have one). */
async function ownEntry(server: TestServer, who: Who): Promise<number> {
  const userId = await userIdOf(server, who === 'stakeholder' ? 'pm' : who);
  return insertEntry(
    server.knex,
    {
      userId,
      createdBy: userId,
      date: freshDay(),
      projectId: null,
      taskId: null,
      timesheetTaskId: await internalTaskId(server),
      minutes: 30,
      note: 'Matrix entry',
      billable: false,
    },
    server.clock.now,
  );
}

/** A submitted week of someone the caller may approve (the member's; the admin approves). */
async function submittedWeek(server: TestServer) {
  const userId = await userIdOf(server, 'member');
  const weekStart = freshMonday();
  await insertWeek(server.knex, { userId, weekStart, submittedBy: userId }, server.clock.now);
  return { userId, weekStart };
}

/** An export template to change, delete or run (made by the admin). */
async function exportTemplate(server: TestServer, format: 'csv' | 'xlsx' = 'csv'): Promise<number> {
  return insertExportTemplate(
    server.knex,
    {
      name: `Matrix export template ${++counter}`,
      format,
      columns: ['date', 'user', 'hours', 'cost'],
      filters: { userIds: [], teamIds: [], projectIds: [], billable: 'all' },
    },
    await userIdOf(server, 'admin'),
    server.clock.now,
  );
}

/** The member's employee record (a time-in-lieu account), made once. */
async function memberAccount(server: TestServer): Promise<number> {
  const userId = await userIdOf(server, 'member');
  if (!(await server.knex('employees').where({ user_id: userId }).first('id')))
    await server.knex('employees').insert({
      user_id: userId,
      standard_minutes_per_day: 450,
      working_days: '[1,2,3,4,5]',
      employment_start: '2024-01-01',
      created_at: server.clock.now,
      updated_at: server.clock.now,
    });
  return userId;
}

export const TIMESHEET_MATRIX_EXAMPLES: Record<string, Example> = {
  'GET /api/timesheet/entries': async () => ({ query: { from: '2031-01-01', to: '2031-01-31' } }),
  'POST /api/timesheet/entries': async (_who, server) => ({
    body: { date: freshDay(), timesheetTaskId: await internalTaskId(server), minutes: 15 },
  }),
  'PUT /api/timesheet/entries/{entryId}': async (who, server) => ({
    params: { entryId: await ownEntry(server, who) },
    body: {
      date: freshDay(),
      timesheetTaskId: await internalTaskId(server),
      minutes: 45,
      note: 'Moved by the matrix',
      version: 1,
    },
  }),
  'DELETE /api/timesheet/entries/{entryId}': async (who, server) => ({
    params: { entryId: await ownEntry(server, who) },
    query: { version: '1' },
  }),
  'POST /api/timesheet/locks': async () => ({ body: { lockDate: freshLockDate() } }),
  'DELETE /api/timesheet/locks/{lockId}': async (_who, server) => ({
    params: {
      lockId: await insertLock(
        server.knex,
        {
          lockDate: freshLockDate(),
          userId: null,
          teamId: null,
          createdBy: await userIdOf(server, 'admin'),
        },
        server.clock.now,
      ),
    },
    query: { version: '1' },
  }),
  'GET /api/timesheet/weeks/{userId}/{weekStart}': async (who, server) => ({
    params: { userId: await userIdOf(server, who), weekStart: freshMonday() },
  }),
  'POST /api/timesheet/weeks/{userId}/{weekStart}/submit': async (who, server) => ({
    params: { userId: await userIdOf(server, who), weekStart: freshMonday() },
    body: { version: null },
  }),
  'POST /api/timesheet/weeks/{userId}/{weekStart}/approve': async (_who, server) => ({
    params: await submittedWeek(server),
    body: { version: 1, comment: 'Looks right' },
  }),
  'POST /api/timesheet/weeks/{userId}/{weekStart}/reject': async (_who, server) => ({
    params: await submittedWeek(server),
    body: { version: 1, comment: 'Tuesday is missing' },
  }),
  // A submitted week of the member's: the admin decides everyone's, the pm leads the member's team.
  'POST /api/timesheet/approvals/decide': async (_who, server) => ({
    body: {
      decision: 'approve',
      comment: '',
      weeks: [{ ...(await submittedWeek(server)), version: 1 }],
    },
  }),
  // Every user may withdraw their own submitted week.
  'POST /api/timesheet/weeks/{userId}/{weekStart}/reopen': async (who, server) => {
    const userId = await userIdOf(server, who);
    const weekStart = freshMonday();
    await insertWeek(server.knex, { userId, weekStart, submittedBy: userId }, server.clock.now);
    return { params: { userId, weekStart }, body: { version: 1 } };
  },
  'POST /api/timesheet/tasks': async () => ({
    body: { name: `Matrix timesheet task ${++counter}`, kind: 'other' },
  }),
  'PUT /api/timesheet/tasks/{timesheetTaskId}': async (_who, server) => ({
    params: {
      timesheetTaskId: await insertTimesheetTask(
        server.knex,
        { name: `Matrix task to rename ${++counter}`, kind: 'other' },
        server.clock.now,
      ),
    },
    body: { name: `Matrix renamed ${++counter}`, active: false, version: 1 },
  }),
  'GET /api/timesheet/time-in-lieu/{userId}/adjustments': async (who, server) => ({
    params: { userId: await userIdOf(server, who) },
  }),
  'POST /api/timesheet/time-in-lieu/{userId}/adjustments': async (_who, server) => ({
    params: { userId: await memberAccount(server) },
    body: { minutes: 60, reason: 'Matrix correction' },
  }),
  'POST /api/timesheet/export-templates': async () => ({
    body: {
      name: `Matrix export template ${++counter}`,
      format: 'csv',
      columns: ['date', 'hours'],
    },
  }),
  'PUT /api/timesheet/export-templates/{templateId}': async (_who, server) => ({
    params: { templateId: await exportTemplate(server) },
    body: {
      name: `Matrix export template ${++counter}`,
      format: 'xlsx',
      columns: ['hours', 'date'],
      version: 1,
    },
  }),
  'DELETE /api/timesheet/export-templates/{templateId}': async (_who, server) => ({
    params: { templateId: await exportTemplate(server) },
    query: { version: '1' },
  }),
  'GET /api/timesheet/export-templates/{templateId}/run': async (_who, server) => ({
    params: { templateId: await exportTemplate(server, 'xlsx') },
    query: { from: '2031-01-01', to: '2031-12-31' },
  }),
};
