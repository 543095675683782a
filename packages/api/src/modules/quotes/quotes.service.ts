import { randomBytes } from 'node:crypto';
import {
  canMoveQuoteStatus,
  applyMarkups,
  computePricing,
  CURRENCIES,
  DEFAULT_CURRENCY,
  PricingRangeError,
  QUOTE_SORT_COLUMNS,
  QUOTE_STATUS_TITLES,
  QUOTE_STATUSES,
  withoutCostFigures,
  type Page,
  type PricingTotals,
  type Quote,
  type QuoteArchiveInputSchema,
  type QuoteBrief,
  type QuoteCreateInputSchema,
  type QuoteLineItem,
  type QuoteMetaType,
  type QuoteQueryBodySchema,
  type QuoteQueryOptions,
  type QuoteQuerySchema,
  type QuoteRevision,
  type QuoteRevisionCreateInputSchema,
  type QuoteStatusInputSchema,
  type QuoteSummary,
  type QuoteTemplateCreateInputSchema,
  type QuoteTemplateQueryBodySchema,
  type QuoteTemplateQuerySchema,
  type QuoteTemplateUpdateInputSchema,
  type QuoteUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import { iso, utcDate } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { normalizeSearchText } from '../../lib/search-text';
import { claimVersion, type VersionedTable } from '../../lib/versioned-save';
import { hasFlag, type AuthUser } from '../auth';
import { projectsFromQuote } from './from-quote.repository';
import { storedMarkups } from './pricing-configs.repository';
import * as repo from './quotes.repository';
import type { QuoteRecord, RevisionRecord, StoredLine, StoredMarkup } from './quotes.repository';

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
  return {
    table: 'quotes',
    notFound: NOT_FOUND[kind],
    live: (query) => query.whereNull('deleted_at').where('is_template', kind === 'template'),
  };
}

/* Cost figures ------------------------------------------------------------------ */

/** Cost, cost rates and margin only for holders of readEmployeeSalaryGroups (issue 14). */
function seesCost(user: AuthUser): boolean {
  return hasFlag(user, 'readEmployeeSalaryGroups');
}

/**
 * The one place a quote's or a revision's figures are shaped for a reader:
 * each line with its priced labour and cost, and the totals, with every cost
 * figure nulled for a reader who may not see cost.
 */
function pricedForReader(
  lines: readonly StoredLine[],
  totals: PricingTotals,
  user: AuthUser,
): { lineItems: QuoteLineItem[]; totals: PricingTotals } {
  const showCost = seesCost(user);
  return {
    lineItems: lines.map((line, index) => ({
      key: line.key,
      section: line.section,
      description: line.description,
      role: line.role,
      minutes: line.minutes,
      rate: line.rate,
      expenses: line.expenses,
      labour: totals.lines[index]?.labour ?? 0,
      costRate: showCost ? line.costRate : null,
      cost: showCost ? (totals.lines[index]?.cost ?? null) : null,
    })),
    totals: showCost ? totals : withoutCostFigures(totals),
  };
}

/**
 * The engine's totals. Inputs are bounded by the schemas, yet a sum can still
 * leave the exact range (thousands of huge lines): that is a 400 naming the
 * figure (`lineItems.3.rate`, `total`), never a 500.
 */
function price(lines: readonly StoredLine[], markups: readonly StoredMarkup[]): PricingTotals {
  try {
    return computePricing(lines, markups);
  } catch (error) {
    if (error instanceof PricingRangeError) {
      const field = error.figure.replace(/^lines\./, 'lineItems.');
      throw ValidationError.field(field, error.message.replace(/^lines\./, 'lineItems.'));
    }
    throw error;
  }
}

function markupViews(markups: readonly StoredMarkup[]) {
  return markups.map((m, index) => ({
    index,
    label: m.label,
    kind: m.kind,
    value: m.value,
    appliesTo: m.appliesTo,
  }));
}

/* Reading ------------------------------------------------------------------------ */

async function loadRecord(db: Db, id: number, kind?: Kind): Promise<QuoteRecord> {
  const record = await repo.findQuote(db, id);
  if (!record || (kind !== undefined && record.isTemplate !== (kind === 'template')))
    throw new NotFoundError(NOT_FOUND[kind ?? 'quote']);
  return record;
}

