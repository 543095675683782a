import {
  addDays,
  type CalendarFeedCreated,
  type CalendarFeedState,
  type Project,
} from '@keel/types';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dateInTimeZone } from '../../lib/dates';
import { loggedUrl } from '../../lib/request-log';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { addProjectMember, createProject, postCreated } from '../projects/projects.test-fixtures';

let server: TestServer;
let ids: Record<DemoAccountKey, number>;

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
});

const FEED = '/api/users/current/calendar-feed';
let counter = 0;

/** Today in the workspace time zone, as the feed counts its window from it. */
const today = () => dateInTimeZone(server.clock.now, server.config.workspaceTimeZone);

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string | null;
  description: string | null;
}

/** The feed parsed back with ical.js (a parse error fails the test): its events. */
function parse(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      description: event.description ?? null,
    };
  });
}

async function createFeed(who: DemoAccountKey): Promise<CalendarFeedCreated> {
  return postCreated<CalendarFeedCreated>(server, who, FEED, undefined);
}

async function fetchFeed(path: string) {
  return server.request('GET', path.startsWith('http') ? new URL(path).pathname : path);
}

/** A project of the pm with the member as member and the stakeholder as stakeholder. */
async function project(): Promise<Project> {
  const created = await createProject(server, { name: `Calendar project ${++counter}` });
  await addProjectMember(server, created.id, ids.member, 'member');
  await addProjectMember(server, created.id, ids.stakeholder, 'stakeholder');
  return created;
}

async function task(projectId: number, name: string, assignee: DemoAccountKey, dueDate: string) {
  return postCreated<{ id: number }>(server, 'pm', '/api/tasks', {
    projectId,
    name,
    assigneeId: ids[assignee],
    dueDate,
  });
}

async function milestone(projectId: number, name: string, dueDate: string, amount?: number) {
  return postCreated<{ id: number }>(server, 'pm', `/api/projects/${projectId}/milestones`, {
    name,
    description: 'Internal note: the client is slow to pay',
    dueDate,
    ...(amount === undefined ? {} : { financial: true, amount }),
  });
}

async function leave(who: DemoAccountKey, date: string) {
  const leaveTask = await server.idOf('timesheet_tasks', { kind: 'leave' });
  await server.knex('time_entries').insert({
    user_id: ids[who],
    date,
    timesheet_task_id: leaveTask,
    minutes: 480,
    created_at: server.clock.now,
    updated_at: server.clock.now,
  });
}

