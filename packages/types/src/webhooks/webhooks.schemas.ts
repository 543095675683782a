import { UserRefSchema } from '../users/users.schemas';
import { z } from 'zod';
import { InstantSchema, pageOf, pageQuery, VersionSchema } from '../common/common.schemas';
import { EVENT_TYPES, EventTypeSchema } from '../events/events.schemas';

/**
 * Webhooks (issue 33 § 3; the API's modules/webhooks/README.md): a URL that
 * receives the workspace's events (`KeelEvent`, signed with the webhook's
 * secret), optionally only those of one project. The secret is shown once,
 * in the create answer.
 */

/** The longest target URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Straight failed attempts after which a webhook is paused (and its owner notified). */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 20;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export const WebhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(EventTypeSchema),
  /** Only this project's events; null: every event of the workspace. */
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  active: z.boolean(),
  /** Set when 20 straight attempts failed: nothing is sent until a `PUT` with `active: true`. */
  pausedAt: InstantSchema.nullable(),
  consecutiveFailures: z.number().int(),
  createdBy: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  version: z.number().int(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookPageSchema = pageOf(WebhookSchema);
export type WebhookPage = z.infer<typeof WebhookPageSchema>;

/** The create answer: the one time the signing secret is shown. */
export const WebhookCreatedSchema = WebhookSchema.extend({
  secret: z.string().describe('The signing secret, `whsec_…`: shown only in this answer'),
});
export type WebhookCreated = z.infer<typeof WebhookCreatedSchema>;

const WebhookFieldsSchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(WEBHOOK_URL_MAX_LENGTH, `url must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`),
  events: z
    .array(EventTypeSchema, { error: 'events must be a list of event types' })
    .min(1, 'Pick at least one event')
    .max(EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, 'events must not repeat'),
  projectId: z.number().int().positive().nullable().default(null),
  active: z.boolean().default(true),
});

export const WebhookCreateInputSchema = WebhookFieldsSchema;
export type WebhookCreateInput = z.input<typeof WebhookCreateInputSchema>;

/** Every field with the version read; `active: true` also lifts a pause. */
export const WebhookUpdateInputSchema = WebhookFieldsSchema.extend({ version: VersionSchema });
export type WebhookUpdateInput = z.input<typeof WebhookUpdateInputSchema>;

export const WebhookListQuerySchema = pageQuery(50);
export type WebhookListQuery = z.input<typeof WebhookListQuerySchema>;

/** One delivery of an event to a webhook, as the log shows it. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  /** The event's stable id (a redelivery carries the same one). */
  eventId: z.string(),
  eventType: z.string(),
  status: WebhookDeliveryStatusSchema,
  /** Attempts made so far. */
  attempt: z.number().int(),
  /** The HTTP status of the last attempt; null before one, or when none came back. */
  responseCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** What went wrong in the last attempt when it was not an HTTP answer (a timeout, a refused address). */
  error: z.string().nullable(),
  /** The request of the last attempt (before one: the body that will be sent). */
  request: z.object({ headers: z.record(z.string(), z.string()), body: z.string() }),
  /** The first 2 kB of the last answer's body. */
  responseExcerpt: z.string().nullable(),
  createdAt: InstantSchema,
  lastAttemptAt: InstantSchema.nullable(),
  nextAttemptAt: InstantSchema.nullable(),
  deliveredAt: InstantSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = pageOf(WebhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;

export const WebhookDeliveryListQuerySchema = pageQuery(50).extend({
  status: WebhookDeliveryStatusSchema.optional().describe('Only deliveries in this status'),
});
export type WebhookDeliveryListQuery = z.input<typeof WebhookDeliveryListQuerySchema>;
