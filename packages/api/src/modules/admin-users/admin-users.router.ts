import type { adminEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as adminUsers from './admin-users.service';
import * as invitations from './invitations.service';
import * as passwordResets from './password-resets.service';

/** Thin handlers of the user administration routes: input was validated by the registrar. */
type A = typeof adminEndpoints;
type H<K extends keyof A> = Handler<A[K], AuthUser>;
type PublicH<K extends keyof A> = Handler<A[K], AuthUser | null>;

export const listUsers: H<'listUsers'> = ({ deps, query }) => adminUsers.listUsers(deps, query);
export const getUser: H<'getUser'> = ({ deps, params }) => adminUsers.getUser(deps, params.userId);
export const userPermissions: H<'userPermissions'> = ({ deps, params }) =>
  adminUsers.effectivePermissions(deps, params.userId);
export const invite: H<'invite'> = ({ deps, user, body }) =>
  invitations.inviteUser(deps, user, body);
export const resendInvitation: H<'resendInvitation'> = ({ deps, user, params }) =>
  invitations.resendInvitation(deps, user, params.userId);
export const revokeInvitation: H<'revokeInvitation'> = ({ deps, user, params }) =>
  invitations.revokeInvitation(deps, user, params.userId);
export const updateUser: H<'updateUser'> = ({ deps, user, params, body }) =>
  adminUsers.updateUser(deps, user, params.userId, body);
export const disableUser: H<'disableUser'> = ({ deps, user, params, body }) =>
  adminUsers.disableUser(deps, user, params.userId, body.version);
export const enableUser: H<'enableUser'> = ({ deps, user, params, body }) =>
  adminUsers.enableUser(deps, user, params.userId, body.version);
export const issuePasswordReset: H<'issuePasswordReset'> = ({ deps, user, params }) =>
  passwordResets.issuePasswordReset(deps, user, params.userId);
export const checkPasswordReset: PublicH<'checkPasswordReset'> = ({ deps, params }) =>
  passwordResets.checkPasswordReset(deps, params.token);
export const resetPassword: PublicH<'resetPassword'> = ({ deps, body }) =>
  passwordResets.resetPassword(deps, body);
