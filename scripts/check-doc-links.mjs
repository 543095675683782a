#!/usr/bin/env node
// The documentation a clone carries must point only at files a clone has:
// every Markdown link and every `path/like/this.md` in backticks in the
// README, docs/ and the packages' READMEs resolves inside the repository.
// (CONTRIBUTING.md is for developers, who work beside ../shared; it is not checked.)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './lib/run.mjs';

function markdownFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
for (const pkg of readdirSync(join(ROOT, 'packages')))
  files.push(
    ...markdownFiles(join(ROOT, 'packages', pkg, 'src')),
    join(ROOT, 'packages', pkg, 'README.md'),
  );

const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
// A backticked token that names a file: has a slash and a file extension, no spaces or wildcards.
const PATH = /`((?:\.\.?\/)?[\w@.-]+(?:\/[\w@.-]+)+\.(?:md|ts|tsx|mjs|js|json))`/g;

const problems = [];
let checked = 0;
for (const file of files.filter((f) => existsSync(f))) {
  const text = readFileSync(file, 'utf8');
  const where = relative(ROOT, file);
  const targets = [
    ...[...text.matchAll(LINK)].map((m) => ({ target: m[1], kind: 'link' })),
    ...[...text.matchAll(PATH)].map((m) => ({ target: m[1], kind: 'path' })),
  ];
  for (const { target, kind } of targets) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = target.split('#')[0];
    if (!path) continue;
    checked += 1;
    // A link is relative to its file; a path in backticks may also be written from the root
    // or from the package (`src/…`), as the module READMEs do.
    const candidates = [resolve(dirname(file), path)];
    if (kind === 'path') {
      candidates.push(resolve(ROOT, path));
      const pkg = where.match(/^packages\/[^/]+/)?.[0];
      if (pkg) candidates.push(resolve(ROOT, pkg, path), resolve(ROOT, pkg, 'src', path));
    }
    const inside = candidates.filter((c) => !relative(ROOT, c).startsWith('..'));
    if (inside.length === 0) problems.push(`${where}: ${target} lies outside the repository`);
    else if (kind === 'link' && !inside.some((c) => existsSync(c)))
      problems.push(`${where}: ${target} does not exist`);
  }
}

if (problems.length > 0) {
  console.log(problems.join('\n'));
  console.log(
    `${problems.length} of ${checked} documentation links point where a clone has nothing.`,
  );
  process.exit(1);
}
console.log(
  `${checked} documentation links and paths in ${files.length} files stay inside the repository.`,
);
