import {
  canMoveQuoteStatus,
  DEFAULT_CURRENCY,
  QUOTE_STATUS_TITLES,
  type Quote,
  type QuoteArchiveInputSchema,
  type QuoteBrief,
  type QuoteCreateInputSchema,
  type QuoteMetaType,
  type QuoteStatusInputSchema,
  type QuoteTemplateCreateInputSchema,
  type QuoteTemplateUpdateInputSchema,
  type QuoteUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import { iso, utcDate } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { claimVersion, type VersionedTable } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { projectsFromQuote } from './from-quote.repository';
import { pricingConfigExists, findRateProfile } from './quote-lines.repository';
import {
  costRatesOf,
  differsFrom,
  markupViews,
  preparedLines,
  price,
  pricedForReader,
  seesCost,
} from './quote-lines.service';
import { findRevision } from './quote-revisions.repository';
import * as repo from './quotes.repository';
import type { QuoteRecord } from './quotes.repository';

/**
 * Quotes and quote templates (DOMAIN.md § Quotes; README.md beside this
 * file, "Quotes and revisions"). Templates are quote rows with the template
 * flag: the quote write routes treat a template id as unknown and the
 * template routes a quote id, so neither can change the other's rows.
 */

/** The quote meta types (reference data), in their display order. */
export async function quoteMetaTypes(deps: AppDeps): Promise<QuoteMetaType[]> {
  return repo.listQuoteMetaTypes(deps.knex);
}

type Kind = 'quote' | 'template';

const NOT_FOUND: Record<Kind, string> = {
  quote: 'Quote not found',
  template: 'Quote template not found',
};

/** The row a write claims: live, and of the kind the route is about (else 404). */
function versionedTable(kind: Kind): VersionedTable {
  return repo.quoteRowsOf(kind, NOT_FOUND[kind]);
}

/* Reading ------------------------------------------------------------------------ */

export async function loadRecord(db: Db, id: number, kind?: Kind): Promise<QuoteRecord> {
  const record = await repo.findQuote(db, id);
  if (!record || (kind !== undefined && record.isTemplate !== (kind === 'template')))
    throw new NotFoundError(NOT_FOUND[kind ?? 'quote']);
  return record;
}

async function toQuote(db: Db, user: AuthUser, record: QuoteRecord): Promise<Quote> {
  const totals = price(record.lineItems, record.markups);
  const latest =
    record.currentRevision === null
      ? null
      : await findRevision(db, record.id, record.currentRevision);
  // The newest live project from the quote: the one update-from-quote changes.
  const [project] = await projectsFromQuote(db, record.id);
  const costRates = seesCost(user)
    ? Object.fromEntries(
        await costRatesOf(db, record.rateProfile?.id ?? null, record.quoteDate, record.currency),
      )
    : null;
  return {
    id: record.id,
    number: record.number,
    name: record.name,
    client: record.client,
    metaTypeId: record.metaTypeId,
    owner: record.owner,
    currency: record.currency,
    status: record.status,
    archived: record.archived,
    isTemplate: record.isTemplate,
    quoteDate: record.quoteDate,
    validUntil: record.validUntil,
    notes: record.notes,
    rateProfile: record.rateProfile
      ? { id: record.rateProfile.id, name: record.rateProfile.name }
      : null,
    pricingConfig: record.pricingConfig,
    ...pricedForReader(record.lineItems, totals, user),
    markups: markupViews(record.markups),
    costRates,
    currentRevision: record.currentRevision,
    acceptedRevision: record.acceptedRevision,
    changedSinceRevision: !record.isTemplate && differsFrom(record, latest),
    project: project
      ? {
          id: project.id,
          code: project.code,
          name: project.name,
          appliedRevision: project.appliedRevision,
        }
      : null,
    version: record.version,
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/** `GET /api/quotes/{quoteId}`: a quote or a template (the one quote page shows both). */
export async function getQuote(deps: AppDeps, user: AuthUser, id: number): Promise<Quote> {
  return toQuote(deps.knex, user, await loadRecord(deps.knex, id));
}

/** `GET /api/quote-templates/{quoteId}`: a template only (a quote id is a 404). */
export async function getTemplate(deps: AppDeps, user: AuthUser, id: number): Promise<Quote> {
  return toQuote(deps.knex, user, await loadRecord(deps.knex, id, 'template'));
}

export async function getBrief(deps: AppDeps, id: number): Promise<QuoteBrief> {
  const record = await loadRecord(deps.knex, id);
  return {
    id: record.id,
    number: record.number,
    name: record.name,
    client: record.client,
    status: record.status,
  };
}

/* Writing the draft ----------------------------------------------------------- */

interface DraftFields {
  metaTypeId?: number;
  ownerId?: number | null;
  rateProfileId?: number | null;
  pricingConfigId?: number | null;
}

/** References sent must exist: an unknown one is a 400 naming the field. */
async function checkReferences(db: Db, input: DraftFields): Promise<void> {
  if (input.metaTypeId !== undefined && !(await repo.metaTypeExists(db, input.metaTypeId)))
    throw ValidationError.field('metaTypeId', 'Unknown quote type');
  if (
    input.ownerId !== undefined &&
    input.ownerId !== null &&
    !(await repo.ownerExists(db, input.ownerId))
  )
    throw ValidationError.field('ownerId', 'Unknown user');
  if (
    input.rateProfileId !== undefined &&
    input.rateProfileId !== null &&
    !(await findRateProfile(db, input.rateProfileId))
  )
    throw ValidationError.field('rateProfileId', 'Unknown rate profile');
  if (
    input.pricingConfigId !== undefined &&
    input.pricingConfigId !== null &&
    !(await pricingConfigExists(db, input.pricingConfigId))
  )
    throw ValidationError.field('pricingConfigId', 'Unknown pricing config');
}

/** Today in UTC by the deps clock: the default quote date, and a template's pricing date. */
function today(deps: AppDeps): string {
  return utcDate(deps.clock());
}

type CreateInput = z.output<typeof QuoteCreateInputSchema>;

async function createDraft(
  deps: AppDeps,
  user: AuthUser,
  input: CreateInput | z.output<typeof QuoteTemplateCreateInputSchema>,
  kind: Kind,
): Promise<Quote> {
  const db = deps.knex;
  await checkReferences(db, input);
  let source: QuoteRecord | null = null;
  if (input.copyFromId !== undefined) {
    source = await repo.findQuote(db, input.copyFromId);
    if (!source) throw ValidationError.field('copyFromId', 'Unknown quote or template');
  }
  const quoteDate = ('quoteDate' in input ? input.quoteDate : undefined) ?? today(deps);
  const rateProfileId =
    input.rateProfileId !== undefined ? input.rateProfileId : (source?.rateProfile?.id ?? null);
  const pricingConfigId =
    input.pricingConfigId !== undefined
      ? input.pricingConfigId
      : (source?.pricingConfig?.id ?? null);
  const currency = input.currency ?? source?.currency ?? DEFAULT_CURRENCY;
  const lines = await preparedLines(
    db,
    input.lineItems ?? source?.lineItems ?? [],
    { rateProfileId, pricingConfigId },
    quoteDate,
    currency,
  );
  const columns: repo.QuoteColumns = {
    name: input.name,
    client: input.client ?? null,
    metaTypeId: input.metaTypeId ?? source?.metaTypeId ?? 1,
    ownerId: input.ownerId !== undefined ? input.ownerId : user.id,
    currency,
    quoteDate,
    validUntil: ('validUntil' in input ? input.validUntil : undefined) ?? null,
    notes: input.notes ?? source?.notes ?? '',
    rateProfileId,
    pricingConfigId,
    lineItems: lines,
  };
  const id = await insertWithNextNumber(deps, columns, kind);
  return getQuote(deps, user, id);
}

// Each clash means another create took a number: n concurrent creates need at most n attempts.
const NUMBER_ATTEMPTS = 25;

/**
 * Quotes are numbered `Q-YYYY-NNNN` (the year of the quote date), templates
 * `T-NNNN`: the next number after the highest one given, deleted rows
 * included. Two creates may read the same highest number; the unique index
 * refuses the second insert, which then tries the number after.
 */
async function insertWithNextNumber(
  deps: AppDeps,
  columns: repo.QuoteColumns,
  kind: Kind,
): Promise<number> {
  const prefix = kind === 'template' ? 'T-' : `Q-${columns.quoteDate.slice(0, 4)}-`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.knex.transaction(async (trx) => {
        const highest = await repo.highestNumber(trx, prefix);
        const next = (highest === null ? 0 : Number(highest.slice(prefix.length)) || 0) + 1;
        const number = `${prefix}${String(next).padStart(4, '0')}`;
        return repo.insertQuote(trx, number, columns, kind === 'template', deps.clock());
      });
    } catch (error) {
      if (!repo.isDuplicateNumber(error) || attempt + 1 >= NUMBER_ATTEMPTS) throw error;
    }
  }
}

export async function createQuote(
  deps: AppDeps,
  user: AuthUser,
  input: CreateInput,
): Promise<Quote> {
  return createDraft(deps, user, input, 'quote');
}

export async function createTemplate(
  deps: AppDeps,
  user: AuthUser,
  input: z.output<typeof QuoteTemplateCreateInputSchema>,
): Promise<Quote> {
  return createDraft(deps, user, input, 'template');
}

/**
 * A version-checked change of a quote or template: the claim is the
 * transaction's first statement (409 when stale, 404 for a row of the other
 * kind), then `apply` sees the row as stored. Archived quotes are read-only
 * (409) except for `archive`, which passes `allowArchived`.
 */
export async function changeQuote(
  deps: AppDeps,
  user: AuthUser,
  kind: Kind,
  expected: { id: number; version: number },
  apply: (trx: Db, record: QuoteRecord, now: number) => Promise<void>,
  options: { allowArchived?: boolean } = {},
): Promise<Quote> {
  await changeQuoteRow(deps, user, kind, expected, apply, options);
  return getQuote(deps, user, expected.id);
}

/** `changeQuote` without the answer (a delete has none). */
async function changeQuoteRow(
  deps: AppDeps,
  user: AuthUser,
  kind: Kind,
  expected: { id: number; version: number },
  apply: (trx: Db, record: QuoteRecord, now: number) => Promise<void>,
  options: { allowArchived?: boolean } = {},
): Promise<void> {
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    await claimVersion(trx, versionedTable(kind), expected, {
      now,
      current: (db, id) => getQuote({ ...deps, knex: db }, user, id),
    });
    const record = await loadRecord(trx, expected.id, kind);
    if (record.archived && !options.allowArchived)
      throw new ConflictError('This quote is archived; restore it to change it');
    await apply(trx, record, now);
  });
}

