import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminEndpoints,
  type AdminUser,
  type AdminUserUpdateInput,
  type InvitationCreateInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { announce } from '../../lib/refresh';

/**
 * After any change to users: the user lists and details, and the signed-in
 * user (their own name, roles or teams may have changed the menu).
 */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return async () => {
    // The user pages, teams, roles, pickers and the signed-in user (app/refresh-map.ts).
    await announce(queryClient, { name: 'user changed' });
  };
}

/** Forms show these errors in place, so the global snackbar stays quiet. */
const inline = { errorPolicy: 'inline' } as const;

export function useInviteUserMutation() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: InvitationCreateInput) => apiRequest(adminEndpoints.invite, { body }),
    onSuccess: invalidate,
    meta: inline,
  });
}

export function useUpdateUserMutation(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: AdminUserUpdateInput) =>
      apiRequest(adminEndpoints.updateUser, { params: { userId: id }, body }),
    onSuccess: invalidate,
    meta: inline,
  });
}

/** Actions of one user that answer with a link (resend invitation, password reset). */
export function useUserLinkMutation(action: 'resendInvitation' | 'issuePasswordReset') {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (user: Pick<AdminUser, 'id'>) =>
      apiRequest(adminEndpoints[action], { params: { userId: user.id } }),
    onSuccess: invalidate,
  });
}

export function useRevokeInvitationMutation() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (user: Pick<AdminUser, 'id'>) =>
      apiRequest(adminEndpoints.revokeInvitation, { params: { userId: user.id } }),
    onSuccess: invalidate,
  });
}

export function useUserStatusMutation() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ user, enable }: { user: Pick<AdminUser, 'id' | 'version'>; enable: boolean }) =>
      apiRequest(enable ? adminEndpoints.enableUser : adminEndpoints.disableUser, {
        params: { userId: user.id },
        body: { version: user.version },
      }),
    onSuccess: invalidate,
  });
}
