import {
  FALLBACK_PAYMENT_TERMS_DAYS,
  FALLBACK_TAX_RATE_BP,
  lineAmounts,
  invoiceTotals,
  type Invoice,
  type InvoiceAmounts,
  type InvoiceCreateInputSchema,
  type InvoiceLineFactors,
  type InvoiceListQuerySchema,
  type InvoicePage,
  type InvoiceUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import { versionedSave } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { findDraftDefaults } from '../billing';
import * as lineRepo from './invoice-lines.repository';
import * as repo from './invoices.repository';

/**
 * Invoices (README.md here): the reads, drafts written by hand, and the
 * helpers the generated drafts (`invoice-drafts.service.ts`) and the issue,
 * payment and void (`invoice-issue.service.ts`) share. The routes check the
 * global flag (readInvoices / manageInvoices); which invoices a user reads
 * is the SQL scope of `scopeToReadableInvoices` — an invoice outside it is a
 * 404, as if it did not exist.
 */

type ListQuery = z.output<typeof InvoiceListQuerySchema>;
type CreateInput = z.output<typeof InvoiceCreateInputSchema>;
type UpdateInput = z.output<typeof InvoiceUpdateInputSchema>;

/** What an invoice still owes: gross less paid while issued; nothing for drafts, voids and credits. */
function outstandingOf(record: repo.InvoiceRecord): number {
  return record.status === 'issued' && record.kind === 'invoice'
    ? record.totals.gross - record.paid
    : 0;
}

function toSummary(record: repo.InvoiceRecord) {
  const { notes: _notes, voidReason: _voidReason, ...summary } = record;
  return { ...summary, outstanding: outstandingOf(record) };
}

export async function listInvoices(
  deps: AppDeps,
  user: AuthUser,
  query: ListQuery,
): Promise<InvoicePage> {
  const filter = { ...query };
  const [items, totals] = await Promise.all([
    repo.listInvoices(deps.knex, user, filter),
    repo.listTotals(deps.knex, user, filter),
  ]);
  // The sums count every invoice they add up: the list's total without a count of its own.
  const total = totals.reduce((sum, currency) => sum + currency.count, 0);
  return { ...pageOf({ items: items.map(toSummary), total }, query), totals };
}

/** The invoice with its lines and payments as `user` reads it (null: whoever), else 404. */
export async function loadInvoice(db: Db, id: number, user: AuthUser | null): Promise<Invoice> {
  const record = await repo.findInvoice(db, id, user);
  if (!record) throw new NotFoundError('Invoice not found');
  // One after the other: `db` may be a transaction (a 409's current invoice), one connection.
  const lines = await lineRepo.linesOf(db, id);
  const payments = await lineRepo.paymentsOf(db, id);
  return {
    ...record,
    outstanding: outstandingOf(record),
    lines: lines.map((line) => ({ ...line })),
    payments,
  };
}

export function getInvoice(deps: AppDeps, user: AuthUser, id: number): Promise<Invoice> {
  return loadInvoice(deps.knex, id, user);
}

/** A line's figures, or 400 naming the line when they leave the range Keel computes exactly. */
export function pricedLine<L extends InvoiceLineFactors>(
  line: L,
  field: string,
): L & InvoiceAmounts {
  try {
    return { ...line, ...lineAmounts(line) };
  } catch (error) {
    if (error instanceof RangeError)
      throw ValidationError.field(field, 'This line is beyond the largest amount Keel invoices');
    throw error;
  }
}

export function totalsOf(lines: readonly InvoiceAmounts[]): InvoiceAmounts {
  try {
    return invoiceTotals(lines);
  } catch (error) {
    if (error instanceof RangeError)
      throw ValidationError.field('lines', 'The total is beyond the largest amount Keel invoices');
    throw error;
  }
}

/** The project of a new invoice: live (400 naming `field` otherwise) and one whose invoices the user reads. */
export async function projectForInvoice(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  field: string,
): Promise<{ id: number; currency: string }> {
  const project = await repo.liveProject(deps.knex, projectId);
  if (!project || !(await repo.readsProjectInvoices(deps.knex, user, projectId)))
    throw ValidationError.field(field, 'Unknown project');
  return project;
}

/**
 * A new draft's terms and tax rate: the body's, else the workspace billing
 * settings' (`modules/billing`), else the fallbacks (30 days, 0 %) when the
 * workspace has no settings.
 */
export async function draftDefaults(
  deps: AppDeps,
  body: { paymentTermsDays?: number | undefined; taxRate?: number | undefined },
): Promise<{ paymentTermsDays: number; taxRate: number }> {
  if (body.paymentTermsDays !== undefined && body.taxRate !== undefined)
    return { paymentTermsDays: body.paymentTermsDays, taxRate: body.taxRate };
  const settings = await findDraftDefaults(deps);
  return {
    paymentTermsDays:
      body.paymentTermsDays ?? settings?.paymentTermsDays ?? FALLBACK_PAYMENT_TERMS_DAYS,
    taxRate: body.taxRate ?? settings?.taxRate ?? FALLBACK_TAX_RATE_BP,
  };
}

/** At most this many invoices are named when a contact's delete is refused. */
const INVOICES_NAMED = 10;

/**
 * The invoices that name a contact as their client, as people name them:
 * the number once issued, `draft #<id>` before; at most ten, then
 * `and N more` (the contacts module refuses such a contact's delete).
 */
export async function invoicesNamingContact(db: Db, contactId: number): Promise<string[]> {
  const { invoices, total } = await repo.invoicesOfContact(db, contactId, INVOICES_NAMED);
  const named = invoices.map((invoice) => invoice.number ?? `draft #${invoice.id}`);
  return total > invoices.length ? [...named, `and ${total - invoices.length} more`] : named;
}

export async function assertContact(db: Db, contactId: number | null): Promise<void> {
  if (contactId !== null && !(await repo.contactExists(db, contactId)))
    throw ValidationError.field('clientContactId', 'Unknown contact');
}

export interface DraftHead {
  projectId: number;
  currency: string;
  clientContactId: number | null;
  paymentTermsDays: number;
  notes: string;
}

export interface DraftLine extends InvoiceLineFactors {
  description: string;
  milestoneId?: number | null;
  timeEntryIds?: readonly number[];
}

/** Writes a new draft with its lines in `trx` and records the change; answers its id. */
export async function insertDraft(
  trx: Db,
  user: AuthUser,
  head: DraftHead,
  lines: readonly DraftLine[],
  now: number,
): Promise<number> {
  const priced = lines.map((line, i) => pricedLine(line, `lines.${i}`));
  const id = await repo.insertInvoice(
    trx,
    {
      ...head,
      kind: 'invoice',
      creditOfId: null,
      totals: totalsOf(priced),
      createdBy: user.id,
    },
    now,
  );
  for (const [position, line] of priced.entries())
    await lineRepo.insertLine(trx, id, position, line, {
      milestoneId: line.milestoneId ?? null,
      timeEntryIds: line.timeEntryIds ?? [],
    });
  await recordChange(trx, {
    kind: 'invoice.changed',
    at: now,
    projectId: head.projectId,
    invoiceId: id,
    status: 'draft',
  });
  return id;
}

export async function createInvoice(
  deps: AppDeps,
  user: AuthUser,
  input: CreateInput,
): Promise<Invoice> {
  const project = await projectForInvoice(deps, user, input.projectId, 'projectId');
  await assertContact(deps.knex, input.clientContactId);
  const { paymentTermsDays } = await draftDefaults(deps, input);
  const now = deps.clock();
  const id = await deps.knex.transaction((trx) =>
    insertDraft(
      trx,
      user,
      {
        projectId: project.id,
        currency: project.currency,
        clientContactId: input.clientContactId,
        paymentTermsDays,
        notes: input.notes,
      },
      input.lines,
      now,
    ),
  );
  return loadInvoice(deps.knex, id, user);
}

/** 404 unless the user reads the invoice; answers it as stored. */
export async function readableInvoice(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<repo.InvoiceRecord> {
  const record = await repo.findInvoice(db, id, user);
  if (!record) throw new NotFoundError('Invoice not found');
  return record;
}

/** 409 unless the invoice is still a draft (only drafts change or go). */
export function assertDraft(record: repo.InvoiceRecord, doing: string): void {
  if (record.status !== 'draft')
    throw new ConflictError(
      `${record.number ?? 'This invoice'} is ${record.status}: only a draft can be ${doing}`,
    );
}

/**
 * A version-checked change of the invoice `id` the user reads: the claim
 * first, then `change` with the invoice as stored now; a stale version's 409
 * carries the invoice as the user reads it.
 */
export async function changeInvoice<T>(
  deps: AppDeps,
  user: AuthUser,
  expected: { id: number; version: number },
  now: number,
  change: (trx: Db, stored: repo.InvoiceRecord) => Promise<T>,
): Promise<T> {
  await readableInvoice(deps.knex, user, expected.id);
  return versionedSave(
    deps.knex,
    repo.INVOICE_ROWS,
    expected,
    async (trx) => {
      const stored = await repo.findInvoice(trx, expected.id, null);
      if (!stored) throw new NotFoundError('Invoice not found');
      return change(trx, stored);
    },
    { now, current: (trx) => loadInvoice(trx, expected.id, user) },
  );
}

/**
 * `PUT /api/invoices/{invoiceId}`: a draft's client, terms, notes and lines.
 * A line with an `id` is the draft's line rewritten (it keeps the time or
 * milestone it bills; another invoice's line id is a 400); one without is a
 * new line billing nothing; lines left out are removed, releasing their time.
 */
export async function updateInvoice(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: UpdateInput,
): Promise<Invoice> {
  await assertContact(deps.knex, input.clientContactId);
  const priced = input.lines.map((line, i) => pricedLine(line, `lines.${i}`));
  const totals = totalsOf(priced);
  const now = deps.clock();
  await changeInvoice(deps, user, { id, version: input.version }, now, async (trx, stored) => {
    assertDraft(stored, 'changed');
    const own = new Set((await lineRepo.linesOf(trx, id)).map((line) => line.id));
    input.lines.forEach((line, i) => {
      if (line.id !== undefined && !own.has(line.id))
        throw ValidationError.field(`lines.${i}.id`, 'Not a line of this invoice');
    });
    const kept = input.lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
    if (new Set(kept).size !== kept.length)
      throw ValidationError.field('lines', 'A line is listed twice');
    await lineRepo.deleteLinesExcept(trx, id, kept);
    for (const [position, line] of priced.entries())
      if (line.id === undefined) await lineRepo.insertLine(trx, id, position, line);
      else await lineRepo.updateLine(trx, line.id, position, line);
    await repo.updateDraftRow(
      trx,
      id,
      {
        clientContactId: input.clientContactId,
        paymentTermsDays: input.paymentTermsDays,
        notes: input.notes,
        totals,
      },
      now,
    );
    await recordChange(trx, {
      kind: 'invoice.changed',
      at: now,
      projectId: stored.project.id,
      invoiceId: id,
      status: 'draft',
    });
  });
  return loadInvoice(deps.knex, id, user);
}

/** `DELETE /api/invoices/{invoiceId}?version=`: a draft only; its time and milestones are free again. */
export async function deleteInvoice(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  await changeInvoice(deps, user, { id, version }, now, async (trx, stored) => {
    assertDraft(stored, 'deleted');
    await repo.deleteInvoiceRow(trx, id);
    await recordChange(trx, {
      kind: 'invoice.changed',
      at: now,
      projectId: stored.project.id,
      invoiceId: id,
      status: null,
    });
  });
  return { ok: true };
}