async function updateDraft(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: z.output<typeof QuoteUpdateInputSchema> | z.output<typeof QuoteTemplateUpdateInputSchema>,
  kind: Kind,
): Promise<Quote> {
  await checkReferences(deps.knex, input);
  return changeQuote(deps, user, kind, { id, version: input.version }, async (trx, record) => {
    // A template is priced on the day it is last written (it has no quote date of its own).
    const quoteDate =
      kind === 'template'
        ? today(deps)
        : (('quoteDate' in input ? input.quoteDate : undefined) ?? record.quoteDate);
    const rateProfileId =
      input.rateProfileId !== undefined ? input.rateProfileId : (record.rateProfile?.id ?? null);
    const pricingConfigId =
      input.pricingConfigId !== undefined
        ? input.pricingConfigId
        : (record.pricingConfig?.id ?? null);
    const currency = input.currency ?? record.currency;
    const lineItems = await preparedLines(
      trx,
      input.lineItems ?? record.lineItems,
      { rateProfileId, pricingConfigId },
      quoteDate,
      currency,
    );
    await repo.updateQuoteRow(trx, id, {
      name: input.name,
      client: input.client,
      metaTypeId: input.metaTypeId,
      ownerId: input.ownerId,
      currency,
      quoteDate,
      validUntil: 'validUntil' in input ? input.validUntil : undefined,
      notes: input.notes,
      rateProfileId,
      pricingConfigId,
      lineItems,
    });
  });
}

