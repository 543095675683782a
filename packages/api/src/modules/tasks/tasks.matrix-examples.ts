import { DEMO_ACCOUNTS, DEMO_PROJECTS } from '../../demo/demo-workspace';
import { keyBetween } from '../../lib/fractional-key';
import type { Example, Who } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertComment, insertTodo } from './task-collaboration.repository';
import { neighbourKeys } from './task-board.repository';
import { insertTask } from './tasks.repository';
import { insertDependency } from './task-dependencies.repository';
import fs from 'node:fs';
import path from 'node:path';
import { randomStoredName } from '../../lib/multipart';
import { insertAttachment } from './task-attachments.repository';
import { matrixMilestone } from '../milestones/milestones.matrix-examples';

const BOUNDARY = 'keel-matrix-boundary';
/** A multipart body with one small text file in the field `file`. */
export function multipartFile(fileName: string, content: string, field = 'file') {
  return {
    raw:
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: text/plain\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A stored text file attached to a new task of the caller's. */
async function onAttachment(server: TestServer, who: Who) {
  const taskId = await matrixTask(server, who);
  const storedName = randomStoredName();
  const dir = path.join(server.config.dataDir, 'files');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, storedName), 'matrix file');
  const attachmentId = await insertAttachment(
    server.knex,
    {
      taskId,
      fileName: 'matrix.txt',
      storedName,
      contentType: 'text/plain',
      size: 11,
      uploadedBy: await userIdOf(server, who),
    },
    server.clock.now,
  );
  return { taskId, attachmentId };
}

/**
 * Example requests of the task routes for the authorization matrix and the
 * security battery: every call gets a fresh task in the matrix project,
 * assigned to and created by the caller (the matrix derives the expected
 * answer from the same facts, `test/matrix.ts`), with a comment and a todo
 * of the caller's where the route needs one.
 */

const MATRIX_PROJECT = DEMO_PROJECTS[0] as (typeof DEMO_PROJECTS)[number];
let counter = 0;

async function userIdOf(server: TestServer, who: Who): Promise<number> {
  const email = DEMO_ACCOUNTS[who === 'signedOut' ? 'pm' : who].email;
  return server.idOf('users', { email });
}

async function projectId(server: TestServer): Promise<number> {
  return server.idOf('projects', { code: MATRIX_PROJECT.code });
}

/** A new task of the caller's in the matrix project (To do, at a key of its own). */
export async function matrixTask(server: TestServer, who: Who): Promise<number> {
  const userId = await userIdOf(server, who);
  const { before: last } = await neighbourKeys(
    server.knex,
    await projectId(server),
    'todo',
    'end',
    null,
    null,
  );
  return insertTask(
    server.knex,
    {
      projectId: await projectId(server),
      name: `Matrix task ${++counter}`,
      status: 'todo',
      assigneeId: userId,
      createdBy: userId,
      boardKey: keyBetween(last, null),
    },
    server.clock.now,
  );
}

const onTask =
  (
    body?: (who: Who, server: TestServer) => Promise<unknown> | unknown,
    query?: Record<string, string>,
  ): Example =>
  async (who, server) => ({
    params: { taskId: await matrixTask(server, who) },
    body: await body?.(who, server),
    query,
  });

const onComment =
  (body?: unknown, query?: Record<string, string>): Example =>
  async (who, server) => {
    const taskId = await matrixTask(server, who);
    const commentId = await insertComment(
      server.knex,
      { taskId, body: 'Matrix comment', authorId: await userIdOf(server, who) },
      server.clock.now,
    );
    return { params: { taskId, commentId }, body, query };
  };

const onTodo =
  (body?: unknown, query?: Record<string, string>): Example =>
  async (who, server) => {
    const taskId = await matrixTask(server, who);
    const todoItemId = await insertTodo(server.knex, taskId, 'Matrix todo');
    return { params: { taskId, todoItemId }, body, query };
  };

/** A dependency between two new tasks of the caller's, the task of the path its successor. */
const onDependency =
  (query?: Record<string, string>): Example =>
  async (who, server) => {
    const predecessorId = await matrixTask(server, who);
    const taskId = await matrixTask(server, who);
    const dependencyId = await insertDependency(
      server.knex,
      {
        projectId: await projectId(server),
        predecessorId,
        successorId: taskId,
        type: 'FS',
        lagDays: 0,
        createdBy: await userIdOf(server, who),
      },
      server.clock.now,
    );
    return { params: { taskId, dependencyId }, query };
  };

