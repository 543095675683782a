import {
  addDays,
  creditLine,
  invoiceNumber,
  type EventData,
  type Invoice,
  type InvoicePaymentInputSchema,
  type InvoiceVoidInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import { utcDate } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import { buildInvoiceDocument, missingDocumentDetails } from './invoice-document.service';
import * as lineRepo from './invoice-lines.repository';
import * as repo from './invoices.repository';
import {
  assertDraft,
  changeInvoice,
  loadInvoice,
  pricedLine,
  readableInvoice,
  totalsOf,
} from './invoices.service';

/**
 * An invoice's life after its draft (README.md § Issue, payments, void): the
 * number, the lock on what it bills, payments, and the credit note of a void.
 */

/** The series of the two kinds of numbers, each gapless per year. */
export const INVOICE_SERIES = 'INV';
export const CREDIT_NOTE_SERIES = 'CN';

/**
 * What a draft still lacks to be issued, as field -> reason (empty: none).
 * The seam for the billing details EN 16931 requires (issue 32, item 3):
 * their check joins this list, so `issue` answers one 409 naming them all.
 */
export async function missingForIssue(
  deps: AppDeps,
  trx: Db,
  invoice: repo.InvoiceRecord,
  lines: readonly lineRepo.LineRecord[],
): Promise<Record<string, string>> {
  const missing: Record<string, string> = {};
  if (invoice.client === null) missing.clientContactId = 'An invoice needs a client contact';
  if (lines.length === 0) missing.lines = 'An invoice needs at least one line';
  // Every issued invoice must become an EN 16931 e-invoice: what its document lacks is named too.
  const doc = await buildInvoiceDocument(deps, trx, { ...invoice, lines });
  return { ...missing, ...missingDocumentDetails(doc, invoice.client !== null) };
}

/** Takes the next number of `series` in the year of `issueDate`, in `trx`. */
async function takeNumber(trx: Db, series: string, issueDate: string): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  return invoiceNumber(series, year, await lineRepo.nextSequence(trx, series, year));
}

/**
 * `POST /api/invoices/{invoiceId}/issue` `{version}`: the draft is dated
 * today (UTC, as every date the API derives), due after its payment terms,
 * numbered with the next number of the year, and every time entry and
 * milestone its lines bill is marked as billed by it (409 when another
 * invoice took one meanwhile: nothing is issued). Its lines are final from
 * here: only drafts change.
 */
export async function issueInvoice(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  version: number,
): Promise<Invoice> {
  const now = deps.clock();
  const issueDate = utcDate(now);
  await changeInvoice(deps, user, { id, version }, now, async (trx, stored) => {
    assertDraft(stored, 'issued');
    const missing = await missingForIssue(deps, trx, stored, await lineRepo.linesOf(trx, id));
    const fields = Object.keys(missing);
    if (fields.length > 0)
      throw new AppError(
        409,
        `This invoice cannot be issued yet: ${Object.values(missing).join('; ')}`,
        Object.fromEntries(Object.entries(missing).map(([field, reason]) => [field, [reason]])),
      );
    const number = await takeNumber(trx, INVOICE_SERIES, issueDate);
    await repo.setIssued(
      trx,
      id,
      { number, issueDate, dueDate: addDays(issueDate, stored.paymentTermsDays) },
      now,
    );
    const billed = await lineRepo.sourcesOf(trx, id);
    if (
      (await lineRepo.markBilled(trx, 'time_entries', billed.timeEntryIds, id)) !==
      billed.timeEntryIds.length
    )
      throw new ConflictError('Some of this time was invoiced meanwhile; make the draft again');
    if (
      (await lineRepo.markBilled(trx, 'milestones', billed.milestoneIds, id)) !==
      billed.milestoneIds.length
    )
      throw new ConflictError('A milestone of this invoice was invoiced meanwhile');
    await recordChange(trx, {
      kind: 'invoice.changed',
      at: now,
      projectId: stored.project.id,
      invoiceId: id,
      status: 'issued',
    });
    await recordInvoiceEvent(trx, 'invoice.issued', user.id, now, {
      id,
      projectId: stored.project.id,
      version: stored.version,
      kind: stored.kind,
      number,
      status: 'issued',
      issueDate,
      dueDate: addDays(issueDate, stored.paymentTermsDays),
      currency: stored.currency,
      total: stored.totals.gross,
    });
  });
  return loadInvoice(deps.knex, id, user);
}

/**
 * An invoice's issue or settlement as the outside world follows it
 * (`record.written`): its number, status, dates and billed amounts (the
 * gross total, and for `invoice.paid` what was paid, in minor units of its
 * currency) — what the client's own copy shows, never a cost or margin.
 */
async function recordInvoiceEvent(
  trx: Db,
  type: 'invoice.issued' | 'invoice.paid',
  actorId: number,
  at: number,
  data: EventData & { projectId: number },
): Promise<void> {
  await recordChange(trx, {
    kind: 'record.written',
    at,
    type,
    actorId,
    projectId: data.projectId,
    data,
  });
}

type PaymentInput = z.output<typeof InvoicePaymentInputSchema>;