export async function updateQuote(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: z.output<typeof QuoteUpdateInputSchema>,
): Promise<Quote> {
  return updateDraft(deps, user, id, input, 'quote');
}

export async function updateTemplate(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: z.output<typeof QuoteTemplateUpdateInputSchema>,
): Promise<Quote> {
  return updateDraft(deps, user, id, input, 'template');
}

/* Status, archive, delete ------------------------------------------------------ */

export async function changeStatus(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: z.output<typeof QuoteStatusInputSchema>,
): Promise<Quote> {
  const expected = { id, version: input.version };
  return changeQuote(deps, user, 'quote', expected, async (trx, record, now) => {
    const to = input.status;
    if (!canMoveQuoteStatus(record.status, to))
      throw new ConflictError(
        `A ${QUOTE_STATUS_TITLES[record.status].toLowerCase()} quote cannot become ${QUOTE_STATUS_TITLES[to].toLowerCase()}`,
      );
    let accepted = record.acceptedRevision;
    if (to === 'accepted') {
      if (record.currentRevision === null)
        throw new ConflictError('Freeze a revision before accepting the quote');
      if (record.status === 'accepted' && record.acceptedRevision === record.currentRevision)
        throw new ConflictError(
          `Revision ${record.currentRevision} is already accepted; freeze a newer one to accept it`,
        );
      accepted = record.currentRevision;
    }
    await repo.setQuoteStatus(trx, id, to, accepted);
    // A quote belongs to no project; its event carries no price.
    await recordChange(trx, {
      kind: 'record.written',
      at: now,
      type: 'quote.status-changed',
      actorId: user.id,
      projectId: null,
      data: {
        id,
        projectId: null,
        version: record.version,
        number: record.number,
        status: to,
        previousStatus: record.status,
        acceptedRevision: accepted,
      },
    });
  });
}

export async function setArchived(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: z.output<typeof QuoteArchiveInputSchema>,
): Promise<Quote> {
  return changeQuote(
    deps,
    user,
    'quote',
    { id, version: input.version },
    (trx) => repo.setQuoteArchived(trx, id, input.archived),
    { allowArchived: true },
  );
}

/**
 * Soft delete (`deleted_at`): the number stays taken. A quote a project was
 * created from is kept (409), so the project's link never dangles.
 */
async function removeDraft(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  version: number,
  kind: Kind,
): Promise<{ ok: true }> {
  // An archived quote is read-only, deleting included: restore it first.
  await changeQuoteRow(deps, user, kind, { id, version }, async (trx, _record, now) => {
    if (await repo.hasProjectFromQuote(trx, id))
      throw new ConflictError('A project was created from this quote; it cannot be deleted');
    await repo.softDeleteQuote(trx, id, now);
  });
  return { ok: true };
}

export async function deleteQuote(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return removeDraft(deps, user, id, version, 'quote');
}

export async function deleteTemplate(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return removeDraft(deps, user, id, version, 'template');
}
