import { queryOptions } from '@tanstack/react-query';
import { notificationsEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
};

/** How often the bell asks for new notifications while the app is open. */
const POLL_MS = 60 * 1000;

/** The latest notifications with the unread count (the bell in the rail). */
export function notificationsQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(notificationsKeys.list(), notificationsEndpoints.list, {
      query: { page: 1, pageSize: 20 },
    }),
    refetchInterval: POLL_MS,
    // The bell is a convenience: a failed poll is logged, never a snackbar.
    meta: { errorPolicy: 'log' },
  });
}
