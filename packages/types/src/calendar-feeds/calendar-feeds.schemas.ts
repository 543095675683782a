import { z } from 'zod';
import { InstantSchema } from '../common/common.schemas';

/**
 * A user's private calendar feed (issue 33 § 4): one per user, its token
 * stored hashed. What the profile shows of it carries no token: only the
 * creation answer does, once.
 */
export const CalendarFeedSchema = z.object({
  createdAt: InstantSchema,
  /** When a calendar client last fetched it; null until the first fetch. */
  lastUsedAt: InstantSchema.nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** The signed-in user's feed, or null when they have none (never made, or revoked). */
export const CalendarFeedStateSchema = z.object({
  feed: CalendarFeedSchema.nullable(),
});
export type CalendarFeedState = z.infer<typeof CalendarFeedStateSchema>;

/** The answer of creating or rotating the feed: the only one that carries its address. */
export const CalendarFeedCreatedSchema = CalendarFeedSchema.extend({
  /** The feed's path, `/api/calendar/{feedToken}.ics`. */
  path: z.string(),
  /** The same as an absolute address, for a calendar client to subscribe to. */
  url: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;
