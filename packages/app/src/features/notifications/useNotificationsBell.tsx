import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOpenedOnce } from '../../lib/hooks/useOpenedOnce';
import { notificationsQueryOptions } from './notifications.queries';

// Loaded on the first opening: every signed-in page has the bell, few open it.
const NotificationsDialog = lazy(() =>
  import('./components/NotificationsDialog').then((m) => ({ default: m.NotificationsDialog })),
);

/** The rail's bell: the unread count, and the list it opens. */
export function useNotificationsBell() {
  const [isOpen, setOpen] = useState(false);
  const opened = useOpenedOnce(isOpen);
  const notifications = useQuery(notificationsQueryOptions());
  return {
    unreadCount: notifications.data?.unreadCount ?? 0,
    open: () => setOpen(true),
    dialog: opened ? (
      <Suspense fallback={null}>
        <NotificationsDialog isOpen={isOpen} onOpenChange={setOpen} />
      </Suspense>
    ) : null,
  };
}
