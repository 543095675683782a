import type {
  ErrorBody,
  Page,
  TimeEntry,
  TimesheetApproval,
  TimesheetApprovalDecision,
  TimesheetWeek,
} from '@keel/types';
import { addDays } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { startTestServer, type TestServer } from '../../test/test-server';
import { insertUser } from '../auth/accounts.repository';
import { sendWeekReminders } from './timesheet-reminders.service';

/*
 * The approvals inbox, its notifications and the reminders (issue 30 items 2
 * and 3; README "Approvals inbox"), on SQLite and PostgreSQL. The demo's
 * teams: Delivery (led by Pat, the pm: Pat and Max, the member), Design (no
 * lead: Max) and Finance (no lead: Fin). The server has SMTP configured (no
 * worker runs): every notification of an active user also writes its mail.
 */

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let internalTask: number;

beforeAll(async () => {
  server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  ids = await server.demoUserIds();
  internalTask = await server.idOf('timesheet_tasks', { kind: 'internal' });
});
afterAll(async () => {
  await server.close();
});

let mondays = 0;
/** A Monday of its own for each week a test uses (from 2041 on: 2041-01-07 is a Monday). */
function freshMonday(): string {
  return addDays('2041-01-07', 7 * ++mondays);
}

async function logInternal(who: DemoAccountKey, date: string, minutes: number): Promise<void> {
  const logged = await server.call<TimeEntry>(who, 'POST', '/api/timesheet/entries', {
    date,
    timesheetTaskId: internalTask,
    minutes,
  });
  expect(logged.status, logged.text).toBe(201);
}

/** `who` submits their own week. */
async function submit(who: DemoAccountKey, weekStart: string): Promise<TimesheetWeek> {
  const submitted = await server.call<TimesheetWeek>(
    who,
    'POST',
    `/api/timesheet/weeks/${ids[who]}/${weekStart}/submit`,
    { version: null },
  );
  expect(submitted.status, submitted.text).toBe(200);
  return submitted.body;
}

const inbox = (who: DemoAccountKey, query = '') =>
  server.call<Page<TimesheetApproval> & ErrorBody>(
    who,
    'GET',
    `/api/timesheet/approvals?pageSize=200${query}`,
  );

const decide = (who: DemoAccountKey, body: Record<string, unknown>) =>
  server.call<TimesheetApprovalDecision & ErrorBody>(
    who,
    'POST',
    '/api/timesheet/approvals/decide',
    body,
  );

async function statusOf(who: DemoAccountKey, weekStart: string): Promise<string> {
  const week = await server.call<TimesheetWeek>(
    'admin',
    'GET',
    `/api/timesheet/weeks/${ids[who]}/${weekStart}`,
  );
  return week.body.status;
}

async function notificationsOf(who: DemoAccountKey, kind: string) {
  return server
    .knex('notifications')
    .where({ user_id: ids[who], kind })
    .orderBy('id')
    .select<Array<{ id: number; text: string; link: string | null }>>('id', 'text', 'link');
}