export const TASKS_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/tasks/query': async () => ({
    body: { filters: [{ filterName: 'completion', intValue: 1 }], groupBy: 'status' },
  }),
  'GET /api/tasks/assignee-candidates': async (_who, server) => ({
    query: { projectId: String(await projectId(server)) },
  }),
  'GET /api/tasks/manual-assignee-suggestions': async (_who, server) => ({
    query: { projectId: String(await projectId(server)) },
  }),
  // With the matrix project: readers of its tasks may see its figures (the
  // whole-workspace figures need readProjectTaskStats: tasks.api.test.ts).
  'GET /api/tasks/stats': async (_who, server) => ({
    query: { projectId: String(await projectId(server)) },
  }),
  'POST /api/tasks': async (_who, server) => ({
    body: { projectId: await projectId(server), name: `Matrix new task ${++counter}` },
  }),
  'GET /api/tasks/{taskId}': onTask(),
  'DELETE /api/tasks/{taskId}': onTask(undefined, { version: '1' }),
  'GET /api/tasks/{taskId}/permissions': onTask(),
  'PUT /api/tasks/{taskId}/assignee': onTask(async (who, server) => ({
    assigneeId: await userIdOf(server, who === 'stakeholder' ? 'pm' : who),
    assigneeTeamId: null,
    version: 1,
  })),
  'PUT /api/tasks/{taskId}/name': onTask(() => ({ name: 'Renamed by the matrix', version: 1 })),
  'PUT /api/tasks/{taskId}/status': onTask(() => ({ status: 'inProgress', version: 1 })),
  'PUT /api/tasks/{taskId}/schedule': onTask(() => ({
    startDate: '2026-01-05',
    dueDate: '2026-01-09',
    version: 1,
  })),
  'GET /api/tasks/{taskId}/dependencies': onTask(),
  'POST /api/tasks/{taskId}/dependencies': onTask(async (who, server) => ({
    predecessorId: await matrixTask(server, who),
    type: 'FS',
    lagDays: 1,
  })),
  'DELETE /api/tasks/{taskId}/dependencies/{dependencyId}': onDependency({ version: '1' }),
  'PUT /api/tasks/{taskId}/work-estimation': onTask(() => ({ workEstimation: 90, version: 1 })),
  'PUT /api/tasks/{taskId}/milestone': onTask(async (_who, server) => ({
    milestoneId: await matrixMilestone(server),
    version: 1,
  })),
  'PUT /api/tasks/{taskId}/index': onTask(() => ({ position: 0, version: 1 })),
  'PUT /api/tasks/{taskId}/placement': onTask(() => ({
    status: 'inReview',
    position: 0,
    version: 1,
  })),
  'PUT /api/tasks/{taskId}/details': onTask(() => ({
    description: 'Details',
    domain: 'QA',
    priority: 'high',
    labels: ['matrix'],
    version: 1,
  })),
  'PUT /api/tasks/{taskId}/follow': onTask(),
  'DELETE /api/tasks/{taskId}/follow': onTask(),
  'GET /api/tasks/{taskId}/comments': onTask(),
  'POST /api/tasks/{taskId}/comments': onTask(() => ({ body: 'A comment' })),
  'PUT /api/tasks/{taskId}/comments/{commentId}': onComment({ body: 'Edited', version: 1 }),
  'DELETE /api/tasks/{taskId}/comments/{commentId}': onComment(undefined, { version: '1' }),
  'GET /api/tasks/{taskId}/todos': onTask(),
  'POST /api/tasks/{taskId}/todos': onTask(() => ({ body: 'A todo' })),
  'PUT /api/tasks/{taskId}/todos/{todoItemId}': onTodo({ body: 'Ticked', done: true, version: 1 }),
  'DELETE /api/tasks/{taskId}/todos/{todoItemId}': onTodo(undefined, { version: '1' }),
  'GET /api/tasks/{taskId}/attachments': onTask(),
  'POST /api/tasks/{taskId}/attachments': async (who, server) => ({
    params: { taskId: await matrixTask(server, who) },
    ...multipartFile('notes.txt', 'Matrix upload'),
  }),
  'GET /api/tasks/{taskId}/attachments/{attachmentId}': async (who, server) => ({
    params: await onAttachment(server, who),
  }),
  'DELETE /api/tasks/{taskId}/attachments/{attachmentId}': async (who, server) => ({
    params: await onAttachment(server, who),
    query: { version: '1' },
  }),
  'GET /api/tasks/{taskId}/timelog': onTask(),
  'GET /api/tasks/{taskId}/updates': onTask(),
};
