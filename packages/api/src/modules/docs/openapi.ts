import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import * as keelTypes from '@keel/types';
import {
  API_TAGS,
  APP_VERSION,
  ErrorBodySchema,
  PRODUCT_NAME,
  SESSION_COOKIE_NAME,
  type Endpoint,
} from '@keel/types';
import { z, type ZodObject } from 'zod';
import { describePermission } from '../../lib/permission';
import type { RawContent, RawRouteDoc, RouteDefinition } from '../../lib/route';
import { strictInput } from '../../lib/strict-input';

type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBodySchema } },
});

const DESCRIPTION = `The HTTP API of ${PRODUCT_NAME}, the API its web app uses.

Requests and responses are JSON. Every route except the public ones (sign-in, sign-up, health...)
needs a session: sign in with \`POST /api/auth/login\`, which sets the \`${SESSION_COOKIE_NAME}\`
cookie; changes also need the CSRF header the app sends. Each operation states the permission it
requires. An error answers with \`{ message, errors? }\`, \`errors\` naming each invalid field.
Records with a \`version\` are saved with the version read; a stale one answers 409.

A creating POST (201) accepts an \`Idempotency-Key\` header (1 to 200 visible ASCII characters; use
a UUID): a retry with the same key and the same request (JSON body, or the parts of a multipart
upload) replays the first answer with \`Idempotent-Replayed: true\`; another request under the key
answers 422, and 409 while the first still holds it (a lease of at most 60 s, renewed while it
runs). Stored answers, secrets included (a stakeholder token, a reset or invitation link), are kept
encrypted under a key derived from the Idempotency-Key, which is never stored: only a retry with
that key reads them, so choose an unguessable key. Keys are per user and kept 24 hours.`;

/** The raw routes of this module (the document, its page and the page's files). */
export const DOCS_ROUTES = {
  document: {
    tag: 'docs',
    description: 'This document, generated from the route table and the request schemas.',
    produces: { 'application/json': 'json' },
  },
  page: {
    tag: 'docs',
    description: 'Swagger UI over this document.',
    produces: { 'text/html': 'text' },
  },
  asset: {
    tag: 'docs',
    description: "Swagger UI's script, style sheet and icons, and the page's start script.",
    params: z.object({
      file: z
        .string()
        .describe('The file: swagger-ui.css, swagger-ui-bundle.js, init.js or a favicon'),
    }),
    produces: { 'text/css': 'text', 'application/javascript': 'text', 'image/png': 'binary' },
  },
} satisfies Record<string, RawRouteDoc>;

const CONTENT_SCHEMAS: Record<RawContent, { type: 'string' | 'object'; format?: string }> = {
  text: { type: 'string' },
  binary: { type: 'string', format: 'binary' },
  json: { type: 'object' },
};

/** A `multipart/form-data` body holding one file in `field`. */
function fileUpload(field: string) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          properties: {
            [field]: { type: 'string' as const, format: 'binary', description: 'The file' },
          },
          required: [field],
          additionalProperties: false,
        },
      },
    },
  };
}

/**
 * The `operationId` of every endpoint descriptor exported by `@keel/types`,
 * derived from where it is declared: `projectsEndpoints.update` ->
 * `projects_update`. The name does not depend on the order of routes, so it
 * stays the same until the descriptor's key is renamed (`operationId` on the
 * descriptor keeps it then).
 */
function declaredOperationIds(): Map<Endpoint, string> {
  const ids = new Map<Endpoint, string>();
  for (const [exportName, group] of Object.entries(keelTypes)) {
    if (!exportName.endsWith('Endpoints') || typeof group !== 'object' || group === null) continue;
    const area = exportName.slice(0, -'Endpoints'.length);
    for (const [key, endpoint] of Object.entries(group as Record<string, Endpoint>))
      ids.set(endpoint, endpoint.operationId ?? `${area}_${key}`);
  }
  return ids;
}

/** A raw route, or an endpoint defined outside `@keel/types` (tests): named after its method and path. */
function pathOperationId(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  const words = endpoint.path
    .split('/')
    .filter((part) => part !== '' && part !== 'api')
    .map((part) => part.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '_'));
  return [endpoint.method.toLowerCase(), ...words].join('_');
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the server validates with. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]): OpenApiDocument {
  const operationIds = declaredOperationIds();
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description: 'The session cookie set by `POST /api/auth/login`',
  });
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (`keel_pat_…`, `POST /api/users/current/tokens`): acts as its user; a `read` token only GETs',
  });
  const usedTags = new Set<string>();
  for (const route of routes) {
    if (route.kind === 'raw') {
      const { doc, permission } = route;
      const isPublic = permission.kind === 'public';
      usedTags.add(doc.tag);
      const permissionText = `Permission: ${describePermission(permission)}.`;
      registry.registerPath({
        method: 'get',
        path: route.path,
        operationId: pathOperationId({ method: route.method, path: route.path }),
        summary: route.summary,
        description: doc.description ? `${doc.description}\n\n${permissionText}` : permissionText,
        tags: [doc.tag],
        security: isPublic ? [] : [{ session: [] }, { bearerAuth: [] }],
        request: {
          params: doc.params ? strictInput(doc.params) : undefined,
          query: doc.query ? strictInput(doc.query) : undefined,
        },
        responses: {
          ...(doc.redirects
            ? {
                302: {
                  description: `Redirect: ${doc.redirects}`,
                  headers: { Location: { schema: { type: 'string' } } },
                },
              }
            : {
                200: {
                  description: 'Success',
                  content: Object.fromEntries(
                    Object.entries(doc.produces).map(([type, kind]) => [
                      type,
                      { schema: CONTENT_SCHEMAS[kind] },
                    ]),
                  ),
                },
              }),
          ...(doc.params || doc.query
            ? { 400: errorResponse('Invalid input; `errors` names each field') }
            : {}),
          ...(isPublic
            ? {}
            : { 401: errorResponse('Not signed in'), 403: errorResponse('Not allowed') }),
        },
      });
      continue;
    }
    const { endpoint, permission } = route;
    const isPublic = permission.kind === 'public';
    usedTags.add(endpoint.tag);
    const permissionText = `Permission: ${describePermission(permission)}.`;
    registry.registerPath({
      method: endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete',
      path: endpoint.path,
      operationId: operationIds.get(endpoint) ?? endpoint.operationId ?? pathOperationId(endpoint),
      summary: endpoint.summary,
      description: endpoint.description
        ? `${endpoint.description}\n\n${permissionText}`
        : permissionText,
      tags: [endpoint.tag],
      security: isPublic
        ? []
        : endpoint.sessionOnly
          ? [{ session: [] }]
          : [{ session: [] }, { bearerAuth: [] }],
      request: {
        params: endpoint.params as ZodObject | undefined,
        // As the server parses them: an undeclared key is refused (`additionalProperties: false`).
        query: endpoint.query ? (strictInput(endpoint.query) as ZodObject) : undefined,
        body: endpoint.body
          ? { content: { 'application/json': { schema: strictInput(endpoint.body) } } }
          : endpoint.fileField
            ? fileUpload(endpoint.fileField)
            : undefined,
      },
      responses: {
        [endpoint.status ?? 200]: {
          description: 'Success',
          content: { 'application/json': { schema: endpoint.response } },
        },
        400: errorResponse('Invalid input; `errors` names each field'),
        ...(endpoint.fileField ? { 413: errorResponse('The file is larger than allowed') } : {}),
        ...(isPublic
          ? {}
          : { 401: errorResponse('Not signed in'), 403: errorResponse('Not allowed') }),
      },
    });
  }
  const descriptions: Record<string, string> = API_TAGS;
  const tags = [...usedTags]
    .sort()
    .map((name) => (descriptions[name] ? { name, description: descriptions[name] } : { name }));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: APP_VERSION,
      description: DESCRIPTION,
      contact: { name: `${PRODUCT_NAME} maintainers` },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags,
  });
}
