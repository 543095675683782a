import type { QuoteRevision, QuoteRevisionCreateInputSchema } from '@keel/types';
import type { z } from 'zod';
import { iso } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import {
  canonicalMarkup,
  differsFrom,
  markupViews,
  price,
  pricedForReader,
} from './quote-lines.service';
import * as repo from './quote-revisions.repository';
import type { RevisionRecord } from './quote-revisions.repository';
import { changeQuote, loadRecord } from './quotes.service';

/**
 * A quote's revisions (README.md beside this file, "Quotes and revisions"):
 * the draft frozen with its lines, markups and totals, and listed newest
 * first.
 */

function toRevisionView(
  revision: RevisionRecord,
  acceptedRevision: number | null,
  user: AuthUser,
): QuoteRevision {
  return {
    number: revision.number,
    author: revision.author,
    createdAt: iso(revision.createdAt),
    note: revision.note,
    currency: revision.currency,
    rateProfileName: revision.rateProfileName,
    pricingConfigName: revision.pricingConfigName,
    ...pricedForReader(revision.lineItems, revision.totals, user),
    markups: markupViews(revision.markups),
    accepted: revision.number === acceptedRevision,
  };
}

export async function listRevisions(
  deps: AppDeps,
  user: AuthUser,
  id: number,
): Promise<QuoteRevision[]> {
  const record = await loadRecord(deps.knex, id, 'quote');
  const revisions = await repo.listRevisions(deps.knex, id);
  return revisions.map((r) => toRevisionView(r, record.acceptedRevision, user));
}

/**
 * Freezes the draft as the next revision: its lines with their cost rates,
 * the pricing config's markups and name, the totals, currency, rate profile
 * name, author, time and note. Nothing else ever writes a revision.
 */
export async function createRevision(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: z.output<typeof QuoteRevisionCreateInputSchema>,
): Promise<QuoteRevision> {
  const quote = await changeQuote(
    deps,
    user,
    'quote',
    { id, version: input.version },
    async (trx, record, now) => {
      const latest =
        record.currentRevision === null
          ? null
          : await repo.findRevision(trx, id, record.currentRevision);
      if (latest && !differsFrom(record, latest))
        throw new ConflictError(
          `Nothing changed since revision ${latest.number}: change the lines, markups or currency first`,
        );
      await repo.insertRevision(trx, id, {
        number: (record.currentRevision ?? 0) + 1,
        authorId: user.id,
        createdAt: now,
        note: input.note,
        currency: record.currency,
        rateProfileName: record.rateProfile?.name ?? null,
        pricingConfigName: record.pricingConfig?.name ?? null,
        lineItems: record.lineItems,
        markups: record.markups.map(canonicalMarkup),
        totals: price(record.lineItems, record.markups),
      });
    },
  );
  const revision = await repo.findRevision(deps.knex, id, quote.currentRevision ?? 0);
  if (!revision) throw new NotFoundError('Revision not found');
  return toRevisionView(revision, quote.acceptedRevision, user);
}

/**
 * Moves the status as QUOTE_STATUS_MOVES allows (409 otherwise). Accepting
 * records the latest revision as the accepted one: 409 without a revision,
 * and accepted -> accepted only when a newer revision waits. Leaving
 * accepted keeps the number of the revision last accepted.
 */
