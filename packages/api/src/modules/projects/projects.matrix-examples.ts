import type { DemoAccountKey } from '../../demo/demo-workspace';
import { DEMO_ACCOUNTS, DEMO_PROJECTS } from '../../demo/demo-workspace';
import type { Example, Who } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertCustomField } from '../custom-fields/custom-fields.repository';
import { insertComment, insertThread } from '../discussion/discussion.repository';
import { insertNotifications } from '../notifications/notifications.repository';
import { insertUser } from '../auth';
import { insertProjectMembers, insertProjects } from './projects.repository';

/**
 * Example requests for the authorization matrix (`routes.api.test.ts`) of the
 * project, discussion, custom field and notification routes. Whatever a call
 * changes or removes gets a record of its own (a copy of the matrix project
 * with the same members, a fresh member, a post of the caller), so the demo
 * workspace stays as the other checks expect it.
 */

/** The project `project(...)` routes are exercised on (the matrix test uses the same one). */
export const MATRIX_PROJECT = DEMO_PROJECTS[0] as (typeof DEMO_PROJECTS)[number];

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

async function userIdOf(server: TestServer, who: Who): Promise<number> {
  const email = DEMO_ACCOUNTS[who === 'signedOut' ? 'pm' : who].email;
  const row = await server.knex('users').where({ email }).first<{ id: number }>('id');
  return row.id;
}

async function matrixProjectId(server: TestServer): Promise<number> {
  const row = await server
    .knex('projects')
    .where({ code: MATRIX_PROJECT.code })
    .first<{ id: number }>('id');
  return row.id;
}

/** The matrix project's version as stored now: an allowed caller's save bumps it for the next one. */
async function matrixProjectVersion(server: TestServer): Promise<number> {
  const row = await server
    .knex('projects')
    .where({ id: await matrixProjectId(server) })
    .first<{ version: number }>('version');
  return row.version;
}

/** A new project with the matrix project's members and roles (for destructive calls). */
async function copyOfMatrixProject(server: TestServer): Promise<number> {
  const [id] = await insertProjects(
    server.knex,
    [{ code: unique('MX').toUpperCase().slice(0, 32), name: 'Matrix copy', status: 'active' }],
    server.clock.now,
  );
  const members = await Promise.all(
    Object.entries(MATRIX_PROJECT.members).map(async ([key, role]) => ({
      projectId: id as number,
      userId: await userIdOf(server, key as DemoAccountKey),
      role,
    })),
  );
  await insertProjectMembers(server.knex, members, server.clock.now);
  return id as number;
}

async function freshUser(server: TestServer): Promise<number> {
  return insertUser(
    server.knex,
    { email: `${unique('matrix-member')}@example.com`, name: 'Matrix Member', status: 'active' },
    server.clock.now,
  );
}

async function threadOf(
  server: TestServer,
  who: Who,
): Promise<{ projectId: number; threadId: number }> {
  const projectId = await matrixProjectId(server);
  const threadId = await insertThread(
    server.knex,
    { projectId, title: 'Matrix thread', body: 'Hello', authorId: await userIdOf(server, who) },
    server.clock.now,
  );
  return { projectId, threadId };
}

/** A reply by `who` in a new thread of theirs. */
async function commentOf(
  server: TestServer,
  who: Who,
): Promise<{ threadId: number; commentId: number }> {
  const { threadId } = await threadOf(server, who);
  const commentId = await insertComment(
    server.knex,
    { threadId, body: 'A reply', authorId: await userIdOf(server, who) },
    server.clock.now,
  );
  return { threadId, commentId };
}

const ragBody = {
  overall: { status: 'green', comment: 'On track' },
  schedule: { status: 'green', comment: '' },
  budget: { status: 'amber', comment: 'Watch the budget' },
  scope: { status: 'green', comment: '' },
};

