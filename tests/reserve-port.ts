import { execFileSync } from 'node:child_process';

/**
 * Picks a free TCP port once per run and keeps it in `process.env[envName]`.
 * Playwright evaluates a config in the runner and again in every worker; the
 * first evaluation stores the port in the environment, which the workers
 * inherit, so all of them agree. Synchronous because configs are.
 */
export function reservePort(envName: string): number {
  const existing = process.env[envName];
  if (existing) return Number(existing);
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error('Could not reserve a free port');
  process.env[envName] = String(port);
  return port;
}
