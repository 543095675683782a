import type { authEndpoints, CurrentUser } from '@keel/types';
import type { Request } from 'express';
import type { AppDeps } from '../../lib/deps';
import type { Handler } from '../../lib/route';
import type { AuthUser } from './policy';
import { loadGlobalFlags } from './policy';
import * as auth from './auth.service';
import { clearSessionCookie, sessionToken, setSessionCookie } from './auth.middleware';

type PublicHandler<E extends keyof typeof authEndpoints> = Handler<
  (typeof authEndpoints)[E],
  AuthUser | null
>;

/**
 * What signing in answers: the signed-in user as `GET /api/users/current`
 * shows them. That answer is the users module's; `routes.ts` hands it to
 * `login` and `signup`, so auth does not depend on users.
 */
export type CurrentUserAnswer = (
  deps: AppDeps,
  user: Pick<AuthUser, 'id' | 'flags'>,
) => Promise<CurrentUser>;

/** The client address as Express sees it (proxy headers only when TRUST_PROXY says so). */
function clientAddress(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

export const login =
  (currentUser: CurrentUserAnswer): PublicHandler<'login'> =>
  async ({ req, res, body, deps }) => {
    const { token, userId } = await auth.login(deps, body, clientAddress(req), sessionToken(req));
    setSessionCookie(req, res, token);
    return currentUser(deps, { id: userId, flags: await loadGlobalFlags(deps.knex, userId) });
  };

export const logout: PublicHandler<'logout'> = async ({ req, res, deps }) => {
  await auth.logout(deps, sessionToken(req));
  clearSessionCookie(req, res);
  // The browser drops this origin's cookies and storage too (a shared computer keeps nothing).
  res.set('Clear-Site-Data', '"cookies", "storage"');
  return { ok: true };
};

export const checkInvitation: PublicHandler<'checkInvitation'> = async ({ params, deps }) =>
  auth.checkInvitation(deps, params.token);

export const signup =
  (currentUser: CurrentUserAnswer): PublicHandler<'signup'> =>
  async ({ req, res, body, deps }) => {
    const { token, userId } = await auth.signup(deps, body);
    await auth.logout(deps, sessionToken(req));
    setSessionCookie(req, res, token);
    return currentUser(deps, { id: userId, flags: await loadGlobalFlags(deps.knex, userId) });
  };
