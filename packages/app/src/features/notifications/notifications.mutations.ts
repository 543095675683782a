import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { notificationsKeys } from './notifications.queries';

/** Marks one notification read, or all of them (`id` null). */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? apiRequest(notificationsEndpoints.markAllRead)
        : apiRequest(notificationsEndpoints.markRead, { params: { notificationId: id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
