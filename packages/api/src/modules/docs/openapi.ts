import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { APP_VERSION, ErrorBodySchema, PRODUCT_NAME, SESSION_COOKIE_NAME } from '@keel/types';
import type { ZodObject } from 'zod';
import { describePermission } from '../../lib/permission';
import type { RouteDefinition } from '../../lib/route';

type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBodySchema } },
});

/** The OpenAPI 3.1 document, generated from the same zod schemas the server validates with. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
  });
  for (const route of routes) {
    if (route.kind !== 'endpoint') continue;
    const { endpoint, permission } = route;
    const isPublic = permission.kind === 'public';
    registry.registerPath({
      method: endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete',
      path: endpoint.path,
      summary: endpoint.summary,
      description: `Permission: ${describePermission(permission)}.`,
      tags: [endpoint.tag],
      security: isPublic ? [] : [{ session: [] }],
      request: {
        params: endpoint.params as ZodObject | undefined,
        query: endpoint.query as ZodObject | undefined,
        body: endpoint.body
          ? { content: { 'application/json': { schema: endpoint.body } } }
          : undefined,
      },
      responses: {
        [endpoint.status ?? 200]: {
          description: 'Success',
          content: { 'application/json': { schema: endpoint.response } },
        },
        400: errorResponse('Invalid input; `errors` names each field'),
        ...(isPublic
          ? {}
          : { 401: errorResponse('Not signed in'), 403: errorResponse('Not allowed') }),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: APP_VERSION },
    servers: [{ url: '/' }],
  });
}
