#!/usr/bin/env node
// `npm start`: builds what is missing (Turborepo restores unchanged packages
// from its cache, so a second start skips the build), then runs the server:
// one worker process per core, or WEB_CONCURRENCY of them (a primary
// prepares the database and forks them; packages/api/README.md § Worker
// processes). The server prints its URL and, with the demo workspace, the
// demo accounts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUIET_TOOL_ENV, ROOT, formatDuration, run } from './lib/run.mjs';

const started = Date.now();
console.log('Building Keel (only what changed since the last build)...');
const code = await run(join(ROOT, 'node_modules/.bin/turbo'), [
  'run',
  'build',
  '--filter=@keel/api',
  '--filter=@keel/app',
  '--output-logs=new-only',
]);
if (code !== 0) {
  console.error(`\nThe build failed (exit code ${code}); see the output above.`);
  process.exit(code);
}
console.log(`Build ready in ${formatDuration(Date.now() - started)}. Starting the server...\n`);

// The quick start shows the demo workspace: on a fresh clone (no embedded
// database yet) ask the server for it, unless this is a production start,
// an administrator is configured, PostgreSQL is used or SEED_DEMO is set.
const env = { ...process.env, ...QUIET_TOOL_ENV };
const blank = (name) => (env[name] ?? '').trim() === '';
const freshClone = !existsSync(join(resolve(ROOT, env.DATA_DIR?.trim() || 'data'), 'keel.sqlite'));
if (
  freshClone &&
  blank('SEED_DEMO') &&
  blank('DATABASE_URL') &&
  blank('ADMIN_EMAIL') &&
  // Compared as the server does (config.ts isProductionEnv): `Production` is production too.
  (env.NODE_ENV ?? '').trim().toLowerCase() !== 'production'
) {
  console.log('A fresh clone: seeding the demo workspace (SEED_DEMO=1).\n');
  env.SEED_DEMO = '1';
}

const server = spawn(process.execPath, [join(ROOT, 'packages/api/dist/main.js')], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});

// Ctrl+C reaches the whole process group, a service manager's SIGTERM only
// this process: pass both on and let the server shut down gracefully.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (exitCode, signal) => {
  process.exit(exitCode ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
