import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { InAppNotification } from '@keel/types';
import {
  Button,
  Dialog,
  EmptyState,
  Icon,
  ItemList,
  ItemListItem,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@keel/ui';
import { NOTIFICATION_KIND_DISPLAY } from '../notification-kinds';
import { notificationsQueryOptions } from '../notifications.queries';
import { useMarkReadMutation } from '../notifications.mutations';
import { formatInstant } from '../../../lib/format';
import * as styles from './NotificationsDialog.css';
import { grow } from '../../../lib/styles/layout.css';

/**
 * The bell's list: newest first; opening one marks it read and goes to what
 * it is about (a discussion thread, a task: `/tasks/{id}`, or a risk or issue
 * in its project's register drawer: `/projects/{id}/risks?risk={riskId}`).
 */
export function NotificationsDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const notifications = useQuery(notificationsQueryOptions());
  const markRead = useMarkReadMutation();
  const data = notifications.data;

  const open = (n: InAppNotification) => {
    if (!n.read) markRead.mutate(n.id);
    onOpenChange(false);
    if (n.link) void navigate(n.link);
  };

  return (
    <Dialog
      title="Notifications"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="medium"
      footer={
        data && data.unreadCount > 0 ? (
          <Button isLoading={markRead.isPending} onPress={() => markRead.mutate(null)}>
            Mark all read
          </Button>
        ) : undefined
      }
    >
      {!data ? (
        <Skeleton lines={4} label="Loading notifications" />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon="bell"
          title="No notifications"
          description="Mentions, tasks assigned to you, comments on tasks you are assigned to or follow, new project memberships and the events of the risks and issues you subscribe to appear here."
        />
      ) : (
        <div className={styles.scroll}>
          <ItemList aria-label="Notifications">
            {data.items.map((n) => (
              <ItemListItem key={n.id}>
                <span
                  className={styles.dot}
                  aria-hidden="true"
                  data-unread={!n.read || undefined}
                />
                <Icon name={NOTIFICATION_KIND_DISPLAY[n.kind].icon} />
                <div className={grow}>
                  <Stack gap="none">
                    <span>
                      {n.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
                      {n.text}
                    </span>
                    <Text tone="muted" size="small">
                      {NOTIFICATION_KIND_DISPLAY[n.kind].label} · {formatInstant(n.createdAt)}
                    </Text>
                  </Stack>
                </div>
                {n.link ? (
                  <Button size="small" onPress={() => open(n)}>
                    Open
                  </Button>
                ) : null}
                {!n.read ? (
                  <Button size="small" variant="ghost" onPress={() => markRead.mutate(n.id)}>
                    Mark read
                  </Button>
                ) : null}
              </ItemListItem>
            ))}
          </ItemList>
        </div>
      )}
    </Dialog>
  );
}
