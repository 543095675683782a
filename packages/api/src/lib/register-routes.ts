import { Router, type Express, type NextFunction, type Request, type Response } from 'express';
import { getProjectPermissions, hasAnyFlag, type AuthUser } from '../modules/auth/policy';
import type { AppDeps } from './deps';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { Permission } from './permission';
import { toExpressPath, type EndpointRoute, type RouteDefinition } from './route';
import { digestMultipart, isMultipart, multipartDigest, UPLOAD_FIELD } from './multipart';
import { parsePart } from './validation';
import { IDEMPOTENCY_HEADER, idempotent } from '../modules/idempotency';
import { IdSchema } from '@keel/types';
import { z } from 'zod';
import { taskPermissionsOf } from '../modules/tasks';
import { responseOutput } from './response-picker';
import { compressFromHere, jsonBytes, sendJson, sendJsonBytes } from './compress';

/** The signed-in user resolved from the session cookie by the auth middleware. */
export function currentUser(res: Response): AuthUser | null {
  return (res.locals.user as AuthUser | undefined) ?? null;
}

/** Global part of a permission: signed in, and the flags when the route names some. */
function checkGlobal(permission: Permission, user: AuthUser | null): void {
  if (permission.kind === 'public') return;
  if (!user) throw new UnauthorizedError();
  if (permission.kind === 'internal' && user.external) throw new ForbiddenError();
  if (permission.kind === 'anyOf' && !hasAnyFlag(user, permission.flags))
    throw new ForbiddenError();
}

async function checkProject(
  deps: AppDeps,
  permission: Permission,
  user: AuthUser | null,
  params: Record<string, unknown>,
): Promise<void> {
  if (permission.kind === 'task' && user) {
    const taskId = IdSchema.safeParse(params[permission.param]);
    if (!taskId.success) throw new ForbiddenError();
    // A task the user does not see: 404 when there is no such task (a deleted one), else 403.
    const permissions = await taskPermissionsOf(deps, user, taskId.data);
    if (!permissions[permission.flag]) throw new ForbiddenError();
    return;
  }
  if (permission.kind !== 'project' || !user) return;
  const projectId = IdSchema.safeParse(params[permission.param]);
  // An unknown or invisible project is "not allowed", never "exists but hidden".
  if (!projectId.success) throw new ForbiddenError();
  const permissions = await getProjectPermissions(deps.knex, user, projectId.data);
  if (!permissions[permission.flag]) throw new ForbiddenError();
}

/** A signed-in POST that answers 201 Created: accepts an `Idempotency-Key`. */
export function isCreating(route: EndpointRoute): boolean {
  return route.method === 'POST' && route.endpoint.status === 201;
}