describe('the approvals inbox', () => {
  it("lists a lead's team members' submitted weeks only, oldest first, with totals against expected hours", async () => {
    const older = freshMonday();
    const newer = freshMonday();
    // Max: 7.5 h a day, Monday to Friday; a holiday on the older week's Wednesday.
    const holiday = await server.call('admin', 'POST', '/api/holidays', {
      date: addDays(older, 2),
      name: 'Approvals test holiday',
    });
    expect(holiday.status, holiday.text).toBe(201);
    await logInternal('member', older, 480);
    await logInternal('member', addDays(older, 1), 240);
    await logInternal('member', addDays(older, 6), 30);
    await logInternal('member', addDays(older, 7), 60); // the next week: not counted
    await submit('member', newer);
    await submit('member', older);
    await submit('finance', older);
    await submit('pm', older);
    await submit('admin', older);

    const pat = await inbox('pm');
    expect(pat.status, pat.text).toBe(200);
    // Pat leads Delivery (Pat and Max): Max's weeks, never Fin's (no team of Pat's), never Pat's own.
    expect(new Set(pat.body.items.map((item) => item.user.id))).toEqual(new Set([ids.member]));
    const mine = pat.body.items.filter(
      (item) => item.weekStart === older || item.weekStart === newer,
    );
    expect(mine.map((item) => item.weekStart)).toEqual([older, newer]);
    expect(mine[0]).toEqual({
      user: expect.objectContaining({ id: ids.member, name: 'Max Member' }),
      weekStart: older,
      weekEnd: addDays(older, 6),
      status: 'submitted',
      comment: '',
      totalMinutes: 480 + 240 + 30,
      expectedMinutes: 4 * 450,
      submittedAt: expect.any(String),
      version: 1,
    });
    expect(mine[1]).toMatchObject({ totalMinutes: 60, expectedMinutes: 5 * 450 });

    // The administrator decides everyone's weeks but their own.
    const ada = await inbox('admin');
    expect(ada.status).toBe(200);
    const adasOlder = ada.body.items.filter((item) => item.weekStart === older);
    expect(adasOlder.map((item) => item.user.id).sort()).toEqual(
      [ids.member, ids.finance, ids.pm].sort(),
    );
    expect(ada.body.items.some((item) => item.user.id === ids.admin)).toBe(false);
  });

  it('answers 403 to whoever decides no weeks, and 400 naming an unknown status or parameter', async () => {
    for (const who of ['member', 'finance', 'stakeholder'] as const)
      expect((await inbox(who)).status, who).toBe(403);
    const unknownStatus = await inbox('pm', '&status=open');
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.body.errors).toHaveProperty(['status']);
    const unknownParameter = await inbox('pm', '&team=1');
    expect(unknownParameter.status).toBe(400);
    expect(unknownParameter.body.errors).toHaveProperty(['team']);
  });

  it('pages, and lists decided weeks by status', async () => {
    const weeks = [freshMonday(), freshMonday(), freshMonday()];
    for (const week of weeks) await submit('member', week);
    const page = await server.call<Page<TimesheetApproval>>(
      'pm',
      'GET',
      '/api/timesheet/approvals?pageSize=2&page=1',
    );
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    const approved = await decide('pm', {
      decision: 'approve',
      comment: '',
      weeks: [{ userId: ids.member, weekStart: weeks[0], version: 1 }],
    });
    expect(approved.status, approved.text).toBe(200);
    const decided = await inbox('pm', '&status=approved');
    expect(decided.body.items.find((item) => item.weekStart === weeks[0])).toMatchObject({
      status: 'approved',
      version: 2,
    });
    expect((await inbox('pm')).body.items.some((item) => item.weekStart === weeks[0])).toBe(false);
  });
});

describe('single-week decisions by a team lead', () => {
  it("lets the lead approve and reject their team members' weeks, and nobody else's", async () => {
    const week = freshMonday();
    await submit('member', week);
    await submit('finance', week);
    await submit('pm', week);
    const approve = (who: DemoAccountKey, owner: DemoAccountKey) =>
      server.call<TimesheetWeek & ErrorBody>(
        who,
        'POST',
        `/api/timesheet/weeks/${ids[owner]}/${week}/approve`,
        { version: 1 },
      );
    // Fin is in no team of Pat's; Pat's own week is someone else's to decide.
    expect((await approve('pm', 'finance')).status).toBe(403);
    expect((await approve('pm', 'pm')).status).toBe(403);
    expect((await approve('member', 'pm')).status).toBe(403);
    const approved = await approve('pm', 'member');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: { id: ids.pm } });

    const other = freshMonday();
    await submit('member', other);
    const rejected = await server.call<TimesheetWeek>(
      'pm',
      'POST',
      `/api/timesheet/weeks/${ids.member}/${other}/reject`,
      { version: 1, comment: 'Thursday is missing' },
    );
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.status).toBe('rejected');
  });
});

