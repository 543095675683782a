import type { Knex } from 'knex';
import { dayStartMs, utcDate } from '../lib/dates';
import { hashToken } from '../lib/tokens';
import { consumption } from '../modules/time-material/time-material-consumption.repository';
import {
  insertContract,
  insertResource,
  setStakeholderToken,
} from '../modules/time-material/time-material.repository';
import { DEMO_CONTRACT_PROJECT } from './demo-projects';
import { demoTimesheetCalendar } from './demo-timesheets';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Demo time and material contract (issue 13): "Café Müller support (T&M)" on
 * KEEL-002, from the first of the month the demo's time starts in to the end
 * of the month after the seeding (so the months to come show as zero), with
 * the pm and the member as resources (their billable time on KEEL-002 from
 * the timesheet demo counts) and a live public link.
 *
 * The link's token is fixed and published here (`DEMO_STAKEHOLDER_TOKEN`),
 * like the demo accounts' password: the demo is never seeded in production
 * (server.ts), and the public page is usable from a fresh demo without
 * signing in. Rotating the link in the app replaces it as for any contract.
 * The caps are set from the seeded consumption so the demo shows a warning
 * (the contract near its money cap, the member near their hour cap).
 * Seeded once: nothing is added when KEEL-002 already has the contract.
 */

export const DEMO_CONTRACT_NAME = 'Café Müller support (T&M)';
/** The demo contract's public token: `/public/projects/{KEEL-002's id}/time-material?stakeholderToken=` + this. */
export const DEMO_STAKEHOLDER_TOKEN = 'demo-cafe-mueller-time-and-material-6d1f0c9a4e';

/** Hourly rates in minor units (EUR): the pm 135.00, the member 97.50. */
const DEMO_RESOURCES: ReadonlyArray<{ who: DemoAccountKey; hourlyRate: number }> = [
  { who: 'pm', hourlyRate: 13_500 },
  { who: 'member', hourlyRate: 9_750 },
];

function lastDayOfNextMonth(now: number): string {
  const d = new Date(now);
  return utcDate(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0));
}

export async function seedTimeMaterialDemo(
  trx: Knex,
  context: { userIds: Record<DemoAccountKey, number>; now: number },
): Promise<void> {
  const project = await trx('projects')
    .where({ code: DEMO_CONTRACT_PROJECT })
    .whereNull('deleted_at')
    .first<{ id: number } | undefined>('id');
  if (!project) return;
  const existing = await trx('time_material_contracts')
    .where({ project_id: project.id, name: DEMO_CONTRACT_NAME })
    .first('id');
  if (existing) return;

  const calendar = demoTimesheetCalendar(context.now);
  const firstWeek = calendar.weeks[0] ?? utcDate(context.now);
  const periodStart = `${firstWeek.slice(0, 7)}-01`;
  const periodEnd = lastDayOfNextMonth(dayStartMs(utcDate(context.now)));
  const contractId = await insertContract(
    trx,
    project.id,
    {
      name: DEMO_CONTRACT_NAME,
      periodStart,
      periodEnd,
      currency: 'EUR',
      capAmount: null,
      capMinutes: null,
    },
    context.now,
  );
  const resourceIds: number[] = [];
  for (const resource of DEMO_RESOURCES)
    resourceIds.push(
      await insertResource(
        trx,
        {
          contractId,
          userId: context.userIds[resource.who],
          hourlyRate: resource.hourlyRate,
          capMinutes: null,
        },
        context.now,
      ),
    );

  // Caps from what was consumed: the contract at about 85 % of its money cap, the member at
  // about 90 % of their hours (whole hours and whole euros); without demo time, round figures.
  const rows = await consumption(trx, [contractId]);
  const amount = rows.reduce((s, r) => s + r.amount, 0);
  const capAmount = amount > 0 ? Math.ceil(amount / 0.85 / 100) * 100 : 2_000_000;
  const memberId = resourceIds[1];
  const memberMinutes = rows
    .filter((r) => r.resourceId === memberId)
    .reduce((s, r) => s + r.minutes, 0);
  const memberCap = memberMinutes > 0 ? Math.ceil(memberMinutes / 0.9 / 60) * 60 : 160 * 60;
  await trx('time_material_contracts')
    .where({ id: contractId })
    .update({ cap_amount: capAmount, cap_minutes: 400 * 60 });
  if (memberId !== undefined)
    await trx('time_material_resources').where({ id: memberId }).update({ cap_minutes: memberCap });
  await setStakeholderToken(trx, contractId, hashToken(DEMO_STAKEHOLDER_TOKEN), context.now);
}