describe('calendar feeds', () => {
  it('creates a feed once, shows it without the token, and serves the member their items as RFC 5545', async () => {
    const p = await project();
    const due = addDays(today(), 10);
    const mine = await task(p.id, 'Wire the payment screen', 'member', due);
    await task(p.id, 'Someone else’s task', 'pm', due);
    await task(p.id, 'Too far ahead', 'member', addDays(today(), 400));
    const m = await milestone(p.id, 'Beta release', addDays(today(), 20), 1_500_000);
    const holidayDate = addDays(today(), 30);
    await server.call('admin', 'POST', '/api/holidays', { date: holidayDate, name: 'Harbour Day' });
    const leaveStart = addDays(today(), 40);
    await leave('member', leaveStart);
    await leave('member', addDays(leaveStart, 1));
    await leave('member', addDays(leaveStart, 2));
    await leave('pm', addDays(leaveStart, 5));

    expect((await server.call<CalendarFeedState>('member', 'GET', FEED)).body).toEqual({
      feed: null,
    });
    const created = await createFeed('member');
    expect(created.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.url.endsWith(created.path)).toBe(true);
    expect(created.lastUsedAt).toBeNull();
    const state = await server.call<CalendarFeedState>('member', 'GET', FEED);
    expect(state.body).toEqual({ feed: { createdAt: created.createdAt, lastUsedAt: null } });
    expect(state.text).not.toContain(created.path.slice('/api/calendar/'.length, -4));

    const response = await fetchFeed(created.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const events = parse(response.text);
    const ofProject = events.filter((e) => e.summary.startsWith(p.code));
    expect(ofProject.map((e) => e.summary).sort()).toEqual(
      [`${p.code} · Milestone: Beta release`, `${p.code} · Wire the payment screen`].sort(),
    );
    const taskEvent = ofProject.find((e) => e.summary.endsWith('Wire the payment screen'));
    expect(taskEvent).toMatchObject({ start: due, end: addDays(due, 1), allDay: true });
    expect(taskEvent?.url).toMatch(new RegExp(`/tasks/${mine.id}$`));
    expect(ofProject.find((e) => e.uid.startsWith(`milestone-${m.id}@`))).toBeTruthy();
    expect(events.find((e) => e.summary === 'Holiday: Harbour Day')).toMatchObject({
      start: holidayDate,
      allDay: true,
    });
    // Three consecutive days of leave are one event, DTEND the day after the last; the pm's is not here.
    expect(events.filter((e) => e.summary === 'Leave')).toEqual([
      expect.objectContaining({ start: leaveStart, end: addDays(leaveStart, 3), allDay: true }),
    ]);
    // Never an amount nor a milestone's note.
    expect(response.text).not.toMatch(/15[ ,.]?000|1500000|slow to pay/);

    const used = await server.call<CalendarFeedState>('member', 'GET', FEED);
    expect(used.body.feed?.lastUsedAt).not.toBeNull();
  });

  it("gives a stakeholder their project's milestones without amounts, and no tasks", async () => {
    const p = await project();
    await milestone(p.id, 'Go live', addDays(today(), 5), 9_999_900);
    await task(p.id, 'Stakeholder-invisible task', 'member', addDays(today(), 5));
    const created = await createFeed('stakeholder');
    const response = await fetchFeed(created.path);
    expect(response.status).toBe(200);
    const summaries = parse(response.text).map((e) => e.summary);
    expect(summaries).toContain(`${p.code} · Milestone: Go live`);
    expect(summaries.some((s) => s.includes('Stakeholder-invisible'))).toBe(false);
    expect(response.text).not.toMatch(/9999900|99[ ,.]?999|Internal note/);
    for (const word of ['cost', 'salary', 'margin', 'rate', 'internal'])
      expect(response.text.toLowerCase()).not.toContain(word);
  });

  it('rotating stops the old address, revoking stops the new one, and the profile shows none', async () => {
    const first = await createFeed('finance');
    expect((await fetchFeed(first.path)).status).toBe(200);
    const second = await createFeed('finance');
    expect(second.path).not.toBe(first.path);
    expect((await fetchFeed(first.path)).status).toBe(404);
    expect((await fetchFeed(second.path)).status).toBe(200);
    expect((await server.call('finance', 'DELETE', FEED)).status).toBe(200);
    expect((await fetchFeed(second.path)).status).toBe(404);
    expect((await server.call<CalendarFeedState>('finance', 'GET', FEED)).body).toEqual({
      feed: null,
    });
    expect((await server.call('finance', 'DELETE', FEED)).status).toBe(404);
    expect((await fetchFeed('/api/calendar/not-a-token.ics')).status).toBe(404);
  });

  it("answers 404 for a disabled user's feed, and applies a lost membership at once", async () => {
    const { userId } = await server.invite(`calendar-${++counter}@example.com`);
    await server.knex('users').where({ id: userId }).update({ status: 'active', name: 'Cal' });
    const cookie = await server.sessionCookieFor(userId);
    const p = await project();
    await addProjectMember(server, p.id, userId, 'member');
    await milestone(p.id, 'Kick-off', addDays(today(), 3));
    const created = await server.request<CalendarFeedCreated>('POST', FEED, { cookie });
    expect(created.status).toBe(201);
    const before = await fetchFeed(created.body.path);
    expect(parse(before.text).map((e) => e.summary)).toContain(`${p.code} · Milestone: Kick-off`);

    await server.knex('project_members').where({ project_id: p.id, user_id: userId }).delete();
    const after = await fetchFeed(created.body.path);
    expect(parse(after.text).some((e) => e.summary.startsWith(p.code))).toBe(false);

    await server.knex('users').where({ id: userId }).update({ status: 'disabled' });
    expect((await fetchFeed(created.body.path)).status).toBe(404);
  });

  it('needs a session for the profile routes and keeps the token out of the request log', async () => {
    expect((await server.request('GET', FEED)).status).toBe(401);
    expect((await server.request('POST', FEED)).status).toBe(401);
    expect(loggedUrl('/api/calendar/secret-token.ics')).toBe('/api/calendar/[redacted]');
  });
});
