#!/usr/bin/env node
// The house's shape, checked over the import graph (CONTRIBUTING.md § Rooms):
//
// - each app feature (packages/app/src/features/<x>) and each API module
//   (packages/api/src/modules/<x>) is entered by others only through its
//   front door, `<x>/index.ts`: no deep import into another room;
// - no two rooms import each other (directly), on either side;
// - production code never imports the demo seed (packages/api/src/demo);
// - no API production file over 500 lines (migrations and the demo seed
//   aside) and no app file over 300.
//
// Tests, stories and test helpers are left out: they may set up a room's
// records through its repository. `--check` exits 1 when anything is found;
// without it the script only reports. `--json` prints the figures as JSON.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIDES = [
  { side: 'app', rooms: 'packages/app/src/features', src: 'packages/app/src', maxLines: 300 },
  { side: 'api', rooms: 'packages/api/src/modules', src: 'packages/api/src', maxLines: 500 },
];
const DEMO_DIRS = ['packages/api/src/demo'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js'];

const isTest = (path) =>
  /\.(test|stories|spec)\.[cm]?[tj]sx?$/.test(path) ||
  /(^|\/)(test|__tests__|stories)\//.test(path) ||
  path.includes('/matrix-examples') ||
  path.endsWith('.matrix-examples.ts') ||
  path.endsWith('.test-fixtures.ts') ||
  path.includes('/security/');

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function specifiers(source) {
  const found = [];
  const pattern =
    /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) found.push(match[1] ?? match[2]);
  return found;
}

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, 'index' + ext)),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return base;
}

/** The room a repository path lies in (`features/x` or `modules/x`), or null. */
function roomOf(path, roomsDir) {
  const rel = relative(join(ROOT, roomsDir), path);
  if (rel.startsWith('..') || rel === '') return null;
  const [room, ...rest] = rel.split(sep);
  return rest.length === 0 ? null : room;
}

const isFrontDoor = (path, roomsDir, room) => {
  const rel = relative(join(ROOT, roomsDir, room), path);
  return rel === 'index.ts' || rel === 'index.tsx' || rel === '' || rel === 'index';
};

const report = { sides: {}, demoImports: [], oversized: [] };
for (const { side, rooms, src, maxLines } of SIDES) {
  const files = walk(join(ROOT, src));
  const edges = new Map(); // "a -> b" -> count
  const deep = [];
  for (const file of files) {
    const relFile = relative(ROOT, file);
    const source = readFileSync(file, 'utf8');
    const test = isTest(relFile);
    const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
    const isMigrationOrDemo =
      relFile.includes('/db/migrations/') || DEMO_DIRS.some((dir) => relFile.startsWith(dir + '/'));
    if (!test && !isMigrationOrDemo && lines > maxLines)
      report.oversized.push({ file: relFile, lines, max: maxLines });
    if (test) continue;
    const fromRoom = roomOf(file, rooms);
    const fromDemo = DEMO_DIRS.some((dir) => relFile.startsWith(dir + '/'));
    for (const specifier of specifiers(source)) {
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const relTarget = relative(ROOT, target);
      // The entry point (main.ts) alone hands the demo seeder to the server.
      const entry = relFile === 'packages/api/src/main.ts';
      if (
        !fromDemo &&
        !entry &&
        side === 'api' &&
        DEMO_DIRS.some((dir) => relTarget.startsWith(dir + '/'))
      )
        report.demoImports.push(`${relFile} -> ${relTarget}`);
      const toRoom = roomOf(target, rooms);
      if (fromRoom === null || toRoom === null || fromRoom === toRoom) continue;
      const key = `${fromRoom} -> ${toRoom}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
      if (!isFrontDoor(target, rooms, toRoom)) deep.push(`${relFile} -> ${relTarget}`);
    }
  }
  const twoWay = [];
  for (const key of edges.keys()) {
    const [a, b] = key.split(' -> ');
    if (a < b && edges.has(`${b} -> ${a}`)) twoWay.push(`${a} <-> ${b}`);
  }
  report.sides[side] = {
    rooms: readdirSync(join(ROOT, rooms)).length,
    edges: edges.size,
    imports: [...edges.values()].reduce((sum, n) => sum + n, 0),
    twoWay,
    deep,
  };
}

const problems =
  Object.values(report.sides).reduce((sum, s) => sum + s.twoWay.length + s.deep.length, 0) +
  report.demoImports.length +
  report.oversized.length;

if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  for (const [side, s] of Object.entries(report.sides)) {
    console.log(
      `${side}: ${s.rooms} rooms, ${s.edges} room-to-room edges (${s.imports} imports), ` +
        `${s.twoWay.length} two-way pairs, ${s.deep.length} deep imports`,
    );
    for (const pair of s.twoWay) console.log(`  two-way: ${pair}`);
    for (const line of s.deep) console.log(`  deep: ${line}`);
  }
  console.log(`demo seed imported by production code: ${report.demoImports.length}`);
  for (const line of report.demoImports) console.log(`  ${line}`);
  console.log(`files over their size (api 500, app 300 lines): ${report.oversized.length}`);
  for (const { file, lines } of report.oversized.sort((a, b) => b.lines - a.lines))
    console.log(`  ${lines} ${file}`);
}
if (process.argv.includes('--check') && problems > 0) {
  console.error(`\n${problems} architecture problem(s): see CONTRIBUTING.md § Rooms.`);
  process.exit(1);
}
