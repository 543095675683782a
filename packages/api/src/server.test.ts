import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { seedDemoWorkspace } from './demo/demo-workspace';
import { createLogger } from './logger';
import { MAX_RESTART_DELAY_MS, restartDelayMs } from './cluster';
import { housekeeping, listen, prepareDatabase } from './server';

const dirs: string[] = [];
function config(env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-prepare-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10', ...env });
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('preparing the embedded database at start', () => {
  it('seeds the demo workspace on first start only, when asked for', async () => {
    const c = config({ SEED_DEMO: '1' });
    const first = await prepareDatabase(c, createLogger(c), seedDemoWorkspace);
    expect(first).toMatchObject({ seededDemo: true, demoPresent: true });
    await first.knex.destroy();
    const second = await prepareDatabase(c, createLogger(c), seedDemoWorkspace);
    expect(second).toMatchObject({ seededDemo: false, demoPresent: true });
    const mode = await second.knex.raw('PRAGMA journal_mode');
    expect(mode[0]?.journal_mode).toBe('wal');
    const fk = await second.knex.raw('PRAGMA foreign_keys');
    expect(fk[0]?.foreign_keys).toBe(1);
    await second.knex.destroy();
    expect(fs.existsSync(path.join(c.dataDir, 'keel.sqlite'))).toBe(true);
  });

  it('creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const c = config({ ADMIN_EMAIL: 'Owner@Firm.example', ADMIN_PASSWORD: 'owner-password' });
    const { knex } = await prepareDatabase(c, createLogger(c), seedDemoWorkspace);
    const owner = await knex('users').where({ email: 'owner@firm.example' }).first();
    expect(owner).toMatchObject({ name: 'Owner', status: 'active' });
    const roles = await knex('user_roles as ur')
      .join('roles as r', 'r.id', 'ur.role_id')
      .where('ur.user_id', owner.id)
      .pluck('r.name');
    expect(roles).toEqual(['Administrator']);
    await knex.destroy();
  });
});

describe('OpenID Connect at start', () => {
  it('stops when OIDC_AUTO_CREATE=1 names a default role that does not exist', async () => {
    const oidc = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'keel' };
    const bad = config({ ...oidc, OIDC_AUTO_CREATE: '1', OIDC_DEFAULT_ROLE: 'Guest' });
    await expect(prepareDatabase(bad, createLogger(bad))).rejects.toThrow(
      'OIDC_DEFAULT_ROLE must name a role (no role is named "Guest")',
    );
    const good = config({ ...oidc, OIDC_AUTO_CREATE: '1' });
    const { knex } = await prepareDatabase(good, createLogger(good));
    await knex.destroy();
  });
});

describe('housekeeping', () => {
  it('removes expired sessions and old sign-in failures, keeping live ones', async () => {
    const c = config({ SEED_DEMO: '1' });
    const { knex } = await prepareDatabase(c, createLogger(c), seedDemoWorkspace);
    const now = Date.now();
    const user = await knex('users').first<{ id: number }>('id');
    const session = (id: string, idle: number) => ({
      id,
      user_id: user.id,
      created_at: now - 1000,
      last_seen_at: now - 1000,
      idle_expires_at: idle,
      absolute_expires_at: now + 1_000_000,
    });
    await knex('sessions').insert([session('live', now + 1000), session('idle', now - 1)]);
    await knex('login_attempts').insert([
      { email: 'a@example.com', ip: '1.2.3.4', created_at: now - 61 * 60 * 1000 },
      // Within the per-account window (an hour), though past the per-address one.
      { email: 'a@example.com', ip: '1.2.3.4', created_at: now - 16 * 60 * 1000 },
      { email: 'a@example.com', ip: '1.2.3.4', created_at: now - 60 * 1000 },
    ]);
    await housekeeping(knex, now);
    expect(await knex('sessions').pluck('id')).toEqual(['live']);
    expect(await knex('login_attempts').count<{ n: number }[]>({ n: '*' }).first()).toEqual({
      n: 2,
    });
    await knex.destroy();
  });
});

describe('replacing a worker process that died', () => {
  it('replaces the first at once, then waits twice as long while workers keep dying', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      0,
      1000,
      2000,
      4000,
      8000,
      16_000,
      MAX_RESTART_DELAY_MS,
      MAX_RESTART_DELAY_MS,
    ]);
    expect(MAX_RESTART_DELAY_MS).toBe(30_000);
  });
});

describe('idle connections', () => {
  it('keeps an idle kept-alive socket open longer than clients do (65 s, headers 66 s)', async () => {
    const app = express();
    app.get('/ping', (_req, res) => {
      res.send('pong');
    });
    const server = await listen(app, '127.0.0.1', 0);
    try {
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(server.headersTimeout).toBe(66_000);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
      // One socket, two requests 5.5 s apart: Node's default (5 s) closed it in between.
      const { port } = server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      socket.setEncoding('latin1');
      const answers: string[] = [];
      let closed = false;
      socket.on('data', (chunk: string) => answers.push(chunk));
      socket.on('close', () => (closed = true));
      const ask = () => socket.write('GET /ping HTTP/1.1\r\nHost: x\r\n\r\n');
      ask();
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(closed).toBe(false);
      ask();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answers.join('').match(/pong/g)).toHaveLength(2);
      socket.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 15_000);
});
