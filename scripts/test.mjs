#!/usr/bin/env node
// `npm test`: the whole quality gate in one run (what `.ci/run` calls).
// Every phase runs even when an earlier one failed, so one run reports
// everything; the last line is `N passed, N failed`.
//
// Options (for local use): --only=lint,e2e  --skip=visual
// Phases: format, lint, docs, architecture, typecheck, build, unit, storybook, visual, e2e.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, formatDuration, run } from './lib/run.mjs';
import { countPlaywright, countVitest } from './lib/reports.mjs';

const RESULTS = join(ROOT, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (tool) => join(ROOT, 'node_modules/.bin', tool);

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => {
      const [name, value = ''] = arg.slice(2).split('=');
      return [name, value.split(',').filter(Boolean)];
    }),
);

/** One line per phase for the closing summary. */
const summary = [];
let totalPassed = 0;
let totalFailed = 0;

function heading(text) {
  const line = '='.repeat(Math.max(8, 72 - text.length - 4));
  console.log(`\n== ${text} ${line}`);
}

function record(name, { passed, failed, skipped = 0, note = '' }, ms) {
  totalPassed += passed;
  totalFailed += failed;
  summary.push({ name, passed, failed, skipped, ms, note });
  const status = failed > 0 ? 'FAILED' : note.startsWith('skipped') ? 'SKIPPED' : 'ok';
  console.log(
    `-- ${name}: ${status} in ${formatDuration(ms)} (${passed} passed, ${failed} failed` +
      `${skipped ? `, ${skipped} skipped` : ''})${note ? ` - ${note}` : ''}`,
  );
}

function wanted(phase) {
  if (options.only && !options.only.includes(phase)) return false;
  if (options.skip?.includes(phase)) return false;
  return true;
}

/** A phase that is one command (or a few): passing counts 1 pass, failing 1 failure. */
async function commandPhase(phase, title, commands) {
  if (!wanted(phase)) return;
  heading(title);
  const started = Date.now();
  let ok = true;
  for (const [command, args, opts] of commands) {
    console.log(`$ ${[command.replace(`${ROOT}/`, ''), ...args].join(' ')}`);
    const code = await run(command, args, opts);
    if (code !== 0) {
      ok = false;
      console.log(`(exit code ${code})`);
    }
  }
  record(title, { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }, Date.now() - started);
  return ok;
}

/** A phase whose tests are counted from a JSON report. */
async function reportPhase(title, command, args, opts, reportFile, count) {
  heading(title);
  const started = Date.now();
  rmSync(reportFile, { force: true });
  console.log(`$ ${[command.replace(`${ROOT}/`, ''), ...args].join(' ')}`);
  const code = await run(command, args, opts);
  const counts = count(reportFile);
  if (!counts) {
    // No report at all: the runner itself broke (config error, crash).
    record(
      title,
      { passed: 0, failed: 1, note: `no report (exit code ${code})` },
      Date.now() - started,
    );
  } else if (code !== 0 && counts.failed === 0) {
    // Failed outside any test (unhandled error, coverage, timeout): still a failure.
    record(
      title,
      { ...counts, failed: 1, note: `exit code ${code} with no failed test` },
      Date.now() - started,
    );
  } else {
    record(title, counts, Date.now() - started);
  }
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  heading('Chromium');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && !process.env.CHROMIUM_PATH) {
    console.log(`${CHROMIUM} is missing; installing Debian's chromium package with apt-get.`);
    const code = await run('sh', ['-c', 'apt-get update && apt-get install -y chromium']);
    if (code === 0 && existsSync(CHROMIUM)) return true;
    console.log('apt-get could not install chromium.');
  }
  console.log(
    `Chromium is required at ${CHROMIUM} for the story and end-to-end tests.\n` +
      'Install it as root with:\n\n    apt-get update && apt-get install -y chromium\n\n' +
      '(or point CHROMIUM_PATH at an existing Chromium binary).',
  );
  return false;
}

/**
 * The security battery's figures, written by `packages/api/src/security/battery-figures.ts`
 * and `packages/ui/src/test/battery-figure.ts`.
 */
const SECURITY_FIGURES = join(RESULTS, 'security-figures.txt');

function printSecurityFigures() {
  if (!existsSync(SECURITY_FIGURES)) return;
  heading('Security battery figures');
  const lines = readFileSync(SECURITY_FIGURES, 'utf8').trimEnd().split('\n');
  console.log(lines.join('\n'));
}

function packagesWithVitest() {
  const dir = join(ROOT, 'packages');
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'package.json')))
    .sort()
    .map((name) => ({
      name,
      dir: join(dir, name),
      hasConfig: existsSync(join(dir, name, 'vitest.config.ts')),
      label: JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8')).name ?? name,
    }));
}

