import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedsEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { calendarFeedKeys } from './calendar-feeds.queries';

/** Creates or rotates the feed; its answer carries the address, once. Errors shown by the card. */
export function useCreateCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(calendarFeedsEndpoints.create),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
    meta: { errorPolicy: 'inline' },
  });
}

/** Revokes the feed (the default error policy reports a failure). */
export function useRevokeCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(calendarFeedsEndpoints.revoke),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
