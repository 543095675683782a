import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type ChangePasswordInput, type ProfileUpdateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { adminUsersKeys } from '../admin-users/admin-users.queries';
import { profileKeys } from './profile.queries';
import { sessionKeys } from '../../lib/session';

/** Own name, initials, colour and theme; the rail's avatar follows through the current user. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => apiRequest(profileEndpoints.update, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.current() }),
        queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
      ]);
    },
    meta: { errorPolicy: 'inline' },
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiRequest(profileEndpoints.changePassword, { body }),
    meta: { errorPolicy: 'inline' },
  });
}
