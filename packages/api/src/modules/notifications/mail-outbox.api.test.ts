import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PROJECTS,
  seedDemoWorkspace,
} from '../../demo/demo-workspace';
import { createLogger } from '../../logger';
import { startServer } from '../../server';
import { startTestServer, TEST_HASH_COST, type TestServer } from '../../test/test-server';
import { createMailer, type Mailer } from '../admin-users/mailer';
import { insertUser } from '../auth';
import { addProjectMember } from '../projects/projects.test-fixtures';
import { createMailOutboxWorker, type MailOutboxWorker } from './mail-outbox.service';
import { insertNotifications } from './notifications.repository';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';

/**
 * The e-mail outbox (issue 15 § 2, 8) against a real SMTP server: mails are
 * written with their notifications (and rolled back with them), sent once by
 * the worker, retried with backoff, survive a restart and a crash mid-send,
 * and two workers never send the same mail. SQLite and PostgreSQL.
 */

interface OutboxRow {
  id: number;
  user_id: number | null;
  to_address: string;
  subject: string;
  text: string;
  notification_id: number | null;
  message_id: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  sent_at: number | null;
}

let smtp: TestSmtpServer;
let server: TestServer;
let mailer: Mailer;
const workers: MailOutboxWorker[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Keel <keel@example.com>',
      PUBLIC_URL: 'https://keel.example.com',
    },
  });
  mailer = (await createMailer(server.config.smtp)) as Mailer;
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  mailer?.close();
  await server?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await server.knex('mail_outbox').del();
  smtp.received.length = 0;
});

/** A worker on the test app's database and clock; jitter pinned to the full delay. */
function worker(
  options: { knex?: Knex; maxAttempts?: number; batchSize?: number } = {},
): MailOutboxWorker {
  const created = createMailOutboxWorker(
    {
      knex: options.knex ?? server.knex,
      logger: server.deps.logger,
      clock: server.deps.clock,
      settings: {
        ...server.config.mailOutbox,
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
        ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      },
      random: () => 1,
    },
    mailer,
  );
  workers.push(created);
  return created;
}

function outbox(): Promise<OutboxRow[]> {
  return server.knex('mail_outbox').orderBy('id').select<OutboxRow[]>('*');
}

let counter = 0;
async function activeUser(status: 'active' | 'invited' | 'disabled' = 'active'): Promise<number> {
  counter += 1;
  return insertUser(
    server.knex,
    { email: `outbox-${counter}-${status}@example.com`, name: `Olive Outbox ${counter}`, status },
    server.clock.now,
  );
}

async function notify(userId: number, text = 'Something happened'): Promise<void> {
  await insertNotifications(
    server.knex,
    [{ userId, kind: 'risk', text, link: '/projects/1/risks' }],
    server.clock.now,
  );
}

