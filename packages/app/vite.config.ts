import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Same version as @keel/types' STATIC_BASE_PATH: both come from the root package.json.
const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };
const STATIC_BASE_PATH = `/static/v${rootPackage.version}/`;

const typesSource = fileURLToPath(new URL('../types/src/', import.meta.url));
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);

/**
 * Puts theme-init.js into <head> as a render-blocking classic script: inline
 * in development, a content-hashed file in the build (the server's CSP allows
 * scripts from 'self' only, and assets are cached as immutable).
 */
function themeInitScript(): Plugin {
  const source = readFileSync(new URL('./theme-init.js', import.meta.url), 'utf8');
  let referenceId = '';
  return {
    name: 'keel-theme-init',
    buildStart() {
      if (this.meta.watchMode) return;
      referenceId = this.emitFile({ type: 'asset', name: 'theme-init.js', source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [{ tag: 'script', children: source, injectTo: 'head' }];
        const asset = Object.values(ctx.bundle).find(
          (output) => output.type === 'asset' && output.names.includes('theme-init.js'),
        );
        if (!asset) throw new Error(`theme-init.js was not emitted (${referenceId})`);
        return [
          {
            tag: 'script',
            attrs: { src: `${STATIC_BASE_PATH}${asset.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest|ico)$/;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to
 * every compressible file of the build, index.html included: the server sends
 * the one the request accepts (packages/api/src/lib/static.ts), so nothing is
 * compressed per request. A variant that would not be smaller is not written.
 */
function precompress(): Plugin {
  return {
    name: 'keel-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((output) => COMPRESSIBLE.test(output.fileName))
          .filter((output) => !output.fileName.startsWith('.vite/'))
          .map(async (output) => {
            const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            const file = join(outDir, output.fileName);
            if (br.length < source.length) writeFileSync(`${file}.br`, br);
            if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
          }),
      );
    },
  };
}

/**
 * Preloads, from the HTML, the chunks that every page the entry loads lazily
 * needs (in the public entry: the API contract, zod, the print sheet's parts),
 * so they download alongside the entry rather than after it has run: one
 * round trip fewer before a client's figures. Nothing is preloaded that some
 * page would not use.
 */
function preloadSharedChunks(): Plugin {
  return {
    name: 'keel-preload-shared-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return [];
        const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
          const output = bundle[fileName];
          if (seen.has(fileName) || output?.type !== 'chunk') return seen;
          seen.add(fileName);
          for (const imported of output.imports) closure(imported, seen);
          return seen;
        };
        const loaded = closure(entry.fileName);
        const pages = entry.dynamicImports.map((fileName) => closure(fileName));
        const shared = [...(pages[0] ?? [])].filter(
          (fileName) => !loaded.has(fileName) && pages.every((page) => page.has(fileName)),
        );
        return shared.map((fileName) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `${STATIC_BASE_PATH}${fileName}`,
          },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * How the app's build groups its modules into files. Left to itself the
 * bundler makes a chunk of every set of modules shared by the same pages:
 * about 80 files, most of 1-3 KB, before the member's timesheet shows, which
 * a phone on HTTP/1.1 (six connections) fetches in a dozen round trips, and
 * whose every file costs the main thread a task to receive and compile. So:
 * what the entry loads stays one file; what the sign-in page needs is one
 * file (the sign-in pages' controls, shared with every other page); what the
 * signed-in shell needs besides (its navigation, the session's guards, the
 * API contract of the current user) is one file, loaded with the route
 * table on the first signed-in page. A group takes each module it captures
 * together with the modules that one imports, so the earlier groups (higher
 * priority) keep theirs out of the later ones: the sign-in page never loads
 * the shell's file. The pages keep their own chunks, except the timesheet's
 * week (issue 30: a phone's landing page), whose parts are one file of
 * their own (its group takes only the modules it names: their imports are
 * shared with other pages, stylesheets included). Issue 30 measured the
 * phone's /timesheet from 42 files of JavaScript (59 requests) to 10 (25).
 */
const SHELL_MODULE =
  /[\\/]src[\\/]app[\\/](?:layouts[\\/]ShellLayout\.tsx|routes[\\/](?:guards|signed-in\.routes)\.ts)$/;
/**
 * The kit's small pieces that nearly every page shows (a page header, its
 * skeleton and empty state, a grid table, the formatters, vanilla-extract's
 * runtime): a few hundred bytes each, which as files of their own cost a
 * phone a round trip apiece before any page. Here, too, the timesheet's
 * group below does not capture them (other pages would then load its file).
 */
const PAGE_KIT_MODULE = new RegExp(
  [
    /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](?:Skeleton|EmptyState|Inline|PageHeader|VisuallyHidden|GridTable|FieldPlaceholder)[\\/]/,
    /[\\/]packages[\\/]ui[\\/]src[\\/]private[\\/]overlay\.css\.ts$/,
    /[\\/]node_modules[\\/]@vanilla-extract[\\/](?:private|dynamic)[\\/]/,
    /[\\/]src[\\/]lib[\\/](?:format[\\/]|hooks[\\/]useMediaQuery\.ts$)/,
    /[\\/]packages[\\/]types[\\/]src[\\/]timesheet[\\/]duration\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);
/**
 * The timesheet's week (the page a member lands on, on a phone too) and what
 * its pages share (the grid's model, its queries and writes, the timer's
 * button): one file rather than some twenty of 1-3 KB. Another feature that
 * uses one of these (the task page's timer button) loads the file too.
 */
const TIMESHEET_WEEK_MODULE = new RegExp(
  [
    /[\\/]src[\\/]features[\\/]timesheet[\\/](?:timesheet\.(?:queries|mutations)|timer\.mutations|calendar-model|day-view|week-(?:grid|params)|time-targets|timer-view|timesheet-people|phone)\.ts$/,
    /[\\/]src[\\/]features[\\/]timesheet[\\/]components[\\/](?:TimesheetWeek|WeekDayCell|WeekGridTable|WeekStatus|WeekAddLine|TimeInLieuBalance|StartTimerButton)\.tsx$/,
    /[\\/]src[\\/]features[\\/]timesheet[\\/]components[\\/]useKeptLines\.ts$/,
    /[\\/]packages[\\/]types[\\/]src[\\/]timesheet[\\/](?:timesheet\.endpoints|export-templates\.schemas)\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

const APP_CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 30 },
  {
    name: 'sign-in',
    test: /[\\/]src[\\/]features[\\/]auth[\\/]routes[\\/]login\.page\.tsx$/,
    priority: 20,
  },
  {
    name: 'shell',
    test: (id: string) => SHELL_MODULE.test(id) || PAGE_KIT_MODULE.test(id),
    priority: 10,
  },
  {
    name: 'timesheet',
    test: TIMESHEET_WEEK_MODULE,
    priority: 5,
    // Only these modules: what they import and other pages share (the kit's
    // parts, their stylesheets) stays where the bundler puts it.
    includeDependenciesRecursively: false,
  },
];

/** Which page a build is for: the app (index.html) or the public pages' entry (public.html). */
type Entry = 'app' | 'public';

const ENTRY_HTML: Record<Entry, string> = {
  app: fileURLToPath(new URL('./index.html', import.meta.url)),
  public: fileURLToPath(new URL('./public.html', import.meta.url)),
};

/**
 * After the app's build, builds the public pages' entry (public.html) into
 * the same folder, on its own: a build of its own tree-shakes shared modules
 * for these pages alone (react-router without its data router, no chunk
 * shared with the signed-in app), so a client's link loads only what its page
 * uses (issue 29). The server sends public.html for the public pages'
 * addresses (packages/api/src/lib/static.ts).
 */
function publicEntryBuild(): Plugin {
  let watching = false;
  return {
    name: 'keel-public-entry',
    apply: 'build',
    buildStart() {
      watching = this.meta.watchMode;
    },
    async closeBundle() {
      if (watching) return;
      await build({ ...keelConfig('build', 'public'), configFile: false });
    },
  };
}

// The API serves the built app under the versioned static path (contract:
// "Static serving"); the dev server serves it from the root and proxies the API.
function keelConfig(command: 'build' | 'serve', entry: Entry): UserConfig {
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: command === 'build' ? STATIC_BASE_PATH : '/',
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // The UI is in English: react-aria's own strings (announcements, labels)
      // ship in en-US only instead of 34 languages spread over every chunk.
      // Other locales fall back to en-US; dates and numbers still follow the browser.
      optimizeLocales.vite({ locales: ['en-US'] }),
      themeInitScript(),
      precompress(),
      ...(entry === 'app' ? [publicEntryBuild()] : [preloadSharedChunks()]),
    ],
    resolve: {
      // react-router's package points every bundler at its development build.
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
              {
                find: /^react-router\/dom$/,
                replacement: `${reactRouterProduction}dom-export.mjs`,
              },
            ]
          : [],
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      // The public entry's build comes second, into the app's folder.
      emptyOutDir: entry === 'app',
      target: 'es2022',
      // Lets the size check (npm run bench) follow each route's chunks.
      manifest: entry === 'app' ? true : '.vite/public-manifest.json',
      rolldownOptions: {
        input: ENTRY_HTML[entry],
        ...(entry === 'app' ? { output: { codeSplitting: { groups: APP_CHUNK_GROUPS } } } : {}),
        treeshake: {
          // @keel/types only declares schemas and constants: a page that uses one
          // constant must not pull in zod and every schema (login page budget).
          moduleSideEffects: (id: string) => !id.startsWith(typesSource),
        },
      },
    },
  };
}

export default defineConfig(({ command }) => keelConfig(command, 'app'));
