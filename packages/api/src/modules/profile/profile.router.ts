import type { profileEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import { hashToken } from '../../lib/tokens';
import { sessionToken, type AuthUser } from '../auth';
import * as profile from './profile.service';

/** The session making the change stays signed in; every other one of the user ends. */
export const changePassword: Handler<typeof profileEndpoints.changePassword, AuthUser> = async ({
  req,
  deps,
  user,
  body,
}) => {
  const token = sessionToken(req);
  return profile.changePassword(deps, user, body, token ? hashToken(token) : undefined);
};

type Pr = typeof profileEndpoints;

export const get: Handler<Pr['get'], AuthUser> = ({ deps, user }) => profile.getProfile(deps, user);
export const update: Handler<Pr['update'], AuthUser> = ({ deps, user, body }) =>
  profile.updateProfile(deps, user, body);
export const setTheme: Handler<Pr['setTheme'], AuthUser> = ({ deps, user, body }) =>
  profile.setTheme(deps, user, body.theme);
