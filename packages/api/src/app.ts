import { registerSubscriptions } from './subscriptions';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Db } from './lib/db';
import type { Config } from './config';
import { systemClock, type Clock } from './lib/clock';
import { csrfProtection } from './lib/csrf';
import type { AppDeps } from './lib/deps';
import { answerOnceDurable } from './lib/durable-answers';
import { apiNotFound, errorHandler } from './lib/error-handler';
import { ValidationError } from './lib/errors';
import { registerRoutes } from './lib/register-routes';
import { requestLog } from './lib/request-log';
import type { RouteDefinition } from './lib/route';
import { mountSpa } from './lib/static';
import type { Logger } from './logger';
import { sessionMiddleware } from './modules/auth/auth.middleware';
import {
  apiTokenMiddleware,
  readingRequests,
  unlessBearer,
} from './modules/api-tokens/api-tokens.middleware';
import { configureMailOutbox } from './modules/notifications/mail-outbox.service';
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
  registerSubscriptions();
  const deps: AppDeps = {
    config: options.config,
    knex: options.knex,
    logger: options.logger,
    clock: options.clock ?? systemClock,
  };
  // With SMTP configured, notifications written by this app are e-mailed too (the outbox).
  configureMailOutbox(options.knex, options.config);
  const app = express();
  // Express reads NODE_ENV itself, case-sensitively: it follows the config instead.
  app.set('env', options.config.production ? 'production' : 'development');
  app.disable('x-powered-by');
  app.set('trust proxy', options.config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLog(options.logger));
  // Commits on SQLite are synced off the event loop; every answer waits for those before it.
  app.use(answerOnceDurable(options.knex));
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
  // Answers are compressed where they are sent: an endpoint's by `sendJson`,
  // the raw routes' and the errors' by the compression middleware (lib/compress.ts).
  // A bearer request carries no cookie a browser would add on its own: no CSRF check for it.
  app.use('/api', unlessBearer(csrfProtection(options.config.publicUrl)));
  app.use('/api', express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  app.use('/api', cookieParser());
  // `Authorization: Bearer keel_pat_…` (modules/api-tokens) stands instead of the session cookie.
  app.use('/api', apiTokenMiddleware(deps, readingRequests(options.routes ?? defaultRoutes)));
  app.use('/api', unlessBearer(sessionMiddleware(deps), { evenWithCookie: true }));
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
