import type { Money } from '@keel/types';
import type { Knex } from 'knex';
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
  knex: Knex,
  userId: number,
  date: string,
): Promise<HourlyCostAnswer | null> {
  const employee = await findEmployeeByUser(knex, userId);
  if (!employee) return null;
  if (date < employee.employment_start) return null;
  if (employee.employment_end !== null && date > employee.employment_end) return null;
  const [override, groupRate] = await Promise.all([
    rateOn(knex, 'employee_rate_overrides', employee.id, date),
    employee.salary_group_id === null
      ? null
      : rateOn(knex, 'salary_group_rates', employee.salary_group_id, date),
  ]);
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
