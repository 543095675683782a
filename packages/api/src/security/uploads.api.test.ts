import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ErrorBody, Task } from '@keel/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepFilesAtStart } from '../server';
import { startTestServer, type TestServer } from '../test/test-server';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: the task attachment upload, fuzzed with raw HTTP over a
 * socket (bodies cut anywhere, wrong boundaries, clients that leave
 * mid-body). Every malformed body is a 400 naming `file`, a file one byte
 * over ATTACHMENT_MAX_BYTES a 413 and one of exactly that size a 201; the
 * server (in this process) never throws an uncaught exception, answers
 * after every case, and no file outlives a failed upload.
 */
const MAX_BYTES = 100_000;
const B = 'KeelBoundary7MA4YWxkTrZu0gW';
const CT = `multipart/form-data; boundary=${B}`;

let server: TestServer;
let taskId: number;
let cookie: string;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
const figures = { malformed: 0, disconnects: 0, limits: 0, crashes: 0, strayFiles: 0 };

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  server = await startTestServer({ env: { ATTACHMENT_MAX_BYTES: String(MAX_BYTES) } });
  cookie = await server.cookieOf('pm');
  const task = await server.call<Task>('pm', 'POST', '/api/tasks', {
    projectId: await server.idOf('projects', { code: 'KEEL-001' }),
    name: 'Upload battery',
  });
  expect(task.status, task.text).toBe(201);
  taskId = task.body.id;
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  reportBatteryFigure(
    'uploads',
    `${figures.malformed} malformed bodies, ${figures.disconnects} clients gone mid-body, ` +
      `${figures.limits} size limits tried; ${figures.crashes} uncaught errors, ` +
      `${figures.strayFiles} files left`,
  );
  await server?.close();
});

interface RawResponse {
  status: number;
  body: ErrorBody & { id?: number };
}

function head(contentType: string | null, length: number | null, extra = ''): string {
  return (
    `POST /api/tasks/${taskId}/attachments HTTP/1.1\r\n` +
    `Host: 127.0.0.1\r\nCookie: ${cookie}\r\nConnection: close\r\n` +
    (contentType === null ? '' : `Content-Type: ${contentType}\r\n`) +
    (length === null ? '' : `Content-Length: ${length}\r\n`) +
    extra +
    '\r\n'
  );
}

function connect(): Promise<net.Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends `bytes` as the whole request and reads the answer until the server closes. */
async function raw(bytes: Buffer): Promise<RawResponse> {
  const socket = await connect();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  // Not half-closed: the server answers and closes (`Connection: close`).
  socket.write(bytes);
  const timer = setTimeout(() => socket.destroy(), 10_000);
  await ended;
  clearTimeout(timer);
  const text = Buffer.concat(chunks).toString('latin1');
  const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
  if (!match) throw new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`);
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  return { status: Number(match[1]), body: (body ? JSON.parse(body) : {}) as RawResponse['body'] };
}

function request(body: Buffer, contentType: string | null = CT): Buffer {
  return Buffer.concat([Buffer.from(head(contentType, body.length), 'latin1'), body]);
}

function part(name: string, fileName: string | null, content: Buffer | string): Buffer {
  const disposition =
    fileName === null
      ? `form-data; name="${name}"`
      : `form-data; name="${name}"; filename="${fileName}"`;
  return Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`,
      'latin1',
    ),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from('\r\n'),
  ]);
}

const closing = Buffer.from(`--${B}--\r\n`);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, closing]);

/** Files on disk that no attachment row names. */
async function strayFiles(): Promise<string[]> {
  const dir = path.join(server.config.dataDir, 'files');
  const onDisk = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const named = new Set(await server.knex('task_attachments').pluck('stored_name'));
  return onDisk.filter((name) => !named.has(name));
}

/** After every case: no uncaught error, the server answers, and (soon) no stray file. */
afterEach(async () => {
  figures.crashes += uncaught.length;
  expect(uncaught.map(String)).toEqual([]);
  const health = await server.request('GET', '/api/health');
  expect(health.status).toBe(200);
  let stray = await strayFiles();
  for (let i = 0; i < 40 && stray.length > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stray = await strayFiles();
  }
  figures.strayFiles += stray.length;
  expect(stray).toEqual([]);
});

const payload = (size: number) => Buffer.alloc(size, 0x61);

const MALFORMED: Array<[string, () => Buffer]> = [
  ['a body without its closing boundary', () => request(part('file', 'a.txt', 'hello'))],
  [
    'a body cut inside the file',
    () =>
      request(
        Buffer.from(
          `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhel`,
        ),
      ),
  ],
  ['truncated part headers', () => request(Buffer.from(`--${B}\r\nContent-Disposition: form-da`))],
  [
    'part headers that never end',
    () => request(Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"\r\n`)),
  ],
  [
    'a wrong boundary',
    () =>
      request(form(part('file', 'a.txt', 'hello')), 'multipart/form-data; boundary=OtherBoundary'),
  ],
  [
    'no boundary parameter',
    () => request(form(part('file', 'a.txt', 'hello')), 'multipart/form-data'),
  ],
  ['no file field (a text field only)', () => request(form(part('note', null, 'hello')))],
  ['the file in another field', () => request(form(part('upload', 'a.txt', 'hello')))],
  [
    'two file fields',
    () => request(form(part('file', 'a.txt', 'hello'), part('file', 'b.txt', 'world'))),
  ],
  ['an empty body', () => request(Buffer.alloc(0))],
  ['no body at all (no length)', () => Buffer.from(head(CT, null), 'latin1')],
  ['a NUL in the file name', () => request(form(part('file', 'a\0.txt', 'hello')))],
  ['only the closing boundary', () => request(closing)],
  [
    'random bytes',
    () => request(Buffer.from('\x00\xff\r\n--\r\n\r\n--garbage'.repeat(20), 'latin1')),
  ],
  [
    'a part without Content-Disposition',
    () => request(Buffer.from(`--${B}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${B}--\r\n`)),
  ],
];

describe('the attachment upload under malformed multipart bodies', () => {
  for (const [name, build] of MALFORMED) {
    it(`answers 400 naming file: ${name}`, async () => {
      figures.malformed += 1;
      const response = await raw(build());
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.errors?.file).toBeDefined();
    });
  }
});

