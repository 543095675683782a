/**
 * The invoices part's data (issue 32), with --invoices:
 *
 * - From-time: BI-00001 "Bench invoicing", a time and material contract over
 *   2023 whose 50 resources (bench users 1 to 50, a rate each) logged its
 *   20,000 billable entries in March 2023 (400 each, 15 to 35 minutes, on
 *   every working day), every week of the month approved. A draft of March
 *   from the contract takes all 20,000 (one line per resource).
 * - The list: 100,000 invoices straight into the database, in the order they
 *   were written (ids grow with time), over 2021 to 2025 and the drafts of
 *   the last weeks: invoices of 2,000 bench projects, each to its client (40
 *   contacts, every one with the billing details an issue needs), of 1 to 5
 *   lines (time in minutes at an hourly rate, or units) priced by the API's
 *   own arithmetic (`lineAmounts`, `invoiceTotals`); mostly paid (one or two
 *   payments), some issued (a few part-paid), some voided by a credit note
 *   (its lines the invoice's negated, `creditLine`), 1,000 drafts. Numbers
 *   are taken per (series, year) in issue order, after any already taken,
 *   and `invoice_number_sequences` ends at the last one, so the next issue
 *   continues without a gap or a duplicate.
 * - The workspace's billing settings complete (the seller's EN 16931
 *   details), so the bench's drafts can be issued.
 * Deterministic (its own PRNG). Run by generate.ts.
 */
import {
  creditLine,
  invoiceNumber,
  invoiceTotals,
  lineAmounts,
  type InvoiceAmounts,
  type InvoiceLineFactors,
} from '@keel/types';
import type { Knex } from '../../packages/api/src/db/database';
import { databaseKind } from '../../packages/api/src/db/dialect';
import { insertContact } from '../../packages/api/src/modules/contacts/contacts.repository';
import {
  insertProjectMembers,
  insertProjects,
} from '../../packages/api/src/modules/projects/projects.repository';
import {
  insertContract,
  insertResource,
} from '../../packages/api/src/modules/time-material/time-material.repository';

export const INVOICING_PROJECT_CODE = 'BI-00001';
export const INVOICING_CONTRACT = 'Bench invoicing 2023';
export const INVOICING_RESOURCES = 50;
export const INVOICING_ENTRIES = 20_000;
/** The month a from-time draft bills: every one of the contract's entries is in it. */
export const INVOICING_MONTH = { from: '2023-03-01', to: '2023-03-31' } as const;
export const BENCH_INVOICES = 100_000;
/** The clients of the generated invoices; `Bench client 1` is the one the bench issues to. */
export const BENCH_CLIENTS = 40;
const INVOICE_PROJECTS = 2_000;
const DRAFTS = 1_000;
const FIRST_DAY = Date.UTC(2021, 0, 4);
const LAST_DAY = Date.UTC(2025, 11, 31);
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const DAY = 86_400_000;

/** mulberry32, as generate.ts: the same data on every run (its own seed). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isWorkingDay = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

/** Rows a multi-row insert writes: SQLite's compound SELECT stops at 500 terms. */
const rowsPerInsert = (knex: Knex) => (databaseKind(knex) === 'sqlite' ? 100 : 1_000);

/** The seller's details an EN 16931 invoice needs (as the API tests' fixtures fill them). */
async function completeBillingSettings(knex: Knex): Promise<void> {
  await knex('billing_settings').where({ id: 1 }).update({
    legal_name: 'Keel Bench Consulting GmbH',
    street: 'Hauptstraße 5',
    postcode: '10115',
    city: 'Berlin',
    country_code: 'DE',
    tax_id: 'DE123456789',
    email: 'billing@bench.example',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bank_name: 'Commerzbank',
    updated_at: NOW,
  });
}

