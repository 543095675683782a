import type {
  DiscussionComment,
  DiscussionThreadDetail,
  ErrorBody,
  NotificationPage,
  UserRef,
} from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../db/seed/demo-workspace';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
const cookies = new Map<DemoAccountKey, string>();

async function call<T = unknown>(
  who: DemoAccountKey,
  method: string,
  path: string,
  body?: unknown,
) {
  let cookie = cookies.get(who);
  if (!cookie) {
    cookie = await server.login(who);
    cookies.set(who, cookie);
  }
  return server.request<T>(method, path, { cookie, body });
}

async function idOf(table: string, where: Record<string, unknown>): Promise<number> {
  const row = await server.knex(table).where(where).first<{ id: number }>('id');
  return row.id;
}

let base: string;
let maxId: number;

beforeAll(async () => {
  server = await startTestServer();
  base = `/api/projects/${await idOf('projects', { code: 'KEEL-001' })}/discussion`;
  maxId = await idOf('users', { email: 'member@example.com' });
});
afterAll(async () => {
  await server?.close();
});

describe('project discussion', () => {
  it('lists the demo threads, newest activity first', async () => {
    const page = await call<{
      items: Array<{ title: string; commentCount: number }>;
      total: number;
    }>('member', 'GET', `${base}/threads`);
    expect(page.status).toBe(200);
    expect(page.body.items.map((t) => [t.title, t.commentCount])).toEqual([
      ['Card API delay', 2],
      ['Release checklist for the beta', 0],
    ]);
  });

  it('notifies a mentioned user, who sees the bell count and can mark it read', async () => {
    const before = (await call<NotificationPage>('member', 'GET', '/api/notifications')).body
      .unreadCount;
    const created = await call<DiscussionThreadDetail>('pm', 'POST', `${base}/threads`, {
      title: 'Sprint review',
      body: 'Demo on Friday, @Max Member please prepare the card screens.',
      mentionedUserIds: [maxId],
    });
    expect(created.status).toBe(201);
    expect(created.body.mentions.map((m) => m.name)).toEqual(['Max Member']);
    expect(created.body.mine).toBe(true);

    const inbox = (await call<NotificationPage>('member', 'GET', '/api/notifications')).body;
    expect(inbox.unreadCount).toBe(before + 1);
    expect(inbox.items[0]).toMatchObject({
      kind: 'mention',
      text: 'Pat Manager mentioned you in “Sprint review” (KEEL-001)',
      link: `/projects/${created.body.projectId}/discussion?thread=${created.body.id}`,
      read: false,
    });
    const first = inbox.items[0]?.id as number;
    const read = await call<{ unreadCount: number }>(
      'member',
      'POST',
      `/api/notifications/${first}/read`,
    );
    expect(read.body.unreadCount).toBe(before);
    // Someone else's notification is not found, not "forbidden".
    expect((await call('pm', 'POST', `/api/notifications/${first}/read`)).status).toBe(404);
    const all = await call<{ unreadCount: number }>(
      'member',
      'POST',
      '/api/notifications/read-all',
    );
    expect(all.body.unreadCount).toBe(0);
    const unread = await call<NotificationPage>(
      'member',
      'GET',
      '/api/notifications?unreadOnly=true',
    );
    expect(unread.body.items).toEqual([]);
    const badPage = await call<ErrorBody>('member', 'GET', '/api/notifications?pageSize=0');
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toHaveProperty(['pageSize']);
  });

  it('refuses to mention someone who cannot read the discussion', async () => {
    const samId = await idOf('users', { email: 'stakeholder@example.com' });
    const response = await call<ErrorBody>('pm', 'POST', `${base}/threads`, {
      title: 'Secret',
      body: 'Internal only',
      mentionedUserIds: [samId],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty(['mentionedUserIds.0']);
    const candidates = await call<UserRef[]>('pm', 'GET', `${base}/mention-candidates`);
    expect(candidates.body.map((u) => u.name)).toEqual(['Max Member', 'Pat Manager']);
  });

  it('lets authors edit and delete their own posts, and managers delete any', async () => {
    const thread = (
      await call<DiscussionThreadDetail>('pm', 'POST', `${base}/threads`, {
        title: 'Edits',
        body: 'First',
      })
    ).body;
    const reply = await call<DiscussionComment>(
      'member',
      'POST',
      `${base}/threads/${thread.id}/comments`,
      {
        body: 'A reply',
      },
    );
    expect(reply.status).toBe(201);
    const commentPath = `${base}/threads/${thread.id}/comments/${reply.body.id}`;
    expect((await call('pm', 'PUT', commentPath, { body: 'Not mine' })).status).toBe(403);
    const edited = await call<DiscussionComment>('member', 'PUT', commentPath, {
      body: 'A better reply',
    });
    expect(edited.body).toMatchObject({ body: 'A better reply', mine: true });
    expect(edited.body.editedAt).not.toBeNull();

    expect(
      (
        await call('member', 'PUT', `${base}/threads/${thread.id}`, {
          title: 'Mine now',
          body: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await call('member', 'DELETE', `${base}/threads/${thread.id}`)).status).toBe(403);
    // The manager moderates: may delete Max's reply.
    expect((await call('pm', 'DELETE', commentPath)).status).toBe(200);
    const detail = await call<DiscussionThreadDetail>(
      'member',
      'GET',
      `${base}/threads/${thread.id}`,
    );
    expect(detail.body.comments).toEqual([]);

    const list = await call<{ items: Array<{ id: number }> }>('member', 'GET', `${base}/threads`);
    expect(list.body.items[0]?.id).toBe(thread.id);
    expect((await call('pm', 'DELETE', `${base}/threads/${thread.id}`)).status).toBe(200);
    expect((await call('pm', 'GET', `${base}/threads/${thread.id}`)).status).toBe(404);
  });

  it('names the missing field of a post in a 400', async () => {
    const noTitle = await call<ErrorBody>('pm', 'POST', `${base}/threads`, { body: 'Hello' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors).toHaveProperty(['title']);
    const thread = (
      await call<DiscussionThreadDetail>('pm', 'POST', `${base}/threads`, {
        title: 'Empty',
        body: 'Hi',
      })
    ).body;
    const emptyReply = await call<ErrorBody>(
      'pm',
      'POST',
      `${base}/threads/${thread.id}/comments`,
      {
        body: '   ',
      },
    );
    expect(emptyReply.body.errors).toHaveProperty(['body']);
    expect(
      (await call('pm', 'POST', `${base}/threads/999999/comments`, { body: 'Lost' })).status,
    ).toBe(404);
  });

  it('keeps stakeholders and outsiders out of the discussion', async () => {
    expect((await call('stakeholder', 'GET', `${base}/threads`)).status).toBe(403);
    expect(
      (await call('stakeholder', 'POST', `${base}/threads`, { title: 't', body: 'b' })).status,
    ).toBe(403);
    const hidden = `/api/projects/${await idOf('projects', { code: 'KEEL-012' })}/discussion/threads`;
    expect((await call('pm', 'GET', hidden)).status).toBe(403);
    // Finance may read every project (readAllProjects) but not post.
    expect((await call('finance', 'GET', `${base}/threads`)).status).toBe(200);
    expect(
      (await call('finance', 'POST', `${base}/threads`, { title: 't', body: 'b' })).status,
    ).toBe(403);
  });
});
