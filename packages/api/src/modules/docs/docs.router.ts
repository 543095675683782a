import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCT_NAME } from '@keel/types';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps';
import type { RouteDefinition } from '../../lib/route';
import { NotFoundError } from '../../lib/errors';
import { buildOpenApiDocument } from './openapi';

/** swagger-ui-dist is served from node_modules: no CDN, and no inline script, so the CSP holds. */
function swaggerUiDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

const ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

// Tags start collapsed: with every tag open, Swagger UI stopped rendering
// after the first one once the document passed about a hundred paths (no
// error reported); a tag opens on a click, or through a deep link.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'none',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API - ${PRODUCT_NAME}</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;

export function openApiHandler(getRoutes: () => readonly RouteDefinition[]): RequestHandler {
  let document: unknown;
  return (_req, res) => {
    document ??= buildOpenApiDocument(getRoutes());
    res.json(document);
  };
}

export const docsPageHandler: RequestHandler = (_req, res) => {
  res.type('html').set('Cache-Control', 'no-cache').send(PAGE);
};

export function docsAssetHandler(): RequestHandler {
  const dir = swaggerUiDir();
  return (req, res, next) => {
    const file = String(req.params.file ?? '');
    if (file === 'init.js') {
      res.type('application/javascript').set('Cache-Control', 'no-cache').send(INIT_SCRIPT);
      return;
    }
    if (!ASSETS.has(file)) {
      next(new NotFoundError('No such documentation asset'));
      return;
    }
    res.sendFile(file, { root: dir, maxAge: '1d' });
  };
}

// The handlers of the route table: each is built from the table it is
// mounted with (`registerRoutes`, called by app.ts), so the document is the
// table's and this module imports no route table of its own.

/** `GET /api/openapi.json`: the document of the route table. */
export function openApi(_deps: AppDeps, table: readonly RouteDefinition[]): RequestHandler {
  return openApiHandler(() => table);
}

/** `GET /api/docs`: the Swagger UI page. */
export function docsPage(): RequestHandler {
  return docsPageHandler;
}

/** `GET /api/docs/assets/{file}`: Swagger UI's files. */
export function docsAsset(): RequestHandler {
  return docsAssetHandler();
}
