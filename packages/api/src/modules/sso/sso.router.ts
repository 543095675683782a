import {
  OidcCallbackQuerySchema,
  OidcStartQuerySchema,
  type authEndpoints,
  type SsoErrorReason,
} from '@keel/types';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../../lib/deps';
import type { Handler, RawRouteDoc } from '../../lib/route';
import { parsePart } from '../../lib/validation';
import { endSession, sessionToken, setSessionCookie, type AuthUser } from '../auth';
import * as sso from './sso.service';

/** Thin handlers of OpenID Connect sign-in (modules/sso/README.md). */

export const signInOptions: Handler<
  (typeof authEndpoints)['signInOptions'],
  AuthUser | null
> = async ({ deps }) => sso.signInOptions(deps);

/** The started sign-in's cookie: `__Secure-` over HTTPS; only sent to the callback. */
const COOKIE_PATH = '/api/auth/oidc';
const cookieName = (req: Request) => (req.secure ? '__Secure-keel_oidc' : 'keel_oidc');
function cookieOptions(req: Request): CookieOptions {
  // Lax: the provider's redirect back is a top-level GET navigation, which sends it.
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: COOKIE_PATH };
}

/** The address the app is reached at: the configured public URL, else this request's. */
function originOf(deps: AppDeps, req: Request): string {
  return deps.config.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host')}`;
}

/** A refusal: the app's page that says what happened and what to do, and a log line. */
function refuse(deps: AppDeps, res: Response, reason: SsoErrorReason, detail: string): void {
  deps.logger.warn({ sso: { reason, detail } }, 'single sign-on refused');
  res.set('Cache-Control', 'no-store');
  res.redirect(302, `/auth/sso-error?reason=${reason}`);
}

function failed(deps: AppDeps, res: Response, error: unknown): void {
  if (error instanceof sso.SsoRefusal) return refuse(deps, res, error.reason, error.detail);
  deps.logger.error({ err: error }, 'single sign-on failed');
  refuse(deps, res, 'failed', 'unexpected error (logged above)');
}

export const START_SUMMARY = 'Start OpenID Connect sign-in: redirects to the provider';
export const START_DOC: RawRouteDoc = {
  tag: 'auth',
  description:
    'Public. Starts the authorization code flow with PKCE (S256), state and nonce, kept for 10 minutes in a single-use record bound to an HttpOnly cookie, and answers 302 to the provider. `returnTo` is kept when it is a path of this site. Refused (302 to `/auth/sso-error?reason=…`) when single sign-on is not configured or the provider cannot be reached.',
  query: OidcStartQuerySchema,
  produces: {},
  redirects: 'To the OpenID provider, or to `/auth/sso-error?reason=…`',
};

/** `GET /api/auth/oidc/start?returnTo=`. */
export function start(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    let query;
    try {
      query = parsePart(OidcStartQuerySchema, req.query, 'query');
    } catch (error) {
      next(error);
      return;
    }
    try {
      const started = await sso.start(deps, {
        origin: originOf(deps, req),
        returnTo: query.returnTo,
      });
      res.cookie(cookieName(req), started.token, {
        ...cookieOptions(req),
        maxAge: sso.SIGN_IN_TTL_MS,
      });
      res.set('Cache-Control', 'no-store');
      res.redirect(302, started.url);
    } catch (error) {
      failed(deps, res, error);
    }
  };
}

export const CALLBACK_SUMMARY = 'Finish OpenID Connect sign-in: the provider redirects back here';
export const CALLBACK_DOC: RawRouteDoc = {
  tag: 'auth',
  description:
    "Public. Takes the started sign-in of the browser's cookie (single use), checks the state, exchanges the code (PKCE, nonce, ID token), requires `email_verified`, then signs in the user linked to the provider subject, else the user with that e-mail (linked now), else creates one when `OIDC_AUTO_CREATE=1`; sets the session cookie as a password sign-in does and answers 302 to the kept path. Every refusal (wrong state, replayed code, unverified e-mail, no account, disabled user) is a 302 to `/auth/sso-error?reason=…`, never an error status.",
  query: OidcCallbackQuerySchema,
  produces: {},
  redirects: 'To the kept path (signed in), or to `/auth/sso-error?reason=…`',
  foreignQuery:
    'The provider composes this query and may add parameters of its own (Google adds authuser, hd, prompt and scope): only the declared ones are read, others are ignored.',
};

/** `GET /api/auth/oidc/callback?code=&state=`. */
export function callback(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const cookies = req.cookies as Record<string, unknown> | undefined;
    const cookie = cookies?.[cookieName(req)];
    res.clearCookie(cookieName(req), cookieOptions(req));
    try {
      // Not strict: the provider may add parameters of its own (CALLBACK_DOC.foreignQuery).
      const parsed = OidcCallbackQuerySchema.safeParse(req.query);
      if (!parsed.success) throw new sso.SsoRefusal('state', 'the callback query is not valid');
      const query = parsed.data;
      const signedIn = await sso.callback(deps, {
        query,
        cookieToken: typeof cookie === 'string' && cookie.length <= 200 ? cookie : undefined,
      });
      // A new session id, as a password sign-in gives; the browser's earlier session ends.
      await endSession(deps, sessionToken(req));
      setSessionCookie(req, res, signedIn.token);
      deps.logger.info({ sso: { userId: signedIn.userId } }, 'signed in with single sign-on');
      res.set('Cache-Control', 'no-store');
      res.redirect(302, signedIn.returnTo);
    } catch (error) {
      failed(deps, res, error);
    }
  };
}