export const PROJECTS_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/projects': async () => ({ body: { name: unique('Matrix project') } }),
  'POST /api/projects/query': async () => ({ body: {} }),
  'POST /api/projects/global-query': async () => ({ body: {} }),
  'PUT /api/projects/{projectId}': async (_who, server) => {
    const id = await copyOfMatrixProject(server);
    const row = await server
      .knex('projects')
      .where({ id })
      .first<{ code: string; version: number }>('code', 'version');
    return {
      params: { projectId: id },
      body: { code: row.code, name: 'Matrix copy renamed', version: row.version },
    };
  },
  'DELETE /api/projects/{projectId}': async (_who, server) => ({
    params: { projectId: await copyOfMatrixProject(server) },
    query: { version: '1' },
  }),
  'PUT /api/projects/{projectId}/rag': async (_who, server) => ({
    body: { ...ragBody, version: await matrixProjectVersion(server) },
  }),
  'POST /api/projects/{projectId}/settings/timesheet': async (_who, server) => ({
    body: {
      loggingAllowed: true,
      logTarget: 'tasksOnly',
      notesRequired: false,
      billableByDefault: true,
      version: await matrixProjectVersion(server),
    },
  }),
  'POST /api/projects/{projectId}/members': async (_who, server) => ({
    body: { userId: await freshUser(server), role: 'viewer' },
  }),
  'PUT /api/projects/{projectId}/members/{userId}': async (_who, server) => ({
    params: { userId: await userIdOf(server, 'member') },
    body: { role: 'member' },
  }),
  'DELETE /api/projects/{projectId}/members/{userId}': async (_who, server) => {
    const userId = await freshUser(server);
    await insertProjectMembers(
      server.knex,
      [{ projectId: await matrixProjectId(server), userId, role: 'viewer' }],
      server.clock.now,
    );
    return { params: { userId } };
  },
  'POST /api/custom-fields': async () => ({ body: { name: unique('Matrix field'), type: 'text' } }),
  'PUT /api/custom-fields/{fieldId}': async (_who, server) => {
    const fieldId = await insertCustomField(
      server.knex,
      { name: unique('Matrix field'), type: 'text', options: [] },
      server.clock.now,
    );
    return {
      params: { fieldId },
      body: { name: unique('Matrix renamed'), type: 'text', version: 1 },
    };
  },
  'DELETE /api/custom-fields/{fieldId}': async (_who, server) => ({
    params: {
      fieldId: await insertCustomField(
        server.knex,
        { name: unique('Matrix field'), type: 'text', options: [] },
        server.clock.now,
      ),
    },
    query: { version: '1' },
  }),
  'POST /api/projects/{projectId}/discussion/threads': async () => ({
    body: { title: 'Matrix thread', body: 'Hello' },
  }),
  'GET /api/projects/{projectId}/discussion/threads/{threadId}': async (who, server) => ({
    params: { threadId: (await threadOf(server, who)).threadId },
  }),
  'PUT /api/projects/{projectId}/discussion/threads/{threadId}': async (who, server) => ({
    params: { threadId: (await threadOf(server, who)).threadId },
    body: { title: 'Matrix thread edited', body: 'Hello again', version: 1 },
  }),
  'DELETE /api/projects/{projectId}/discussion/threads/{threadId}': async (who, server) => ({
    params: { threadId: (await threadOf(server, who)).threadId },
    query: { version: '1' },
  }),
  'POST /api/projects/{projectId}/discussion/threads/{threadId}/comments': async (who, server) => ({
    params: { threadId: (await threadOf(server, who)).threadId },
    body: { body: 'A reply' },
  }),
  'PUT /api/projects/{projectId}/discussion/threads/{threadId}/comments/{commentId}': async (
    who,
    server,
  ) => ({ params: await commentOf(server, who), body: { body: 'An edited reply', version: 1 } }),
  'DELETE /api/projects/{projectId}/discussion/threads/{threadId}/comments/{commentId}': async (
    who,
    server,
  ) => ({ params: await commentOf(server, who), query: { version: '1' } }),
  'POST /api/notifications/{notificationId}/read': async (who, server) => {
    const userId = await userIdOf(server, who);
    await insertNotifications(
      server.knex,
      [{ userId, kind: 'mention', text: 'Matrix notification', link: null }],
      server.clock.now,
    );
    const row = await server
      .knex('notifications')
      .where({ user_id: userId })
      .orderBy('id', 'desc')
      .first<{ id: number }>('id');
    return { params: { notificationId: row.id } };
  },
};

/**
 * A project the account may not see, for the "invisible project" half of the
 * matrix: one the account is no member of when it sees only its own, else a
 * deleted project (nobody sees those).
 */
export async function invisibleProjectFor(
  server: TestServer,
  who: DemoAccountKey,
): Promise<number> {
  const hidden = DEMO_PROJECTS.find((p) => !(who in p.members));
  const seesAll = who === 'admin' || who === 'finance';
  if (hidden && !seesAll) {
    const row = await server
      .knex('projects')
      .where({ code: hidden.code })
      .first<{ id: number }>('id');
    return row.id;
  }
  const id = await copyOfMatrixProject(server);
  await server.knex('projects').where({ id }).update({ deleted_at: server.clock.now });
  return id;
}
