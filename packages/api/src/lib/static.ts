import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME, PUBLIC_PAGE_PATHS, STATIC_BASE_PATH } from '@keel/types';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${PRODUCT_NAME} is not built yet</title></head>
<body><main><h1>${PRODUCT_NAME}: the app is not built yet</h1>
<p>The API is running, but the web app has not been built. Run <code>npm run build</code>
(or <code>npm start</code>, which builds what is missing), then reload this page.</p></main></body></html>
`;

/** `/.env`, `/.git/config`, `/assets/.htaccess`: a dot segment is never the app (`.well-known` aside). */
function isDotfile(pathname: string): boolean {
  return pathname
    .split('/')
    .some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/**
 * App pages whose address carries a token: the `/public/...` pages and the
 * status report viewers. Their HTML is sent with `Referrer-Policy: no-referrer`.
 */
const PUBLIC_PAGE_PREFIXES = ['/public/', '/projects/reports/viewer/', '/reports/status/viewer/'];

/**
 * The public pages (`PUBLIC_PAGE_PATHS`, which the app routes), matched as
 * react-router matches them (any letter case, a parameter is one non-empty
 * segment, trailing slashes): they are answered with `public.html`, the app's
 * entry that holds those pages alone (no shell, no signed-in routes), when the
 * build wrote it.
 */
const PUBLIC_ENTRY_PAGES = Object.values(PUBLIC_PAGE_PATHS).map(
  (route) => new RegExp(`^/${route.replace(/:[^/]+/g, '[^/]+')}/*$`, 'i'),
);

export function isPublicEntryPage(pathname: string): boolean {
  return PUBLIC_ENTRY_PAGES.some((page) => page.test(pathname));
}

/** The precompressed variants the app build writes next to each asset, best first. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** The q-value of each coding an `Accept-Encoding` header names (RFC 9110 §12.5.3). */
function acceptedCodings(header: string | undefined): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => /^q=/i.test(p));
    const value = q ? Number(q.slice(2)) : 1;
    codings.set(name.toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  return codings;
}

/**
 * The encodings the request accepts among br and gzip, in the server's order
 * of preference (br > gzip, whatever order the client lists them in): a coding
 * is accepted when named with q > 0, or covered by `*` with q > 0.
 */
export function preferredEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = acceptedCodings(header);
  return ENCODINGS.map((e) => e.coding).filter((coding) => {
    const q = accepted.get(coding) ?? accepted.get('*') ?? 0;
    return q > 0;
  });
}

const isFile = (file: string) =>
  fs.promises.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );

/**
 * The precompressed file to send for `file` (`file.br` or `file.gz`, as the
 * request accepts and the build wrote), or null for the file itself.
 */
async function precompressed(
  req: Request,
  file: string,
): Promise<{ coding: 'br' | 'gzip'; file: string } | null> {
  for (const coding of preferredEncodings(req.headers['accept-encoding'])) {
    const suffix = ENCODINGS.find((e) => e.coding === coding)!.suffix;
    if (await isFile(file + suffix)) return { coding, file: file + suffix };
  }
  return null;
}

/** Headers of a precompressed answer: the type of the original file, its coding, and `Vary`. */
function setEncoded(res: Response, original: string, coding: 'br' | 'gzip'): void {
  res.type(path.extname(original) || 'application/octet-stream');
  res.set('Content-Encoding', coding);
}

/**
 * Under the static path: answers a request for an asset the build also wrote
 * precompressed with the best variant the client accepts (br, then gzip),
 * sent by `express.static` so caching headers, ETag and ranges stay its own.
 */
function precompressedAssets(staticDir: string): RequestHandler {
  const root = path.resolve(staticDir);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Every answer under the static path may differ by coding, even the identity one.
    res.vary('Accept-Encoding');
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // `..` segments and NUL bytes are express.static's to refuse.
    if (relative.includes('\0') || relative.split(/[\\/]/).includes('..')) return next();
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return next();
    if (!(await isFile(file))) return next();
    const variant = await precompressed(req, file);
    if (!variant) return next();
    setEncoded(res, file, variant.coding);
    // express.static resolves the rewritten path against the same directory.
    req.url = req.url.replace(/^[^?]*/, (p) => p + path.extname(variant.file));
    next();
  };
}

/**
 * Serves the built SPA: fingerprinted assets under the versioned static path
 * with a one-year immutable cache, and `index.html` (never cached) for every
 * other GET outside `/api`, so client-side routes work on reload — `public.html`
 * for the public pages (`isPublicEntryPage`). Both come
 * precompressed (brotli or gzip, as `Accept-Encoding` allows) when the build
 * wrote the `.br`/`.gz` files next to them.
 */
export function mountSpa(app: Express, staticDir: string): void {
  const indexFile = path.join(staticDir, 'index.html');
  const publicFile = path.join(staticDir, 'public.html');
  app.use(STATIC_BASE_PATH, precompressedAssets(staticDir));
  app.use(
    STATIC_BASE_PATH,
    express.static(staticDir, { immutable: true, maxAge: '1y', index: false, fallthrough: true }),
  );
  app.use(async (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    ) {
      next();
      return;
    }
    if (req.path.startsWith(STATIC_BASE_PATH) || isDotfile(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!fs.existsSync(indexFile)) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(NOT_BUILT_PAGE);
      return;
    }
    res.set('Cache-Control', 'no-cache').vary('Accept-Encoding');
    const publicPage = isPublicEntryPage(req.path);
    // A public page's address carries its token: never sent on as a referrer.
    if (publicPage || PUBLIC_PAGE_PREFIXES.some((prefix) => req.path.startsWith(prefix)))
      res.set('Referrer-Policy', 'no-referrer');
    const page = publicPage && (await isFile(publicFile)) ? publicFile : indexFile;
    const variant = await precompressed(req, page);
    if (variant) setEncoded(res, page, variant.coding);
    res.sendFile(variant?.file ?? page);
  });
}
