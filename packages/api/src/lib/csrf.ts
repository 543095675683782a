import type { RequestHandler } from 'express';
import { ForbiddenError, UnsupportedMediaTypeError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing requests: a cross-site `Origin` (or a
 * `Sec-Fetch-Site` other than `same-origin`) is refused with 403, and a body must be JSON
 * or multipart — types a plain HTML form on another site cannot send
 * without a CORS preflight, which this API never grants.
 */
export function csrfProtection(publicUrl: string | null): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin !== undefined && origin !== ownOrigin && origin !== publicUrl) {
      next(new ForbiddenError('Cross-site request refused'));
      return;
    }
    // Browsers send Sec-Fetch-Site on every request: anything but our own origin
    // (a sibling subdomain's `same-site` included) may not change state.
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite !== undefined && fetchSite !== 'same-origin') {
      next(new ForbiddenError('Cross-site request refused'));
      return;
    }
    const hasBody =
      Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is(['application/json', 'application/*+json', 'multipart/form-data'])) {
      next(new UnsupportedMediaTypeError());
      return;
    }
    next();
  };
}
