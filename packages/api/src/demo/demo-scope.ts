import type { ScopeItemStatus, ScopeItemType } from '@keel/types';
import type { Knex } from 'knex';
import { projectsByCode } from './demo-lookups';
import {
  findBudget,
  insertBudgetChange,
  insertScopeItem,
  writeDecisionAt,
} from '../modules/scope/scope.repository';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Scope of the active demo projects (issue 13 § 4): baseline items that add
 * up to the budget the project started with, and change requests in every
 * status. The approved and delivered changes are what brought the budget to
 * its seeded figure: the budget history holds one row per approval, from the
 * original budget up to the one the project shows. Seeded once per project
 * (a project with scope items is left as it is).
 */

interface DemoChange {
  title: string;
  description: string;
  status: ScopeItemStatus;
  /** Share of the project's budget, in per mille (negative: scope taken out). */
  share: number;
  requestedBy: string;
  daysAgo: number;
  note?: string;
}

interface DemoScope {
  baseline: Array<{ title: string; share: number; status: ScopeItemStatus }>;
  changes: DemoChange[];
}

const DAY = 86_400_000;

const DEMO_SCOPE: Record<string, DemoScope> = {
  'KEEL-001': {
    baseline: [
      { title: 'Account overview and transactions', share: 400, status: 'delivered' },
      { title: 'Card management', share: 350, status: 'approved' },
      { title: 'Push notifications', share: 250, status: 'proposed' },
    ],
    changes: [
      {
        title: 'Apple Pay and Google Pay',
        description: 'Wallet provisioning for debit cards.',
        status: 'delivered',
        share: 60,
        requestedBy: 'Harbour Bank product owner',
        daysAgo: 60,
        note: 'Signed change order CO-1.',
      },
      {
        title: 'Spending insights',
        description: 'Monthly categories and a trend chart.',
        status: 'approved',
        share: 45,
        requestedBy: 'Harbour Bank CFO',
        daysAgo: 20,
        note: 'Approved in the steering committee.',
      },
      {
        title: 'Drop the tablet layout',
        description: 'Phones only for the first release.',
        status: 'approved',
        share: -20,
        requestedBy: 'Harbour Bank product owner',
        daysAgo: 10,
        note: 'Scope taken out; budget reduced accordingly.',
      },
      {
        title: 'Smartwatch companion app',
        description: 'Balance and notifications on the watch.',
        status: 'rejected',
        share: 90,
        requestedBy: 'Harbour Bank marketing',
        daysAgo: 30,
        note: 'Not in this release; revisit next year.',
      },
      {
        title: 'Dark mode',
        description: 'Follow the system appearance.',
        status: 'proposed',
        share: 15,
        requestedBy: 'Harbour Bank product owner',
        daysAgo: 3,
      },
      {
        title: 'Biometric sign-in on Android',
        description: 'Fingerprint and face unlock.',
        status: 'proposed',
        share: 25,
        requestedBy: 'Harbour Bank security',
        daysAgo: 1,
      },
    ],
  },
  'KEEL-002': {
    baseline: [
      { title: 'New website and menu', share: 600, status: 'delivered' },
      { title: 'Table reservations', share: 400, status: 'approved' },
    ],
    changes: [
      {
        title: 'Online shop for coffee beans',
        description: 'Ten products, card payments.',
        status: 'approved',
        share: 120,
        requestedBy: 'Anna Müller',
        daysAgo: 25,
        note: 'Quote accepted by email.',
      },
      {
        title: 'Loyalty card',
        description: 'Stamp card in the browser.',
        status: 'rejected',
        share: 80,
        requestedBy: 'Anna Müller',
        daysAgo: 12,
        note: 'Too early; after the relaunch.',
      },
      {
        title: 'English version',
        description: 'All pages in English too.',
        status: 'proposed',
        share: 50,
        requestedBy: 'Anna Müller',
        daysAgo: 2,
      },
    ],
  },
  'KEEL-003': {
    baseline: [
      { title: 'Finance module migration', share: 500, status: 'approved' },
      { title: 'Warehouse module migration', share: 500, status: 'proposed' },
    ],
    changes: [
      {
        title: 'Migrate ten years of history',
        description: 'Instead of three.',
        status: 'delivered',
        share: 70,
        requestedBy: 'Northwind CIO',
        daysAgo: 45,
        note: 'Agreed in the change board.',
      },
      {
        title: 'Second test cycle',
        description: 'An extra user acceptance round.',
        status: 'proposed',
        share: 30,
        requestedBy: 'Northwind QA lead',
        daysAgo: 4,
      },
    ],
  },
  'KEEL-006': {
    baseline: [{ title: 'Shipment tracking portal', share: 1000, status: 'approved' }],
    changes: [
      {
        title: 'Customs documents upload',
        description: 'PDF upload per shipment.',
        status: 'proposed',
        share: 40,
        requestedBy: 'Orbit Freight operations',
        daysAgo: 5,
      },
    ],
  },
  'KEEL-008': {
    baseline: [{ title: 'Trial dashboard', share: 1000, status: 'approved' }],
    changes: [
      {
        title: 'Site comparison view',
        description: 'Enrolment per site side by side.',
        status: 'approved',
        share: 50,
        requestedBy: 'Helix study lead',
        daysAgo: 15,
        note: 'Approved with the monthly report.',
      },
    ],
  },
};

