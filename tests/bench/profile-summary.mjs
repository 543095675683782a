#!/usr/bin/env node
// Sums a V8 CPU profile (`npm run bench -- --cpu-prof=DIR` writes the measured
// server's): self time by package and by function, and inclusive time by
// function, each with its share of the whole.
// Usage: node tests/bench/profile-summary.mjs FILE.cpuprofile [ROWS=40]
import { readFileSync } from 'node:fs';

const [file, rowsArg = '40'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tests/bench/profile-summary.mjs FILE.cpuprofile [ROWS]');
  process.exit(2);
}
const rows = Number(rowsArg);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Microseconds of samples that landed in each node. */
const selfTime = new Map();
profile.samples.forEach((id, index) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0);

const shortUrl = (url) =>
  url.replace(/.*node_modules\//, 'nm:').replace(/.*\/packages\//, 'packages/');
const functionName = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber}`;
const packageName = ({ callFrame }) => {
  const { url, functionName: name } = callFrame;
  if (!url) return name;
  const inModules = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (inModules) return `nm:${inModules[1]}`;
  if (url.startsWith('node:')) return url;
  return shortUrl(url);
};

const byPackage = new Map();
const byFunction = new Map();
const inclusive = new Map();
const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);
for (const [id, time] of selfTime) {
  const node = nodes.get(id);
  add(byPackage, packageName(node), time);
  add(byFunction, functionName(node), time);
  // Each function once per sample, however often it recurses.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const name = functionName(nodes.get(at));
    if (!seen.has(name)) add(inclusive, name, time);
    seen.add(name);
  }
}

function print(title, map) {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    const ms = (time / 1000).toFixed(0).padStart(8);
    const share = ((100 * time) / total).toFixed(1).padStart(5);
    console.log(`${ms} ms ${share} %  ${name}`);
  }
}

console.log(`${(total / 1000).toFixed(0)} ms sampled in ${file}`);
print('Self time by package', byPackage);
print('Self time by function', byFunction);
print('Inclusive time by function', inclusive);
