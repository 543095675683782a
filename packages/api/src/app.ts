import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Db } from './lib/db';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { systemClock, type Clock } from './lib/clock';
import { compressResponses } from './lib/compress';
import { csrfProtection } from './lib/csrf';
import type { AppDeps } from './lib/deps';
import { apiNotFound, errorHandler } from './lib/error-handler';
import { ValidationError } from './lib/errors';
import { registerRoutes } from './lib/register-routes';
import type { RouteDefinition } from './lib/route';
import { mountSpa } from './lib/static';
import type { Logger } from './logger';
import { sessionMiddleware } from './modules/auth/auth.middleware';
import { routes as defaultRoutes } from './routes';

export interface CreateAppOptions {
  config: Config;
  knex: Db;
  logger: Logger;
  /** Injected in tests to move time (session expiry, rate limits). */
  clock?: Clock;
  /** Defaults to the route table; tests may pass extra routes. */
  routes?: readonly RouteDefinition[];
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Query parameters whose value the log never writes (the public time and material links' token). */
const SECRET_QUERY_KEYS = new Set(['stakeholdertoken']);

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return key.toLowerCase();
  }
}

/**
 * Paths whose next segment is a secret token (a status report's public link):
 * the API route and the app's two print-mode viewer pages.
 */
const SECRET_PATH_PREFIXES = [
  '/api/public/reports/',
  '/projects/reports/viewer/',
  '/reports/status/viewer/',
];

/** The path with the token segment after a secret prefix (matched case-insensitively) redacted. */
function redactedPath(path: string): string {
  const lower = path.toLowerCase();
  for (const prefix of SECRET_PATH_PREFIXES) {
    const at = lower.indexOf(prefix);
    if (at < 0) continue;
    const start = at + prefix.length;
    const end = path.indexOf('/', start);
    return `${path.slice(0, start)}[redacted]${end < 0 ? '' : redactedPath(path.slice(end))}`;
  }
  return path;
}

/**
 * The URL as the log writes it: a secret query value (however its name is
 * escaped) and a token path segment (`/api/public/reports/{reportToken}`,
 * the viewer pages) are redacted.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return redactedPath(url);
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_KEYS.has(decodedKey(key)) ? `${key}=[redacted]` : pair;
    });
  return `${redactedPath(url.slice(0, mark))}?${query.join('&')}`;
}

/** A path whose `%` escapes do not decode (`/api/projects/%zz`) is a 400, wherever it points. */
const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    const message = 'The path is not valid: a % escape does not decode';
    next(new ValidationError({ path: [message] }, message));
  }
};

/** TRACE (and TRACK) echo the request, cookies included: never answered. */
const refuseTrace: RequestHandler = (req, res, next) => {
  if (req.method === 'TRACE' || req.method === 'TRACK') {
    res
      .status(405)
      .set('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE')
      .json({
        message: `${req.method} is not allowed`,
      });
    return;
  }
  next();
};

/** Builds the Express app: pipeline, route table, JSON 404 under /api, error handler, SPA. */
export function createApp(options: CreateAppOptions): Express {
  const deps: AppDeps = {
    config: options.config,
    knex: options.knex,
    logger: options.logger,
    clock: options.clock ?? systemClock,
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.config.trustProxy);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // One short line per request: no headers (cookies stay out of the log).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: loggedUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel(_req, res, err) {
        if (err || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return 'info';
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // react-aria positions overlays through style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
  );

  app.use(refuseTrace);
  app.use(refuseMalformedPath);
  app.use('/api', compressResponses());
  app.use('/api', csrfProtection(options.config.publicUrl));
  app.use('/api', express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  app.use('/api', cookieParser());
  app.use('/api', sessionMiddleware(deps));
  app.use('/api', (_req, res, next) => {
    // API answers are per user: never store them in shared caches.
    res.set('Cache-Control', 'no-store');
    next();
  });

  registerRoutes(app, deps, options.routes ?? defaultRoutes);
  app.use('/api', apiNotFound);
  mountSpa(app, options.config.staticDir);
  app.use(errorHandler);
  return app;
}