async function main() {
  const runStarted = Date.now();
  mkdirSync(RESULTS, { recursive: true });
  const needsBrowser = wanted('visual') || wanted('e2e');
  if (needsBrowser && !(await ensureChromium())) {
    record('Chromium', { passed: 0, failed: 1, note: 'not installed' }, 0);
    return finish(runStarted);
  }

  await commandPhase('format', 'Format (prettier --check)', [
    [bin('prettier'), ['--check', '--cache', '--log-level=warn', '.']],
  ]);
  await commandPhase('lint', 'Lint (eslint)', [
    [
      bin('eslint'),
      ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'],
    ],
  ]);
  await commandPhase('docs', 'Documentation links (inside the repository)', [
    [process.execPath, [join(ROOT, 'scripts/check-doc-links.mjs')]],
  ]);
  await commandPhase('architecture', 'Architecture (front doors, no two-way rooms, file sizes)', [
    [process.execPath, [join(ROOT, 'scripts/check-architecture.mjs'), '--check']],
  ]);
  await commandPhase('typecheck', 'Typecheck (tsc per package, tests)', [
    [bin('turbo'), ['run', 'typecheck', '--continue', '--output-logs=new-only']],
    [bin('tsc'), ['-p', 'tests/tsconfig.json']],
  ]);
  await commandPhase('build', 'Build (api, app)', [
    [
      bin('turbo'),
      [
        'run',
        'build',
        '--filter=@keel/api',
        '--filter=@keel/app',
        '--continue',
        '--output-logs=new-only',
      ],
    ],
  ]);

  if (wanted('unit')) {
    rmSync(SECURITY_FIGURES, { force: true });
    for (const pkg of packagesWithVitest()) {
      const title = `Unit and integration tests (${pkg.label})`;
      if (!pkg.hasConfig) {
        heading(title);
        console.log(`${pkg.label} has no vitest.config.ts yet; skipped.`);
        record(title, { passed: 0, failed: 0, note: 'skipped: no vitest.config.ts' }, 0);
        continue;
      }
      const reportFile = join(RESULTS, `vitest-${pkg.name}.json`);
      await reportPhase(
        title,
        bin('vitest'),
        [
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile=${reportFile}`,
          '--passWithNoTests',
        ],
        { cwd: pkg.dir },
        reportFile,
        countVitest,
      );
    }
    // After every package: the UI's figures (Markdown payloads rendered) join the API's.
    printSecurityFigures();
  }

  const hasStorybook = existsSync(join(ROOT, '.storybook/main.ts'));
  let storybookBuilt = false;
  if (wanted('storybook')) {
    if (hasStorybook) {
      storybookBuilt = await commandPhase('storybook', 'Build Storybook', [
        [bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']],
      ]);
    } else {
      heading('Build Storybook');
      record(
        'Build Storybook',
        { passed: 0, failed: 0, note: 'skipped: no .storybook/main.ts' },
        0,
      );
    }
  }
  if (wanted('visual')) {
    const title = 'Story tests (render, axe, visual regression)';
    const buildFailed = wanted('storybook') && hasStorybook && !storybookBuilt;
    if (buildFailed || !existsSync(join(ROOT, 'storybook-static/index.json'))) {
      heading(title);
      // A failed build is counted once, in its own phase; stale stories are never tested.
      const why = buildFailed
        ? 'the Storybook build failed'
        : 'no built Storybook (storybook-static/index.json)';
      console.log(`Skipped: ${why}.`);
      record(
        title,
        { passed: 0, failed: !buildFailed && hasStorybook ? 1 : 0, note: `skipped: ${why}` },
        0,
      );
    } else {
      await reportPhase(
        title,
        bin('playwright'),
        ['test', '-c', 'tests/visual/playwright.config.ts'],
        {},
        join(RESULTS, 'visual.json'),
        countPlaywright,
      );
    }
  }
  if (wanted('e2e')) {
    await reportPhase(
      'End-to-end tests (Playwright, Chromium)',
      bin('playwright'),
      ['test', '-c', 'tests/e2e/playwright.config.ts'],
      {},
      join(RESULTS, 'e2e.json'),
      countPlaywright,
    );
  }
  return finish(runStarted);
}

function finish(runStarted) {
  heading(`Summary (${formatDuration(Date.now() - runStarted)})`);
  const width = Math.max(...summary.map((row) => row.name.length), 10);
  for (const row of summary) {
    const counts = `${String(row.passed).padStart(5)} passed ${String(row.failed).padStart(4)} failed`;
    console.log(
      `${row.failed ? '✗' : '✓'} ${row.name.padEnd(width)}  ${formatDuration(row.ms).padStart(10)}  ${counts}` +
        `${row.note ? `  (${row.note})` : ''}`,
    );
  }
  console.log(`${totalPassed} passed, ${totalFailed} failed`);
  process.exitCode = totalFailed > 0 ? 1 : 0;
}

await main();
