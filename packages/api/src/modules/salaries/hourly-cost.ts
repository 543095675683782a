import type { Money, RateEntry } from '@keel/types';
import type { Db } from '../../lib/db';
import { findEmployeeByUser, rateOn } from './salaries.repository';

export interface HourlyCostAnswer {
  hourlyCost: Money;
  source: 'override' | 'salaryGroup';
  effectiveFrom: string;
}

/**
 * "The hourly cost of user U on date D" (DOMAIN.md § Salaries), for project
 * financials and quotes:
 *
 * - no employee record, or D outside employment (before the start, after the
 *   end) -> null: nobody costs anything while not employed;
 * - else the most recent entry in force on D of either history: the
 *   employee's personal overrides and their salary group's rates. A personal
 *   override applies from its date until the next change of either kind
 *   (so a later group-wide raise reaches everyone); on the same date the
 *   personal override wins;
 * - no entry in force yet -> null.
 */
export async function hourlyCostOn(
  knex: Db,
  userId: number,
  date: string,
): Promise<HourlyCostAnswer | null> {
  const employee = await findEmployeeByUser(knex, userId);
  if (!employee) return null;
  // One after the other: `knex` may be a transaction, whose single connection
  // takes one statement at a time.
  const override = await rateOn(knex, 'employee_rate_overrides', employee.id, date);
  const groupRate =
    employee.salary_group_id === null
      ? null
      : await rateOn(knex, 'salary_group_rates', employee.salary_group_id, date);
  return pickHourlyCost(
    { employmentStart: employee.employment_start, employmentEnd: employee.employment_end },
    override ? [override] : [],
    groupRate ? [groupRate] : [],
    date,
  );
}

/**
 * The rule above over rate histories already read (oldest first, or just the
 * entries that matter): the latest entry in force on `date` of either
 * history, the override winning a tie.
 */
export function pickHourlyCost(
  employment: { employmentStart: string; employmentEnd: string | null },
  overrides: readonly RateEntry[],
  groupRates: readonly RateEntry[],
  date: string,
): HourlyCostAnswer | null {
  if (date < employment.employmentStart) return null;
  if (employment.employmentEnd !== null && date > employment.employmentEnd) return null;
  const inForce = (history: readonly RateEntry[]) =>
    history.reduce<RateEntry | null>(
      (latest, entry) =>
        entry.effectiveFrom <= date && (!latest || entry.effectiveFrom >= latest.effectiveFrom)
          ? entry
          : latest,
      null,
    );
  const override = inForce(overrides);
  const groupRate = inForce(groupRates);
  if (override && (!groupRate || override.effectiveFrom >= groupRate.effectiveFrom))
    return {
      hourlyCost: override.hourlyRate,
      effectiveFrom: override.effectiveFrom,
      source: 'override',
    };
  if (groupRate)
    return {
      hourlyCost: groupRate.hourlyRate,
      effectiveFrom: groupRate.effectiveFrom,
      source: 'salaryGroup',
    };
  return null;
}
