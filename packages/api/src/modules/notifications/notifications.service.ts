import type { NotificationPage } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import type { AuthUser } from '../auth';
import { countUnread, listNotifications as listPage, markRead } from './notifications.repository';

/** `GET /api/notifications`: my notifications, newest first, and how many are unread. */
export async function listNotifications(
  deps: AppDeps,
  user: AuthUser,
  query: { page: number; pageSize: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  const [found, unreadCount] = await Promise.all([
    listPage(deps.knex, user.id, query),
    countUnread(deps.knex, user.id),
  ]);
  return { ...pageOf(found, query), unreadCount };
}

/** Someone else's notification is "not found": ids of others' notifications are not confirmed. */
export async function markNotificationRead(
  deps: AppDeps,
  user: AuthUser,
  notificationId: number,
): Promise<{ unreadCount: number }> {
  if ((await markRead(deps.knex, user.id, notificationId)) === 0)
    throw new NotFoundError('Notification not found');
  return { unreadCount: await countUnread(deps.knex, user.id) };
}

export async function markAllNotificationsRead(
  deps: AppDeps,
  user: AuthUser,
): Promise<{ unreadCount: number }> {
  await markRead(deps.knex, user.id);
  return { unreadCount: 0 };
}
