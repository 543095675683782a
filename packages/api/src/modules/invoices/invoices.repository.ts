import type { InvoiceAmounts, InvoiceKind, InvoiceSort, InvoiceStatus } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { queryKey, rememberUntilChanged } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { insertReturningId } from '../../lib/insert-row.repository';
import { pageWindow } from '../../lib/lists';
import type { VersionedTable } from '../../lib/versioned-save';
import { hasAnyFlag, seesAllProjects, type AuthUser } from '../auth';

/**
 * Invoices, their lines, payments and number sequences (README.md here). The
 * rows are mapped to camelCase records; the service shapes what is answered.
 */

export const INVOICE_ROWS: VersionedTable = {
  table: 'invoices',
  notFound: 'Invoice not found',
  stale: 'This invoice was changed by someone else meanwhile; reload it and try again',
};

/**
 * Keeps the invoices (`invoices as i`, joined to `projects as p`) of the
 * projects whose figures the user reads (`readFinancials` of the policy, in
 * SQL): every project's for a reader of every project with the amounts flag
 * (Finance, the administrator; a deleted project's invoices stay theirs to
 * see), else those of the live projects the user manages, or is a member or
 * viewer of with the amounts flag. External users see none.
 */
export function scopeToReadableInvoices(query: Knex.QueryBuilder, user: AuthUser): void {
  if (user.external) {
    query.whereRaw('1 = 0');
    return;
  }
  if (readsEveryInvoice(user)) return;
  const roles = hasAmountsFlag(user) ? ['manager', 'member', 'viewer'] : ['manager'];
  query.whereNull('p.deleted_at').whereExists(function () {
    this.select(1)
      .from('project_members as im')
      .whereRaw('?? = ??', ['im.project_id', 'p.id'])
      .andWhere('im.user_id', user.id)
      .whereIn('im.role', roles);
  });
}

function hasAmountsFlag(user: AuthUser): boolean {
  return hasAnyFlag(user, ['readSomeProjectFinancialMilestoneAmount', 'manageAllProjects']);
}

/** Every project's invoices, a deleted project's too: `scopeToReadableInvoices` reads nothing of `p`. */
function readsEveryInvoice(user: AuthUser): boolean {
  return !user.external && seesAllProjects(user) && hasAmountsFlag(user);
}

/** Whether the user reads the project's invoices (the scope above, for one project). */
export async function readsProjectInvoices(
  knex: Knex,
  user: AuthUser,
  projectId: number,
): Promise<boolean> {
  const query = knex('projects as p').where('p.id', projectId);
  scopeToReadableInvoices(query, user);
  return (await query.first('p.id')) !== undefined;
}

export interface InvoiceRecord {
  id: number;
  kind: InvoiceKind;
  number: string | null;
  status: InvoiceStatus;
  project: { id: number; code: string; name: string };
  client: { id: number; name: string; company: string } | null;
  currency: string;
  issueDate: string | null;
  dueDate: string | null;
  paymentTermsDays: number;
  notes: string;
  voidReason: string;
  totals: InvoiceAmounts;
  paid: number;
  creditOf: { id: number; number: string | null } | null;
  creditNote: { id: number; number: string | null } | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

interface InvoiceRow {
  id: number;
  kind: InvoiceKind;
  number: string | null;
  status: InvoiceStatus;
  project_id: number;
  project_code: string;
  project_name: string;
  client_contact_id: number | null;
  client_name: string | null;
  client_company: string | null;
  currency: string;
  issue_date: string | null;
  due_date: string | null;
  payment_terms_days: number;
  notes: string;
  void_reason: string;
  net_amount: number | string;
  tax_amount: number | string;
  gross_amount: number | string;
  paid_amount: number | string;
  credit_of_id: number | null;
  credit_of_number: string | null;
  credit_note_id: number | null;
  credit_note_number: string | null;
  version: number;
  created_at: number | string;
  updated_at: number | string;
}

const COLUMNS = [
  'i.id',
  'i.kind',
  'i.number',
  'i.status',
  'i.project_id',
  'p.code as project_code',
  'p.name as project_name',
  'i.client_contact_id',
  'c.name as client_name',
  'c.company as client_company',
  'i.currency',
  'i.issue_date',
  'i.due_date',
  'i.payment_terms_days',
  'i.notes',
  'i.void_reason',
  'i.net_amount',
  'i.tax_amount',
  'i.gross_amount',
  'i.paid_amount',
  'i.credit_of_id',
  'co.number as credit_of_number',
  'cn.id as credit_note_id',
  'cn.number as credit_note_number',
  'i.version',
  'i.created_at',
  'i.updated_at',
];

/** `invoices as i` with its project, client, the invoice it credits and its credit note. */
function invoicesQuery(knex: Knex): Knex.QueryBuilder {
  return knex('invoices as i')
    .join('projects as p', 'p.id', 'i.project_id')
    .leftJoin('contacts as c', 'c.id', 'i.client_contact_id')
    .leftJoin('invoices as co', 'co.id', 'i.credit_of_id')
    .leftJoin('invoices as cn', 'cn.credit_of_id', 'i.id');
}

function toRecord(row: InvoiceRow): InvoiceRecord {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    project: { id: row.project_id, code: row.project_code, name: row.project_name },
    client:
      row.client_contact_id === null
        ? null
        : {
            id: row.client_contact_id,
            name: row.client_name ?? '',
            company: row.client_company ?? '',
          },
    currency: row.currency,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    paymentTermsDays: Number(row.payment_terms_days),
    notes: row.notes,
    voidReason: row.void_reason,
    totals: {
      net: Number(row.net_amount),
      tax: Number(row.tax_amount),
      gross: Number(row.gross_amount),
    },
    paid: Number(row.paid_amount),
    creditOf:
      row.credit_of_id === null ? null : { id: row.credit_of_id, number: row.credit_of_number },
    creditNote:
      row.credit_note_id === null
        ? null
        : { id: row.credit_note_id, number: row.credit_note_number },
    version: Number(row.version),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export interface InvoiceListFilter {
  status?: InvoiceStatus;
  projectId?: number;
  clientId?: number;
  from?: string;
  to?: string;
  sort?: InvoiceSort | undefined;
  direction?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The column of each sort (indexed with `id`: migration `20260301004000_invoice_list_sorts`). */
const SORT_COLUMNS: Record<InvoiceSort, string> = {
  number: 'i.number',
  issueDate: 'i.issue_date',
  dueDate: 'i.due_date',
  total: 'i.gross_amount',
  status: 'i.status',
};

/**
 * The list's order: newest first unless a sort is asked; else the column,
 * nulls (a draft's number and dates) last in both directions and on both
 * databases (SQLite and PostgreSQL put them at opposite ends by default),
 * then the id in the same direction, so the order is total and pages never
 * overlap.
 */
function orderList(query: Knex.QueryBuilder, filter: InvoiceListFilter): Knex.QueryBuilder {
  if (!filter.sort) return query.orderBy('i.id', 'desc');
  const direction = filter.direction === 'desc' ? 'desc' : 'asc';
  return query
    .orderByRaw(`?? ${direction} nulls last`, [SORT_COLUMNS[filter.sort]])
    .orderBy('i.id', direction);
}

/** Narrows `query` (`invoices as i` joined to `projects as p`) to the user's scope and the filter. */
function applyFilter(query: Knex.QueryBuilder, user: AuthUser, filter: InvoiceListFilter): void {
  scopeToReadableInvoices(query, user);
  if (filter.status) query.where('i.status', filter.status);
  if (filter.projectId !== undefined) query.where('i.project_id', filter.projectId);
  if (filter.clientId !== undefined) query.where('i.client_contact_id', filter.clientId);
  if (filter.from) query.where('i.issue_date', '>=', filter.from);
  if (filter.to) query.where('i.issue_date', '<=', filter.to);
}

/**
 * The invoices the list counts and sums. Joined to their projects only when
 * the scope reads them: for Finance and the administrator the sums then read
 * `invoices` alone (on PostgreSQL the join to 10,000 projects was most of a
 * list's database time in the bench).
 */
function filtered(knex: Knex, user: AuthUser, filter: InvoiceListFilter): Knex.QueryBuilder {
  const query = knex('invoices as i');
  if (!readsEveryInvoice(user)) query.join('projects as p', 'p.id', 'i.project_id');
  applyFilter(query, user, filter);
  return query;
}

/** A page of the invoices the user reads, newest first or in the order asked. */
export async function listInvoices(
  knex: Knex,
  user: AuthUser,
  filter: InvoiceListFilter,
): Promise<InvoiceRecord[]> {
  // The page's query filters itself (it joins the same `i` and `p`): walking the
  // order's index, it stops at the page's last row. Through
  // `i.id IN (the filtered ids)` SQLite built the list of every matching id
  // first, 100,000 of them in the bench (tests/bench/invoices.mjs). It is not
  // counted: the totals per currency count the same rows (`listTotals`).
  const ordered = orderList(invoicesQuery(knex), filter).select(COLUMNS);
  applyFilter(ordered, user, filter);
  const { offset, limit } = pageWindow(filter);
  const rows = (await ordered.offset(offset).limit(limit)) as InvoiceRow[];
  return rows.map(toRecord);
}

export interface CurrencyTotals extends InvoiceAmounts {
  currency: string;
  paid: number;
  outstanding: number;
  count: number;
}

const rememberedTotals = new Map<string, { stamp: string; value: CurrencyTotals[] }>();

/**
 * The sums of every invoice matching the filter (not only a page), per
 * currency. They read every matching row however small the page (100,000
 * in the bench: about 90 ms of SQLite's time a list, 20 ms of PostgreSQL's),
 * so they are remembered (`rememberUntilChanged`): on SQLite until the
 * database changes, as the lists' counts are; on PostgreSQL until the
 * invoices' revision changes. Paging or reloading the list sums once. Their
 * counts are the list's total.
 */
export async function listTotals(
  knex: Knex,
  user: AuthUser,
  filter: InvoiceListFilter,
): Promise<CurrencyTotals[]> {
  const query = filtered(knex, user, filter);
  const sum = () => sumTotals(knex, query);
  if (databaseKind(knex) === 'sqlite')
    return rememberUntilChanged(knex, queryKey(query), rememberedTotals, sum);
  // PostgreSQL: remembered under the invoices' revision, so only where the
  // sums read nothing but `invoices` (every invoice's reader); a scoped
  // reader's also depend on projects and memberships, and are summed anew.
  if (!readsEveryInvoice(user)) return sum();
  return rememberUntilChanged(
    knex,
    queryKey(query),
    rememberedTotals,
    sum,
    undefined,
    invoiceRevisionStamp,
  );
}

/**
 * The revision of `invoices` on PostgreSQL (migration
 * `20260301005000_invoice_revision`: a trigger bumps it with every statement
 * that writes the table, and the writer holds the row until it commits), with
 * the database's name: two databases never share a remembered answer.
 */
async function invoiceRevisionStamp(knex: Knex): Promise<string | null> {
  const row = (await knex('invoice_revision')
    .where('id', 1)
    .first(knex.raw('current_database() as db'), 'revision')) as
    { db: string; revision: number | string } | undefined;
  return row ? `${row.db}:${String(row.revision)}` : null;
}

async function sumTotals(knex: Knex, query: Knex.QueryBuilder): Promise<CurrencyTotals[]> {
  const rows = (await query
    .groupBy('i.currency')
    .orderBy('i.currency')
    .select('i.currency')
    .count({ count: '*' })
    .sum({
      net: 'i.net_amount',
      tax: 'i.tax_amount',
      gross: 'i.gross_amount',
      paid: 'i.paid_amount',
    })
    .select(
      knex.raw(
        `sum(case when i.status = 'issued' and i.kind = 'invoice' then i.gross_amount - i.paid_amount else 0 end) as outstanding`,
      ),
    )) as Array<Record<string, string | number | null>>;
  return rows.map((row) => ({
    currency: String(row.currency),
    net: Number(row.net ?? 0),
    tax: Number(row.tax ?? 0),
    gross: Number(row.gross ?? 0),
    paid: Number(row.paid ?? 0),
    outstanding: Number(row.outstanding ?? 0),
    count: Number(row.count ?? 0),
  }));
}

/** The invoice when the user reads it (`user` null: whoever reads it), else null. */
export async function findInvoice(
  knex: Knex,
  id: number,
  user: AuthUser | null,
): Promise<InvoiceRecord | null> {
  const query = invoicesQuery(knex).where('i.id', id);
  if (user) scopeToReadableInvoices(query, user);
  const row = (await query.first(COLUMNS)) as InvoiceRow | undefined;
  return row ? toRecord(row) : null;
}

export interface NewInvoice {
  projectId: number;
  clientContactId: number | null;
  currency: string;
  kind: InvoiceKind;
  creditOfId: number | null;
  paymentTermsDays: number;
  notes: string;
  totals: InvoiceAmounts;
  createdBy: number | null;
}

export async function insertInvoice(knex: Knex, invoice: NewInvoice, now: number): Promise<number> {
  return insertReturningId(knex, 'invoices', {
    project_id: invoice.projectId,
    client_contact_id: invoice.clientContactId,
    currency: invoice.currency,
    kind: invoice.kind,
    credit_of_id: invoice.creditOfId,
    payment_terms_days: invoice.paymentTermsDays,
    notes: invoice.notes,
    status: 'draft',
    net_amount: invoice.totals.net,
    tax_amount: invoice.totals.tax,
    gross_amount: invoice.totals.gross,
    created_by: invoice.createdBy,
    version: 1,
    created_at: now,
    updated_at: now,
  });
}

/** A draft's own fields and totals (its version was claimed by the caller). */
export async function updateDraftRow(
  knex: Knex,
  invoiceId: number,
  values: {
    clientContactId: number | null;
    paymentTermsDays: number;
    notes: string;
    totals: InvoiceAmounts;
  },
  now: number,
): Promise<void> {
  await knex('invoices').where({ id: invoiceId }).update({
    client_contact_id: values.clientContactId,
    payment_terms_days: values.paymentTermsDays,
    notes: values.notes,
    net_amount: values.totals.net,
    tax_amount: values.totals.tax,
    gross_amount: values.totals.gross,
    updated_at: now,
  });
}

export async function deleteInvoiceRow(knex: Knex, invoiceId: number): Promise<void> {
  await knex('invoices').where({ id: invoiceId }).delete();
}

export async function setIssued(
  knex: Knex,
  invoiceId: number,
  values: { number: string; issueDate: string; dueDate: string },
  now: number,
): Promise<void> {
  await knex('invoices').where({ id: invoiceId }).update({
    number: values.number,
    issue_date: values.issueDate,
    due_date: values.dueDate,
    status: 'issued',
    updated_at: now,
  });
}

export async function setVoid(
  knex: Knex,
  invoiceId: number,
  reason: string,
  now: number,
): Promise<void> {
  await knex('invoices')
    .where({ id: invoiceId })
    .update({ status: 'void', void_reason: reason, updated_at: now });
}

/** The project's currency when it is live, else null. */
export async function liveProject(
  knex: Knex,
  projectId: number,
): Promise<{ id: number; currency: string } | null> {
  const row = await knex('projects')
    .where({ id: projectId })
    .whereNull('deleted_at')
    .first<{ id: number; currency: string } | undefined>('id', 'currency');
  return row ?? null;
}

export async function contactExists(knex: Knex, contactId: number): Promise<boolean> {
  return (await knex('contacts').where({ id: contactId }).first('id')) !== undefined;
}

/**
 * The invoices (drafts and credit notes too) that name the contact as their
 * client, at most `limit`, oldest first, and how many there are in all.
 */
export async function invoicesOfContact(
  knex: Knex,
  contactId: number,
  limit: number,
): Promise<{ invoices: Array<{ id: number; number: string | null }>; total: number }> {
  const [rows, counted] = await Promise.all([
    knex('invoices')
      .where({ client_contact_id: contactId })
      .orderBy('id')
      .limit(limit)
      .select<Array<{ id: number; number: string | null }>>('id', 'number'),
    knex('invoices')
      .where({ client_contact_id: contactId })
      .count<Array<{ n: number | string }>>({ n: '*' }),
  ]);
  return {
    invoices: rows.map((row) => ({ id: Number(row.id), number: row.number })),
    total: Number(counted[0]?.n ?? 0),
  };
}