describe('enqueueing', () => {
  it('writes one e-mail per notification of a request, with its text and absolute link', async () => {
    const projectId = await server.idOf('projects', { code: DEMO_PROJECTS[0]?.code });
    const userId = await activeUser();
    await addProjectMember(server, projectId, userId, 'viewer', 'admin');
    const notification = await server
      .knex('notifications')
      .where({ user_id: userId })
      .first<{ id: number; text: string }>('id', 'text');
    expect(notification?.text).toMatch(/^Ada Admin added you to /);
    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      user_id: userId,
      to_address: `outbox-${counter}-active@example.com`,
      subject: `Keel: ${notification?.text}`,
      notification_id: notification?.id,
      status: 'pending',
      attempts: 0,
      next_attempt_at: server.clock.now,
      lease_until: null,
      sent_at: null,
    });
    expect(mail?.text).toContain(notification?.text);
    expect(mail?.text).toContain(`Open it in Keel: https://keel.example.com/projects/${projectId}`);
    expect(mail?.message_id).toMatch(/^<keel-[0-9a-f]{32}@keel\.example\.com>$/);
    // Nothing is sent in the request: only the worker sends.
    expect(smtp.received).toEqual([]);
  });

  it('writes none for an invited or disabled user, one per notification otherwise', async () => {
    const invited = await activeUser('invited');
    const disabled = await activeUser('disabled');
    const active = await activeUser();
    await insertNotifications(
      server.knex,
      [invited, disabled, active, active].map((userId, index) => ({
        userId,
        kind: 'risk' as const,
        text: `Notice ${index}`,
        link: null,
      })),
      server.clock.now,
    );
    const rows = await outbox();
    expect(rows.map((r) => [r.user_id, r.subject])).toEqual([
      [active, 'Keel: Notice 2'],
      [active, 'Keel: Notice 3'],
    ]);
    expect(rows[0]?.text).not.toContain('Open it in Keel');
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(2);
  });

  it('is part of the transaction: rolled back, neither the notification nor its mail exists', async () => {
    const userId = await activeUser();
    await expect(
      server.knex.transaction(async (trx) => {
        await insertNotifications(
          trx,
          [{ userId, kind: 'risk', text: 'Rolled back', link: null }],
          server.clock.now,
        );
        expect(await trx('mail_outbox').where({ user_id: userId }).count({ n: '*' })).toEqual([
          { n: 1 },
        ]);
        throw new Error('the caller failed after notifying');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await server.knex('notifications').where({ user_id: userId })).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('writes nothing when SMTP is not configured', async () => {
    const plain = await startTestServer({ seed: false });
    try {
      const userId = await insertUser(
        plain.knex,
        { email: 'no-smtp@example.com', name: 'Nora Nomail', status: 'active' },
        plain.clock.now,
      );
      await insertNotifications(
        plain.knex,
        [{ userId, kind: 'risk', text: 'No mail for this', link: null }],
        plain.clock.now,
      );
      expect(await plain.knex('notifications').where({ user_id: userId })).toHaveLength(1);
      expect(await plain.knex('mail_outbox')).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('sending', () => {
  it('sends a mail once, with its Message-ID, and marks it sent', async () => {
    const userId = await activeUser();
    await notify(userId, 'Risk R-1 became critical');
    const [queued] = await outbox();
    const w = worker();
    expect(await w.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      accepted: true,
      messageId: queued?.message_id,
      to: [queued?.to_address],
      subject: 'Keel: Risk R-1 became critical',
    });
    expect(smtp.received[0]?.raw).toMatch(/^From: Keel <keel@example\.com>/m);
    expect(smtp.received[0]?.raw).toMatch(/^Auto-Submitted: auto-generated/m);
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, sent_at: server.clock.now });
    expect(sent?.lease_until).toBeNull();
    // Later rounds find nothing to send.
    expect(await w.runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    server.clock.advance(24 * 3600_000);
    expect((await w.runOnce()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused mail after a doubling delay, then sends it', async () => {
    const userId = await activeUser();
    await notify(userId);
    smtp.refuseNext(2);
    const w = worker();
    const start = server.clock.now;
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: start + 60_000 });
    expect(row?.last_error).toContain('451');
    // Not due yet.
    server.clock.advance(59_999);
    expect((await w.runOnce()).claimed).toBe(0);
    server.clock.advance(1);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    [row] = await outbox();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 2,
      next_attempt_at: server.clock.now + 120_000,
    });
    server.clock.advance(120_000);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received.map((m) => m.accepted)).toEqual([false, false, true]);
    // The same message every time: one Message-ID.
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set([row?.message_id]));
  });

  it('keeps a mail as failed after the last attempt, and never tries it again', async () => {
    const userId = await activeUser();
    await notify(userId);
    smtp.refuseNext(100);
    const w = worker({ maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const round = await w.runOnce();
      expect(round.claimed).toBe(1);
      server.clock.advance(3600_000);
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
    expect(row?.last_error).toContain('451');
    server.clock.advance(7 * 24 * 3600_000);
    expect((await w.runOnce()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(3);
    smtp.refuseNext(0);
  });

  it('sends again, once, a mail whose worker crashed mid-send (its lease ran out)', async () => {
    const userId = await activeUser();
    await notify(userId);
    const [queued] = await outbox();
    // A worker claimed it, handed it to the mail server and died before marking it sent.
    await mailer.send({
      from: mailer.from,
      to: queued?.to_address as string,
      subject: queued?.subject as string,
      text: queued?.text as string,
      messageId: queued?.message_id,
    });
    await server
      .knex('mail_outbox')
      .where({ id: queued?.id })
      .update({ status: 'sending', attempts: 1, lease_until: server.clock.now + 60_000 });
    const w = worker();
    // While the lease holds, the mail is someone else's.
    expect((await w.runOnce()).claimed).toBe(0);
    server.clock.advance(60_000);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    // Delivered twice at most, under one Message-ID that mail systems deduplicate on.
    expect(smtp.received.map((m) => m.messageId)).toEqual([queued?.message_id, queued?.message_id]);
  });

  it('fails a mail abandoned mid-send on its last attempt instead of claiming it again', async () => {
    const userId = await activeUser();
    await notify(userId);
    await server
      .knex('mail_outbox')
      .update({ status: 'sending', attempts: 3, lease_until: server.clock.now - 1 });
    expect(await worker({ maxAttempts: 3 }).runOnce()).toMatchObject({ claimed: 0, failed: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.last_error).toMatch(/stopped before it finished/);
    expect(smtp.received).toEqual([]);
  });

  it('stopping finishes the send in progress and gives the rest of the batch back', async () => {
    const userId = await activeUser();
    for (const text of ['First', 'Second', 'Third']) await notify(userId, text);
    let stopped: Promise<void> | null = null;
    const stopping: Mailer = {
      from: mailer.from,
      close: () => undefined,
      async send(message) {
        stopped ??= w.stop();
        await mailer.send(message);
      },
    };
    const w = createMailOutboxWorker(
      {
        knex: server.knex,
        logger: server.deps.logger,
        clock: server.deps.clock,
        settings: server.config.mailOutbox,
      },
      stopping,
    );
    expect(await w.runOnce()).toMatchObject({ claimed: 3, sent: 1 });
    await stopped;
    const rows = await outbox();
    expect(rows.map((r) => [r.subject, r.status, r.attempts, r.lease_until])).toEqual([
      ['Keel: First', 'sent', 1, null],
      ['Keel: Second', 'pending', 0, null],
      ['Keel: Third', 'pending', 0, null],
    ]);
    expect(smtp.received).toHaveLength(1);
  });

  it('two workers racing on two connections never send the same mail twice', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => activeUser()));
    await insertNotifications(
      server.knex,
      Array.from({ length: 30 }, (_, i) => ({
        userId: users[i % users.length] as number,
        kind: 'risk' as const,
        text: `Race ${i}`,
        link: null,
      })),
      server.clock.now,
    );
    const second = knexFactory({ ...server.knex.client.config });
    try {
      const racers = [worker({ batchSize: 4 }), worker({ knex: second, batchSize: 4 })];
      const rounds = await Promise.all(
        racers.map(async (w) => {
          let sent = 0;
          for (;;) {
            const round = await w.runOnce();
            expect(round.claimed).toBeLessThanOrEqual(4);
            sent += round.sent;
            if (round.claimed === 0) return sent;
          }
        }),
      );
      // Both took part, and between them sent every mail.
      expect(Math.min(...rounds)).toBeGreaterThan(0);
      expect(rounds[0]! + rounds[1]!).toBe(30);
      const rows = await outbox();
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      expect(smtp.received).toHaveLength(30);
      expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(
        new Set(rows.map((r) => r.message_id)),
      );
    } finally {
      await second.destroy();
    }
  });
});

describe('a restart between enqueue and send', () => {
  it('loses nothing and sends once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-outbox-restart-'));
    const baseUrl = process.env.KEEL_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : null;
    const schema = `keel_test_${randomBytes(6).toString('hex')}`;
    let databaseUrl = '';
    if (baseUrl) {
      const admin = knexFactory({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
      await admin.raw('CREATE SCHEMA ??', [schema]);
      await admin.destroy();
      const separator = baseUrl.includes('?') ? '&' : '?';
      databaseUrl = `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    }
    const env = (pollSeconds: string, seed: string) => ({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STATIC_DIR: path.join(dataDir, 'no-app-build'),
      SEED_DEMO: seed,
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: String(TEST_HASH_COST),
      SMTP_URL: smtp.url,
      MAIL_POLL_SECONDS: pollSeconds,
    });
    const config = loadConfig(env('3600', '1'));
    const db = createDatabase(config);
    try {
      // The first app: its worker would look an hour from now; the mail is written, then it stops.
      const first = await startServer(config, createLogger(config), seedDemoWorkspace);
      const login = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
      });
      const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
      const user = await insertUser(
        db,
        { email: 'restart@example.com', name: 'Rita Restart', status: 'active' },
        Date.now(),
      );
      const project = await db('projects')
        .where({ code: DEMO_PROJECTS[0]?.code })
        .first<{ id: number }>('id');
      const added = await fetch(`${first.url}/api/projects/${project?.id}/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ userId: user, role: 'viewer' }),
      });
      expect(added.status).toBe(201);
      await first.close();
      // The scheduled jobs of the first app also reminded the demo accounts of their open week.
      const queued = await db('mail_outbox')
        .where({ to_address: 'restart@example.com' })
        .select<OutboxRow[]>('*');
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        status: 'pending',
        attempts: 0,
        to_address: 'restart@example.com',
      });
      expect(smtp.received).toEqual([]);
      const restartMails = () => smtp.received.filter((m) => m.to.includes('restart@example.com'));

      // The second app on the same database sends it, once.
      const secondConfig = loadConfig(env('1', '0'));
      const second = await startServer(secondConfig, createLogger(secondConfig), seedDemoWorkspace);
      try {
        const deadline = Date.now() + 15_000;
        while (restartMails().length === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        // Two more rounds: nothing more is sent.
        await new Promise((resolve) => setTimeout(resolve, 2500));
      } finally {
        await second.close();
      }
      expect(restartMails().map((m) => [m.messageId, m.to])).toEqual([
        [queued[0]?.message_id, ['restart@example.com']],
      ]);
      expect(
        await db('mail_outbox')
          .where({ to_address: 'restart@example.com' })
          .select<OutboxRow[]>('*'),
      ).toMatchObject([{ id: queued[0]?.id, status: 'sent', attempts: 1 }]);
    } finally {
      await db.destroy();
      if (baseUrl) {
        const admin = knexFactory({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
        await admin.raw('DROP SCHEMA ?? CASCADE', [schema]);
        await admin.destroy();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
