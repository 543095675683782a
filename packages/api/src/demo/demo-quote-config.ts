import type { MarkupEntry } from '@keel/types';
import type { Knex } from 'knex';
import { insertConfig } from '../modules/quotes/pricing-configs.repository';
import { insertProfile, replaceRoles } from '../modules/quotes/rate-profiles.repository';
import { DEMO_SALARY_GROUPS } from './demo-administration';

/**
 * Demo rate profiles and pricing config (issue 14): "Standard rates" and
 * "Public sector" (lower rates, same roles), and "Standard pricing" with
 * three markups. Roles are costed through the demo salary groups. The demo
 * quotes look the profiles and the config up by these names. Fixed data;
 * a profile or config whose name exists is left as it is.
 */

type SalaryGroupName = (typeof DEMO_SALARY_GROUPS)[number]['name'];

interface DemoRole {
  role: string;
  /** Minor units (EUR cents) an hour. */
  hourlyRate: number;
  group: SalaryGroupName | null;
}

export const DEMO_RATE_PROFILES: ReadonlyArray<{
  name: string;
  currency: string;
  roles: readonly DemoRole[];
}> = [
  {
    name: 'Standard rates',
    currency: 'EUR',
    roles: [
      { role: 'Project manager', hourlyRate: 11_000, group: 'Senior consultant' },
      { role: 'Senior consultant', hourlyRate: 9_500, group: 'Senior consultant' },
      { role: 'Consultant', hourlyRate: 7_500, group: 'Consultant' },
      { role: 'Designer', hourlyRate: 8_000, group: 'Consultant' },
      { role: 'Developer', hourlyRate: 8_500, group: 'Consultant' },
    ],
  },
  {
    name: 'Public sector',
    currency: 'EUR',
    roles: [
      { role: 'Project manager', hourlyRate: 9_500, group: 'Senior consultant' },
      { role: 'Senior consultant', hourlyRate: 8_200, group: 'Senior consultant' },
      { role: 'Consultant', hourlyRate: 6_500, group: 'Consultant' },
      { role: 'Designer', hourlyRate: 6_800, group: 'Consultant' },
      { role: 'Developer', hourlyRate: 7_200, group: 'Consultant' },
    ],
  },
];

export const DEMO_RATE_PROFILE_NAMES = DEMO_RATE_PROFILES.map((p) => p.name) as readonly string[];

export const DEMO_PRICING_CONFIG_NAME = 'Standard pricing';

/** In the order they apply: the contingency takes the subtotal after the other two. */
export const DEMO_MARKUPS: readonly MarkupEntry[] = [
  { label: 'Project management', kind: 'percent', value: 10, appliesTo: 'labour' },
  { label: 'Travel and materials handling', kind: 'percent', value: 5, appliesTo: 'expenses' },
  { label: 'Risk contingency', kind: 'percent', value: 3, appliesTo: 'subtotal' },
];

export async function seedQuoteConfigDemo(trx: Knex, context: { seedTime: number }): Promise<void> {
  const groups = await trx('salary_groups')
    .whereIn(
      'name',
      DEMO_SALARY_GROUPS.map((g) => g.name),
    )
    .select<Array<{ id: number; name: string }>>('id', 'name');
  const groupIds = new Map(groups.map((g) => [g.name, Number(g.id)]));

  for (const profile of DEMO_RATE_PROFILES) {
    if (await trx('quote_rate_profiles').where({ name: profile.name }).first('id')) continue;
    const id = await insertProfile(trx, profile, context.seedTime);
    await replaceRoles(
      trx,
      id,
      profile.roles.map((r) => ({
        role: r.role,
        hourlyRate: r.hourlyRate,
        salaryGroupId: r.group === null ? null : (groupIds.get(r.group) ?? null),
      })),
    );
  }

  if (!(await trx('quote_pricing_configs').where({ name: DEMO_PRICING_CONFIG_NAME }).first('id')))
    await insertConfig(
      trx,
      { name: DEMO_PRICING_CONFIG_NAME, markups: DEMO_MARKUPS },
      context.seedTime,
    );
}
