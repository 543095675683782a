import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints, type CurrentUser, type CustomTaskViewInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { usersKeys } from './users.keys';

/**
 * Saves the whole list of custom task views (SPEC §7: the whole list is sent)
 * and waits until the current user, which carries them, is fresh again.
 */
export function useSaveCustomTaskViewsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (views: CustomTaskViewInput[]) =>
      apiRequest(usersEndpoints.saveTasksPageCustomViews, { body: views }),
    onSuccess: async (saved) => {
      // Show the saved list at once, then confirm it with the server.
      queryClient.setQueryData<CurrentUser | null>(usersKeys.current(), (user) =>
        user ? { ...user, settings: { ...user.settings, tasksPageCustomViews: saved } } : user,
      );
      await queryClient.invalidateQueries({ queryKey: usersKeys.current() });
    },
  });
}
