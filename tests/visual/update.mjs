#!/usr/bin/env node
// `npm run visual:update`: rebuilds Storybook, re-runs the story tests
// accepting every changed or new screenshot as the baseline, and deletes the
// baselines of stories that no longer exist. Review the images with
// `git status tests/visual/__screenshots__` / `git diff --stat` and commit them.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from '../../scripts/lib/run.mjs';

const SHOTS = join(ROOT, 'tests/visual/__screenshots__');
const bin = (tool) => join(ROOT, 'node_modules/.bin', tool);

let code = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
if (code !== 0) process.exit(code);

// Without CI set, a missing baseline is written; --update-snapshots=changed
// also rewrites the ones that differ beyond the tolerance, and only those.
const env = { CI: '' };
code = await run(
  bin('playwright'),
  [
    'test',
    '-c',
    'tests/visual/playwright.config.ts',
    '--update-snapshots=changed',
    ...process.argv.slice(2),
  ],
  { env },
);

const index = JSON.parse(readFileSync(join(ROOT, 'storybook-static/index.json'), 'utf8'));
const ids = new Set(
  Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id),
);
if (existsSync(SHOTS) && process.argv.length <= 2) {
  for (const file of readdirSync(SHOTS)) {
    if (file.endsWith('.png') && !ids.has(file.slice(0, -'.png'.length))) {
      rmSync(join(SHOTS, file));
      console.log(`Removed the baseline of a story that no longer exists: ${file}`);
    }
  }
}
console.log(
  code === 0
    ? 'Baselines are up to date. Review and commit tests/visual/__screenshots__.'
    : 'Baselines were written, but some story tests failed (render, axe or console errors): see above.',
);
process.exit(code);
