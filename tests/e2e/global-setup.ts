import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_ENV, reserveE2ePort } from './e2e-env';
import { E2E_SSO_LABEL, startE2eOidcProvider } from './support/oidc-provider';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = join(ROOT, 'packages/api/dist/main.js');
const APP_INDEX = join(ROOT, 'packages/app/dist/index.html');
const START_TIMEOUT_MS = 60_000;

/**
 * Starts the built server once per run on a free port with a fresh temporary
 * DATA_DIR: an empty embedded database, so the server migrates it and seeds
 * the demo workspace, and every run starts from the same data. A real OpenID
 * provider runs beside it (support/oidc-provider.ts), the server configured
 * to sign in through it; the returned function stops the provider.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  for (const [file, what] of [
    [SERVER_ENTRY, 'the API'],
    [APP_INDEX, 'the app'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: build ${what} first (npm run build).`);
    }
  }

  const port = reserveE2ePort();
  const provider = await startE2eOidcProvider(port);
  const stopProvider = () => provider.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'keel-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The e2e run always uses its own embedded database, even in CI where
      // TEST_DATABASE_URL points the API tests at PostgreSQL.
      DATABASE_URL: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The demo workspace is seeded only when asked for, never in production.
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...provider.env({ OIDC_BUTTON_LABEL: E2E_SSO_LABEL }),
      // The webhooks spec's receiver listens on 127.0.0.1, which a real deployment refuses.
      WEBHOOK_ALLOW_PRIVATE: '1',
    },
    stdio: ['ignore', log, log],
  });
  process.env[E2E_ENV.dataDir] = dataDir;
  process.env[E2E_ENV.serverPid] = String(server.pid);

  let exited: string | undefined;
  server.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
  });

  const health = `http://127.0.0.1:${port}/api/health`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) break;
    try {
      const response = await fetch(health);
      if (response.ok) return stopProvider;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  if (!exited) server.kill('SIGTERM');
  await stopProvider();
  const output = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(
    `The server did not answer ${health} (${exited ?? `timed out after ${START_TIMEOUT_MS} ms`}).\n` +
      `Last lines of ${logFile}:\n${output}`,
  );
}
