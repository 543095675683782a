import type { Knex } from 'knex';

/**
 * Failed lookups of public links (the stakeholder link here, the status
 * report link in reports), per address: `public_link_failures`.
 */

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

export async function recordLinkFailure(knex: Knex, ip: string, now: number): Promise<void> {
  await knex('public_link_failures').insert({ ip, created_at: now });
}

/** Failures of the address since `since`, with the oldest one's time (for Retry-After). */
export async function countLinkFailures(
  knex: Knex,
  ip: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await knex('public_link_failures')
    .where('ip', ip)
    .andWhere('created_at', '>', since)
    .first<{ count: number | string; oldest: number | string | null }>(
      knex.raw('count(*) as count'),
      knex.raw('min(created_at) as oldest'),
    );
  return { count: Number(row?.count ?? 0), oldest: num(row?.oldest ?? null) };
}

export async function deleteOldLinkFailures(knex: Knex, before: number): Promise<void> {
  await knex('public_link_failures').where('created_at', '<', before).delete();
}
