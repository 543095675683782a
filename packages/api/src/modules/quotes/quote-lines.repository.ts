import { computePricing, type MarkupAppliesTo, type MarkupKind } from '@keel/types';
import type { Knex } from 'knex';

/**
 * A quote's lines as stored (`line_items` of quotes and revisions, JSON) and
 * what their pricing reads: the rate profile's roles, the salary group rates
 * a line's cost rate comes from, and whether a pricing config exists.
 */

/** A draft or frozen line as stored in `line_items` (the cost rate derived by the API). */
export interface StoredLine {
  key: string;
  section: string;
  description: string;
  role: string;
  minutes: number;
  rate: number;
  costRate: number | null;
  expenses: number;
}

/** A markup entry as stored in `quote_pricing_configs.markups` and `quote_revisions.markups`. */
export interface StoredMarkup {
  label: string;
  kind: MarkupKind;
  value: number;
  appliesTo: MarkupAppliesTo;
}

export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback;
  return JSON.parse(text) as T;
}

/**
 * The columns stored beside a draft's lines (every write of `line_items`
 * writes them): its labour, expenses and line count, so the list prices a row
 * without its lines.
 */
export function draftLineColumns(lines: readonly StoredLine[]) {
  const { labour, expenses } = computePricing(lines, []);
  return {
    line_items: JSON.stringify(lines),
    draft_labour: labour,
    draft_expenses: expenses,
    line_count: lines.length,
  };
}

/** A rate profile's currency and roles (in position order); null when there is no such profile. */
export async function findRateProfile(
  knex: Knex,
  id: number,
): Promise<{
  id: number;
  name: string;
  currency: string;
  roles: Array<{ role: string; hourlyRate: number; salaryGroupId: number | null }>;
} | null> {
  const profile = await knex('quote_rate_profiles')
    .where({ id })
    .first<{ id: number; name: string; currency: string } | undefined>('id', 'name', 'currency');
  if (!profile) return null;
  const roles = await knex('quote_rate_profile_roles')
    .where('profile_id', id)
    .orderBy('position')
    .select<Array<{ role: string; hourly_rate: number; salary_group_id: number | null }>>(
      'role',
      'hourly_rate',
      'salary_group_id',
    );
  return {
    ...profile,
    roles: roles.map((r) => ({
      role: r.role,
      hourlyRate: Number(r.hourly_rate),
      salaryGroupId: r.salary_group_id,
    })),
  };
}

export async function pricingConfigExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('quote_pricing_configs').where({ id }).first('id'));
}

/**
 * The hourly rate of each salary group in force on `date` (the latest entry
 * from that day or before), with its currency; groups without one are absent.
 */
export async function salaryGroupRatesOn(
  knex: Knex,
  groupIds: readonly number[],
  date: string,
): Promise<Map<number, { amount: number; currency: string }>> {
  const rates = new Map<number, { amount: number; currency: string }>();
  if (groupIds.length === 0) return rates;
  const rows = await knex('salary_group_rates')
    .whereIn('salary_group_id', [...new Set(groupIds)])
    .where('effective_from', '<=', date)
    .orderBy('effective_from', 'asc')
    .select<Array<{ salary_group_id: number; amount: number; currency: string }>>(
      'salary_group_id',
      'amount',
      'currency',
    );
  // Ascending, so the last entry of each group (the one in force) wins.
  for (const row of rows)
    rates.set(row.salary_group_id, { amount: Number(row.amount), currency: row.currency });
  return rates;
}
