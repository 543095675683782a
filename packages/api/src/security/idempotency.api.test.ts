import net from 'node:net';
import type { ErrorBody, IssuedLink, StakeholderToken, Task } from '@keel/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCreating } from '../lib/register-routes';
import type { EndpointRoute } from '../lib/route';
import { routes } from '../routes';
import { housekeeping } from '../server';
import { type TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: creating POSTs accept an Idempotency-Key, so a client
 * retry after a lost response creates nothing twice.
 */
let server: TestServer;

serverForFile((started) => (server = started));

async function post(key: string | null, body: unknown) {
  return server.request<{ id: number } & ErrorBody>('POST', '/api/teams', {
    cookie: await server.cookieOf('admin'),
    body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

const teamsNamed = async (name: string) =>
  Number((await server.knex('teams').where({ name }).count<{ n: number }[]>({ n: '*' }))[0]?.n);

describe('Idempotency-Key on creating POSTs', () => {
  it('is accepted by every signed-in creating POST of the route table', () => {
    const creating = routes.filter(
      (r): r is EndpointRoute => r.kind === 'endpoint' && isCreating(r),
    );
    reportBatteryFigure(
      'idempotency',
      `${creating.length} creating POST routes accept Idempotency-Key`,
    );
    expect(creating.map((r) => r.path)).toContain('/api/teams');
    expect(creating.length).toBeGreaterThanOrEqual(10);
  });

  it('replays the first response for a retry with the same key, creating nothing twice', async () => {
    const first = await post('retry-1', { name: 'Idempotent team' });
    expect(first.status).toBe(201);
    const retry = await post('retry-1', { name: 'Idempotent team' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await teamsNamed('Idempotent team')).toBe(1);
  });

  it('refuses the same key with a different request (422), and keys are per user', async () => {
    const other = await post('retry-1', { name: 'Another team' });
    expect(other.status).toBe(422);
    expect(other.body.errors?.['Idempotency-Key']).toBeDefined();
    expect(await teamsNamed('Another team')).toBe(0);
    // Pat's key of the same name is Pat's own (a discussion thread on a project Pat manages).
    const projectId = await server.idOf('projects', { code: 'KEEL-001' });
    const thread = await server.request('POST', `/api/projects/${projectId}/discussion/threads`, {
      cookie: await server.cookieOf('pm'),
      body: { title: 'Idempotent thread', body: 'Hello' },
      headers: { 'idempotency-key': 'retry-1' },
    });
    expect(thread.status, thread.text).toBe(201);
  });

  it('creates once from concurrent retries with one key', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post('burst-1', { name: 'Burst team' })),
    );
    expect(await teamsNamed('Burst team')).toBe(1);
    for (const r of responses) expect([201, 409]).toContain(r.status);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const response = await post('x'.repeat(201), { name: 'Long key team' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.['Idempotency-Key']).toBeDefined();
  });

  it('without a key, a retry creates again (the header is opt-in)', async () => {
    expect((await post(null, { name: 'Plain team' })).status).toBe(201);
    expect((await post(null, { name: 'Plain team 2' })).status).toBe(201);
  });
  it('lets a failed request be retried, and forgets keys after 24 hours', async () => {
    const bad = await post('fix-1', { name: '' });
    expect(bad.status).toBe(400);
    expect((await post('fix-1', { name: 'Fixed team' })).status).toBe(201);
    server.clock.advance(24 * 60 * 60 * 1000 + 1);
    // The session has expired by then too: a fresh one.
    const later = await server.request('POST', '/api/teams', {
      cookie: await server.login('admin'),
      body: { name: 'Fixed team 2' },
      headers: { 'idempotency-key': 'fix-1' },
    });
    expect(later.status, later.text).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    // Housekeeping forgets expired keys.
    server.clock.advance(24 * 60 * 60 * 1000 + 1);
    await housekeeping(server.knex, server.clock.now);
    expect(await server.knex('idempotency_keys').count<{ n: number }[]>({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });
});

/** Everything the idempotency table holds, as one text. */
const tableText = async () => JSON.stringify(await server.knex('idempotency_keys').select('*'));

describe('stored replies hold no secret in plain text', () => {
  it('seals the stakeholder token and the password-reset link, and a replay still returns them', async () => {
    const contract = await server
      .knex('time_material_contracts')
      .first<{ id: number; project_id: number; version: number }>('id', 'project_id', 'version');
    const tokenPath = `/api/projects/${contract.project_id}/time-material/${contract.id}/stakeholder-token`;
    const createToken = () =>
      server.request<StakeholderToken & ErrorBody>('POST', tokenPath, {
        cookie: adminCookie,
        body: { version: Number(contract.version) },
        headers: { 'idempotency-key': 'secret-token-key-1' },
      });
    // Earlier tests moved the clock past the cached sessions: fresh ones.
    const adminCookie = await server.login('admin');
    const first = await createToken();
    expect(first.status, first.text).toBe(201);
    expect(first.body.token.length).toBeGreaterThan(20);

    const memberId = await server.idOf('users', { email: 'member@example.com' });
    const resetPath = `/api/admin/users/${memberId}/password-reset`;
    const reset = () =>
      server.request<IssuedLink & ErrorBody>('POST', resetPath, {
        cookie: adminCookie,
        headers: { 'idempotency-key': 'secret-reset-key-1' },
      });
    const issued = await reset();
    expect(issued.status, issued.text).toBe(201);
    const resetToken = issued.body.url.split(/[=/]/).pop()!;
    expect(resetToken.length).toBeGreaterThan(20);

    const stored = await tableText();
    expect(stored).not.toContain(first.body.token);
    expect(stored).not.toContain(resetToken);
    // Nor the keys themselves (they open the sealed replies).
    expect(stored).not.toContain('secret-token-key-1');
    expect(stored).not.toContain('secret-reset-key-1');

    // The original caller, retrying with its key, still gets the secret.
    const again = await createToken();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.token).toBe(first.body.token);
    const reissued = await reset();
    expect(reissued.headers.get('idempotent-replayed')).toBe('true');
    expect(reissued.body.url).toBe(issued.body.url);
    reportBatteryFigure(
      'idempotency',
      'stored replies sealed: 0 tokens or links readable in the table',
    );
  });
});

describe('multipart bodies and leases', () => {
  let taskId: number;
  let cookie: string;
  beforeAll(async () => {
    cookie = await server.login('pm');
    const task = await server.request<Task>('POST', '/api/tasks', {
      cookie,
      body: {
        projectId: await server.idOf('projects', { code: 'KEEL-001' }),
        name: 'Idempotent uploads',
      },
    });
    expect(task.status, task.text).toBe(201);
    taskId = task.body.id;
  });

  async function upload(key: string, content: string, fileName = 'notes.txt') {
    const form = new FormData();
    form.append('file', new Blob([content]), fileName);
    const response = await fetch(`${server.url}/api/tasks/${taskId}/attachments`, {
      method: 'POST',
      headers: { cookie, 'idempotency-key': key },
      body: form,
    });
    const text = await response.text();
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: JSON.parse(text) as { id?: number } & ErrorBody,
    };
  }
  const attachments = async () =>
    Number(
      (
        await server
          .knex('task_attachments')
          .where({ task_id: taskId })
          .count<{ n: number }[]>({ n: '*' })
      )[0]?.n,
    );

  it('replays the same file under the same key, and refuses another file with 422', async () => {
    const first = await upload('upload-key-1', 'first file');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // A new request, a new boundary: the same parts are the same request.
    const retry = await upload('upload-key-1', 'first file');
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe('true');
    expect(retry.body).toEqual(first.body);
    const other = await upload('upload-key-1', 'another file');
    expect(other.status, JSON.stringify(other.body)).toBe(422);
    expect(other.body.errors?.['Idempotency-Key']).toBeDefined();
    const renamed = await upload('upload-key-1', 'first file', 'other-name.txt');
    expect(renamed.status).toBe(422);
    expect(await attachments()).toBe(1);
  });

  it('releases the key of a request that stopped (no lease renewed) after 60 seconds', async () => {
    // A client that sends half of its upload and stalls: its request holds the key.
    const boundary = 'LeaseBoundary';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nstalled\r\n--${boundary}--\r\n`,
    );
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/tasks/${taskId}/attachments HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Idempotency-Key: lease-key-1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 40));
    try {
      let held = 0;
      for (let i = 0; i < 100 && held === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        held = Number(
          (
            await server
              .knex('idempotency_keys')
              .whereNull('status')
              .count<{ n: number }[]>({ n: '*' })
          )[0]?.n,
        );
      }
      expect(held).toBe(1);
      expect((await upload('lease-key-1', 'stalled')).status).toBe(409);
      // Still within its lease a minute less a second on: held.
      server.clock.advance(59_000);
      expect((await upload('lease-key-1', 'stalled')).status).toBe(409);
      // Past the 60 s lease with no renewal, the key is free again.
      server.clock.advance(1_001);
      const retry = await upload('lease-key-1', 'stalled');
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      expect(retry.replayed).toBeNull();
    } finally {
      socket.destroy();
    }
    reportBatteryFigure(
      'idempotency',
      'a key held by a stopped request is free after its 60 s lease',
    );
  });
});