/** The hourly cost rate of each role of the profile on `date`, in `currency` (else null). */
export async function costRatesOf(
  db: Db,
  profileId: number | null,
  date: string,
  currency: string,
): Promise<Map<string, number | null>> {
  const rates = new Map<string, number | null>();
  if (profileId === null) return rates;
  const profile = await repo.findRateProfile(db, profileId);
  if (!profile) return rates;
  const groupRates = await repo.salaryGroupRatesOn(
    db,
    profile.roles.flatMap((r) => (r.salaryGroupId === null ? [] : [r.salaryGroupId])),
    date,
  );
  for (const role of profile.roles) {
    if (rates.has(role.role)) continue; // the first row of a role decides, as the profile lists it
    const rate = role.salaryGroupId === null ? undefined : groupRates.get(role.salaryGroupId);
    rates.set(role.role, rate && rate.currency === currency ? rate.amount : null);
  }
  return rates;
}

/** The draft differs from the latest revision in its lines, markups or currency. */
function differsFrom(record: QuoteRecord, revision: RevisionRecord | null): boolean {
  if (!revision) return true;
  return (
    record.currency !== revision.currency ||
    JSON.stringify(record.lineItems.map(canonicalLine)) !==
      JSON.stringify(revision.lineItems.map(canonicalLine)) ||
    JSON.stringify(record.markups.map(canonicalMarkup)) !==
      JSON.stringify(revision.markups.map(canonicalMarkup))
  );
}

/** A line with its fields in one order, so two JSON texts compare by content. */
function canonicalLine(line: StoredLine): StoredLine {
  return {
    key: line.key,
    section: line.section,
    description: line.description,
    role: line.role,
    minutes: line.minutes,
    rate: line.rate,
    costRate: line.costRate,
    expenses: line.expenses,
  };
}

function canonicalMarkup(m: StoredMarkup): StoredMarkup {
  return { label: m.label, kind: m.kind, value: m.value, appliesTo: m.appliesTo };
}

async function toQuote(db: Db, user: AuthUser, record: QuoteRecord): Promise<Quote> {
  const totals = price(record.lineItems, record.markups);
  const latest =
    record.currentRevision === null
      ? null
      : await repo.findRevision(db, record.id, record.currentRevision);
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

/* Writing the draft ----------------------------------------------------------- */

type LineInput = NonNullable<z.output<typeof QuoteUpdateInputSchema>['lineItems']>[number];

/**
 * The draft's lines as stored: sent keys kept (a duplicate is a 400 naming
 * `lineItems.N.key`), a new key for a line without one, and each line's cost
 * rate derived from the rate profile on the quote date.
 */
function keyedLines(
  lines: ReadonlyArray<LineInput | StoredLine>,
  costRates: ReadonlyMap<string, number | null>,
): StoredLine[] {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.key === undefined) return;
    if (seen.has(line.key))
      throw ValidationError.field(`lineItems.${index}.key`, 'Another line has this key');
    seen.add(line.key);
  });
  return lines.map((line) => {
    let key = line.key;
    while (key === undefined) {
      // 48 random bits: a clash with another line is a retry, never a duplicate.
      const candidate = `L${randomBytes(6).toString('base64url')}`;
      if (!seen.has(candidate)) {
        key = candidate;
        seen.add(candidate);
      }
    }
    return {
      key,
      section: line.section,
      description: line.description,
      role: line.role,
      minutes: line.minutes,
      rate: line.rate,
      costRate: costRates.get(line.role) ?? null,
      expenses: line.expenses,
    };
  });
}

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
    !(await repo.findRateProfile(db, input.rateProfileId))
  )
    throw ValidationError.field('rateProfileId', 'Unknown rate profile');
  if (
    input.pricingConfigId !== undefined &&
    input.pricingConfigId !== null &&
    !(await repo.pricingConfigExists(db, input.pricingConfigId))
  )
    throw ValidationError.field('pricingConfigId', 'Unknown pricing config');
}

/** Today in UTC by the deps clock: the default quote date, and a template's pricing date. */
function today(deps: AppDeps): string {
  return utcDate(deps.clock());
}

