import type { Db } from './lib/db';
import { ensureBuiltInRoles } from './modules/auth/built-in-roles.repository';
import { ensureQuoteMetaTypes } from './modules/quotes/quotes.repository';

/**
 * Reference data every workspace needs, demo or not: the built-in roles and
 * the quote meta types. Written at every start (idempotent), before the demo
 * seed or the first administrator.
 */
export async function ensureReferenceData(knex: Db, now: number): Promise<void> {
  await ensureBuiltInRoles(knex, now);
  await ensureQuoteMetaTypes(knex);
}
