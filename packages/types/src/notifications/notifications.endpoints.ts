import { defineEndpoint } from '../endpoint';
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationParamsSchema,
  UnreadCountSchema,
} from './notifications.schemas';

export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: "The signed-in user's in-app notifications, newest first, with the unread count",
    tag: 'notifications',
    query: NotificationListQuerySchema,
    response: NotificationPageSchema,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/{notificationId}/read',
    summary: 'Mark one of my notifications read (404 for any other)',
    tag: 'notifications',
    params: NotificationParamsSchema,
    response: UnreadCountSchema,
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark all my notifications read',
    tag: 'notifications',
    response: UnreadCountSchema,
  }),
} as const;
