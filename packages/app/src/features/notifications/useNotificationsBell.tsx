import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notificationsQueryOptions } from './notifications.queries';
import { NotificationsDialog } from './components/NotificationsDialog';

/** The rail's bell: the unread count, and the list it opens. */
export function useNotificationsBell() {
  const [isOpen, setOpen] = useState(false);
  const notifications = useQuery(notificationsQueryOptions());
  return {
    unreadCount: notifications.data?.unreadCount ?? 0,
    open: () => setOpen(true),
    dialog: <NotificationsDialog isOpen={isOpen} onOpenChange={setOpen} />,
  };
}
