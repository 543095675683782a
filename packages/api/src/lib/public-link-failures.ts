import type { Knex } from 'knex';
import { NotFoundError, TooManyRequestsError } from './errors';

/**
 * The per-address limit of failed public-link lookups, shared by every link
 * that opens a record without sign-in (the T&M contract page, the published
 * status report): each miss is a row in `public_link_failures`; past the
 * limit within the window, every public call of the address is a 429, a
 * valid token too, so guessing cannot go on.
 */
export const PUBLIC_LINK_FAILURES_PER_ADDRESS = 20;
export const PUBLIC_LINK_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/** Failures of the address within the window, with the oldest one's time (for Retry-After). */
async function recentFailures(
  knex: Knex,
  address: string,
  now: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await knex('public_link_failures')
    .where('ip', address)
    .andWhere('created_at', '>', now - PUBLIC_LINK_FAILURE_WINDOW_MS)
    .first<{ count: number | string; oldest: number | string | null }>(
      knex.raw('count(*) as count'),
      knex.raw('min(created_at) as oldest'),
    );
  return { count: Number(row?.count ?? 0), oldest: num(row?.oldest ?? null) };
}

/** Counts one miss of the address (a token that opened nothing). */
export async function recordPublicLinkFailure(
  knex: Knex,
  address: string,
  now: number,
): Promise<void> {
  await knex('public_link_failures').insert({ ip: address, created_at: now });
}

/** The same 404 for everything a public token does not open, counted against the address. */
export async function publicLinkMiss(
  knex: Knex,
  address: string,
  now: number,
  message: string,
): Promise<NotFoundError> {
  await recordPublicLinkFailure(knex, address, now);
  return new NotFoundError(message);
}

/**
 * Opens what a public token names, behind the limit: the lookup and the
 * count run at once (a PostgreSQL reader runs them in parallel) and the limit
 * decides first; nothing found is the one 404 (`notFound`), counted.
 */
export async function openPublicLink<T>(
  knex: Knex,
  address: string,
  now: number,
  lookup: Promise<T | null>,
  notFound: string,
): Promise<T> {
  const [failures, found] = await Promise.all([recentFailures(knex, address, now), lookup]);
  if (failures.count >= PUBLIC_LINK_FAILURES_PER_ADDRESS) {
    const retryAfterMs = Math.max(
      1000,
      (failures.oldest ?? now) + PUBLIC_LINK_FAILURE_WINDOW_MS - now,
    );
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
    throw new TooManyRequestsError(
      `Too many links that do not exist were asked for from your address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterMs / 1000,
    );
  }
  if (found === null) throw await publicLinkMiss(knex, address, now, notFound);
  return found;
}

/** Failures older than the window: swept by the housekeeping (server.ts). */
export async function sweepPublicLinkFailures(knex: Knex, now: number): Promise<void> {
  await knex('public_link_failures')
    .where('created_at', '<', now - PUBLIC_LINK_FAILURE_WINDOW_MS)
    .delete();
}
