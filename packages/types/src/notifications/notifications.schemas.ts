import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { InstantSchema } from '../common/common.schemas';

/** Kinds of in-app notification (the bell in the rail): a mention in a discussion, being added to a project. */
export const NOTIFICATION_KINDS = ['mention', 'projectMember'] as const;
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

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  unreadOnly: z
    .enum(['true', 'false', '1', '0'], { error: 'unreadOnly must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const NotificationPageSchema = z.object({
  items: z.array(InAppNotificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationParamsSchema = z.object({
  notificationId: z.coerce.number().int().positive(),
});
export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });
