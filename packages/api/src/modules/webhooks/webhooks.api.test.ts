import type {
  ErrorBody,
  EventType,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryPage,
  Webhook,
  WebhookPage,
} from '@keel/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PROJECTS, type DemoAccountKey } from '../../demo/demo-workspace';
import { recordChange } from '../../lib/changes';
import { startTestServer, type TestServer } from '../../test/test-server';
import { claimRun } from './webhook-claims.repository';
import { startTestReceiver, type TestReceiver } from './webhook-test-receiver';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker';

/**
 * Webhooks (README.md here), on both databases, with the delivery worker
 * running against real HTTP receivers on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=1,
 * retries 50 ms apart): signed deliveries, retries, order per webhook, the
 * pause after 20 failures, the address checks, and the routes' answers.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
let worker: WebhookWorker;
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: {
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_RETRY_DELAYS: Array.from({ length: 25 }, () => '0.05').join(','),
      WEBHOOK_POLL_MS: '20',
      WEBHOOK_TIMEOUT_SECONDS: '2',
    },
  });
  worker = await startWorker();
});

async function startWorker(): Promise<WebhookWorker> {
  const started = createWebhookWorker({
    knex: server.knex,
    logger: server.deps.logger,
    clock: Date.now,
    settings: server.config.webhooks,
    dataDir: server.config.dataDir,
  });
  await started.start();
  return started;
}

afterEach(async () => {
  // Each story's webhooks go, so the next story's events reach only its own.
  await server.knex('webhooks').update({ active: false });
  await worker.drain();
  await server.knex('webhook_deliveries').delete();
  await server.knex('webhooks').delete();
  server.config.webhooks.allowPrivate = true;
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

afterAll(async () => {
  await worker.stop();
  await server.close();
});

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function receiver(): Promise<TestReceiver> {
  const started = await startTestReceiver();
  receivers.push(started);
  return started;
}

/** Adds a webhook as the admin to the receiver, which learns its secret. */
async function addWebhook(
  to: TestReceiver,
  fields: { events?: EventType[]; projectId?: number | null; path?: string } = {},
): Promise<WebhookCreated> {
  const response = await server.call<WebhookCreated>('admin', 'POST', '/api/webhooks', {
    url: `${to.url}${fields.path ?? '/hook'}`,
    events: fields.events ?? ['task.created'],
    projectId: fields.projectId ?? null,
    active: true,
  });
  expect(response.status, response.text).toBe(201);
  to.secret = response.body.secret;
  return response.body;
}

const adminId = () => server.idOf('users', { email: DEMO_ACCOUNTS.admin.email });
const projectId = () => server.idOf('projects', { code: DEMO_PROJECTS[0]!.code });

/** A write's recorded change, committed as a writer would (the writers' wiring is tested elsewhere). */
async function written(type: EventType, id: number, project: number | null = null) {
  const actorId = await adminId();
  await server.knex.transaction((trx) =>
    recordChange(trx, {
      kind: 'record.written',
      at: server.clock.now,
      type,
      actorId,
      projectId: project,
      data: { id, projectId: project, title: `Record ${id}` },
    }),
  );
}

const deliveriesOf = (webhookId: number) =>
  server
    .call<WebhookDeliveryPage>('admin', 'GET', `/api/webhooks/${webhookId}/deliveries`)
    .then((r) => r.body.items);

describe(`webhooks: deliveries (${DB})`, () => {
  it('signs a ping and logs its delivery; the secret is shown only once', async () => {
    const to = await receiver();
    const hook = await addWebhook(to);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const stored = await server.knex('webhooks').where({ id: hook.id }).first();
    expect(JSON.stringify(stored)).not.toContain(hook.secret);
    const listed = await server.call<WebhookPage>('admin', 'GET', '/api/webhooks');
    expect(listed.body.items.map((w) => w.id)).toContain(hook.id);
    expect(listed.text).not.toContain(hook.secret);
    expect(listed.body.items[0]).not.toHaveProperty('secret');

    const ping = await server.call<WebhookDelivery>(
      'admin',
      'POST',
      `/api/webhooks/${hook.id}/ping`,
    );
    expect(ping.status, ping.text).toBe(201);
    expect(ping.body).toMatchObject({ eventType: 'ping', status: expect.any(String) });
    await until(() => to.received.length === 1, 'the ping');
    const [request] = to.received;
    expect(request?.signed).toBe(true);
    expect(request?.headers['keel-signature']).toMatch(/^t=\d+, v1=[0-9a-f]{64}$/);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['user-agent']).toMatch(/^Keel-Webhooks\//);
    expect(request?.headers['keel-event']).toBe('ping');
    expect(request?.headers['keel-delivery']).toBe(String(ping.body.id));
    expect(request?.event).toMatchObject({
      id: ping.body.eventId,
      type: 'ping',
      actor: { id: await adminId() },
      data: { id: hook.id },
    });
    await until(
      async () => (await deliveriesOf(hook.id))[0]?.status === 'delivered',
      'the delivery settled',
    );
    const [logged] = await deliveriesOf(hook.id);
    expect(logged).toMatchObject({
      id: ping.body.id,
      status: 'delivered',
      attempt: 1,
      responseCode: 200,
      responseExcerpt: 'answer 200',
      error: null,
    });
    expect(logged?.durationMs).toEqual(expect.any(Number));
    expect(logged?.request.body).toBe(request?.body);
    expect(logged?.request.headers['Keel-Signature']).toBe(request?.headers['keel-signature']);
  });

  it('sends the events a webhook wants, of its project when it has one', async () => {
    const all = await receiver();
    const scoped = await receiver();
    const project = await projectId();
    await addWebhook(all, { events: ['task.created', 'task.deleted'] });
    await addWebhook(scoped, { events: ['task.created'], projectId: project });
    await written('task.created', 101, project);
    await written('task.created', 102, null);
    await written('task.updated', 103, project);
    await written('task.deleted', 104, project);
    await until(() => all.received.length === 3 && scoped.received.length === 1, 'the events');
    await worker.drain();
    expect(all.received.map((r) => [r.event.type, r.event.data.id])).toEqual([
      ['task.created', 101],
      ['task.created', 102],
      ['task.deleted', 104],
    ]);
    expect(scoped.received.map((r) => r.event.data.id)).toEqual([101]);
    const event = all.received[0]!.event;
    expect(event).toMatchObject({
      type: 'task.created',
      actor: { id: await adminId(), name: expect.any(String) },
      data: { id: 101, projectId: project, title: 'Record 101' },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(Date.parse(event.occurredAt)).toBe(server.clock.now);
    expect(all.received.every((r) => r.signed) && scoped.received[0]?.signed).toBe(true);
  });

  it('retries a receiver that fails three times, then delivers the same event', async () => {
    const to = await receiver();
    to.answer = (n) => ({ status: n < 3 ? 503 : 200 });
    const hook = await addWebhook(to);
    await written('task.created', 201);
    await until(() => to.received.length === 4, 'four attempts');
    expect(new Set(to.received.map((r) => r.event.id)).size).toBe(1);
    expect(to.received.every((r) => r.signed)).toBe(true);
    await until(
      async () => (await deliveriesOf(hook.id))[0]?.status === 'delivered',
      'the delivery settled',
    );
    const [logged] = await deliveriesOf(hook.id);
    expect(logged).toMatchObject({ attempt: 4, responseCode: 200, status: 'delivered' });
    const stored = await server.knex('webhooks').where({ id: hook.id }).first();
    expect(Number(stored.consecutive_failures)).toBe(0);
  });

  it('delivers in order per webhook, the next waiting while the first is retried', async () => {
    const to = await receiver();
    to.answer = (n) => ({ status: n < 2 ? 500 : 200 });
    await addWebhook(to);
    for (let i = 1; i <= 10; i += 1) await written('task.created', 300 + i);
    await until(() => to.received.length === 12, 'ten events and two retries');
    const delivered = to.received.slice(2).map((r) => r.event.data.id);
    expect(delivered).toEqual(Array.from({ length: 10 }, (_, i) => 301 + i));
    expect(to.received.slice(0, 2).map((r) => r.event.data.id)).toEqual([301, 301]);
  });

  it('pauses a webhook after 20 failures in a row and tells its owner; active resumes it', async () => {
    const to = await receiver();
    to.answer = () => ({ status: 500 });
    const hook = await addWebhook(to);
    const owner = await adminId();
    await written('task.created', 401);
    await until(
      async () => (await server.knex('webhooks').where({ id: hook.id }).first()).paused_at !== null,
      'the pause',
    );
    await worker.drain();
    expect(to.received).toHaveLength(20);
    const notes = await server
      .knex('notifications')
      .where({ user_id: owner, kind: 'webhookPaused' });
    expect(notes).toHaveLength(1);
    expect(notes[0].text).toContain(to.url);
    // Paused: no more attempts, and no new deliveries.
    await written('task.created', 402);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(to.received).toHaveLength(20);
    const paused = await server.call<Webhook>('admin', 'GET', `/api/webhooks/${hook.id}`);
    expect(paused.body.pausedAt).not.toBeNull();
    expect(paused.body.consecutiveFailures).toBe(20);

    to.answer = () => ({ status: 200 });
    const resumed = await server.call<Webhook>('admin', 'PUT', `/api/webhooks/${hook.id}`, {
      url: `${to.url}/hook`,
      events: ['task.created'],
      projectId: null,
      active: true,
      version: paused.body.version,
    });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body).toMatchObject({ pausedAt: null, consecutiveFailures: 0 });
    await until(() => to.received.length === 21, 'the delivery after the resume');
    expect(to.received[20]?.event.data.id).toBe(401);
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const to = await receiver();
    to.answer = (n) =>
      n === 0 ? { status: 302, headers: { location: `${to.url}/elsewhere` } } : { status: 200 };
    const hook = await addWebhook(to);
    await written('task.created', 501);
    await until(() => to.received.length === 2, 'the retry after the redirect');
    // The retry went to the webhook's URL again, never to the redirect's target.
    expect(to.received.map((r) => r.path)).toEqual(['/hook', '/hook']);
    await until(
      async () => (await deliveriesOf(hook.id))[0]?.status === 'delivered',
      'the delivery settled',
    );
    expect((await deliveriesOf(hook.id))[0]?.attempt).toBe(2);
  });

  it('sends again what a worker killed mid-send had claimed: at least once', async () => {
    const to = await receiver();
    const hook = await addWebhook(to);
    await worker.stop();
    await written('task.created', 801);
    // The killed worker's claim: "sending" under a lease far from over.
    const claimed = await claimRun(server.knex, hook.id, Date.now(), Date.now() + 3_600_000, 50);
    expect(claimed.map((d) => d.eventType)).toEqual(['task.created']);
    worker = await startWorker();
    await until(() => to.received.length === 1, 'the delivery after the restart');
    expect(to.received[0]?.event.data.id).toBe(801);
  });

  it('redelivers an event under the same id', async () => {
    const to = await receiver();
    const hook = await addWebhook(to);
    await written('task.created', 601);
    await until(() => to.received.length === 1, 'the event');
    await worker.drain();
    const [first] = await deliveriesOf(hook.id);
    const again = await server.call<WebhookDelivery>(
      'admin',
      'POST',
      `/api/webhooks/${hook.id}/deliveries/${first!.id}/redeliver`,
    );
    expect(again.status, again.text).toBe(201);
    expect(again.body.id).not.toBe(first!.id);
    expect(again.body.eventId).toBe(first!.eventId);
    await until(() => to.received.length === 2, 'the redelivery');
    expect(to.received[1]?.event.id).toBe(to.received[0]?.event.id);
    const missing = await server.call(
      'admin',
      'POST',
      `/api/webhooks/${hook.id}/deliveries/999999/redeliver`,
    );
    expect(missing.status).toBe(404);
  });
});

describe(`webhooks: private addresses (${DB})`, () => {
  it('refuses a private, loopback or link-local target when saved, naming url', async () => {
    server.config.webhooks.allowPrivate = false;
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://[::1]/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/hook',
      'http://[fe80::1]/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0.0.0.0/hook',
      'http://224.0.0.1/hook',
      'ftp://hooks.example.com/hook',
      'https://user:secret@hooks.example.com/hook',
      'not a url',
    ]) {
      const response = await server.call<ErrorBody>('admin', 'POST', '/api/webhooks', {
        url,
        events: ['task.created'],
      });
      expect(response.status, `${url}: ${response.text}`).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), url).toEqual(['url']);
    }
    const accepted = await server.call('admin', 'POST', '/api/webhooks', {
      url: 'https://hooks.example.com/keel',
      events: ['task.created'],
    });
    expect(accepted.status, accepted.text).toBe(201);
  });

  it('refuses at send time a host that resolves to a private address', async () => {
    const to = await receiver();
    const hook = await addWebhook(to);
    server.config.webhooks.allowPrivate = false;
    await written('task.created', 701);
    await until(
      async () => ((await deliveriesOf(hook.id))[0]?.attempt ?? 0) >= 1,
      'the refused attempt',
    );
    const [logged] = await deliveriesOf(hook.id);
    expect(logged?.responseCode).toBeNull();
    expect(logged?.error).toMatch(/^Refused: 127\.0\.0\.1 is a loopback address/);
    expect(to.received).toHaveLength(0);
  });
});

describe(`webhooks: routes (${DB})`, () => {
  const body = (fields: Record<string, unknown> = {}) => ({
    url: 'https://hooks.example.com/keel',
    events: ['task.created'],
    ...fields,
  });

  it('answers 400 naming the field, unknown keys too', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ events: [] }, 'events'],
      [{ events: ['task.exploded'] }, 'events'],
      [{ events: ['task.created', 'task.created'] }, 'events'],
      [{ url: '' }, 'url'],
      [{ projectId: 999_999 }, 'projectId'],
      [{ active: 'yes' }, 'active'],
      [{ secret: 'mine' }, 'secret'],
    ];
    for (const [fields, field] of cases) {
      const response = await server.call<ErrorBody>('admin', 'POST', '/api/webhooks', body(fields));
      expect(response.status, `${field}: ${response.text}`).toBe(400);
      expect(Object.keys(response.body.errors ?? {}).join(), field).toContain(field);
    }
    const none = await server.call('admin', 'GET', '/api/webhooks/999999');
    expect(none.status).toBe(404);
  });

  it('is for manageWebhooks only: 403 for the pm, member, finance and stakeholder', async () => {
    const created = await server.call<WebhookCreated>('admin', 'POST', '/api/webhooks', body());
    for (const who of ['pm', 'member', 'finance', 'stakeholder'] as DemoAccountKey[]) {
      for (const [method, path, payload] of [
        ['GET', '/api/webhooks', undefined],
        ['POST', '/api/webhooks', body()],
        ['GET', `/api/webhooks/${created.body.id}/deliveries`, undefined],
        ['POST', `/api/webhooks/${created.body.id}/ping`, undefined],
      ] as const) {
        const response = await server.call(who, method, path, payload);
        expect(response.status, `${who} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('changes and deletes with the version read: 409 when stale', async () => {
    const created = await server.call<WebhookCreated>('admin', 'POST', '/api/webhooks', body());
    const id = created.body.id;
    const changed = await server.call<Webhook>('admin', 'PUT', `/api/webhooks/${id}`, {
      ...body({ events: ['task.updated', 'invoice.paid'], active: false }),
      projectId: await projectId(),
      version: 1,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      events: ['task.updated', 'invoice.paid'],
      active: false,
      projectId: await projectId(),
      projectName: expect.any(String),
      version: 2,
    });
    const stale = await server.call<ErrorBody>('admin', 'PUT', `/api/webhooks/${id}`, {
      ...body(),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id, version: 2 });
    const staleDelete = await server.call('admin', 'DELETE', `/api/webhooks/${id}?version=1`);
    expect(staleDelete.status).toBe(409);
    const deleted = await server.call('admin', 'DELETE', `/api/webhooks/${id}?version=2`);
    expect(deleted.status, deleted.text).toBe(200);
    const gone = await server.call('admin', 'GET', `/api/webhooks/${id}`);
    expect(gone.status).toBe(404);
  });
});