/** The project, contract, entries and approved weeks a from-time draft of March 2023 bills. */
async function generateFromTimeData(knex: Knex, managerId: number): Promise<number> {
  const rand = random(3203);
  const users = await knex('users')
    .where('email', 'like', 'bench.user%')
    .orderBy('id')
    .limit(INVOICING_RESOURCES)
    .select<{ id: number }[]>('id');
  if (users.length < INVOICING_RESOURCES) throw new Error('invoices: the bench users are missing');
  const [projectId] = await insertProjects(
    knex,
    [
      {
        code: INVOICING_PROJECT_CODE,
        name: 'Bench invoicing',
        client: 'Bench client 1',
        status: 'active',
        managerId,
        billingType: 'timeAndMaterial',
        currency: 'EUR',
      },
    ],
    NOW,
  );
  if (projectId === undefined) throw new Error('invoices: the project was not inserted');
  await insertProjectMembers(
    knex,
    users.map((u) => ({ projectId, userId: u.id, role: 'member' })),
    NOW,
  );
  const contractId = await insertContract(
    knex,
    projectId,
    {
      name: INVOICING_CONTRACT,
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      currency: 'EUR',
      capAmount: null,
      capMinutes: null,
    },
    NOW,
  );
  for (const [n, user] of users.entries())
    await insertResource(
      knex,
      { contractId, userId: user.id, hourlyRate: 9_000 + 250 * n, capMinutes: null },
      NOW,
    );

  const days: string[] = [];
  for (
    let day = Date.parse(`${INVOICING_MONTH.from}T00:00:00Z`);
    day <= Date.parse(`${INVOICING_MONTH.to}T00:00:00Z`);
    day += DAY
  )
    if (isWorkingDay(day)) days.push(isoDay(day));
  const perUser = INVOICING_ENTRIES / INVOICING_RESOURCES;
  const rows = users.flatMap((user) =>
    Array.from({ length: perUser }, (_, n) => {
      const date = days[Math.floor((n * days.length) / perUser)] as string;
      const at = Date.parse(`${date}T17:00:00Z`);
      return {
        user_id: user.id,
        date,
        project_id: projectId,
        minutes: 15 + 5 * Math.floor(rand() * 5),
        note: 'Support ticket',
        billable: true,
        version: 1,
        created_by: user.id,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await knex.batchInsert('time_entries', rows, rowsPerInsert(knex));

  // Every week of the month approved (its Mondays, from the one before the 1st).
  const weeks: Array<Record<string, unknown>> = [];
  const firstMonday = Date.parse('2023-02-27T00:00:00Z');
  for (let monday = firstMonday; isoDay(monday) <= INVOICING_MONTH.to; monday += 7 * DAY) {
    const submittedAt = monday + 7 * DAY + 9 * 3_600_000;
    for (const user of users)
      weeks.push({
        user_id: user.id,
        week_start: isoDay(monday),
        status: 'approved',
        comment: '',
        submitted_at: submittedAt,
        submitted_by: user.id,
        decided_by: managerId,
        decided_at: submittedAt + DAY,
        version: 2,
        created_at: submittedAt,
        updated_at: submittedAt + DAY,
      });
  }
  await knex.batchInsert('timesheet_weeks', weeks, rowsPerInsert(knex));
  return rows.length;
}

/** 40 clients with the billing details an issued invoice carries. */
async function generateClients(knex: Knex): Promise<number[]> {
  const cities: Array<[string, string, string]> = [
    ['10115', 'Berlin', 'DE'],
    ['80331', 'München', 'DE'],
    ['1010', 'Wien', 'AT'],
    ['75002', 'Paris', 'FR'],
    ['1012', 'Amsterdam', 'NL'],
  ];
  const ids: number[] = [];
  for (let n = 1; n <= BENCH_CLIENTS; n += 1) {
    const [postcode, city, country] = cities[n % cities.length] as [string, string, string];
    ids.push(
      await insertContact(
        knex,
        {
          name: `Bench client ${n}`,
          company: `Bench Client ${n} ${country === 'FR' ? 'SAS' : 'GmbH'}`,
          jobTitle: 'Accounts payable',
          email: `ap${n}@client${n}.example`,
          phone: '',
          notes: '',
          billingStreet: `Marktplatz ${n}`,
          billingPostcode: postcode,
          billingCity: city,
          billingCountry: country,
          taxId: `${country}${String(100_000_000 + n * 7_919)}`,
        },
        null,
        NOW,
      ),
    );
  }
  return ids;
}

type Line = InvoiceLineFactors & InvoiceAmounts & { description: string };

interface PlannedInvoice {
  /** Written at (ms): the order of the ids. */
  at: number;
  kind: 'invoice' | 'credit_note';
  status: 'draft' | 'issued' | 'paid' | 'void';
  projectId: number;
  clientId: number;
  issueDate: string | null;
  paymentTermsDays: number;
  lines: Line[];
  payments: Array<{ paidOn: string; amount: number }>;
  voidReason: string;
  /** A credit note's invoice (its plan), and an invoice's credit note. */
  creditOf: PlannedInvoice | null;
  id?: number;
  number?: string | null;
  updatedAt: number;
  version: number;
}

const DESCRIPTIONS = ['Consulting', 'Development', 'Design', 'Project management', 'Support'];
const UNIT_ITEMS: Array<[string, number]> = [
  ['Licence (month)', 12_000],
  ['Workshop day', 140_000],
  ['Hosting (month)', 35_000],
  ['Travel expenses', 48_500],
];

/** 1 to 5 lines: mostly time at an hourly rate, now and then units; 19 %, 7 % or 0 % tax. */
function plannedLines(rand: () => number): Line[] {
  const count = 1 + Math.floor(rand() * 5);
  const taxRate = rand() < 0.85 ? 1_900 : rand() < 0.5 ? 700 : 0;
  return Array.from({ length: count }, () => {
    const factors: InvoiceLineFactors & { description: string } =
      rand() < 0.75
        ? {
            description: `${DESCRIPTIONS[Math.floor(rand() * DESCRIPTIONS.length)]}: time`,
            unitKind: 'minutes',
            quantity: 15 * (4 + Math.floor(rand() * 800)),
            unitPrice: 100 * (80 + Math.floor(rand() * 70)),
            taxRate,
          }
        : (() => {
            const [description, price] = UNIT_ITEMS[Math.floor(rand() * UNIT_ITEMS.length)] as [
              string,
              number,
            ];
            return {
              description,
              unitKind: 'units',
              quantity: 1 + Math.floor(rand() * 4),
              unitPrice: price,
              taxRate,
            };
          })();
    return { ...factors, ...lineAmounts(factors) };
  });
}

/**
 * The plan of the 100,000 rows of `invoices` (credit notes and drafts
 * included), before ids and numbers: an invoice on about 80 working days
 * in 100 of the five years; older ones mostly paid, recent ones mostly
 * still issued; a void's credit note written 10 to 60 days after it.
 */
function planInvoices(projectIds: number[], clientIds: number[]): PlannedInvoice[] {
  const rand = random(32_032);
  const days: number[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day += DAY) if (isWorkingDay(day)) days.push(day);
  const clientOf = (projectId: number) => clientIds[projectId % clientIds.length] as number;
  const planned: PlannedInvoice[] = [];
  const issuedRows = BENCH_INVOICES - DRAFTS;
  // Rows: invoices, plus one credit note per void; stop when the rows reach `issuedRows`.
  let rows = 0;
  while (rows < issuedRows) {
    const day = days[Math.floor((rows * days.length) / issuedRows)] ?? LAST_DAY;
    const issueDate = isoDay(day);
    const projectId = projectIds[Math.floor(rand() * projectIds.length)] as number;
    const lines = plannedLines(rand);
    const gross = invoiceTotals(lines).gross;
    const terms = rand() < 0.7 ? 30 : rand() < 0.5 ? 14 : 60;
    const age = (LAST_DAY - day) / DAY;
    const roll = rand();
    const voided = roll < (age > 90 ? 0.04 : 0.03) && rows + 2 <= issuedRows;
    const paid = !voided && roll < (age > 90 ? 0.96 : 0.4);
    const payments: PlannedInvoice['payments'] = [];
    if (paid) {
      const paidOn = Math.min(day + (5 + Math.floor(rand() * 40)) * DAY, LAST_DAY);
      if (rand() < 0.3 && gross > 1) {
        const first = Math.floor(gross / 2);
        payments.push({ paidOn: isoDay(Math.max(day, paidOn - 10 * DAY)), amount: first });
        payments.push({ paidOn: isoDay(paidOn), amount: gross - first });
      } else payments.push({ paidOn: isoDay(paidOn), amount: gross });
    } else if (!voided && rand() < 0.2 && gross > 1) {
      payments.push({
        paidOn: isoDay(Math.min(day + 7 * DAY, LAST_DAY)),
        amount: Math.floor(gross / 3),
      });
    }
    const invoice: PlannedInvoice = {
      at: day + 9 * 3_600_000,
      kind: 'invoice',
      status: voided ? 'void' : paid ? 'paid' : 'issued',
      projectId,
      clientId: clientOf(projectId),
      issueDate,
      paymentTermsDays: terms,
      lines,
      payments,
      voidReason: voided ? 'Wrong billing period' : '',
      creditOf: null,
      updatedAt: day + 9 * 3_600_000,
      version: 2,
    };
    planned.push(invoice);
    rows += 1;
    if (voided) {
      const creditDay = Math.min(day + (10 + Math.floor(rand() * 50)) * DAY, NOW - DAY);
      invoice.updatedAt = creditDay + 10 * 3_600_000;
      invoice.version = 3;
      planned.push({
        at: creditDay + 10 * 3_600_000,
        kind: 'credit_note',
        status: 'issued',
        projectId,
        clientId: invoice.clientId,
        issueDate: isoDay(creditDay),
        paymentTermsDays: 0,
        lines: lines.map((line) => ({ ...creditLine(line), ...lineAmounts(creditLine(line)) })),
        payments: [],
        voidReason: '',
        creditOf: invoice,
        updatedAt: creditDay + 10 * 3_600_000,
        version: 1,
      });
      rows += 1;
    } else if (payments.length > 0)
      invoice.updatedAt = Date.parse(`${payments.at(-1)?.paidOn}T12:00:00Z`);
  }
  for (let n = 0; n < DRAFTS; n += 1) {
    const projectId = projectIds[Math.floor(rand() * projectIds.length)] as number;
    const at = NOW - (1 + Math.floor((n * 20) / DRAFTS)) * DAY;
    planned.push({
      at,
      kind: 'invoice',
      status: 'draft',
      projectId,
      clientId: clientOf(projectId),
      issueDate: null,
      paymentTermsDays: 30,
      lines: plannedLines(rand),
      payments: [],
      voidReason: '',
      creditOf: null,
      updatedAt: at,
      version: 1,
    });
  }
  // Written in time order: ids grow with it, as the API's inserts make them.
  return planned.sort((a, b) => a.at - b.at);
}

/**
 * The 100,000 invoices with their lines and payments, numbered per (series,
 * year) in issue order after what is taken already; the sequences end at
 * the last number taken.
 */
async function insertInvoices(
  knex: Knex,
  planned: PlannedInvoice[],
  createdBy: number,
): Promise<{ invoices: number; lines: number; payments: number }> {
  const last = new Map<string, number>();
  for (const row of await knex('invoice_number_sequences').select<
    Array<{ series: string; year: number; last_number: number }>
  >('series', 'year', 'last_number'))
    last.set(`${row.series} ${row.year}`, Number(row.last_number));
  const maxId = await knex('invoices').max<{ id: number | null }[]>({ id: 'id' }).first();
  let nextId = Number(maxId?.id ?? 0) + 1;
  // Numbers in issue order (a credit note is issued when written; invoices in their day's order).
  const byIssue = planned
    .filter((p) => p.issueDate !== null)
    .sort(
      (a, b) => a.at - b.at || Number(a.kind === 'credit_note') - Number(b.kind === 'credit_note'),
    );
  for (const p of byIssue) {
    const series = p.kind === 'credit_note' ? 'CN' : 'INV';
    const year = Number(p.issueDate?.slice(0, 4));
    const key = `${series} ${year}`;
    const sequence = (last.get(key) ?? 0) + 1;
    last.set(key, sequence);
    p.number = invoiceNumber(series, year, sequence);
  }
  for (const p of planned) p.id = nextId++;
  const invoiceRows = planned.map((p) => {
    const totals = invoiceTotals(p.lines);
    const paid = p.payments.reduce((sum, payment) => sum + payment.amount, 0);
    return {
      id: p.id,
      project_id: p.projectId,
      client_contact_id: p.clientId,
      currency: 'EUR',
      kind: p.kind,
      credit_of_id: p.creditOf?.id ?? null,
      number: p.number ?? null,
      issue_date: p.issueDate,
      due_date:
        p.issueDate === null
          ? null
          : isoDay(Date.parse(`${p.issueDate}T00:00:00Z`) + p.paymentTermsDays * DAY),
      payment_terms_days: p.paymentTermsDays,
      notes: p.kind === 'credit_note' ? (p.creditOf?.voidReason ?? '') : '',
      status: p.status,
      void_reason: p.voidReason,
      net_amount: totals.net,
      tax_amount: totals.tax,
      gross_amount: totals.gross,
      paid_amount: paid,
      created_by: createdBy,
      version: p.version,
      created_at: p.at,
      updated_at: p.updatedAt,
    };
  });
  const chunk = rowsPerInsert(knex);
  await knex.batchInsert('invoices', invoiceRows, chunk);
  // PostgreSQL's id sequence does not follow ids written explicitly: the API's next insert must.
  if (databaseKind(knex) === 'postgres')
    await knex.raw(
      `SELECT setval(pg_get_serial_sequence('invoices', 'id'), (SELECT max(id) FROM invoices))`,
    );
  let lines = 0;
  let payments = 0;
  let lineRows: Array<Record<string, unknown>> = [];
  let paymentRows: Array<Record<string, unknown>> = [];
  const flush = async () => {
    await knex.batchInsert('invoice_lines', lineRows, chunk);
    await knex.batchInsert('invoice_payments', paymentRows, chunk);
    lines += lineRows.length;
    payments += paymentRows.length;
    lineRows = [];
    paymentRows = [];
  };
  for (const p of planned) {
    for (const [position, line] of p.lines.entries())
      lineRows.push({
        invoice_id: p.id,
        position,
        description: line.description,
        unit_kind: line.unitKind,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        tax_rate: line.taxRate,
        net_amount: line.net,
        tax_amount: line.tax,
        gross_amount: line.gross,
        milestone_id: null,
      });
    for (const payment of p.payments)
      paymentRows.push({
        invoice_id: p.id,
        paid_on: payment.paidOn,
        amount: payment.amount,
        recorded_by: createdBy,
        created_at: Date.parse(`${payment.paidOn}T12:00:00Z`),
      });
    if (lineRows.length >= 20_000) await flush();
  }
  await flush();
  for (const [key, lastNumber] of last) {
    const [series, year] = key.split(' ');
    await knex('invoice_number_sequences')
      .insert({ series, year: Number(year), last_number: lastNumber })
      .onConflict(['series', 'year'])
      .merge({ last_number: lastNumber });
  }
  return { invoices: planned.length, lines, payments };
}

export async function generateInvoices(
  knex: Knex,
  managerId: number,
  financeId: number,
): Promise<{ entries: number; invoices: number; lines: number; payments: number }> {
  return knex.transaction(async (trx) => {
    await completeBillingSettings(trx);
    const entries = await generateFromTimeData(trx, managerId);
    const clientIds = await generateClients(trx);
    const projectIds = (
      await trx('projects')
        .where('code', 'like', 'BP-%')
        .orderBy('id')
        .limit(INVOICE_PROJECTS)
        .select<{ id: number }[]>('id')
    ).map((p) => p.id);
    const written = await insertInvoices(trx, planInvoices(projectIds, clientIds), financeId);
    return { entries, ...written };
  });
}
