import { z } from 'zod';
import {
  booleanQueryFlag,
  idParams,
  InstantSchema,
  pageOf,
  pageQuery,
} from '../common/common.schemas';

/**
 * Kinds of in-app notification (the bell in the rail): a mention in a
 * discussion, being added to a project, a task assigned or commented, an
 * event of a subscribed risk or issue, a week submitted to one as its
 * approver, a decision on one's week, a reminder of a week still open, one's
 * webhook paused after failing again and again.
 */
export const NOTIFICATION_KINDS = [
  'mention',
  'projectMember',
  'taskAssigned',
  'taskComment',
  'risk',
  'timesheetSubmitted',
  'timesheetDecided',
  'timesheetReminder',
  'webhookPaused',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One in-app notification of the signed-in user. */
export const InAppNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** App path to open, e.g. `/projects/3/discussion?thread=7`. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: InstantSchema,
});
export type InAppNotification = z.infer<typeof InAppNotificationSchema>;

export const NotificationListQuerySchema = pageQuery(20).extend({
  unreadOnly: booleanQueryFlag('unreadOnly', 'Only unread notifications'),
});

export const NotificationPageSchema = pageOf(InAppNotificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationParamsSchema = idParams('notificationId');
export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });
