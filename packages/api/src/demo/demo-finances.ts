import type { Knex } from 'knex';
import { mondayOf } from '@keel/types';
import { dayStartMs, utcDate } from '../lib/dates';
import type { AppDeps } from '../lib/deps';
import { recalculateIds } from '../modules/finances';
import { groupRates, replaceGroupRates } from '../modules/salaries/salaries.repository';
import { insertContract, insertResource } from '../modules/time-material/time-material.repository';
import { DEMO_SALARY_GROUPS } from './demo-administration';
import { demoTimesheetCalendar } from './demo-timesheets';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Demo finances (issue 16): what the other demo seeds leave out for the
 * finance pages to have something to show, then the projects' derived
 * figures. The rest is theirs and reused as it is: fixed-price and T&M
 * projects with budgets (`demo-projects.ts`; KEEL-006 is the one over budget:
 * its eight weeks of time and the estimates left already cost more than its
 * budget), financial milestones invoiced 33 days ago and forecast 25 and 56
 * days ahead (`demo-milestones.ts`), eight weeks of time up to yesterday
 * (`demo-timesheets.ts`), open tasks with estimates due over the next weeks
 * (`demo-tasks.ts`), KEEL-002's T&M contract (`demo-time-material.ts`) and
 * the salary groups and employees (`demo-administration.ts`). Added here:
 *
 * - a raise of the Senior consultant group (the pm) four weeks before the
 *   Monday of the seeding week, inside the eight weeks of time, so the cost
 *   of the same hours changes mid-period;
 * - a T&M contract on each other active T&M project with time (KEEL-006,
 *   KEEL-008), the pm and the member as resources, from the first month of
 *   the demo's time to three months after the seeding, so their billable
 *   time and planned work earn revenue.
 *
 * Dates are relative to the seeding day, amounts fixed. Each part is added
 * once (the raise when the group has no rate besides its fixed history, a
 * contract when the project has none). Finally every demo project's figures
 * are rebuilt (`recalculateIds`), on every seeding: they follow the data.
 */

/** The raise inside the demo's eight weeks of time: the group, its new rate (EUR minor units), and when. */
export const DEMO_RAISE = {
  group: 'Senior consultant',
  hourlyRate: 6_900,
  /** Days before the Monday of the seeding week. */
  daysBeforeMonday: 28,
} as const;

/** The T&M contracts added (KEEL-002's is `demo-time-material.ts`'s), hourly rates in EUR minor units. */
export const DEMO_FINANCE_CONTRACTS: ReadonlyArray<{
  code: string;
  name: string;
  rates: Partial<Record<DemoAccountKey, number>>;
}> = [
  { code: 'KEEL-006', name: 'Portal delivery (T&M)', rates: { pm: 12_500, member: 9_500 } },
  {
    code: 'KEEL-008',
    name: 'Trial dashboard support (T&M)',
    rates: { pm: 14_000, member: 10_500 },
  },
];

const DAY = 86_400_000;

const addDays = (date: string, days: number) => utcDate(dayStartMs(date) + days * DAY);

/** The last day of the month `months` after the month of `date`. */
function endOfMonthAfter(date: string, months: number): string {
  const d = new Date(dayStartMs(date));
  return utcDate(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months + 1, 0));
}

async function seedRaise(trx: Knex, today: string): Promise<void> {
  const fixed = DEMO_SALARY_GROUPS.find((g) => g.name === DEMO_RAISE.group);
  const group = await trx('salary_groups')
    .where({ name: DEMO_RAISE.group })
    .first<{ id: number } | undefined>('id');
  if (!fixed || !group) return;
  const rates = (await groupRates(trx, [group.id])).get(group.id) ?? [];
  const fixedDates = new Set<string>(fixed.rates.map((r) => r.effectiveFrom));
  // Once: the group's history is still the fixed one (someone's own change is left alone too).
  if (rates.some((r) => !fixedDates.has(r.effectiveFrom))) return;
  const effectiveFrom = addDays(mondayOf(today), -DEMO_RAISE.daysBeforeMonday);
  await replaceGroupRates(trx, group.id, [
    ...rates,
    { effectiveFrom, hourlyRate: { amount: DEMO_RAISE.hourlyRate, currency: 'EUR' } },
  ]);
}

async function seedContracts(
  trx: Knex,
  userIds: Record<DemoAccountKey, number>,
  now: number,
): Promise<void> {
  const calendar = demoTimesheetCalendar(now);
  const today = utcDate(now);
  const periodStart = `${(calendar.weeks[0] ?? today).slice(0, 7)}-01`;
  const periodEnd = endOfMonthAfter(today, 3);
  for (const contract of DEMO_FINANCE_CONTRACTS) {
    const project = await trx('projects')
      .where({ code: contract.code })
      .whereNull('deleted_at')
      .first<{ id: number; currency: string } | undefined>('id', 'currency');
    if (!project) continue;
    if (await trx('time_material_contracts').where({ project_id: project.id }).first('id'))
      continue;
    const contractId = await insertContract(
      trx,
      project.id,
      {
        name: contract.name,
        periodStart,
        periodEnd,
        currency: project.currency,
        capAmount: null,
        capMinutes: null,
      },
      now,
    );
    for (const [who, hourlyRate] of Object.entries(contract.rates) as Array<
      [DemoAccountKey, number]
    >)
      await insertResource(
        trx,
        { contractId, userId: userIds[who], hourlyRate, capMinutes: null },
        now,
      );
  }
}

export async function seedFinancesDemo(
  trx: Knex,
  context: {
    userIds: Record<DemoAccountKey, number>;
    projects: ReadonlyArray<{ code: string }>;
    /** The real time of seeding: the raise and the contracts are placed around its day. */
    now: number;
  },
): Promise<void> {
  const { userIds, now } = context;
  await seedRaise(trx, utcDate(now));
  await seedContracts(trx, userIds, now);
  const ids = (
    await trx('projects')
      .whereIn(
        'code',
        context.projects.map((p) => p.code),
      )
      .whereNull('deleted_at')
      .orderBy('id')
      .select<{ id: number }[]>('id')
  ).map((r) => r.id);
  // The projects' recalculation (DOMAIN.md § Recalculate) reads only the database and the clock.
  const deps = { knex: trx, clock: () => now } as Pick<AppDeps, 'knex' | 'clock'> as AppDeps;
  await recalculateIds(deps, ids);
}
