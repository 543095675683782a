import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps';
import type { RouteDefinition } from '../../lib/route';
import {
  authenticateBearer,
  bearerSecret,
  READ_METHODS,
  TokenRateLimiter,
} from './api-token-auth.service';

/**
 * Whether a request only reads: a GET (HEAD, OPTIONS), or a POST to an
 * endpoint declared `readsOnly` (the queries whose filters travel in the
 * body, such as `POST /api/tasks/query`), matched on the routes' paths.
 */
export function readingRequests(routes: readonly RouteDefinition[]): (req: Request) => boolean {
  const readingPosts = routes
    .filter(
      (route) =>
        route.kind === 'endpoint' && route.method === 'POST' && route.endpoint.readsOnly === true,
    )
    .map((route) => new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'));
  return (req) =>
    READ_METHODS.has(req.method) ||
    (req.method === 'POST' && readingPosts.some((path) => path.test(req.baseUrl + req.path)));
}

/** True when the request authenticates with `Authorization: Bearer …` (the cookie is then ignored). */
export function isBearerRequest(req: Request): boolean {
  return bearerSecret(req.get('authorization')) !== undefined;
}

/**
 * Runs `handler` only for requests that are not bearer requests: the session
 * cookie and the CSRF check belong to browsers. A bearer request that still
 * carries a cookie keeps the CSRF check (a browser sent it).
 */
export function unlessBearer(
  handler: RequestHandler,
  options: { evenWithCookie?: boolean } = {},
): RequestHandler {
  return (req, res, next) => {
    const skip = isBearerRequest(req) && (options.evenWithCookie || !req.headers.cookie);
    if (skip) next();
    else handler(req, res, next);
  };
}

/**
 * `Authorization: Bearer keel_pat_…` acts as the token's user within its
 * scopes: `res.locals.user` as a session would set it, and
 * `res.locals.apiToken` so session-only routes can refuse it. Never sets a
 * cookie. One rate limiter per app.
 */
export function apiTokenMiddleware(
  deps: AppDeps,
  reads: (req: Request) => boolean,
): RequestHandler {
  const limiter = new TokenRateLimiter(deps.config.apiTokenRateLimit);
  return async (req, res, next) => {
    const secret = bearerSecret(req.get('authorization'));
    if (secret === undefined) {
      next();
      return;
    }
    try {
      const auth = await authenticateBearer(deps, limiter, secret, reads(req));
      res.locals.user = auth.user;
      res.locals.apiToken = { id: auth.tokenId, scopes: auth.scopes };
      next();
    } catch (error) {
      if ((error as { status?: number }).status === 401)
        res.set('WWW-Authenticate', 'Bearer realm="keel", error="invalid_token"');
      next(error);
    }
  };
}