/** The input of a part an endpoint does not declare: no key at all (a 400 names any sent). */
const NOTHING = z.object({});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The encoded answers of frozen results, by the result itself. A service
 * that remembers an answer until the database changes (`rememberUntilChanged`)
 * and hands the same object, frozen through and through (`deepFreeze`), to
 * every reader (a project's timeline: 2,000 tasks, 635 KB) has it picked and
 * encoded once: nothing can have changed it since. Any other result is picked
 * and encoded each time. (Only a service's own remembered answers are frozen.)
 */
const encodedAnswers = new WeakMap<object, Buffer>();

function encodedAnswer(result: unknown, answerOf: (result: unknown) => unknown): Buffer {
  const remembered = typeof result === 'object' && result !== null && Object.isFrozen(result);
  if (!remembered) return jsonBytes(answerOf(result));
  const known = encodedAnswers.get(result);
  if (known) return known;
  const encoded = jsonBytes(answerOf(result));
  encodedAnswers.set(result, encoded);
  return encoded;
}

function endpointHandler(deps: AppDeps, route: EndpointRoute, validateResponses: boolean) {
  const { endpoint } = route;
  const answerOf = responseOutput(endpoint.response, validateResponses);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = currentUser(res);
      // A personal API token may not call the routes that manage tokens or start sessions.
      if (endpoint.sessionOnly && res.locals.apiToken !== undefined)
        throw new ForbiddenError('An API token cannot call this route: sign in instead');
      // Who may call comes before what they sent: a stranger learns nothing from validation errors.
      checkGlobal(route.permission, user);
      const params = endpoint.params ? parsePart(endpoint.params, req.params, 'params') : undefined;
      await checkProject(
        deps,
        route.permission,
        user,
        (params ?? req.params) as Record<string, unknown>,
      );
      // Nothing sent is dropped in silence: a part the endpoint does not declare must be empty.
      if (!endpoint.query) parsePart(NOTHING, req.query, 'query');
      // (An upload's body is multipart: its handler answers anything else with 415.)
      if (!endpoint.body && !endpoint.fileField && isPlainObject(req.body))
        parsePart(NOTHING, req.body, 'body');
      const query = endpoint.query ? parsePart(endpoint.query, req.query, 'query') : undefined;
      const body = endpoint.body ? parsePart(endpoint.body, req.body, 'body') : undefined;
      const status = endpoint.status ?? 200;
      const handle = () => route.handler({ req, res, params, query, body, user, deps } as never);
      const run = async () => {
        const result = await handle();
        // Only what the response schema declares goes out (no accidental leaks): `response-picker.ts`.
        return { status, body: answerOf(result) };
      };
      const key = req.get(IDEMPOTENCY_HEADER);
      if (key !== undefined && user && isCreating(route)) {
        const multipart = isMultipart(req);
        const outcome = await idempotent(
          deps,
          user.id,
          key,
          {
            method: req.method,
            path: req.originalUrl,
            body: multipart ? null : req.body,
            multipart: multipart
              ? {
                  afterRun: () => multipartDigest(req),
                  read: () =>
                    digestMultipart(req, {
                      field: UPLOAD_FIELD,
                      // Only digested, never stored: the largest upload of any route (an import's).
                      maxBytes: Math.max(
                        deps.config.attachmentMaxBytes,
                        deps.config.importMaxBytes,
                      ),
                    }),
                }
              : undefined,
          },
          run,
        );
        if (outcome.replayed) res.set('Idempotent-Replayed', 'true');
        sendJson(req, res, outcome.status, outcome.body);
        return;
      }
      const result = await handle();
      // A handler that streamed its own answer (an import's commit asked for
      // `application/x-ndjson`, modules/imports) has sent it already.
      if (res.headersSent) return;
      sendJsonBytes(req, res, status, encodedAnswer(result, answerOf));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The router a route is mounted on: one per area (`/api/quotes`,
 * `/api/projects`, …), mounted at that prefix, so a request is matched against
 * its area's routes only. Express tries every route of a router in turn,
 * and with all 250 on the app that walk cost a tenth of a millisecond on
 * every request. Each area's routes keep their order, and no path can match
 * routes of two areas (the area is the path's first literal segment after
 * `/api`), so every request reaches the same handler as before.
 */
function areaRouters(app: Express): (path: string) => { router: Router; path: string } {
  const routers = new Map<string, Router>();
  return (path) => {
    // A path with no such area goes on a router of its own at the root.
    const area = /^\/api\/[\w-]+(?=\/|$)/.exec(path)?.[0] ?? '';
    let router = routers.get(area);
    if (!router) {
      router = Router();
      routers.set(area, router);
      app.use(area || '/', router);
    }
    return { router, path: path.slice(area.length) || '/' };
  };
}

export interface RegisterOptions {
  /** Every answer through zod's full `parse` too (default `config.validateResponses`: under tests). */
  validateResponses?: boolean;
}

/** Mounts every route of the table: path from the descriptor, permission, validation, handler. */
export function registerRoutes(
  app: Express,
  deps: AppDeps,
  routes: readonly RouteDefinition[],
  options: RegisterOptions = {},
): void {
  const validateResponses = options.validateResponses ?? deps.config.validateResponses;
  const seen = new Set<string>();
  const routerFor = areaRouters(app);
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`Route registered twice: ${key}`);
    seen.add(key);
    if (
      route.kind === 'endpoint' &&
      Boolean(route.endpoint.public) !== (route.permission.kind === 'public')
    ) {
      throw new Error(`${key}: the descriptor's public flag and the route's permission disagree`);
    }
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const { router, path } = routerFor(toExpressPath(route.path));
    if (route.kind === 'endpoint') {
      router[method](path, endpointHandler(deps, route, validateResponses));
    } else {
      const inner = route.handler(deps, routes);
      router[method](path, (req, res, next) => {
        try {
          checkGlobal(route.permission, currentUser(res));
          // A raw route that reads no query takes none (one that does parses its own).
          if (!route.doc.query) parsePart(NOTHING, req.query, 'query');
        } catch (error) {
          next(error);
          return;
        }
        // Downloads and files are compressed on the fly (an endpoint's answer by `sendJson`).
        compressFromHere(req, res);
        // A raw handler's rejection goes to the error handler, never unhandled.
        Promise.resolve(inner(req, res, next)).catch(next);
      });
    }
  }
}
