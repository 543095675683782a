import {
  addDays,
  calendarFeedPath,
  type CalendarFeedCreated,
  type CalendarFeedState,
} from '@keel/types';
import { dateInTimeZone, iso } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { openPublicLink } from '../../lib/public-link-failures';
import { hashToken, newToken } from '../../lib/tokens';
import { loadGlobalFlags, type AuthUser } from '../auth';
import { findAccountById } from '../auth';
import { dueTasksOf } from '../tasks';
import { feedDocument, leaveRanges } from './calendar-ics';
import * as repo from './calendar-feeds.repository';

/** How far back and ahead of today (workspace time zone) a feed reaches. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;

/** A fetch within this long of the last one is not written again (one write per client poll at most). */
const LAST_USED_GRANULARITY_MS = 60 * 1000;

/** The one answer of the feed route for anything it does not open. */
const FEED_NOT_FOUND = 'This calendar feed does not exist or was revoked';

/** The user's feed as the profile shows it: never the token. */
export async function getFeed(deps: AppDeps, user: AuthUser): Promise<CalendarFeedState> {
  const feed = await repo.findLiveFeedOfUser(deps.knex, user.id);
  return {
    feed: feed ? { createdAt: iso(feed.createdAt), lastUsedAt: iso(feed.lastUsedAt) } : null,
  };
}

/**
 * Creates the feed or rotates it: a new 256-bit token whose hash replaces
 * the stored one, so the old address answers 404 from this commit on. The
 * answer is the only one that carries the token.
 */
export async function createFeed(
  deps: AppDeps,
  user: AuthUser,
  origin: string,
): Promise<CalendarFeedCreated> {
  const token = newToken();
  const now = deps.clock();
  await repo.saveFeed(deps.knex, user.id, hashToken(token), now);
  const path = calendarFeedPath(token);
  return { createdAt: iso(now), lastUsedAt: null, path, url: `${origin}${path}` };
}

/** Revokes the feed (404 when there is none). */
export async function revokeFeed(deps: AppDeps, user: AuthUser): Promise<{ ok: true }> {
  if (!(await repo.revokeFeed(deps.knex, user.id, deps.clock())))
    throw new NotFoundError('You have no calendar feed');
  return { ok: true };
}

/**
 * The iCalendar document a token opens, read for its user as they are now:
 * their flags and memberships at this moment decide what it holds, so a
 * permission taken away empties it at the next fetch. A disabled user's
 * feed, an unknown, rotated or revoked token are the same 404, counted
 * against the address like every public link (`lib/public-link-failures.ts`).
 */
export async function feedCalendar(
  deps: AppDeps,
  address: string,
  token: string,
  origin: string,
): Promise<string> {
  const now = deps.clock();
  const feed = await openPublicLink(
    deps.knex,
    address,
    now,
    repo
      .findLiveFeedByHash(deps.knex, hashToken(token))
      .then((found) => (found?.userStatus === 'active' ? found : null)),
    FEED_NOT_FOUND,
  );
  const account = await findAccountById(deps.knex, feed.userId);
  if (!account) throw new NotFoundError(FEED_NOT_FOUND);
  const user: AuthUser = {
    id: account.id,
    email: account.email,
    name: account.name,
    external: account.external,
    flags: await loadGlobalFlags(deps.knex, account.id),
  };
  const today = dateInTimeZone(now, deps.config.workspaceTimeZone);
  const range = { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
  const [tasks, milestones, leaveDays, holidays] = await Promise.all([
    dueTasksOf(deps.knex, user, range),
    repo.milestonesOfMember(deps.knex, user, range),
    repo.leaveDaysOf(deps.knex, user.id, range),
    repo.holidaysWithin(deps.knex, range),
  ]);
  if (feed.lastUsedAt === null || now - feed.lastUsedAt >= LAST_USED_GRANULARITY_MS)
    await repo.touchFeed(deps.knex, feed.id, now);
  return feedDocument(
    { tasks, milestones, leave: leaveRanges(leaveDays), holidays },
    { appBase: origin, host: new URL(origin).host, stamp: now },
  );
}
