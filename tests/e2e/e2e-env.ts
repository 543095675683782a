import { execFileSync } from 'node:child_process';

/** Environment variables the runner hands to its workers and to the teardown. */
export const E2E_ENV = {
  port: 'KEEL_E2E_PORT',
  dataDir: 'KEEL_E2E_DATA_DIR',
  serverPid: 'KEEL_E2E_SERVER_PID',
} as const;

/**
 * Picks a free TCP port once per run. Playwright loads the config in the
 * runner and again in every worker; the first load stores the port in the
 * environment, which the workers inherit, so all of them agree. It is
 * synchronous because the config is evaluated synchronously.
 */
export function reserveE2ePort(): number {
  const existing = process.env[E2E_ENV.port];
  if (existing) return Number(existing);
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not reserve a free port`);
  process.env[E2E_ENV.port] = String(port);
  return port;
}