describe('bulk decisions', () => {
  it('approves many weeks at once and answers them as the inbox lists them', async () => {
    const weeks = [freshMonday(), freshMonday()];
    for (const week of weeks) await submit('member', week);
    const decided = await decide('pm', {
      decision: 'approve',
      comment: 'Fine',
      weeks: weeks.map((weekStart) => ({ userId: ids.member, weekStart, version: 1 })),
    });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body.items.map((item) => [item.weekStart, item.status, item.version])).toEqual([
      [weeks[0], 'approved', 2],
      [weeks[1], 'approved', 2],
    ]);
    // An approved week is locked for its user.
    const locked = await server.call<ErrorBody>('member', 'POST', '/api/timesheet/entries', {
      date: weeks[0],
      timesheetTaskId: internalTask,
      minutes: 30,
    });
    expect(locked.status).toBe(409);
  });

  it('decides nothing when one week is stale: 409 naming it', async () => {
    const weeks = [freshMonday(), freshMonday(), freshMonday()];
    for (const week of weeks) await submit('member', week);
    const stale = await decide('pm', {
      decision: 'reject',
      comment: 'Please split the meetings',
      weeks: weeks.map((weekStart, index) => ({
        userId: ids.member,
        weekStart,
        version: index === 1 ? 7 : 1,
      })),
    });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.errors).toEqual({
      'weeks.1': [expect.stringContaining(`The week of ${weeks[1]}`)],
    });
    expect(stale.body.message).toContain(weeks[1]);
    expect(stale.body.current).toMatchObject({ weekStart: weeks[1], version: 1 });
    for (const week of weeks) expect(await statusOf('member', week)).toBe('submitted');

    // A week already decided is a 409 naming it too, and the others stay as they were.
    const [first] = weeks as [string];
    expect(
      (
        await decide('pm', {
          decision: 'approve',
          comment: '',
          weeks: [{ userId: ids.member, weekStart: first, version: 1 }],
        })
      ).status,
    ).toBe(200);
    const again = await decide('pm', {
      decision: 'approve',
      comment: '',
      weeks: [
        { userId: ids.member, weekStart: weeks[2], version: 1 },
        { userId: ids.member, weekStart: first, version: 2 },
      ],
    });
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.errors ?? {})).toEqual(['weeks.1']);
    expect(await statusOf('member', weeks[2] as string)).toBe('submitted');
  });

  it("refuses, whole, a decision over a week that is not the caller's to decide (403 naming it)", async () => {
    const week = freshMonday();
    await submit('member', week);
    await submit('finance', week);
    const refused = await decide('pm', {
      decision: 'approve',
      comment: '',
      weeks: [
        { userId: ids.member, weekStart: week, version: 1 },
        { userId: ids.finance, weekStart: week, version: 1 },
      ],
    });
    expect(refused.status).toBe(403);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['weeks.1']);
    expect(await statusOf('member', week)).toBe('submitted');
    const member = await decide('member', {
      decision: 'approve',
      comment: '',
      weeks: [{ userId: ids.finance, weekStart: week, version: 1 }],
    });
    expect(member.status).toBe(403);
  });

  it('answers 400 naming the field: a rejection without a reason, a duplicate, an unknown key', async () => {
    const week = freshMonday();
    const ref = { userId: ids.member, weekStart: week, version: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ decision: 'reject', comment: '  ', weeks: [ref] }, 'comment'],
      [{ decision: 'approve', weeks: [ref, ref] }, 'weeks.1'],
      [{ decision: 'approve', weeks: [] }, 'weeks'],
      [{ decision: 'maybe', weeks: [ref] }, 'decision'],
      [
        { decision: 'approve', weeks: [{ ...ref, weekStart: addDays(week, 1) }] },
        'weeks.0.weekStart',
      ],
      [{ decision: 'approve', weeks: [{ ...ref, version: undefined }] }, 'weeks.0.version'],
      [{ decision: 'approve', weeks: [ref], notify: false }, 'notify'],
      [{ decision: 'approve', weeks: [{ ...ref, note: 'x' }] }, 'weeks.0.note'],
    ];
    for (const [body, field] of cases) {
      const refused = await decide('pm', body);
      expect(refused.status, `${field}: ${refused.text}`).toBe(400);
      expect(refused.body.errors, field).toHaveProperty([field]);
    }
  });
});

