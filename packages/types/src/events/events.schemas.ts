import { z } from 'zod';

/**
 * The events the outside world follows (webhooks; later the live updates of
 * `GET /api/events`). Each is produced by a write inside its transaction
 * (the API's `record.written` change), so an event exists exactly when its
 * write committed. Named `<record>.<what happened>`.
 */
export const EVENT_TYPES = [
  'project.created',
  'project.updated',
  'project.deleted',
  'task.created',
  'task.updated',
  'task.deleted',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'time-entry.created',
  'time-entry.updated',
  'time-entry.deleted',
  'timesheet-week.submitted',
  'timesheet-week.approved',
  'timesheet-week.rejected',
  'milestone.created',
  'milestone.updated',
  'milestone.deleted',
  'quote.status-changed',
  'report.published',
  'invoice.issued',
  'invoice.paid',
] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

/** Who made the change: null for the system (a scheduled job, an import). */
export const EventActorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type EventActor = z.infer<typeof EventActorSchema>;

/**
 * What an event carries about its record: always its id, and the project it
 * belongs to when it has one; the other fields per type are listed in the
 * webhooks module's README. Never a cost, salary, rate, margin or internal note.
 */
export const EventDataSchema = z
  .object({ id: z.number().int(), projectId: z.number().int().nullable().optional() })
  .catchall(z.unknown());
export type EventData = z.infer<typeof EventDataSchema>;

/** One event as delivered: `id` is stable across redeliveries, so a receiver can drop a repeat. */
export const KeelEventSchema = z.object({
  id: z.string().describe('Stable per event: a redelivery carries the same id'),
  type: z.union([EventTypeSchema, z.literal('ping')]),
  occurredAt: z.string(),
  actor: EventActorSchema,
  data: EventDataSchema,
});
export type KeelEvent = z.infer<typeof KeelEventSchema>;
