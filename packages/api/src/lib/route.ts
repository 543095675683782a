import type { ApiTag, Endpoint, HttpMethod } from '@keel/types';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { AuthUser } from '../modules/auth/policy';
import type { AppDeps } from './deps';
import type { Permission } from './permission';

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
/** Validated input of a part; `unknown` for a part the descriptor does not declare. */
type Out<S> = z.output<NonNullable<S>>;

/** What a handler receives: validated input, the signed-in user, the services' dependencies. */
export interface HandlerContext<E extends AnyEndpoint, U extends AuthUser | null> {
  req: Request;
  res: Response;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  user: U;
  deps: AppDeps;
}

export type Handler<E extends AnyEndpoint, U extends AuthUser | null> = (
  ctx: HandlerContext<E, U>,
) => Promise<z.input<E['response']>>;

export type PublicPermission = Extract<Permission, { kind: 'public' }>;

/** One line of the route table: a JSON endpoint described in `@keel/types`. */
export interface EndpointRoute {
  kind: 'endpoint';
  method: HttpMethod;
  path: string;
  permission: Permission;
  endpoint: AnyEndpoint;
  handler: Handler<AnyEndpoint, AuthUser | null>;
}

/**
 * What a raw route's success answer holds, per content type: `text` (CSV,
 * vCard, HTML, script), `binary` (a spreadsheet, an attached file) or `json`.
 */
export type RawContent = 'text' | 'binary' | 'json';

/**
 * The OpenAPI description of a raw route: its parameters (the schemas its
 * handler parses them with) and the content types it answers with.
 */
export interface RawRouteDoc {
  tag: ApiTag;
  /** Longer description, shown before the permission the route requires. */
  description?: string;
  params?: z.ZodObject;
  /** The query its handler parses; without one, any query parameter is a 400 naming it. */
  query?: z.ZodObject;
  /** The success answer's content types (`text/csv`; `application/octet-stream` for a file of any type). */
  produces: Record<string, RawContent>;
  /**
   * A route that answers with a redirect (302) rather than content: where to.
   * The authorization matrix counts its 302 as the allowed answer.
   */
  redirects?: string;
  /**
   * The query is composed by another party, not by a Keel client (an OpenID
   * provider's redirect back, which may add parameters of its own, as
   * Google adds `authuser`, `hd`, `prompt` and `scope`): why its unknown
   * parameters are ignored rather than refused. The unknown-keys battery
   * checks only that such a route stays below 500.
   */
  foreignQuery?: string;
}

/** A route that does not answer JSON: downloads, exports, the API docs page and its assets. */
export interface RawRoute {
  kind: 'raw';
  method: 'GET';
  path: string;
  summary: string;
  permission: Permission;
  doc: RawRouteDoc;
  /** Builds the handler at start-up, from the deps and the whole route table it is mounted with (app.ts). */
  handler: (deps: AppDeps, table: readonly RouteDefinition[]) => RequestHandler;
}

export type RouteDefinition = EndpointRoute | RawRoute;

/**
 * Declares a route. The permission is a required argument, so a route
 * without one does not compile; a public route's handler gets `user: AuthUser | null`,
 * every other handler a signed-in `user`.
 */
export function route<E extends AnyEndpoint>(
  endpoint: E,
  permission: PublicPermission,
  handler: Handler<E, AuthUser | null>,
): EndpointRoute;
export function route<E extends AnyEndpoint>(
  endpoint: E,
  permission: Permission,
  handler: Handler<E, AuthUser>,
): EndpointRoute;
export function route<E extends AnyEndpoint>(
  endpoint: E,
  permission: Permission,
  handler: Handler<E, AuthUser> | Handler<E, AuthUser | null>,
): EndpointRoute {
  return {
    kind: 'endpoint',
    method: endpoint.method,
    path: endpoint.path,
    permission,
    endpoint,
    handler: handler as unknown as Handler<AnyEndpoint, AuthUser | null>,
  };
}

/** Declares a raw route; its OpenAPI description is required, so none goes undocumented. */
export function rawRoute(
  path: string,
  summary: string,
  permission: Permission,
  handler: (deps: AppDeps, table: readonly RouteDefinition[]) => RequestHandler,
  doc: RawRouteDoc,
): RawRoute {
  return { kind: 'raw', method: 'GET', path, summary, permission, doc, handler };
}

/** `/api/projects/{projectId}` -> `/api/projects/:projectId` (Express syntax). */
export function toExpressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