describe('who is told', () => {
  it("tells a team member's week's lead when it is submitted, and its submitter when it is decided, in the app and by mail", async () => {
    const week = freshMonday();
    const patBefore = (await notificationsOf('pm', 'timesheetSubmitted')).length;
    const adaBefore = (await notificationsOf('admin', 'timesheetSubmitted')).length;
    await submit('member', week);
    const pat = await notificationsOf('pm', 'timesheetSubmitted');
    expect(pat.slice(patBefore)).toEqual([
      {
        id: expect.any(Number),
        text: `Max Member submitted the week of ${week} for approval`,
        link: '/timesheet/approvals',
      },
    ]);
    // Max's week has a lead who decides it: the administrator is not told.
    expect(await notificationsOf('admin', 'timesheetSubmitted')).toHaveLength(adaBefore);
    const mail = await server
      .knex('mail_outbox')
      .where({ to_address: 'pm@example.com' })
      .orderBy('id', 'desc')
      .first<{ subject: string } | undefined>('subject');
    expect(mail?.subject).toBe(`Keel: Max Member submitted the week of ${week} for approval`);

    const maxBefore = (await notificationsOf('member', 'timesheetDecided')).length;
    const rejected = await decide('pm', {
      decision: 'reject',
      comment: 'Wednesday looks short',
      weeks: [{ userId: ids.member, weekStart: week, version: 1 }],
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect((await notificationsOf('member', 'timesheetDecided')).slice(maxBefore)).toEqual([
      {
        id: expect.any(Number),
        text: `Pat Manager rejected your week of ${week}: “Wednesday looks short”`,
        link: `/timesheet?week=${week}`,
      },
    ]);
  });

  it('tells the workspace approvers when no team lead decides the week', async () => {
    const week = freshMonday();
    const before = (await notificationsOf('admin', 'timesheetSubmitted')).length;
    const patBefore = (await notificationsOf('pm', 'timesheetSubmitted')).length;
    await submit('finance', week);
    expect((await notificationsOf('admin', 'timesheetSubmitted')).slice(before)).toMatchObject([
      { text: `Fin Ance submitted the week of ${week} for approval` },
    ]);
    expect(await notificationsOf('pm', 'timesheetSubmitted')).toHaveLength(patBefore);
  });
});

describe('reminders of weeks still open', () => {
  it('reminds each owner of a week still open two days after it ended, once, however often and wherever the job runs', async () => {
    const week = freshMonday();
    await submit('member', week);
    // Tuesday after the week: not due yet for it (the week before is).
    const tuesday = Date.parse(`${addDays(week, 8)}T12:00:00Z`);
    expect(
      (await sendWeekReminders(server.knex, { now: tuesday, timeZone: 'UTC' })).weekStart,
    ).toBe(addDays(week, -7));
    // Wednesday 00:30 in Berlin is still Tuesday in UTC: the workspace's day counts.
    const berlinWednesday = Date.parse(`${addDays(week, 8)}T23:30:00Z`);
    const runs = await Promise.all([
      sendWeekReminders(server.knex, { now: berlinWednesday, timeZone: 'Europe/Berlin' }),
      sendWeekReminders(server.knex, { now: berlinWednesday, timeZone: 'Europe/Berlin' }),
    ]);
    expect(runs.map((run) => run.weekStart)).toEqual([week, week]);
    const reminded = runs.flatMap((run) => run.reminded).sort((a, b) => a - b);
    // Everyone internal but Max, who submitted; never the stakeholder.
    expect(reminded).toEqual(expect.arrayContaining([ids.admin, ids.pm, ids.finance]));
    expect(reminded).not.toContain(ids.member);
    expect(reminded).not.toContain(ids.stakeholder);
    expect(new Set(reminded).size).toBe(reminded.length);

    const later = await sendWeekReminders(server.knex, {
      now: Date.parse(`${addDays(week, 11)}T09:00:00Z`),
      timeZone: 'UTC',
    });
    expect(later).toEqual({ weekStart: week, reminded: [] });
    const patReminders = (await notificationsOf('pm', 'timesheetReminder')).filter((n) =>
      n.text.includes(week),
    );
    expect(patReminders).toEqual([
      {
        id: expect.any(Number),
        text: `Your week of ${week} is still open: fill it in and submit it for approval`,
        link: `/timesheet?week=${week}`,
      },
    ]);
  });

  it('reminds a workspace of 600 people with open weeks in one run (more than one insert of SQLite holds)', async () => {
    const week = freshMonday();
    const created = Date.parse(`${addDays(week, -30)}T00:00:00Z`);
    const people: number[] = [];
    await server.knex.transaction(async (trx) => {
      for (let i = 0; i < 600; i += 1)
        people.push(
          await insertUser(
            trx,
            { email: `reminded.${week}.${i}@example.com`, name: `Reminded ${i}`, status: 'active' },
            created,
          ),
        );
    });
    const run = await sendWeekReminders(server.knex, {
      now: Date.parse(`${addDays(week, 9)}T09:00:00Z`),
      timeZone: 'UTC',
    });
    expect(run.weekStart).toBe(week);
    expect(run.reminded).toEqual(expect.arrayContaining(people));
    expect(new Set(run.reminded).size).toBe(run.reminded.length);
    // Each of them once: a second run finds every reminder recorded.
    const again = await sendWeekReminders(server.knex, {
      now: Date.parse(`${addDays(week, 10)}T09:00:00Z`),
      timeZone: 'UTC',
    });
    expect(again).toEqual({ weekStart: week, reminded: [] });
  });
});
