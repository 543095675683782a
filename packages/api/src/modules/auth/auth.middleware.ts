import { SECURE_SESSION_COOKIE_NAME, SESSION_ABSOLUTE_MS, SESSION_COOKIE_NAME } from '@keel/types';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../../lib/deps';
import { resolveSession } from './auth.service';

function cookieOptions(req: Request): CookieOptions {
  // Secure whenever the request came over HTTPS (directly or via a trusted proxy).
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

/** `__Host-keel_session` over HTTPS (Secure, Path=/, no Domain), `keel_session` over plain HTTP. */
export function sessionCookieName(req: Request): string {
  return req.secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(sessionCookieName(req), token, { ...cookieOptions(req), maxAge: SESSION_ABSOLUTE_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName(req), cookieOptions(req));
}

export function sessionToken(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[sessionCookieName(req)];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

/** Resolves the session cookie into `res.locals.user` (null when signed out or expired). */
export function sessionMiddleware(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = sessionToken(req);
      res.locals.user = null;
      if (token) {
        const signedIn = await resolveSession(deps, token);
        if (signedIn) res.locals.user = signedIn.user;
        else clearSessionCookie(req, res);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
