import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The npm packages (CommonJS) a fresh process has loaded once it has imported
 * the app and its route table, among `names`: read from Node's module cache,
 * in a process of its own (this one's cache holds whatever other tests load).
 */
function loadedAtStart(names: readonly string[]): string[] {
  const script = `
    import { createRequire } from 'node:module';
    await import('./src/app.ts');
    await import('./src/routes.ts');
    const files = Object.keys(createRequire(import.meta.url + '/').cache);
    const names = ${JSON.stringify(names)};
    console.log(JSON.stringify(names.filter((name) => files.some((file) => file.includes('/node_modules/' + name + '/')))));
  `;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: API, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return JSON.parse(output.trim().split('\n').pop()!) as string[];
}

describe('start-up', () => {
  it('leaves exceljs and the PostgreSQL driver unloaded until first used', () => {
    // knex: that the cache is read right (it is loaded at start).
    expect(loadedAtStart(['exceljs', 'pg', 'knex'])).toEqual(['knex']);
  }, 60_000);
});
