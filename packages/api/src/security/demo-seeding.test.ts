import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoWorkspace } from '../demo/demo-workspace';
import { createLogger } from '../logger';
import { verifyPassword } from '../modules/auth/password';
import { demoSeedDecision, prepareDatabase } from '../server';

/**
 * Security battery: a fresh embedded install is not an open door. The demo
 * workspace (published accounts and password) is seeded only when asked for,
 * never in production or with an administrator configured, and each demo
 * account's hash has its own salt.
 */
const dirs: string[] = [];
function config(env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-seed-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10', ...env });
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const ADMIN = { ADMIN_EMAIL: 'owner@firm.example', ADMIN_PASSWORD: 'Velvet-harbour-lantern-42' };

async function start(env: Record<string, string>) {
  const c = config(env);
  const warnings: string[] = [];
  const logger = createLogger(c);
  logger.warn = ((message: unknown) => {
    warnings.push(String(message));
  }) as typeof logger.warn;
  const prepared = await prepareDatabase(c, logger, seedDemoWorkspace);
  const demoUser = await prepared.knex('users').where({ email: DEMO_ACCOUNTS.admin.email }).first();
  await prepared.knex.destroy();
  return { ...prepared, demoUser, warnings };
}

describe('demo workspace seeding', () => {
  it('does not seed an empty embedded database unless asked for, and says why', async () => {
    const { seededDemo, demoPresent, demoUser, warnings } = await start({});
    expect({ seededDemo, demoPresent, demoUser }).toEqual({
      seededDemo: false,
      demoPresent: false,
      demoUser: undefined,
    });
    expect(warnings.join('\n')).toMatch(/not seeding the demo workspace: SEED_DEMO is not set/);
    expect(warnings.join('\n')).toMatch(/create-admin/);
  });

  it('never seeds in production, even when asked for', async () => {
    const result = await start({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(result.demoUser).toBeUndefined();
    expect(result.warnings.join('\n')).toMatch(/NODE_ENV=production/);
  });

  it('never seeds in production however NODE_ENV is written', async () => {
    for (const nodeEnv of ['Production', 'PRODUCTION', ' production ']) {
      const result = await start({ NODE_ENV: nodeEnv, SEED_DEMO: '1' });
      expect(result.demoUser, nodeEnv).toBeUndefined();
      expect(result.warnings.join('\n')).toMatch(/NODE_ENV=production/);
    }
    expect(loadConfig({ NODE_ENV: 'Production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production-like' }).production).toBe(false);
  });

  it('never seeds with an administrator configured, even when asked for', async () => {
    const result = await start({ ...ADMIN, SEED_DEMO: '1' });
    expect(result.demoUser).toBeUndefined();
    expect(result.demoPresent).toBe(false);
    expect(result.warnings.join('\n')).toMatch(/an administrator is configured/);
  });

  it('seeds when asked for (npm start on a fresh clone), each account with its own salt', async () => {
    const c = config({ SEED_DEMO: '1' });
    const prepared = await prepareDatabase(c, createLogger(c), seedDemoWorkspace);
    expect(prepared).toMatchObject({ seededDemo: true, demoPresent: true });
    const hashes = await prepared
      .knex('users')
      .whereIn(
        'email',
        Object.values(DEMO_ACCOUNTS).map((a) => a.email),
      )
      .pluck('password_hash');
    await prepared.knex.destroy();
    expect(hashes).toHaveLength(5);
    const salts = hashes.map((h: string) => h.split('$')[4]);
    expect(new Set(salts).size).toBe(5);
    expect(new Set(hashes).size).toBe(5);
    for (const hash of hashes) expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
  });

  it('decides the same way on PostgreSQL (where the database need not be empty)', () => {
    const base = { seedDemo: true, production: false, adminEmail: null };
    expect(demoSeedDecision(base, 'postgres', false).seed).toBe(true);
    expect(demoSeedDecision({ ...base, production: true }, 'postgres', true).seed).toBe(false);
    expect(demoSeedDecision({ ...base, adminEmail: 'a@b.example' }, 'postgres', true).seed).toBe(
      false,
    );
    expect(demoSeedDecision({ ...base, seedDemo: false }, 'postgres', true).seed).toBe(false);
    expect(demoSeedDecision(base, 'sqlite', false).seed).toBe(false);
  });
});
