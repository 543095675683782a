import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type ChangePasswordInput, type ProfileUpdateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { profileKeys } from './profile.queries';
import { announce } from '../../lib/refresh';

/** Own name, initials, colour and theme; the rail's avatar follows through the current user. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => apiRequest(profileEndpoints.update, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      // The signed-in user (the rail's avatar) and the user pages (app/refresh-map.ts).
      await announce(queryClient, { name: 'user changed' });
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
