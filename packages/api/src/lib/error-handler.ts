import type { ErrorBody } from '@keel/types';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { compressFromHere } from './compress';
import { AppError, ConflictError, NotFoundError } from './errors';
import { uniqueConflictOf } from './unique-name';

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * Turns body-parser errors, and a unique index refusing a row (another request
 * saved the same name or code first), into the AppError family.
 */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const duplicate = uniqueConflictOf(error);
  if (duplicate) return duplicate;
  const e = error as HttpError;
  if (e?.type === 'entity.too.large')
    return new AppError(413, 'The request body is too large (limit 1 MB)');
  if (e?.type === 'entity.parse.failed') {
    return new AppError(400, 'The request body is not valid JSON', {
      body: ['The request body is not valid JSON'],
    });
  }
  if (error instanceof URIError) {
    // Express could not decode a `%` escape of the path (`/api/projects/%zz`).
    const message = `The path is not valid: ${error.message}`;
    return new AppError(400, message, { path: [message] });
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && e.expose) {
    return new AppError(status, (error as Error).message);
  }
  return null;
}

/** JSON 404 for any `/api` path no route answers. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No API route for ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/**
 * The one error handler: renders every error as `{message, errors?, requestId?}`
 * (a stale-version 409 also carries `current`, the stored record).
 * Never a stack, never HTML; unexpected errors are logged with the request id
 * and answered with a 500 that carries only that id.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const requestId = String(req.id ?? '');
  // A large error answer (a 409's current record) is compressed, as any answer under /api.
  if (/^\/api(?:\/|$)/.test(req.path)) compressFromHere(req, res);
  const appError = toAppError(error);
  if (appError) {
    if (appError.headers) res.set(appError.headers);
    const body: ErrorBody = { message: appError.message };
    if (appError.errors) body.errors = appError.errors;
    if (appError instanceof ConflictError && appError.current !== undefined)
      body.current = appError.current;
    res.status(appError.status).json(body);
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({
    message: 'Something went wrong on the server. Quote this id when reporting it.',
    requestId,
  });
};
