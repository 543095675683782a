import type { ErrorBody } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCreating } from '../lib/register-routes';
import type { EndpointRoute } from '../lib/route';
import { routes } from '../routes';
import { housekeeping } from '../server';
import { startTestServer, type TestServer } from '../test/test-server';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: creating POSTs accept an Idempotency-Key, so a client
 * retry after a lost response creates nothing twice.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

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