export async function seedScopeDemo(
  trx: Knex,
  context: { userIds: Record<DemoAccountKey, number>; seedTime: number },
): Promise<void> {
  const { userIds, seedTime } = context;
  const projects = await projectsByCode<{ id: number; code: string; manager_id: number | null }>(
    trx,
    Object.keys(DEMO_SCOPE),
    'manager_id',
  );
  for (const project of projects) {
    const scope = DEMO_SCOPE[project.code];
    if (!scope) continue;
    if (await trx('scope_items').where({ project_id: project.id }).first('id')) continue;
    const budget = await findBudget(trx, project.id);
    if (!budget) continue;
    const manager = project.manager_id ?? userIds.pm;
    // Round figures: changes in shares of today's budget (whole hundreds, whole hours); the
    // original budget is today's less the approved changes, and the baseline splits it.
    const priceOf = (share: number) =>
      budget.amount === null ? 0 : Math.round((budget.amount * share) / 1000 / 10_000) * 10_000;
    const effortOf = (share: number) =>
      budget.minutes === null ? 0 : Math.round((budget.minutes * share) / 1000 / 60) * 60;
    const moved = scope.changes.filter((c) => c.status === 'approved' || c.status === 'delivered');
    const originalAmount =
      budget.amount === null
        ? null
        : budget.amount - moved.reduce((s, c) => s + priceOf(c.share), 0);
    const originalMinutes =
      budget.minutes === null
        ? null
        : budget.minutes - moved.reduce((s, c) => s + effortOf(c.share), 0);

    let baselinePrice = 0;
    let baselineEffort = 0;
    for (const [index, item] of scope.baseline.entries()) {
      const last = index === scope.baseline.length - 1;
      const share = (total: number | null, unit: number) =>
        total === null ? 0 : Math.round((total * item.share) / 1000 / unit) * unit;
      // The last baseline item takes the rest, so the baseline adds up to the original budget.
      const priceAmount = last
        ? (originalAmount ?? 0) - baselinePrice
        : share(originalAmount, 10_000);
      const effortMinutes = last
        ? (originalMinutes ?? 0) - baselineEffort
        : share(originalMinutes, 60);
      baselinePrice += priceAmount;
      baselineEffort += effortMinutes;
      await insertScopeItem(
        trx,
        project.id,
        {
          title: item.title,
          description: '',
          type: 'baseline' as ScopeItemType,
          status: item.status,
          effortMinutes,
          priceAmount,
          requestedBy: 'Original contract',
        },
        manager,
        seedTime - 120 * DAY,
      );
    }

    let amount = originalAmount;
    let minutes = originalMinutes;
    const ordered = [...scope.changes].sort((a, b) => b.daysAgo - a.daysAgo);
    for (const change of ordered) {
      const priceAmount = priceOf(change.share);
      const effortMinutes = effortOf(change.share);
      const id = await insertScopeItem(
        trx,
        project.id,
        {
          title: change.title,
          description: change.description,
          type: 'change',
          status: change.status,
          effortMinutes,
          priceAmount,
          requestedBy: change.requestedBy,
        },
        manager,
        seedTime - (change.daysAgo + 2) * DAY,
      );
      if (change.status === 'proposed') continue;
      const decidedAt = seedTime - change.daysAgo * DAY;
      await writeDecisionAt(trx, id, { decidedBy: manager, note: change.note ?? '' }, decidedAt);
      if (!moved.includes(change)) continue;
      const amountAfter = amount === null ? null : amount + priceAmount;
      const minutesAfter = minutes === null ? null : minutes + effortMinutes;
      await insertBudgetChange(
        trx,
        {
          projectId: project.id,
          changedBy: manager,
          source: 'changeRequest',
          scopeItemId: id,
          amountBefore: amount,
          amountAfter,
          minutesBefore: minutes,
          minutesAfter,
        },
        decidedAt,
      );
      amount = amountAfter;
      minutes = minutesAfter;
    }
  }
}
