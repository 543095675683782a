import type { Knex } from 'knex';
import {
  addDays,
  BillingSettingsUpdateInputSchema,
  InvoiceFromMilestonesInputSchema,
  InvoiceFromTimeInputSchema,
  mondayOf,
  type Invoice,
} from '@keel/types';
import { dayStartMs, utcDate } from '../lib/dates';
import type { AppDeps } from '../lib/deps';
import { AppError } from '../lib/errors';
import { loadGlobalFlags, type AuthUser } from '../modules/auth';
import { getBillingSettings, updateBillingSettings } from '../modules/billing';
import { draftFromMilestones, draftFromTime } from '../modules/invoices/invoice-drafts.service';
import { issueInvoice, recordPayment } from '../modules/invoices/invoice-issue.service';
import { DEMO_CONTRACT_PROJECT } from './demo-projects';
import { DEMO_CONTRACT_NAME } from './demo-time-material';
import { demoTimesheetCalendar } from './demo-timesheets';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Demo invoices (issue 32 item 5): the firm's billing details, two issued
 * invoices (one paid, one overdue) and a draft of last month's time, all made
 * by Fin Ance through the invoices module's own services, so the numbers come
 * from the real gapless sequence and every rule (billing details, approved
 * time only, what an issued invoice locks) holds as it does in the app.
 *
 * - The billing settings: the firm (Keel Studio GmbH, Berlin), a valid IBAN,
 *   30 days' terms and 19 % VAT by default; so an invoice issues in the demo
 *   without the 409 for missing EN 16931 details.
 * - Paid: KEEL-001's "Kick-off and discovery" milestone (Harbour Bank,
 *   London: no German VAT on the service, 0 %), issued on the day the
 *   milestone says it was invoiced (33 days before the seeding) and paid in
 *   full on the day it says it was paid (12 days before).
 * - Overdue: KEEL-002's kick-off (Café Müller, Berlin: 19 %), issued the same
 *   day with 30 days' terms, so due 3 days before the seeding and unpaid
 *   (`demo-milestones.ts` leaves that milestone's paid date empty).
 * - Draft: the time of KEEL-002's T&M contract over last month, at the
 *   contract's rates. Invoices bill approved time only, and the timesheet demo
 *   approves one week, so the full weeks of last month of the contract's
 *   resources are approved here first (by the administrator, as that week
 *   is), except the member's weeks the timesheet demo left submitted for
 *   Pat's inbox. The current week stays open even when it began last month.
 *
 * Seeded once: nothing is added when the workspace holds an invoice; the
 * billing details only while they are still empty (someone's own are kept).
 * Called with the demo's time only (`seedDemoWorkspace`): API tests start
 * with no billing details and no numbers taken, as their fixed cases expect.
 */

/** The firm as its invoices name it (IBAN DE89 3704 0044 0532 0130 00 holds its mod-97 check). */
export const DEMO_BILLING_SETTINGS = {
  legalName: 'Keel Studio GmbH',
  street: 'Torstraße 49',
  postcode: '10119',
  city: 'Berlin',
  countryCode: 'DE',
  taxId: 'DE298765431',
  email: 'invoices@keel-studio.example',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank Berlin',
  paymentTermsDays: 30,
  defaultTaxRateBp: 1_900,
} as const;

/** The milestone the issued invoices bill, and when (days relative to the seeding day). */
export const DEMO_INVOICED_MILESTONE = 'Kick-off and discovery';
export const DEMO_ISSUED_DAYS_AGO = 33;
export const DEMO_PAID_DAYS_AGO = 12;

/** The issued invoices: the project, its client contact (by e-mail) and the tax rate billed. */
export const DEMO_ISSUED_INVOICES = {
  paid: { code: 'KEEL-001', client: 'priya.nair@harbourbank.example', taxRate: 0 },
  overdue: { code: DEMO_CONTRACT_PROJECT, client: 'juergen@cafe-mueller.example', taxRate: 1_900 },
} as const;

/** The resources of the T&M contract whose weeks of last month are approved. */
const APPROVED_FOR: readonly DemoAccountKey[] = ['pm', 'member'];

const HOUR = 3_600_000;

/** The first and last day of the month before `today`'s (what the app's "Create invoice" defaults to). */
export function lastMonthOf(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return {
    from: utcDate(Date.UTC(year, month - 2, 1)),
    to: utcDate(Date.UTC(year, month - 1, 0)),
  };
}

/**
 * The weeks of last month approved for the invoice's draft: full weeks before
 * the seeding week that touch last month, within the demo's eight weeks.
 */
export function demoInvoiceWeeks(now: number): string[] {
  const today = utcDate(now);
  const { from, to } = lastMonthOf(today);
  const thisMonday = mondayOf(today);
  return demoTimesheetCalendar(now).weeks.filter(
    (monday) => monday < thisMonday && addDays(monday, 6) >= from && monday <= to,
  );
}

async function approveLastMonth(
  trx: Knex,
  userIds: Record<DemoAccountKey, number>,
  now: number,
): Promise<void> {
  const weeks = demoInvoiceWeeks(now);
  const ids = APPROVED_FOR.map((key) => userIds[key]);
  const taken = new Set(
    (
      await trx('timesheet_weeks')
        .whereIn('user_id', ids)
        .whereIn('week_start', weeks)
        .select<Array<{ user_id: number; week_start: string }>>('user_id', 'week_start')
    ).map((row) => `${row.user_id} ${String(row.week_start).slice(0, 10)}`),
  );
  const rows = [];
  for (const userId of ids)
    for (const week of weeks) {
      if (taken.has(`${userId} ${week}`)) continue;
      // Submitted the Monday after, decided the day after that: both before the seeding.
      const submittedAt = Math.min(now - 2 * HOUR, dayStartMs(addDays(week, 7)) + 9 * HOUR);
      const decidedAt = Math.min(now - HOUR, submittedAt + 26 * HOUR);
      rows.push({
        user_id: userId,
        week_start: week,
        status: 'approved',
        comment: '',
        submitted_at: submittedAt,
        submitted_by: userId,
        decided_by: userIds.admin,
        decided_at: decidedAt,
        version: 2,
        created_at: submittedAt,
        updated_at: decidedAt,
      });
    }
  if (rows.length > 0) await trx('timesheet_weeks').insert(rows);
}

/** Fills the workspace's billing settings through their service while they are still empty. */
async function seedBillingSettings(deps: AppDeps): Promise<void> {
  const stored = await getBillingSettings(deps);
  if (stored.legalName !== '' || stored.iban !== '' || stored.taxId !== '') return;
  await updateBillingSettings(
    deps,
    BillingSettingsUpdateInputSchema.parse({
      ...DEMO_BILLING_SETTINGS,
      version: stored.version,
    }),
  );
}

/** Services with the clock at `at` (the demo's writes on past days). */
const depsAt = (trx: Knex, at: number) =>
  ({ knex: trx, clock: () => at }) as Pick<AppDeps, 'knex' | 'clock'> as AppDeps;

/** One of the issued invoices: a draft of the project's kick-off milestone, issued at `issuedAt`. */
async function issueKickOff(
  trx: Knex,
  finance: AuthUser,
  spec: { code: string; client: string; taxRate: number },
  issuedAt: number,
): Promise<Invoice | null> {
  const milestone = await trx('milestones as m')
    .join('projects as p', 'p.id', 'm.project_id')
    .where({ 'p.code': spec.code, 'm.name': DEMO_INVOICED_MILESTONE, 'm.financial': true })
    .whereNull('p.deleted_at')
    .whereNull('m.invoice_id')
    .first<{ id: number } | undefined>('m.id');
  const client = await trx('contacts')
    .where({ email: spec.client })
    .first<{ id: number } | undefined>('id');
  if (!milestone || !client) return null;
  const deps = depsAt(trx, issuedAt);
  const draft = await draftFromMilestones(
    deps,
    finance,
    InvoiceFromMilestonesInputSchema.parse({
      milestoneIds: [milestone.id],
      clientContactId: client.id,
      paymentTermsDays: DEMO_BILLING_SETTINGS.paymentTermsDays,
      taxRate: spec.taxRate,
    }),
  );
  return issueInvoice(deps, finance, draft.id, draft.version);
}

/** The draft of the T&M contract's last month, for Café Müller; none when no approved time is left. */
async function draftLastMonth(trx: Knex, finance: AuthUser, now: number): Promise<void> {
  const contract = await trx('time_material_contracts as c')
    .join('projects as p', 'p.id', 'c.project_id')
    .where({ 'p.code': DEMO_CONTRACT_PROJECT, 'c.name': DEMO_CONTRACT_NAME })
    .first<{ id: number } | undefined>('c.id');
  const client = await trx('contacts')
    .where({ email: DEMO_ISSUED_INVOICES.overdue.client })
    .first<{ id: number } | undefined>('id');
  if (!contract) return;
  try {
    await draftFromTime(
      depsAt(trx, now),
      finance,
      InvoiceFromTimeInputSchema.parse({
        contractId: contract.id,
        ...lastMonthOf(utcDate(now)),
        clientContactId: client?.id ?? null,
        paymentTermsDays: DEMO_BILLING_SETTINGS.paymentTermsDays,
        taxRate: DEMO_BILLING_SETTINGS.defaultTaxRateBp,
        notes: 'Support and small changes, billed monthly at the contract’s rates.',
      }),
    );
  } catch (error) {
    // A workspace whose time is not the demo's (seeded before its time was): no draft, as in the app.
    if (error instanceof AppError && error.status === 409) return;
    throw error;
  }
}

export async function seedInvoicesDemo(
  trx: Knex,
  context: {
    userIds: Record<DemoAccountKey, number>;
    /** The real time of seeding: the invoices are dated around its day. */
    now: number;
  },
): Promise<void> {
  const { userIds, now } = context;
  await seedBillingSettings(depsAt(trx, now));
  if (await trx('invoices').first('id')) return;
  const finance = await trx('users')
    .where({ id: userIds.finance })
    .first<{ id: number; email: string; name: string }>('id', 'email', 'name');
  const user: AuthUser = {
    id: finance.id,
    email: finance.email,
    name: finance.name,
    external: false,
    flags: await loadGlobalFlags(trx, finance.id),
  };
  const today = utcDate(now);
  const at = (daysAgo: number, hour: number) => dayStartMs(addDays(today, -daysAgo)) + hour * HOUR;

  // Numbered in this order: the paid one first, then the overdue one.
  const paid = await issueKickOff(
    trx,
    user,
    DEMO_ISSUED_INVOICES.paid,
    at(DEMO_ISSUED_DAYS_AGO, 10),
  );
  await issueKickOff(trx, user, DEMO_ISSUED_INVOICES.overdue, at(DEMO_ISSUED_DAYS_AGO, 11));
  if (paid)
    await recordPayment(depsAt(trx, at(DEMO_PAID_DAYS_AGO, 11)), user, paid.id, {
      paidOn: addDays(today, -DEMO_PAID_DAYS_AGO),
      amount: paid.totals.gross,
    });

  await approveLastMonth(trx, userIds, now);
  await draftLastMonth(trx, user, now);
}
