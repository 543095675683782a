import type { notificationsEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as notifications from './notifications.service';

type N = typeof notificationsEndpoints;

export const list: Handler<N['list'], AuthUser> = ({ deps, user, query }) =>
  notifications.listNotifications(deps, user, query);
export const markRead: Handler<N['markRead'], AuthUser> = ({ deps, user, params }) =>
  notifications.markNotificationRead(deps, user, params.notificationId);
export const markAllRead: Handler<N['markAllRead'], AuthUser> = ({ deps, user }) =>
  notifications.markAllNotificationsRead(deps, user);