/**
 * `POST /api/invoices/{invoiceId}/payments` `{paidOn, amount}`: a payment of
 * an issued invoice, at most what is outstanding (400 naming `amount`); the
 * invoice is paid once the payments reach its gross total. The sum and the
 * status move in one conditional statement, so concurrent payments never
 * overpay it.
 */
export async function recordPayment(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: PaymentInput,
): Promise<Invoice> {
  const invoice = await readableInvoice(deps.knex, user, id);
  if (invoice.kind !== 'invoice' || invoice.status !== 'issued')
    throw new ConflictError(
      invoice.kind === 'credit_note'
        ? `${invoice.number} is a credit note: it takes no payments`
        : `${invoice.number ?? 'This invoice'} is ${invoice.status}: only an issued invoice takes payments`,
    );
  if (invoice.issueDate !== null && input.paidOn < invoice.issueDate)
    throw ValidationError.field(
      'paidOn',
      `Paid on cannot be before the issue date ${invoice.issueDate}`,
    );
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    if (!(await lineRepo.addPaid(trx, id, input.amount, now))) {
      const stored = await repo.findInvoice(trx, id, null);
      if (!stored) throw new NotFoundError('Invoice not found');
      if (stored.status !== 'issued')
        throw new ConflictError(`${stored.number} is ${stored.status}: it takes no more payments`);
      const outstanding = stored.totals.gross - stored.paid;
      throw ValidationError.field('amount', `At most the outstanding ${outstanding} can be paid`);
    }
    await lineRepo.insertPayment(trx, id, { ...input, recordedBy: user.id }, now);
    const after = await repo.findInvoice(trx, id, null);
    await recordChange(trx, {
      kind: 'invoice.changed',
      at: now,
      projectId: invoice.project.id,
      invoiceId: id,
      status: after?.status ?? 'issued',
    });
    // Paid: only the payment that settles it (a part payment is no event).
    if (after?.status === 'paid')
      await recordInvoiceEvent(trx, 'invoice.paid', user.id, now, {
        id,
        projectId: after.project.id,
        version: after.version,
        kind: after.kind,
        number: after.number,
        status: 'paid',
        issueDate: after.issueDate,
        dueDate: after.dueDate,
        currency: after.currency,
        total: after.totals.gross,
        paidAmount: after.paid,
        paidOn: input.paidOn,
      });
  });
  return loadInvoice(deps.knex, id, user);
}

type VoidInput = z.output<typeof InvoiceVoidInputSchema>;

/**
 * `POST /api/invoices/{invoiceId}/void` `{version, reason}`: an issued
 * invoice (a paid one is settled: 409) is voided by a credit note issued at
 * once — its own number of the credit series, the invoice's lines with the
 * quantities negated, linked both ways — and the time and milestones it
 * billed are free to invoice again.
 */
export async function voidInvoice(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: VoidInput,
): Promise<Invoice> {
  const now = deps.clock();
  const issueDate = utcDate(now);
  await changeInvoice(deps, user, { id, version: input.version }, now, async (trx, stored) => {
    if (stored.kind !== 'invoice' || stored.status !== 'issued')
      throw new ConflictError(
        stored.kind === 'credit_note'
          ? `${stored.number} is a credit note: it cannot be voided`
          : `${stored.number ?? 'This invoice'} is ${stored.status}: only an issued invoice can be voided`,
      );
    const lines = (await lineRepo.linesOf(trx, id)).map((line, i) =>
      pricedLine(creditLine(line), `lines.${i}`),
    );
    const creditTotals = totalsOf(lines);
    const creditId = await repo.insertInvoice(
      trx,
      {
        projectId: stored.project.id,
        clientContactId: stored.client?.id ?? null,
        currency: stored.currency,
        kind: 'credit_note',
        creditOfId: id,
        paymentTermsDays: 0,
        notes: input.reason,
        totals: creditTotals,
        createdBy: user.id,
      },
      now,
    );
    for (const [position, line] of lines.entries())
      await lineRepo.insertLine(trx, creditId, position, line);
    const number = await takeNumber(trx, CREDIT_NOTE_SERIES, issueDate);
    await repo.setIssued(trx, creditId, { number, issueDate, dueDate: issueDate }, now);
    await repo.setVoid(trx, id, input.reason, now);
    await lineRepo.releaseBilled(trx, id);
    // The credit note is issued at once: an `invoice.issued` of kind credit_note.
    await recordInvoiceEvent(trx, 'invoice.issued', user.id, now, {
      id: creditId,
      projectId: stored.project.id,
      version: 1,
      kind: 'credit_note',
      number,
      status: 'issued',
      issueDate,
      dueDate: issueDate,
      currency: stored.currency,
      total: creditTotals.gross,
      creditOfId: id,
    });
    for (const [invoiceId, status] of [
      [id, 'void'],
      [creditId, 'issued'],
    ] as const)
      await recordChange(trx, {
        kind: 'invoice.changed',
        at: now,
        projectId: stored.project.id,
        invoiceId,
        status,
      });
  });
  return loadInvoice(deps.knex, id, user);
}