describe('the size limit', () => {
  it(`refuses ATTACHMENT_MAX_BYTES + 1 with 413 and keeps nothing`, async () => {
    figures.limits += 1;
    const response = await raw(request(form(part('file', 'big.txt', payload(MAX_BYTES + 1)))));
    expect(response.status, JSON.stringify(response.body)).toBe(413);
  });

  it('refuses a much larger file with 413 (the body is cut short by the limit)', async () => {
    figures.limits += 1;
    const response = await raw(request(form(part('file', 'big.txt', payload(MAX_BYTES * 3)))));
    expect(response.status, JSON.stringify(response.body)).toBe(413);
  });

  it('accepts a file of exactly ATTACHMENT_MAX_BYTES', async () => {
    figures.limits += 1;
    const response = await raw(request(form(part('file', 'exact.txt', payload(MAX_BYTES)))));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const row = await server.knex('task_attachments').where({ id: response.body.id }).first();
    expect(Number(row.size)).toBe(MAX_BYTES);
    expect(fs.statSync(path.join(server.config.dataDir, 'files', row.stored_name)).size).toBe(
      MAX_BYTES,
    );
  });

  it('stays up through 13 alternating tries at the limit and one byte over', async () => {
    for (let i = 0; i < 13; i++) {
      figures.limits += 1;
      const over = i % 2 === 1;
      const response = await raw(
        request(form(part('file', `try-${i}.txt`, payload(MAX_BYTES + (over ? 1 : 0))))),
      );
      expect(response.status).toBe(over ? 413 : 201);
    }
  });
});

/** Sends the head and part of the body, then destroys the socket. */
async function leaveMidBody(bytes: Buffer, sent: number): Promise<void> {
  const socket = await connect();
  socket.on('error', () => undefined);
  socket.write(bytes.subarray(0, sent));
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('clients that disconnect mid-body', () => {
  const body = form(part('file', 'gone.txt', payload(MAX_BYTES / 2)));
  const full = request(body);
  const headLength = full.length - body.length;
  const cuts: Array<[string, number]> = [
    ['after the request head', headLength],
    ['inside the part headers', headLength + 20],
    ['inside the file', headLength + 30_000],
    ['just before the closing boundary', full.length - closing.length - 2],
  ];
  for (const [name, at] of cuts) {
    it(`ends quietly and keeps nothing: ${name}`, async () => {
      figures.disconnects += 1;
      await leaveMidBody(full, at);
    });
  }

  it('ends quietly during a file over the limit', async () => {
    figures.disconnects += 1;
    const big = request(form(part('file', 'big.txt', payload(MAX_BYTES * 2))));
    await leaveMidBody(big, big.length - 1000);
  });
});

describe('the sweep at start', () => {
  it('removes files no attachment row names, sparing a fresh one when instances share PostgreSQL', async () => {
    const dir = path.join(server.config.dataDir, 'files');
    fs.mkdirSync(dir, { recursive: true });
    const kept = await server.knex('task_attachments').pluck('stored_name');
    expect(kept.length).toBeGreaterThan(0);
    const old = path.join(dir, 'left-by-a-crash');
    const fresh = path.join(dir, 'upload-in-flight');
    fs.writeFileSync(old, 'partial');
    fs.writeFileSync(fresh, 'partial');
    const hoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    fs.utimesSync(old, hoursAgo, hoursAgo);
    const removed = await sweepFilesAtStart(server.knex, server.config, server.deps.logger);
    const postgres = process.env.KEEL_TEST_DB === 'postgres';
    expect(removed.sort()).toEqual(
      postgres ? ['left-by-a-crash'] : ['left-by-a-crash', 'upload-in-flight'],
    );
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(postgres);
    for (const name of kept) expect(fs.existsSync(path.join(dir, name))).toBe(true);
    fs.rmSync(fresh, { force: true });
  });
});

describe('the attachment download', () => {
  it('answers 404 when the file is gone from disk, and the server stays up', async () => {
    const response = await raw(request(form(part('file', 'soon-gone.txt', 'hello'))));
    expect(response.status).toBe(201);
    const row = await server.knex('task_attachments').where({ id: response.body.id }).first();
    fs.rmSync(path.join(server.config.dataDir, 'files', row.stored_name));
    const download = await server.request(
      'GET',
      `/api/tasks/${taskId}/attachments/${response.body.id}`,
      { cookie },
    );
    expect(download.status, download.text).toBe(404);
    expect(download.headers.get('content-disposition')).toBeNull();
    await server.knex('task_attachments').where({ id: response.body.id }).delete();
  });
});
