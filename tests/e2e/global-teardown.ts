import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_ENV } from './e2e-env';

/** Stops the server started by global-setup.ts and removes its DATA_DIR. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[E2E_ENV.serverPid]);
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGTERM');
      const deadline = Date.now() + 10_000;
      while (isAlive(pid) && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 100));
      }
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  const dataDir = process.env[E2E_ENV.dataDir];
  if (!dataDir) return;
  // Keep the server's log beside the report: it explains most failures.
  const log = join(dataDir, 'server.log');
  if (existsSync(log)) {
    const results = resolve(import.meta.dirname, '../../test-results');
    mkdirSync(results, { recursive: true });
    copyFileSync(log, join(results, 'e2e-server.log'));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
