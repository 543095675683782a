import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id: the caller's `X-Request-Id` when well formed, else a new UUID. */
    id: string;
    /** The app's logger, bound to this request (`{req: {id, method, url}}`) when first read. */
    log: Logger;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * A query parameter whose name, reduced to its letters and digits, contains
 * one of these has its value redacted in the log: the public time and
 * material links' `stakeholderToken` in every spelling a client may send
 * (`STAKEHOLDERTOKEN`, `stakeholder%54oken`, `stakeholderToken[]`,
 * `stakeholderToken[a][b]`, `stakeholder_token`, repeated or double-escaped),
 * and any other token, password or secret by name.
 */
const SECRET_NAME = /token|password|secret/;

/** The name as compared: `+` and `%` escapes undone (up to three times), lower case, letters and digits. */
function normalizedKey(key: string): string {
  let name = key.replace(/\+/g, ' ');
  for (let i = 0; i < 3; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      break;
    }
    if (decoded === name) break;
    name = decoded;
  }
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Paths whose next segment is a secret token (a status report's public link,
 * a calendar feed): the API routes and the app's two print-mode viewer pages.
 */
const SECRET_PATH_PREFIXES = [
  '/api/public/reports/',
  '/api/calendar/',
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
 * The URL as the log writes it: a secret query value (`SECRET_NAME`, however
 * its name is escaped or bracketed) and a token path segment (`/api/public/reports/{reportToken}`,
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
      return eq >= 0 && SECRET_NAME.test(normalizedKey(key)) ? `${key}=[redacted]` : pair;
    });
  return `${redactedPath(url.slice(0, mark))}?${query.join('&')}`;
}

/** The request as every log line writes it: no headers, so cookies stay out of the log. */
function loggedRequest(req: { id: string; method: string; originalUrl: string }) {
  return { id: req.id, method: req.method, url: loggedUrl(req.originalUrl) };
}

/**
 * One short line per request, written when the answer is finished (or the
 * client went away): `{req: {id, method, url}, res: {statusCode},
 * responseTime}`, at info, warn for a 4xx, error for a 5xx. The request id
 * goes back in `X-Request-Id` and into the 500 answer (`lib/error-handler`).
 *
 * Written here rather than with pino-http, which builds a child logger and
 * serializes the request on every request even when its line is below the
 * log level (production runs at warn): a tenth of a millisecond a request,
 * 3 to 5 % of a list call. Here a request costs an id, a listener and a
 * level check; the line is built only when it is written.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    let bound: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (bound ??= logger.child({ req: loggedRequest(req) })),
    });
    const started = Date.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const completed = res.writableFinished;
      const status = res.statusCode;
      const level = !completed ? 'warn' : status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: loggedRequest(req),
          res: { statusCode: status },
          responseTime: Date.now() - started,
        },
        !completed ? 'request aborted' : status >= 500 ? 'request errored' : 'request completed',
      );
    };
    res.on('finish', done);
    res.on('close', done);
    // A stream error on the request or the answer (a client reset, a write
    // after the end) is logged, never left unheard to end the process.
    const streamError = (error: Error) =>
      logger.warn({ req: loggedRequest(req), err: error }, 'request stream error');
    req.on('error', streamError);
    res.on('error', streamError);
    next();
  };
}
