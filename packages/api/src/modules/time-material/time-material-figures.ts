import { capLevel, type Consumption, type ConsumptionMonth, type Money } from '@keel/types';
import type { ConsumptionRow } from './time-material-consumption.repository';
import type { ContractRow, ResourceRow } from './time-material.repository';

/**
 * A contract's figures as its pages show them: what it and each resource
 * consumed, per month of the period, against their caps (pure, from the
 * rows `time-material-consumption.repository.ts` aggregates).
 */

export const money = (amount: number, currency: string): Money => ({ amount, currency });

/** Every month (`YYYY-MM`) from the period's first to its last, in order. */
export function monthsOf(periodStart: string, periodEnd: string): string[] {
  const months: string[] = [];
  let year = Number(periodStart.slice(0, 4));
  let month = Number(periodStart.slice(5, 7));
  const last = periodEnd.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** What the contract reads assemble: totals per contract and resource, and the months. */
export interface Figures {
  contract: { minutes: number; amount: number };
  resources: Map<number, { minutes: number; amount: number }>;
  months: ConsumptionMonth[];
}

export function figuresOf(
  contract: ContractRow,
  resources: readonly ResourceRow[],
  rows: readonly ConsumptionRow[],
): Figures {
  const own = rows.filter((r) => r.contractId === contract.id);
  const total = { minutes: 0, amount: 0 };
  const perResource = new Map(resources.map((r) => [r.id, { minutes: 0, amount: 0 }]));
  for (const row of own) {
    total.minutes += row.minutes;
    total.amount += row.amount;
    const sum = perResource.get(row.resourceId);
    if (sum) {
      sum.minutes += row.minutes;
      sum.amount += row.amount;
    }
  }
  const months = monthsOf(contract.periodStart, contract.periodEnd).map((month) => {
    const inMonth = own.filter((r) => r.month === month);
    return {
      month,
      minutes: inMonth.reduce((s, r) => s + r.minutes, 0),
      amount: money(
        inMonth.reduce((s, r) => s + r.amount, 0),
        contract.currency,
      ),
      resources: resources.map((resource) => {
        const row = inMonth.find((r) => r.resourceId === resource.id);
        return {
          resourceId: resource.id,
          minutes: row?.minutes ?? 0,
          amount: money(row?.amount ?? 0, contract.currency),
        };
      }),
    };
  });
  return { contract: total, resources: perResource, months };
}

function consumed(
  sum: { minutes: number; amount: number },
  currency: string,
  caps: { minutes: number | null; amount: number | null },
): Consumption {
  return {
    minutes: sum.minutes,
    amount: money(sum.amount, currency),
    minutesLevel: capLevel(sum.minutes, caps.minutes),
    amountLevel: capLevel(sum.amount, caps.amount),
  };
}

export function contractConsumed(contract: ContractRow, sum: Figures['contract']): Consumption {
  return consumed(sum, contract.currency, {
    minutes: contract.capMinutes,
    amount: contract.capAmount,
  });
}

export function resourceConsumed(
  contract: ContractRow,
  resource: ResourceRow,
  figures: Figures,
): Consumption {
  const sum = figures.resources.get(resource.id) ?? { minutes: 0, amount: 0 };
  return consumed(sum, contract.currency, { minutes: resource.capMinutes, amount: null });
}
