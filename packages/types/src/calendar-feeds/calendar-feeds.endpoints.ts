import { z } from 'zod';
import { OkSchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import { CalendarFeedCreatedSchema, CalendarFeedStateSchema } from './calendar-feeds.schemas';

const FEED = '/api/users/current/calendar-feed';

/**
 * The feed itself, an iCalendar document (a raw route: `text/calendar`, no
 * session). The path is fixed by the issue: calendar programs are given it.
 */
export const CALENDAR_FEED_PATH = '/api/calendar/{feedToken}.ics';

/** The feed's path for a token. */
export function calendarFeedPath(token: string): string {
  return CALENDAR_FEED_PATH.replace('{feedToken}', encodeURIComponent(token));
}

export const CalendarFeedParamsSchema = z.object({
  feedToken: z.string().min(1).max(200).describe('The private token of a calendar feed'),
});

/** The signed-in user's calendar feed (issue 33 § 4). */
export const calendarFeedsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: FEED,
    summary:
      'Whether the signed-in user has a calendar feed, when it was made and last fetched (never its token)',
    tag: 'calendar',
    response: CalendarFeedStateSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    // A feed's address is a secret of its own: minted from a signed-in session, never by a token.
    sessionOnly: true,
    path: FEED,
    summary:
      'Create the calendar feed, or rotate it (the old address stops at once); the only answer that carries its address',
    tag: 'calendar',
    response: CalendarFeedCreatedSchema,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: FEED,
    summary: 'Revoke the calendar feed (its address answers 404 at once; 404 when there is none)',
    tag: 'calendar',
    response: OkSchema,
  }),
};
