// Bundles the API entry points into dist/ with esbuild. npm packages stay
// external (installed by `npm ci`); @keel/* workspace packages are bundled
// from their TypeScript source.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@keel/'));

await rm(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Subpath imports (e.g. swagger-ui-dist/package.json) are external too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS code may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __keelCreateRequire } from 'node:module'; const require = __keelCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(
  `@keel/api built into ${path.relative(process.cwd(), path.join(here, 'dist')) || 'dist'}`,
);
