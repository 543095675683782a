import fs from 'node:fs';
import path from 'node:path';
import type { ErrorBody, Task, TaskAttachment, TaskUpdate } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { startTestServer, type TestServer } from '../../test/test-server';
import { statusOf } from './tasks.test-fixtures';

let server: TestServer;
let small: TestServer;
let keel1: number;
let memberId: number;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
  small = await startTestServer({ env: { ATTACHMENT_MAX_BYTES: '1000' } });
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
  memberId = await server.idOf('users', { email: 'member@example.com' });
});
afterAll(async () => {
  await server?.close();
  await small?.close();
});

async function newTask(on: TestServer, assigneeId: number | null = null): Promise<Task> {
  const response = await on.call<Task>('pm', 'POST', '/api/tasks', {
    projectId: await on.idOf('projects', { code: 'KEEL-001' }),
    name: 'With files',
    assigneeId,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

async function upload(
  on: TestServer,
  who: DemoAccountKey,
  taskId: number,
  content: Buffer | string,
  fileName: string,
  field = 'file',
) {
  const form = new FormData();
  form.append(
    field,
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    fileName,
  );
  const response = await fetch(`${on.url}/api/tasks/${taskId}/attachments`, {
    method: 'POST',
    headers: { cookie: await on.cookieOf(who) },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as TaskAttachment & ErrorBody,
  };
}

function filesIn(on: TestServer): string[] {
  const dir = path.join(on.config.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('task attachments', () => {
  it('stores a file under a random name, sniffs its type and offers it as a download', async () => {
    const task = await newTask(server);
    // A PNG sent as "notes.txt" is a PNG; the name is kept for display only.
    const png = await upload(server, 'pm', task.id, PNG, 'notes.txt');
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      fileName: 'notes.txt',
      contentType: 'image/png',
      size: PNG.length,
      previewable: true,
      version: 1,
    });
    const stored = filesIn(server);
    expect(stored.some((name) => /^[0-9a-f]{48}$/.test(name))).toBe(true);
    expect(stored.some((name) => name.includes('notes'))).toBe(false);

    // HTML named like an image is not an image.
    const html = await upload(
      server,
      'pm',
      task.id,
      '<html><script>alert(1)</script></html>',
      'photo.png',
    );
    expect(html.body.contentType).toBe('text/plain');
    expect(html.body.previewable).toBe(false);

    const download = await fetch(`${server.url}/api/tasks/${task.id}/attachments/${html.body.id}`, {
      headers: { cookie: await server.cookieOf('pm') },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="photo.png"/,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await download.text()).toBe('<html><script>alert(1)</script></html>');

    const list = await server.call<TaskAttachment[]>(
      'pm',
      'GET',
      `/api/tasks/${task.id}/attachments`,
    );
    expect(list.body.map((a) => a.fileName)).toEqual(['photo.png', 'notes.txt']);
    const history = await server.call<TaskUpdate[]>('pm', 'GET', `/api/tasks/${task.id}/updates`);
    expect(history.body.filter((h) => h.field === 'attachment').map((h) => h.to)).toEqual([
      'photo.png',
      'notes.txt',
    ]);
  });

  it('neutralises hostile file names: paths, quotes, control and bidi characters, header injection', async () => {
    const task = await newTask(server);
    const cases: Array<[string, RegExp]> = [
      ['../../etc/passwd', /^passwd$/],
      ['..\\..\\windows\\win.ini', /^win\.ini$/],
      // (fetch's FormData sends a quote as %22, as browsers do; the header check below is what matters)
      ['evil"; filename="x.exe', /^evil.*x\.exe$/],
      ['r\u202egnp.exe', /^rgnp\.exe$/],
      ['.htaccess', /^htaccess$/],
      ['Résumé 2026 ✓.pdf', /^Résumé 2026 ✓\.pdf$/],
    ];
    for (const [name, shown] of cases) {
      const response = await upload(server, 'pm', task.id, 'content', name);
      expect(response.status, name).toBe(201);
      expect(response.body.fileName, name).toMatch(shown);
      const download = await fetch(
        `${server.url}/api/tasks/${task.id}/attachments/${response.body.id}`,
        {
          headers: { cookie: await server.cookieOf('pm') },
        },
      );
      const disposition = download.headers.get('content-disposition') ?? '';
      expect(disposition, name).toMatch(
        /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/,
      );
      // The quoted fallback never closes early (no raw quote inside it).
      expect(disposition.match(/filename="([^"]*)"/)?.[1]).not.toContain('"');
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(
        response.body.fileName,
      );
    }
    // Nothing was written outside the files folder.
    expect(fs.existsSync(path.join(server.config.dataDir, 'passwd'))).toBe(false);
  });

  it('refuses a file above the configured limit with 413 and keeps nothing', async () => {
    const task = await newTask(small);
    const before = filesIn(small).length;
    const tooBig = await upload(small, 'pm', task.id, Buffer.alloc(5000, 65), 'big.txt');
    expect(tooBig.status).toBe(413);
    expect(filesIn(small).length).toBe(before);
    expect(
      (await small.call<TaskAttachment[]>('pm', 'GET', `/api/tasks/${task.id}/attachments`)).body,
    ).toEqual([]);
    const fits = await upload(small, 'pm', task.id, Buffer.alloc(900, 65), 'fits.txt');
    expect(fits.status).toBe(201);
  });

  it('needs the field "file", a non-empty file and multipart data (400/415)', async () => {
    const task = await newTask(server);
    const wrongField = await upload(server, 'pm', task.id, 'x', 'a.txt', 'document');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toHaveProperty('file');
    const empty = await upload(server, 'pm', task.id, '', 'empty.txt');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('file');
    const json = await server.call('pm', 'POST', `/api/tasks/${task.id}/attachments`, {
      file: 'x',
    });
    expect(json.status).toBe(415);
  });

  it('forbids outsiders: a stakeholder, and an assigned-only user on someone else\u2019s task', async () => {
    const task = await newTask(server);
    const file = await upload(server, 'pm', task.id, 'secret', 'secret.txt');
    for (const who of ['stakeholder', 'member', 'finance'] as const) {
      expect((await upload(server, who, task.id, 'x', 'x.txt')).status, who).toBe(403);
      const download = await fetch(
        `${server.url}/api/tasks/${task.id}/attachments/${file.body.id}`,
        {
          headers: { cookie: await server.cookieOf(who) },
        },
      );
      expect(download.status, who).toBe(403);
    }
    // The assignee may attach to their task.
    const mine = await newTask(server, memberId);
    expect((await upload(server, 'member', mine.id, 'mine', 'mine.txt')).status).toBe(201);
    void keel1;
  });

  it('deletes with the version and removes the file from disk; deleting the task removes its files', async () => {
    const task = await newTask(server);
    const file = await upload(server, 'pm', task.id, 'to remove', 'remove.txt');
    const count = filesIn(server).length;
    const fileUrl = `/api/tasks/${task.id}/attachments/${file.body.id}`;
    expect(await statusOf(server, 'pm', 'DELETE', `${fileUrl}?version=2`)).toBe(409);
    expect(await statusOf(server, 'pm', 'DELETE', `${fileUrl}?version=1`)).toBe(200);
    expect(filesIn(server).length).toBe(count - 1);

    const other = await upload(server, 'pm', task.id, 'goes with the task', 'task.txt');
    expect(other.status).toBe(201);
    expect(filesIn(server).length).toBe(count);
    expect(await statusOf(server, 'pm', 'DELETE', `/api/tasks/${task.id}?version=1`)).toBe(200);
    expect(filesIn(server).length).toBe(count - 1);
  });
});
