import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME, STATIC_BASE_PATH } from '@keel/types';
import express, { type Express } from 'express';

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
 * Serves the built SPA: fingerprinted assets under the versioned static path
 * with a one-year immutable cache, and `index.html` (never cached) for every
 * other GET outside `/api`, so client-side routes work on reload.
 */
export function mountSpa(app: Express, staticDir: string): void {
  const indexFile = path.join(staticDir, 'index.html');
  app.use(
    STATIC_BASE_PATH,
    express.static(staticDir, { immutable: true, maxAge: '1y', index: false, fallthrough: true }),
  );
  app.use((req, res, next) => {
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
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
}
