#!/usr/bin/env node
// `npm start`: builds what is missing (Turborepo restores unchanged packages
// from its cache, so a second start skips the build), then runs the server.
// The server prints its URL and, with the demo workspace, the demo accounts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
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

const server = spawn(process.execPath, [join(ROOT, 'packages/api/dist/main.js')], {
  cwd: ROOT,
  env: { ...process.env, ...QUIET_TOOL_ENV },
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
