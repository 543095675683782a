import type {
  DiscussionComment,
  DiscussionThreadDetail,
  ErrorBody,
  NotificationPage,
  UserRef,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalid, expectInvalidFields } from '../../test/answers';
import { postCreated } from '../projects/projects.test-fixtures';

let server: TestServer;

let base: string;
let maxId: number;

serverForFile(async (started) => {
  server = started;
  base = `/api/projects/${await server.idOf('projects', { code: 'KEEL-001' })}/discussion`;
  maxId = await server.idOf('users', { email: 'member@example.com' });
});

/** A new thread of the pm's on KEEL-001. */
const newThread = (title: string, body: string) =>
  postCreated<DiscussionThreadDetail>(server, 'pm', `${base}/threads`, { title, body });
/** The comments of a thread. */
const comments = (threadId: number) => `${base}/threads/${threadId}/comments`;

describe('project discussion', () => {
  it('lists the demo threads, newest activity first', async () => {
    const page = await server.call<{
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
    const before = (await server.call<NotificationPage>('member', 'GET', '/api/notifications')).body
      .unreadCount;
    const created = await server.call<DiscussionThreadDetail>('pm', 'POST', `${base}/threads`, {
      title: 'Sprint review',
      body: 'Demo on Friday, @Max Member please prepare the card screens.',
      mentionedUserIds: [maxId],
    });
    expect(created.status).toBe(201);
    expect(created.body.mentions.map((m) => m.name)).toEqual(['Max Member']);
    expect(created.body.mine).toBe(true);

    const inbox = (await server.call<NotificationPage>('member', 'GET', '/api/notifications')).body;
    expect(inbox.unreadCount).toBe(before + 1);
    expect(inbox.items[0]).toMatchObject({
      kind: 'mention',
      text: 'Pat Manager mentioned you in “Sprint review” (KEEL-001)',
      link: `/projects/${created.body.projectId}/discussion?thread=${created.body.id}`,
      read: false,
    });
    const first = inbox.items[0]?.id as number;
    const read = await server.call<{ unreadCount: number }>(
      'member',
      'POST',
      `/api/notifications/${first}/read`,
    );
    expect(read.body.unreadCount).toBe(before);
    // Someone else's notification is not found, not "forbidden".
    expect((await server.call('pm', 'POST', `/api/notifications/${first}/read`)).status).toBe(404);
    const all = await server.call<{ unreadCount: number }>(
      'member',
      'POST',
      '/api/notifications/read-all',
    );
    expect(all.body.unreadCount).toBe(0);
    const unread = await server.call<NotificationPage>(
      'member',
      'GET',
      '/api/notifications?unreadOnly=true',
    );
    expect(unread.body.items).toEqual([]);
    expectInvalid(await server.call('member', 'GET', '/api/notifications?pageSize=0'), 'pageSize');
  });

  it('refuses to mention someone who cannot read the discussion', async () => {
    const samId = await server.idOf('users', { email: 'stakeholder@example.com' });
    expectInvalid(
      await server.call('pm', 'POST', `${base}/threads`, {
        title: 'Secret',
        body: 'Internal only',
        mentionedUserIds: [samId],
      }),
      'mentionedUserIds.0',
    );
    const candidates = await server.call<UserRef[]>('pm', 'GET', `${base}/mention-candidates`);
    expect(candidates.body.map((u) => u.name)).toEqual(['Max Member', 'Pat Manager']);
  });

  it('lets authors edit and delete their own posts, and managers delete any', async () => {
    const thread = await newThread('Edits', 'First');
    const reply = await server.call<DiscussionComment>('member', 'POST', comments(thread.id), {
      body: 'A reply',
    });
    expect(reply.status).toBe(201);
    const commentPath = `${base}/threads/${thread.id}/comments/${reply.body.id}`;
    expect(
      (await server.call('pm', 'PUT', commentPath, { body: 'Not mine', version: 1 })).status,
    ).toBe(403);
    const edited = await server.call<DiscussionComment>('member', 'PUT', commentPath, {
      body: 'A better reply',
      version: 1,
    });
    expect(edited.body).toMatchObject({ body: 'A better reply', mine: true, version: 2 });
    expect(edited.body.editedAt).not.toBeNull();

    expect(
      (
        await server.call('member', 'PUT', `${base}/threads/${thread.id}`, {
          title: 'Mine now',
          body: 'x',
          version: 1,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('member', 'DELETE', `${base}/threads/${thread.id}?version=1`)).status,
    ).toBe(403);
    // Deletes are version-checked too: a stale one is a 409, one without a version a 400.
    expect((await server.call('pm', 'DELETE', `${commentPath}?version=1`)).status).toBe(409);
    expectInvalid(await server.call('pm', 'DELETE', commentPath), 'version');
    // The manager moderates: may delete Max's reply.
    expect(
      (await server.call('pm', 'DELETE', `${commentPath}?version=${edited.body.version}`)).status,
    ).toBe(200);
    const detail = await server.call<DiscussionThreadDetail>(
      'member',
      'GET',
      `${base}/threads/${thread.id}`,
    );
    expect(detail.body.comments).toEqual([]);

    const list = await server.call<{ items: Array<{ id: number }> }>(
      'member',
      'GET',
      `${base}/threads`,
    );
    expect(list.body.items[0]?.id).toBe(thread.id);
    expect(
      (await server.call('pm', 'DELETE', `${base}/threads/${thread.id}?version=${thread.version}`))
        .status,
    ).toBe(200);
    expect((await server.call('pm', 'GET', `${base}/threads/${thread.id}`)).status).toBe(404);
  });

  it('names the missing field of a post in a 400', async () => {
    expectInvalid(
      await server.call('pm', 'POST', `${base}/threads`, {
        body: 'Hello',
      }),
      'title',
    );
    const thread = await newThread('Empty', 'Hi');
    const emptyReply = await server.call<ErrorBody>('pm', 'POST', comments(thread.id), {
      body: '   ',
    });
    expect(emptyReply.body.errors).toHaveProperty(['body']);
    expect(
      (await server.call('pm', 'POST', `${base}/threads/999999/comments`, { body: 'Lost' })).status,
    ).toBe(404);
  });

  it('keeps stakeholders and outsiders out of the discussion', async () => {
    expect((await server.call('stakeholder', 'GET', `${base}/threads`)).status).toBe(403);
    expect(
      (await server.call('stakeholder', 'POST', `${base}/threads`, { title: 't', body: 'b' }))
        .status,
    ).toBe(403);
    const hidden = `/api/projects/${await server.idOf('projects', { code: 'KEEL-012' })}/discussion/threads`;
    expect((await server.call('pm', 'GET', hidden)).status).toBe(403);
    // Finance may read every project (readAllProjects) but not post.
    expect((await server.call('finance', 'GET', `${base}/threads`)).status).toBe(200);
    expect(
      (await server.call('finance', 'POST', `${base}/threads`, { title: 't', body: 'b' })).status,
    ).toBe(403);
  });

  it('lets the author edit a thread title; validates it and refuses other people', async () => {
    const created = await newThread('Kick-off agenda', 'Draft agenda below.');
    expect(created.editedAt).toBeNull();
    const path = `${base}/threads/${created.id}`;

    const renamed = await server.call<DiscussionThreadDetail>('pm', 'PUT', path, {
      title: '  Kick-off agenda (final)  ',
      body: 'Final agenda below.',
      version: created.version,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      title: 'Kick-off agenda (final)',
      body: 'Final agenda below.',
      mine: true,
    });
    expect(renamed.body.editedAt).not.toBeNull();
    const list = await server.call<{ items: Array<{ id: number; title: string }> }>(
      'member',
      'GET',
      `${base}/threads`,
    );
    expect(list.body.items.find((t) => t.id === created.id)?.title).toBe('Kick-off agenda (final)');

    const current = { body: 'Final agenda below.', version: renamed.body.version };
    const empty = await server.call<ErrorBody>('pm', 'PUT', path, { ...current, title: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty(['title']);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['title']);
    expectInvalid(await server.call('pm', 'PUT', path, current), 'title');
    expectInvalidFields(
      await server.call('pm', 'PUT', path, {
        ...current,
        title: 'x'.repeat(201),
      }),
      ['title'],
    );
    // 200 characters is the limit, not beyond it.
    const longest = await server.call<DiscussionThreadDetail>('pm', 'PUT', path, {
      ...current,
      title: 'y'.repeat(200),
    });
    expect(longest.status).toBe(200);
    expect(longest.body.title).toHaveLength(200);

    // Max may read and reply, but the thread is Pat's: 403, and nothing changed.
    const foreign = await server.call<ErrorBody>('member', 'PUT', path, {
      title: 'Hijacked',
      body: 'Mine now',
      version: longest.body.version,
    });
    expect(foreign.status).toBe(403);
    const after = await server.call<DiscussionThreadDetail>('member', 'GET', path);
    expect(after.body.title).toBe('y'.repeat(200));
    // Not even an administrator rewrites someone else's thread (moderators delete instead).
    expect(
      (await server.call('admin', 'PUT', path, { title: 'Admin', body: 'b', version: 1 })).status,
    ).toBe(403);
  });

  it('answers 409 to an edit of a post that was edited since it was read', async () => {
    const created = await newThread('Budget review', 'Numbers attached.');
    const path = `${base}/threads/${created.id}`;
    expect(created.version).toBe(1);
    // The clock does not move between the two edits: the version still does.
    const first = await server.call<DiscussionThreadDetail>('pm', 'PUT', path, {
      title: 'Budget review (v2)',
      body: 'Numbers attached.',
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const second = await server.call<DiscussionThreadDetail>('pm', 'PUT', path, {
      title: 'Budget review (v3)',
      body: 'Numbers attached.',
      version: first.body.version,
    });
    expect(second.status).toBe(200);
    expect(second.body.version).toBe(3);

    // Another tab still holds the first edit (or the unedited thread): 409 with the stored
    // post, nothing written.
    for (const stale of [first.body.version, created.version, 99]) {
      const response = await server.call<ErrorBody>('pm', 'PUT', path, {
        title: 'Budget review (stale tab)',
        body: 'Overwritten?',
        version: stale,
      });
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/changed by someone else/);
      expect(response.body.current).toMatchObject({ title: 'Budget review (v3)', version: 3 });
    }
    expectInvalid(await server.call('pm', 'PUT', path, { title: 'T', body: 'B' }), 'version');
    const kept = await server.call<DiscussionThreadDetail>('pm', 'GET', path);
    expect(kept.body).toMatchObject({ title: 'Budget review (v3)', body: 'Numbers attached.' });

    // Replies work the same way.
    const reply = await server.call<DiscussionComment>('pm', 'POST', `${path}/comments`, {
      body: 'One',
    });
    const replyPath = `${path}/comments/${reply.body.id}`;
    const edited = await server.call<DiscussionComment>('pm', 'PUT', replyPath, {
      body: 'Two',
      version: reply.body.version,
    });
    expect(edited.status).toBe(200);
    const staleReply = await server.call<ErrorBody>('pm', 'PUT', replyPath, {
      body: 'Three',
      version: reply.body.version,
    });
    expect(staleReply.status).toBe(409);
    expect(staleReply.body.current).toMatchObject({ body: 'Two', version: edited.body.version });
    const fresh = await server.call<DiscussionComment>('pm', 'PUT', replyPath, {
      body: 'Three',
      version: edited.body.version,
    });
    expect(fresh.body.body).toBe('Three');
  });

  it('notifies a user newly mentioned by an edit of the title and body, once', async () => {
    const created = await newThread('Handover', 'Notes to follow.');
    const before = (await server.call<NotificationPage>('member', 'GET', '/api/notifications')).body
      .unreadCount;
    const edited = await server.call<DiscussionThreadDetail>(
      'pm',
      'PUT',
      `${base}/threads/${created.id}`,
      {
        title: 'Handover to Max',
        body: 'Notes to follow, @Max Member.',
        mentionedUserIds: [maxId],
        version: created.version,
      },
    );
    expect(edited.body.mentions.map((m) => m.id)).toEqual([maxId]);
    const inbox = (await server.call<NotificationPage>('member', 'GET', '/api/notifications')).body;
    expect(inbox.unreadCount).toBe(before + 1);
    expect(inbox.items[0]?.text).toBe('Pat Manager mentioned you in “Handover to Max” (KEEL-001)');
    // Saving again with the same mention does not notify again.
    await server.call('pm', 'PUT', `${base}/threads/${created.id}`, {
      title: 'Handover to Max Member',
      body: 'Notes to follow, @Max Member.',
      mentionedUserIds: [maxId],
      version: edited.body.version,
    });
    expect(
      (await server.call<NotificationPage>('member', 'GET', '/api/notifications')).body.unreadCount,
    ).toBe(before + 1);
  });
});
