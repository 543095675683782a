import { CalendarFeedParamsSchema, type calendarFeedsEndpoints } from '@keel/types';
import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps';
import type { Handler, RawRouteDoc } from '../../lib/route';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import * as feeds from './calendar-feeds.service';

/** Thin handlers of the calendar feed routes: input was validated by the registrar. */
type T = typeof calendarFeedsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

/**
 * The address the app is reached at: the configured public URL, else the one
 * this request came to (a feed is subscribed to from the same host the
 * profile page was opened on).
 */
function originOf(deps: AppDeps, req: Request): string {
  return deps.config.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host')}`;
}

/** The client address as Express sees it (proxy headers only when TRUST_PROXY says so). */
function clientAddress(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

export const get: H<'get'> = ({ deps, user }) => feeds.getFeed(deps, user);
export const create: H<'create'> = ({ deps, user, req }) =>
  feeds.createFeed(deps, user, originOf(deps, req));
export const revoke: H<'revoke'> = ({ deps, user }) => feeds.revokeFeed(deps, user);

export const FEED_SUMMARY = 'A calendar feed: the iCalendar document its private token opens';
export const FEED_DOC: RawRouteDoc = {
  tag: 'calendar',
  description:
    "Public, no session: the feed's user's open assigned tasks by due day, the milestones of their projects (never an amount), their leave and the workspace holidays, from 90 days back to a year ahead, as all-day events (RFC 5545). Read for the user as they are at each fetch. An unknown, rotated or revoked token, or a disabled user's, is the same 404, counted per address like every public link (429 past the limit). Sends `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.",
  params: CalendarFeedParamsSchema,
  produces: { 'text/calendar': 'text' },
};

/** `GET /api/calendar/{feedToken}.ics`: never cached, its address never sent on as a referrer. */
export function feed(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const { feedToken } = parsePart(CalendarFeedParamsSchema, req.params, 'params');
      res.set('Cache-Control', 'no-store');
      res.set('Referrer-Policy', 'no-referrer');
      const body = await feeds.feedCalendar(
        deps,
        clientAddress(req),
        feedToken,
        originOf(deps, req),
      );
      res
        .status(200)
        .set({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="keel.ics"',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(body);
    } catch (error) {
      next(error);
    }
  };
}
