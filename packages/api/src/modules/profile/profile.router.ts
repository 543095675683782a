import type { profileEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import { hashToken } from '../../lib/tokens';
import { sessionToken } from '../auth/auth.middleware';
import type { AuthUser } from '../auth/policy';
import { changePassword as change } from './profile.service';

/** The session making the change stays signed in; every other one of the user ends. */
export const changePassword: Handler<typeof profileEndpoints.changePassword, AuthUser> = async ({
  req,
  deps,
  user,
  body,
}) => {
  const token = sessionToken(req);
  return change(deps, user, body, token ? hashToken(token) : undefined);
};