/**
 * Re-derives the cost rates of the draft's lines and prices it (a range error
 * is a 400). Runs on every write of the draft, so a change of role, profile,
 * quote date or currency never leaves a stale cost rate behind.
 */
async function preparedLines(
  db: Db,
  lines: ReadonlyArray<LineInput | StoredLine>,
  draft: { rateProfileId: number | null; pricingConfigId: number | null },
  quoteDate: string,
  currency: string,
): Promise<StoredLine[]> {
  const costRates = await costRatesOf(db, draft.rateProfileId, quoteDate, currency);
  const stored = keyedLines(lines, costRates);
  const config =
    draft.pricingConfigId === null ? null : await storedMarkups(db, draft.pricingConfigId);
  price(stored, config ?? []);
  return stored;
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
async function changeQuote(
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

/* Revisions, status, archive, delete ------------------------------------------ */

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
export async function changeStatus(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: z.output<typeof QuoteStatusInputSchema>,
): Promise<Quote> {
  return changeQuote(deps, user, 'quote', { id, version: input.version }, async (trx, record) => {
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

/* Lists ------------------------------------------------------------------------- */

function toSummaries(rows: repo.QuoteListRow[]): QuoteSummary[] {
  // Only the page's rows are priced, from their stored labour and expenses:
  // the list never reads a quote's lines.
  return rows.map((row): QuoteSummary => ({
    id: row.id,
    number: row.number,
    name: row.name,
    client: row.client,
    metaTypeId: row.metaTypeId,
    owner: row.owner,
    status: row.status,
    archived: row.archived,
    isTemplate: row.isTemplate,
    quoteDate: row.quoteDate,
    validUntil: row.validUntil,
    total: {
      amount: applyMarkups(row.labour, row.expenses, row.markups).total,
      currency: row.currency,
    },
    lineCount: row.lineCount,
    currentRevision: row.currentRevision,
    acceptedRevision: row.acceptedRevision,
    updatedAt: iso(row.updatedAt),
  }));
}

export async function queryQuotes(
  deps: AppDeps,
  user: AuthUser,
  query: z.output<typeof QuoteQuerySchema>,
  body: z.output<typeof QuoteQueryBodySchema>,
): Promise<Page<QuoteSummary>> {
  const search = query.search ? normalizeSearchText(query.search) : '';
  const { rows, total } = await repo.listQuotes(deps.knex, {
    isTemplate: false,
    archived: query.archived,
    search: search || undefined,
    metaTypeId: query.metaType,
    statuses: body.statuses,
    ownerId: body.mine ? user.id : body.ownerId,
    sort: body.sort,
    direction: body.direction,
    page: body.page,
    pageSize: body.pageSize,
  });
  return {
    items: toSummaries(rows),
    total,
    page: body.page,
    pageSize: body.pageSize,
  };
}

export async function queryTemplates(
  deps: AppDeps,
  query: z.output<typeof QuoteTemplateQuerySchema>,
  body: z.output<typeof QuoteTemplateQueryBodySchema>,
): Promise<Page<QuoteSummary>> {
  const search = query.search ? normalizeSearchText(query.search) : '';
  const { rows, total } = await repo.listQuotes(deps.knex, {
    isTemplate: true,
    search: search || undefined,
    sort: 'name',
    direction: 'asc',
    page: body.page,
    pageSize: body.pageSize,
  });
  return {
    items: toSummaries(rows),
    total,
    page: body.page,
    pageSize: body.pageSize,
  };
}

export async function queryOptions(deps: AppDeps, user: AuthUser): Promise<QuoteQueryOptions> {
  const [metaTypes, owners, rateProfiles, pricingConfigs] = await Promise.all([
    repo.listQuoteMetaTypes(deps.knex),
    repo.usersWithFlag(deps.knex, 'manageQuotes'),
    repo.listRateProfileRefs(deps.knex),
    repo.listPricingConfigRefs(deps.knex),
  ]);
  return {
    metaTypes,
    statuses: QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_TITLES[value] })),
    owners,
    currencies: [...CURRENCIES],
    rateProfiles,
    pricingConfigs,
    sortColumns: [...QUOTE_SORT_COLUMNS],
    canManage: hasFlag(user, 'manageQuotes'),
    canSeeCost: seesCost(user),
  };
}
